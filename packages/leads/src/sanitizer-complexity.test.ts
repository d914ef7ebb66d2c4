import { describe, expect, it } from "vitest";
import { cleanFreeText, cleanText } from "./clean-text";
import { csvCell } from "./csv-cell";
import { EmailSchema } from "./email-schema";
import { httpUrlOrEmpty } from "./http-url";
import { inferLeadType } from "./infer-lead-type";
import { inferSource } from "./infer-source";
import { LEAD_LIMITS } from "./lead-limits";
import { LEAD_TYPES } from "./lead-types";
import { verifyLeadSignature } from "./lead-signature";
import { prepareLead } from "./prepare-lead";
import { sanitizeLead } from "./sanitize-lead";
import { sanitizeMetadata } from "./sanitize-metadata";
import { splitFullName } from "./split-full-name";
import { stripHtmlTags } from "./strip-html-tags";
import { z } from "./zod";

// No sanitizer may hold a server's event loop longer than this for any input it can be given.
const BUDGET_MS = 50;
// The lead API's default body limit: the most text one request can bring to a sanitizer.
const BODY_MAX = 65_536;

/**
 * The least CPU time of up to ten runs, in ms: the time this process spent computing (user and
 * system, `process.cpuUsage`; vitest runs each test file in a process of its own), not the wall
 * clock. CI runs every package's tests at once on two cores, so a run's wall time depends on what
 * else the machine does; its CPU time does not. A super-linear input costs the CPU every time (the
 * quadratic tag stripper took 1.4–2.3 s); a run a garbage collection slowed down is measured again.
 */
async function fastestMs(run: () => unknown): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 10 && best > BUDGET_MS; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    const start = process.cpuUsage();
    await run();
    const { user, system } = process.cpuUsage(start);
    best = Math.min(best, (user + system) / 1000);
  }
  return best;
}

/**
 * Inputs that make naive sanitizers and regular expressions slow: unclosed and nested tag
 * starts (each one rescanned by a repeated replacement), long runs of what a pattern may repeat
 * followed by a character that makes it fail at the end (backtracking), and every kind of
 * character the cleaners remove.
 */
const WORST_CASE_UNITS: readonly (readonly [name: string, unit: string])[] = [
  ["open tag starts", "<a"],
  ["bare less-than signs", "<"],
  ["one unclosed tag", "<a "],
  ["closing tag starts", "</a"],
  ["comment starts", "<!"],
  ["nested tag fragments", "<scr<script>ipt>"],
  ["empty brackets", "<>"],
  ["greater-than signs", ">"],
  ["spaces", " "],
  ["line breaks", "\r\n"],
  ["NUL characters", "\u0000"],
  ["bidi overrides", "\u202e"],
  ["lone surrogates", "\ud800"],
  ["letters", "a"],
  ["dotted labels", "a."],
  ["hyphenated labels", "a-"],
  ["at signs", "@"],
  ["hex digits", "ab"],
  ["digits and plus", "1+"],
  ["percent signs", "%"],
];

/** `unit` repeated to exactly `length` characters, the last one a `!` that no pattern expects. */
function worstCase(unit: string, length: number): string {
  return `${unit.repeat(Math.ceil(length / unit.length)).slice(0, length - 1)}!`;
}

describe.each(WORST_CASE_UNITS)("sanitizers and patterns on %s", (_name, unit) => {
  const body = worstCase(unit, BODY_MAX);
  const field = worstCase(unit, LEAD_LIMITS.rawTextMax);

  it("stripHtmlTags stays linear on a whole body of it", async () => {
    expect(await fastestMs(() => stripHtmlTags(body))).toBeLessThan(BUDGET_MS);
  });

  it("cleanText and cleanFreeText stay linear on a whole body of it", async () => {
    expect(await fastestMs(() => cleanText(body))).toBeLessThan(BUDGET_MS);
    expect(await fastestMs(() => cleanFreeText(body, { multiLine: true }))).toBeLessThan(BUDGET_MS);
  });

  it("the e-mail rule stays fast at its longest and on a whole body", async () => {
    const longest = worstCase(unit, LEAD_LIMITS.email.max);
    for (const email of [
      longest,
      `${longest.slice(0, 250)}@a.b`,
      `a@${longest.slice(0, 250)}`,
      `${body.slice(0, 200)}@${longest.slice(0, 50)}`,
    ]) {
      expect(await fastestMs(() => EmailSchema.safeParse(email))).toBeLessThan(BUDGET_MS);
    }
    expect(await fastestMs(() => EmailSchema.safeParse(body))).toBeLessThan(BUDGET_MS);
    expect(await fastestMs(() => z.email().safeParse(body))).toBeLessThan(BUDGET_MS);
  });

  it("page URL, timestamp, inference, name split and CSV cell stay fast on a whole body", async () => {
    for (const run of [
      () => httpUrlOrEmpty(`https://www.vantreo.com/${body}`),
      () => httpUrlOrEmpty(body),
      () => z.iso.datetime({ offset: true }).safeParse(`2025-06-16T12:00:00${body}`),
      () => inferLeadType({ leadType: body, source: body }),
      () => inferSource({ source: body, path: `https://www.vantreo.com/${body}` }),
      () => splitFullName(body),
      () => csvCell(body, ","),
      () => csvCell(`=${body}`, ";"),
      () => verifyLeadSignature("secret", "", "{}", body),
    ]) {
      expect(await fastestMs(run)).toBeLessThan(BUDGET_MS);
    }
  });

  it.each(LEAD_TYPES)("sanitizeLead and validation of a %s lead stay fast", async (leadType) => {
    const input = {
      firstName: field,
      lastName: field,
      email: field,
      phone: field,
      company: field,
      message: field,
      leadType: `${leadType}${field.slice(leadType.length)}`,
      source: field,
      pageUrl: `https://www.vantreo.com/${field}`,
      timestamp: field,
      metadata: { marketing_consent: true, original_lead_type: field, utm_source: field },
    };
    expect(await fastestMs(() => sanitizeLead(input))).toBeLessThan(BUDGET_MS);
    expect(await fastestMs(() => prepareLead(input))).toBeLessThan(BUDGET_MS);
  });

  it("prepareLead stays fast on a whole body of it, as JSON text", async () => {
    const keys = LEAD_LIMITS.metadata.maxKeys;
    const value = field.slice(0, Math.floor(BODY_MAX / (keys + 8)));
    const metadata = Object.fromEntries(
      Array.from({ length: keys }, (_, index) => [`k${index}`, value]),
    );
    const text = JSON.stringify({
      firstName: value,
      lastName: value,
      company: value,
      message: value,
      leadType: value,
      source: value,
      metadata,
    });
    expect(await fastestMs(() => prepareLead(text))).toBeLessThan(BUDGET_MS);
  });

  it("sanitizeMetadata stays fast on a body full of keys or of long values", async () => {
    const many = Object.fromEntries(
      Array.from({ length: BODY_MAX / 8 }, (_, index) => [`${unit}${index}`, unit]),
    );
    const { maxKeys } = LEAD_LIMITS.metadata;
    const value = body.slice(0, BODY_MAX / maxKeys);
    const long = Object.fromEntries(
      Array.from({ length: maxKeys }, (_, index) => [`k${index}`, value]),
    );
    expect(await fastestMs(() => sanitizeMetadata(many))).toBeLessThan(BUDGET_MS);
    expect(await fastestMs(() => sanitizeMetadata(long))).toBeLessThan(BUDGET_MS);
  });
});
