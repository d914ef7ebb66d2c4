import type { Lead } from "@vantreo/leads";

/**
 * The honeypot: a form field hidden from people (off-screen, `tabindex=-1`, `autocomplete=off`)
 * that bots fill in. Sent as `metadata.website`; any non-empty value marks the lead as spam.
 */
export const HONEYPOT_FIELD = "website";

/**
 * How long the visitor spent on the form, in milliseconds, measured by the page from the first
 * render to the submit (`metadata.form_fill_ms`). Measured in the browser, so clock skew between
 * client and server does not matter.
 */
export const FILL_TIME_FIELD = "form_fill_ms";

/**
 * Why a lead looks like spam, or null: a filled honeypot, or a form filled in faster than
 * `minFillMs` (no person types a name, an e-mail and a message in under a few seconds). A lead
 * without a fill time is not judged on it, so API clients without a form still get through.
 * The honeypot is read from the lead's metadata and from the body's top level.
 */
export function spamReason(lead: Lead, body: unknown, minFillMs: number): string | null {
  const topLevel =
    typeof body === "object" && body !== null
      ? (body as Record<string, unknown>)[HONEYPOT_FIELD]
      : undefined;
  const honeypot = lead.metadata[HONEYPOT_FIELD] ?? topLevel;
  if (honeypot !== undefined && honeypot !== "" && honeypot !== false && honeypot !== null)
    return "honeypot";
  const fillMs = lead.metadata[FILL_TIME_FIELD];
  if (typeof fillMs === "number" && fillMs < minFillMs) return "too-fast";
  return null;
}
