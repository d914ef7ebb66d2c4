import { cleanFreeText, cleanText } from "./clean-text";
import { LEAD_LIMITS } from "./lead-limits";
import type { LeadMetadata } from "./lead-schema";

const { maxKeys, maxKeyLength, maxStringLength } = LEAD_LIMITS.metadata;
const { rawTextMax } = LEAD_LIMITS;
// Keys that would reach an object's prototype if a consumer ever assigned them one by one.
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const NAMED_KEYS = new Set(["marketing_consent", "original_lead_type"]);

// A key is a short name such as `utm_source`: one with spaces around it, control characters or
// bidirectional overrides is not cleaned into another key, it is dropped.
function isPlainKey(key: string): boolean {
  return key !== "" && key.length <= maxKeyLength && cleanText(key) === key;
}

function cleanValue(value: unknown): string | number | boolean | undefined {
  // Cut before cleaning too, so a long value costs no more work than one of the bound.
  if (typeof value === "string")
    return cleanFreeText(value.slice(0, rawTextMax)).slice(0, maxStringLength);
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "boolean") return value;
  return undefined;
}

/**
 * The metadata of a lead, made safe to store: `marketing_consent` is true only when it was
 * literally `true`; extra keys keep flat strings (cleaned and shortened), finite numbers and
 * booleans, up to {@link LEAD_LIMITS}; anything nested is dropped, and so is a key that holds
 * control characters or bidirectional overrides.
 * `fallbackOriginalLeadType` fills `original_lead_type` when the input has none.
 */
export function sanitizeMetadata(
  input: Record<string, unknown> | null | undefined,
  fallbackOriginalLeadType?: string,
): LeadMetadata {
  const source = input ?? {};
  const metadata: LeadMetadata = { marketing_consent: source.marketing_consent === true };
  const original = cleanValue(source.original_lead_type);
  const originalLeadType =
    typeof original === "string" && original !== "" ? original : fallbackOriginalLeadType;
  if (originalLeadType) metadata.original_lead_type = originalLeadType;

  let kept = 0;
  for (const key of Object.keys(source)) {
    if (kept >= maxKeys) break;
    if (NAMED_KEYS.has(key) || FORBIDDEN_KEYS.has(key) || !isPlainKey(key)) continue;
    const value = cleanValue(source[key]);
    if (value === undefined) continue;
    metadata[key] = value;
    kept += 1;
  }
  return metadata;
}
