import { isFormLeadType, type FormLeadType } from "./lead-types";

// Spec section 5, in the order it lists the words; the first word found wins.
const LEAD_TYPE_WORDS: readonly (readonly [word: string, leadType: FormLeadType])[] = [
  ["newsletter", "newsletter"],
  ["demo", "demo-request"],
  ["assessment", "assessment"],
  ["exit", "exit-intent"],
  ["popup", "exit-intent"],
];

/** What a form knows about the kind of lead it collects. */
export type LeadTypeHint = {
  /** The form's `lead_type` setting, e.g. `newsletter` or `footer_newsletter_signup`. */
  leadType?: string | null;
  /** The form's source text, e.g. `exit-intent-popup`. */
  source?: string | null;
};

/**
 * The lead type of a form submission (spec section 5). `leadType` is read first, then `source`;
 * the first text that is a lead type itself, or contains newsletter, demo, assessment, exit or
 * popup (case-insensitive, in that order), decides. Otherwise the lead is a `contact`.
 */
export function inferLeadType(hint: LeadTypeHint): FormLeadType {
  for (const raw of [hint.leadType, hint.source]) {
    const text = (raw ?? "").trim().toLowerCase();
    if (text === "") continue;
    if (isFormLeadType(text)) return text;
    const match = LEAD_TYPE_WORDS.find(([word]) => text.includes(word));
    if (match) return match[1];
  }
  return "contact";
}
