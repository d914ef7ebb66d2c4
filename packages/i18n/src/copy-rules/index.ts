/**
 * Editorial rules for the site's copy, as functions a test can run over every string: German
 * number conventions, right-to-left isolation of Latin runs, US spelling, and the glossary's
 * rejected terms per language (GLOSSARY.md and the style sheets beside the resources).
 */
export { FSI, isolateLtr, LRI, PDI, stripIsolatedRuns } from "./bidi-isolates";
export { findUnisolatedLtrRuns } from "./rtl-isolation";
export type { UnisolatedRun } from "./rtl-isolation";
export { findUsNumberFormats } from "./german-number-style";
export type { UsNumberFormat } from "./german-number-style";
export { findBritishSpellings } from "./british-spellings";
export type { BritishSpelling } from "./british-spellings";
export { findRejectedTerms, REJECTED_TERMS } from "./glossary";
export type { GlossaryIssue, RejectedTerm } from "./glossary";
