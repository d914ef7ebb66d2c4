/**
 * German number conventions (DIN 5008 and the Duden's rules for figures): a decimal comma
 * ("99,9"), a thousands point ("5.000"), a space before the percent sign ("40–60 %"), the
 * currency after the amount ("5.000 US-Dollar", "15 Mio. US-Dollar") and no English magnitude
 * letters ("$15M", "200K"). US-formatted figures in German copy read wrongly: "$5,000" is five
 * dollars to a German reader.
 */
const US_FORMATS: { kind: string; pattern: RegExp }[] = [
  { kind: "currency symbol before the amount", pattern: /[$€£]\s?\d[\d.,]*/g },
  { kind: "thousands comma", pattern: /\b\d{1,3}(?:,\d{3})+\b/g },
  // A point between digits that is not a thousands group: "99.9", "2.5".
  { kind: "decimal point", pattern: /\b\d+\.\d{1,2}\b(?!\.\d)/g },
  { kind: "percent sign without a space", pattern: /\d%/g },
  { kind: "English magnitude letter", pattern: /\b\d+(?:[.,]\d+)?[KMB]\b/g },
];

/** A US-formatted figure found in German copy. */
export interface UsNumberFormat {
  kind: string;
  text: string;
}

/**
 * Figures in German copy written the US way. Version numbers and section numbers such as
 * "Llama 3.1", "§ 25 TDDDG" or "GPT-4.1" are product names, not figures: a point followed by a
 * digit inside a name preceded by a letter or hyphen is left alone, as are link targets.
 */
export function findUsNumberFormats(text: string): UsNumberFormat[] {
  const visible = text.replace(/\]\([^)]*\)/g, "]").replace(/https?:\/\/\S+/g, " ");
  const found: UsNumberFormat[] = [];
  for (const { kind, pattern } of US_FORMATS) {
    for (const match of visible.matchAll(pattern)) {
      const index = match.index ?? 0;
      if (kind === "decimal point" && isVersionNumber(visible, index)) continue;
      found.push({ kind, text: match[0] });
    }
  }
  return found;
}

/**
 * Names that carry a version ("Llama 3.1", "GPT-4.1", "TLS 1.3", "v2.0", "Version 2.0"): a point
 * after one of them is part of the name. The list is closed on purpose, so a figure after an
 * ordinary German noun ("Verfügbarkeit 99.9") is still caught.
 */
const VERSIONED_NAME =
  /(?:\b(?:Llama|Mistral|Mixtral|Qwen|Phi|Gemma|Claude|Gemini|Python|TLS|HTTP|OAuth|SAML|CVSS|CSF|Framework|Kafka|Spark|Iceberg|Applications|Version|v)\s?|[A-Za-z]-)$/;

function isVersionNumber(text: string, index: number): boolean {
  return VERSIONED_NAME.test(text.slice(Math.max(0, index - 16), index));
}
