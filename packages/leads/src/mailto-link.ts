import type { Lead } from "./lead-schema";

/**
 * A `mailto:` link (RFC 6068) to `contactEmail` prefilled with everything the visitor typed,
 * offered when the lead could not be sent so nothing is lost.
 */
export function leadMailtoLink(contactEmail: string, lead: Lead): string {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const lines = [
    name && `Name: ${name}`,
    lead.email && `Email: ${lead.email}`,
    lead.phone && `Phone: ${lead.phone}`,
    lead.company && `Company: ${lead.company}`,
    lead.message && `\n${lead.message}`,
  ].filter(Boolean);
  const subject = name ? `Website inquiry from ${name}` : "Website inquiry";
  // RFC 6068 wants line breaks in a body as CRLF.
  const body = lines.join("\n").replace(/\r?\n/g, "\r\n");
  return `mailto:${contactEmail.trim()}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
