/**
 * Masks an e-mail address for logs: the first character of the local part and the domain stay
 * (enough to tell two leads apart while debugging), the rest is starred — personal data never
 * reaches the log stream (GDPR art. 5(1)(c), data minimisation).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return maskName(email);
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Masks a name for logs: its first character and three stars; empty stays empty. */
export function maskName(name: string): string {
  return name === "" ? "" : `${Array.from(name)[0]}***`;
}

const EMAIL_KEY = /e-?mail/i;
const NAME_KEY = /^(?:first_?name|last_?name|full_?name|name|phone|company|message)$/i;

// Log records reuse a handful of keys: classify each once, not on every record.
const kindOfKey = new Map<string, "email" | "name" | "other">();
function keyKind(key: string) {
  let kind = kindOfKey.get(key);
  if (kind === undefined) {
    kind = EMAIL_KEY.test(key) ? "email" : NAME_KEY.test(key) ? "name" : "other";
    if (kindOfKey.size < 10_000) kindOfKey.set(key, kind);
  }
  return kind;
}

/**
 * A copy of a log record whose personal fields are masked, however deep: keys that look like an
 * e-mail are masked as e-mails, names, phone numbers, companies and messages as names.
 */
export function maskPersonalData(value: unknown, key = "", depth = 0): unknown {
  if (typeof value === "string") {
    const kind = keyKind(key);
    if (kind === "email") return maskEmail(value);
    return kind === "name" ? maskName(value) : value;
  }
  if (typeof value !== "object" || value === null) return value;
  if (depth > 6) return "[depth]";
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, key, depth + 1));
  const masked: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  for (const entryKey in record) {
    if (Object.hasOwn(record, entryKey))
      masked[entryKey] = maskPersonalData(record[entryKey], entryKey, depth + 1);
  }
  return masked;
}
