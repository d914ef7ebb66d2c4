import { LEAD_FIELDS, type LeadFieldSpec } from "@vantreo/contracts/core";
import { LEAD_LIMITS, LEAD_TYPES } from "@vantreo/leads";
import { VALID_CONTACT } from "../test-support/test-app";

/** One crafted request: where it goes, its name (to replay it by) and its JSON body. */
export type WorstCase = { path: string; name: string; body: string };

/**
 * Units that make naive sanitizers and regular expressions slow when repeated: unclosed and
 * nested tag starts (each rescanned by a repeated replacement), runs of what a pattern may
 * repeat (backtracking once the `!` at the end makes it fail), and every kind of character the
 * cleaners remove.
 */
export const WORST_CASE_UNITS: readonly (readonly [name: string, unit: string])[] = [
  ["open tag starts", "<a"],
  ["bare less-than signs", "<"],
  ["one unclosed tag", "<a "],
  ["closing tag starts", "</a"],
  ["comment starts", "<!"],
  ["nested tag fragments", "<scr<script>ipt>"],
  ["spaces", " "],
  ["line breaks", "\r\n"],
  ["NUL characters", "\u0000"],
  ["bidi overrides", "\u202e"],
  ["lone surrogates", "\ud800"],
  ["dotted labels", "a."],
  ["at signs", "@"],
  ["digits and plus", "1+"],
];

/** `unit` repeated to `length` characters, the last one a `!` that no pattern expects. */
export function worstText(unit: string, length: number): string {
  return `${unit.repeat(Math.ceil(length / unit.length)).slice(0, length - 1)}!`;
}

/**
 * The longest body `build(text)` makes within `limit` bytes, `text` being `unit` repeated to at
 * most `maxLength` characters: the most of it one request can carry.
 */
export function fittedBody(
  unit: string,
  maxLength: number,
  limit: number,
  build: (text: string) => unknown,
): string {
  let length = maxLength;
  for (;;) {
    const body = JSON.stringify(build(worstText(unit, length)));
    const bytes = Buffer.byteLength(body);
    if (bytes <= limit || length <= 1) return body;
    length = Math.max(1, Math.floor((length * limit) / bytes) - 16);
  }
}

// The text fields of the public lead body, as the lead record declares them (`LEAD_FIELDS`).
const LEAD_TEXT_FIELDS = LEAD_FIELDS.filter(
  (spec: LeadFieldSpec) => spec.input && spec.kind === "text",
).map((spec) => spec.key);

function leadOf(leadType: string, overrides: Record<string, unknown>) {
  return { ...VALID_CONTACT, company: "Peachtree Freight", leadType, ...overrides };
}

function leadField(leadType: string, field: string, text: string) {
  if (field === "leadType") return leadOf(leadType, { leadType: `${leadType}${text}` });
  if (field === "pageUrl") return leadOf(leadType, { pageUrl: `https://www.vantreo.com/${text}` });
  return leadOf(leadType, { [field]: text });
}

function metadataOf(text: string, keys: number) {
  const entries = Array.from({ length: keys }, (_, index) => [`k${index}`, text]);
  return { marketing_consent: true, ...Object.fromEntries(entries) };
}

/**
 * For every lead type, every field and every unit: the field just under the raw ceiling (the
 * most the sanitizers ever see), the field filling the body (refused before sanitizing), every text field
 * at once, and metadata full of long values or of keys, each within `bodyLimit` bytes.
 */
export function* worstCaseLeads(bodyLimit: number): Generator<WorstCase> {
  const path = "/v1/leads";
  // Just under the ceiling, room left for the prefix of the lead type and the page URL.
  const ceiling = LEAD_LIMITS.rawTextMax - 40;
  for (const leadType of LEAD_TYPES) {
    for (const [unitName, unit] of WORST_CASE_UNITS) {
      const at = `${leadType} ${unitName}`;
      for (const field of LEAD_TEXT_FIELDS) {
        const build = (text: string) => leadField(leadType, field, text);
        yield {
          path,
          name: `${at} ${field} at ceiling`,
          body: fittedBody(unit, ceiling, bodyLimit, build),
        };
        yield {
          path,
          name: `${at} ${field} filling the body`,
          body: fittedBody(unit, bodyLimit, bodyLimit, build),
        };
      }
      const everyField = (text: string) =>
        leadOf(leadType, Object.fromEntries(LEAD_TEXT_FIELDS.map((field) => [field, text])));
      yield {
        path,
        name: `${at} every field`,
        body: fittedBody(unit, ceiling, bodyLimit, everyField),
      };
      const { maxKeys } = LEAD_LIMITS.metadata;
      const longValues = (text: string) =>
        leadOf(leadType, { metadata: metadataOf(text, maxKeys) });
      yield {
        path,
        name: `${at} metadata values`,
        body: fittedBody(unit, ceiling, bodyLimit, longValues),
      };
      const manyKeys = (text: string) => {
        const entries = Array.from({ length: Math.ceil(text.length / 8) }, (_, index) => [
          `${unit}${index}`,
          unit,
        ]);
        return leadOf(leadType, { metadata: Object.fromEntries(entries) });
      };
      yield {
        path,
        name: `${at} metadata keys`,
        body: fittedBody(unit, bodyLimit, bodyLimit, manyKeys),
      };
    }
  }
}

const REQUEST_FIELDS = ["name", "email", "firm", "message", "locale"] as const;

/** Every field of a data-room access request with every unit, at the ceiling and filling the body. */
export function* worstCaseAccessRequests(bodyLimit: number): Generator<WorstCase> {
  const path = "/v1/dataroom/requests";
  const valid = {
    name: "Morgan Ellis",
    email: "investor@example.com",
    firm: "Chattahoochee Growth Partners",
    message: "We would like to review the data room.",
    locale: "en",
  };
  for (const [unitName, unit] of WORST_CASE_UNITS) {
    for (const field of REQUEST_FIELDS) {
      const build = (text: string) => ({ ...valid, [field]: text });
      const at = `access request ${unitName} ${field}`;
      yield {
        path,
        name: `${at} at ceiling`,
        body: fittedBody(unit, LEAD_LIMITS.rawTextMax, bodyLimit, build),
      };
      yield {
        path,
        name: `${at} filling the body`,
        body: fittedBody(unit, bodyLimit, bodyLimit, build),
      };
    }
    const everyField = (text: string) =>
      Object.fromEntries(REQUEST_FIELDS.map((field) => [field, text]));
    yield {
      path,
      name: `access request ${unitName} every field`,
      body: fittedBody(unit, bodyLimit, bodyLimit, everyField),
    };
  }
}

/** Every field of a consent proof with every unit, filling the consent body limit. */
export function* worstCaseConsents(bodyLimit: number): Generator<WorstCase> {
  const path = "/v1/consents";
  const valid = {
    choice: "accepted",
    categories: { functional: true, analytics: true, marketing: true, personalization: true },
    timestamp: "2025-06-16T12:00:00.000Z",
    revision: 1,
    locale: "en",
    page: "/contact",
  };
  for (const [unitName, unit] of WORST_CASE_UNITS) {
    for (const field of ["choice", "timestamp", "locale", "page"] as const) {
      const build = (text: string) => ({ ...valid, [field]: field === "page" ? `/${text}` : text });
      yield {
        path,
        name: `consent ${unitName} ${field}`,
        body: fittedBody(unit, bodyLimit, bodyLimit, build),
      };
    }
  }
}
