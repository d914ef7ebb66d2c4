import type { PluralCategory } from "../parity/plural-key";

/** The forms of one counted string, by CLDR category (`zero` only where a `_zero` key exists). */
export type PluralForms = Readonly<Partial<Record<PluralCategory, string>>>;

/**
 * A locale's strings as i18next resolved them at prerender: by namespace, then by dotted key
 * (`form.submit`, plural families under their base key), each the template i18next chose
 * (fallback, namespace and plural form applied), its `{{values}}` still to fill in.
 */
export type PrerenderedStrings = Readonly<
  Record<string, Readonly<Record<string, string | PluralForms>>>
>;
