/**
 * A webhook URL as staff may see it again: its origin and its last four characters, enough to
 * tell two channels apart, never enough to post to one (the URL is the credential).
 */
export function maskWebhookUrl(url: string): string {
  let origin = "";
  try {
    origin = new URL(url).origin;
  } catch {
    // A stored URL always parsed when it was saved; show nothing of one that does not.
  }
  return `${origin}/…${url.length > 24 ? url.slice(-4) : ""}`;
}
