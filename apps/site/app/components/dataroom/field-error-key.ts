/**
 * The `dataroom:fields.*` key of a field's error code from the API (`required`, `too_short`,
 * `too_long`, `invalid`), so each field says what to fix in the visitor's language. Fields and
 * codes without a message of their own fall back to the field's general message.
 */
const KEYS: Record<string, Partial<Record<string, string>> & { default: string }> = {
  name: { default: "fields.nameRequired", too_long: "fields.nameTooLong" },
  email: { default: "fields.emailInvalid" },
  firm: {
    default: "fields.firmRequired",
    too_short: "fields.firmTooShort",
    too_long: "fields.firmTooLong",
  },
  message: { default: "fields.messageTooLong" },
  code: { default: "fields.codeRequired" },
  username: { default: "fields.usernameRequired" },
  password: { default: "fields.passwordRequired" },
  slug: { default: "fields.slugInvalid" },
  title: { default: "fields.titleRequired" },
  description: { default: "fields.descriptionRequired" },
  sections: { default: "fields.sectionsRequired" },
};

/** The translation key for `field` failing with `code`; undefined for a field the site lacks. */
export function fieldErrorKey(field: string, code: string): string | undefined {
  const keys = KEYS[field];
  return keys ? (keys[code] ?? keys.default) : undefined;
}

/** Translation keys by field for every field error the API reported. */
export function fieldErrorKeys(fields: Readonly<Record<string, string>>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [field, code] of Object.entries(fields)) {
    const key = fieldErrorKey(field, code);
    if (key) keys[field] = key;
  }
  return keys;
}
