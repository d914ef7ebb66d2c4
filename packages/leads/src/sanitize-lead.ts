import { z } from "./zod";
import { cleanFreeText, cleanText } from "./clean-text";
import { currentPageUrl, httpUrlOrEmpty } from "./http-url";
import { inferLeadType } from "./infer-lead-type";
import { inferSource } from "./infer-source";
import type { Lead, LeadInput } from "./lead-schema";
import { isFormLeadType } from "./lead-types";
import { LEAD_LIMITS } from "./lead-limits";
import { sanitizeMetadata } from "./sanitize-metadata";

// Only ISO 8601 date-times are read: `new Date()` would also turn "1" into the year 2001.
const isoDateTime = z.iso.datetime({ offset: true });

function timestampOr(value: string | null | undefined, now: Date): string {
  const text = cleanText(value);
  const parsed = isoDateTime.safeParse(text).success ? new Date(text) : undefined;
  if (parsed && !Number.isNaN(parsed.getTime())) return parsed.toISOString();
  return Number.isNaN(now.getTime()) ? new Date().toISOString() : now.toISOString();
}

/**
 * Sanitizes a lead as spec section 5 describes: e-mail trimmed and lower-cased; phone reduced
 * to digits and `+`; HTML tags stripped from names, company and message; `pageUrl` kept only
 * when http or https and otherwise filled with the current page in a browser (empty on a
 * server); `timestamp` normalized to ISO 8601, or `now` when missing or unreadable. Every text
 * is trimmed and loses control characters and bidirectional overrides (`cleanText`); only the
 * message keeps line breaks and tabs. Linear in the length of the input.
 *
 * `leadType` and `source` are mapped onto the enumerations with `inferLeadType` and
 * `inferSource`; a `leadType` that had to be inferred is kept in `metadata.original_lead_type`.
 * Never throws for input of type {@link LeadInput}; it does not validate (see `validateLead`).
 */
export function sanitizeLead(input: LeadInput, now: Date = new Date()): Lead {
  const rawLeadType = cleanFreeText(input.leadType).slice(0, LEAD_LIMITS.metadata.maxStringLength);
  const leadType = inferLeadType({ leadType: rawLeadType, source: input.source });
  const pageUrl = httpUrlOrEmpty(input.pageUrl) || currentPageUrl();
  return {
    firstName: cleanFreeText(input.firstName),
    lastName: cleanFreeText(input.lastName),
    email: cleanText(input.email).toLowerCase(),
    phone: cleanText(input.phone).replace(/[^\d+]/g, ""),
    company: cleanFreeText(input.company),
    message: cleanFreeText(input.message, { multiLine: true }),
    leadType,
    source: inferSource({ source: input.source, path: pageUrl }),
    pageUrl,
    timestamp: timestampOr(input.timestamp, now),
    metadata: sanitizeMetadata(
      input.metadata,
      rawLeadType !== "" && !isFormLeadType(rawLeadType) ? rawLeadType : undefined,
    ),
  };
}
