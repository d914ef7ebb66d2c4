import type { LocaleResources } from "../instance/resource-types";
import { requiredPluralCategories } from "./plural-key";
import { stringEntries, type StringEntry } from "./string-entries";

/** What is wrong with one key of one locale. */
export type ParityIssueKind =
  | "missing-namespace"
  | "extra-namespace"
  | "missing"
  | "extra"
  | "placeholders"
  | "plural-forms"
  | "empty";

/** One difference between a locale and the reference locale. */
export interface ParityIssue {
  locale: string;
  namespace: string;
  /** The dotted key, or the base of a plural family (`resultCount`); "" for a namespace. */
  key: string;
  kind: ParityIssueKind;
  /** The placeholders or plural forms expected, for `placeholders` and `plural-forms`. */
  expected?: string[];
  /** The placeholders or plural forms found. */
  actual?: string[];
  /** A readable line for a test failure or a build log. */
  message: string;
}

/** Options of `checkResourceParity`. */
export interface ParityOptions {
  /** The locale every other is compared with; English by default. */
  reference?: string;
}

function issue(
  locale: string,
  namespace: string,
  key: string,
  kind: ParityIssueKind,
  detail: Pick<ParityIssue, "expected" | "actual"> = {},
): ParityIssue {
  const where = `${locale}:${namespace}${key ? `:${key}` : ""}`;
  const diff = detail.expected
    ? ` (expected ${detail.expected.join(", ") || "none"}; found ${detail.actual?.join(", ") || "none"})`
    : "";
  return { locale, namespace, key, kind, ...detail, message: `${where} ${kind}${diff}` };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Checks one entry of a locale on its own: no empty text, and the plural forms its language needs. */
function entryIssues(
  locale: string,
  namespace: string,
  key: string,
  entry: StringEntry,
): ParityIssue[] {
  const issues: ParityIssue[] = [];
  if (entry.empty) issues.push(issue(locale, namespace, key, "empty"));
  if (entry.forms) {
    const required = requiredPluralCategories(locale);
    const present = [...entry.forms.keys()];
    // i18next reads `_zero` for a count of 0 in every language, so it is never superfluous.
    const complete = required.every((name) => entry.forms?.has(name));
    const superfluous = present.some((name) => name !== "zero" && !required.includes(name));
    if (!complete || superfluous) {
      const order = (list: string[]) => [...list].sort();
      issues.push(
        issue(locale, namespace, key, "plural-forms", {
          expected: order(required),
          actual: order(present),
        }),
      );
    }
  }
  return issues;
}

function namespaceIssues(
  locale: string,
  namespace: string,
  reference: Map<string, StringEntry>,
  target: Map<string, StringEntry>,
): ParityIssue[] {
  const issues: ParityIssue[] = [];
  for (const [key, expected] of reference) {
    const actual = target.get(key);
    if (!actual) {
      issues.push(issue(locale, namespace, key, "missing"));
      continue;
    }
    if (!sameList(expected.placeholders, actual.placeholders)) {
      issues.push(
        issue(locale, namespace, key, "placeholders", {
          expected: expected.placeholders,
          actual: actual.placeholders,
        }),
      );
    }
    if (expected.forms && !actual.forms) {
      issues.push(
        issue(locale, namespace, key, "plural-forms", {
          expected: requiredPluralCategories(locale).sort(),
          actual: [],
        }),
      );
    }
  }
  for (const key of target.keys()) {
    if (!reference.has(key)) issues.push(issue(locale, namespace, key, "extra"));
  }
  return issues;
}

/**
 * Compares every locale's strings with the reference locale's (English unless told): each
 * namespace and key must exist in every locale and nowhere else, use the same `{{placeholders}}`,
 * carry exactly the plural forms its language needs (six for Arabic, two for English and
 * German) and not be empty. Returns the problems found; an empty list means parity. The site
 * runs it on its own page copy too, so a missing translation fails CI, not the reader.
 */
export function checkResourceParity(
  resources: Readonly<Record<string, LocaleResources | undefined>>,
  options: ParityOptions = {},
): ParityIssue[] {
  const referenceLocale = options.reference ?? "en";
  const reference = resources[referenceLocale] ?? {};
  const issues: ParityIssue[] = [];
  for (const [locale, bundle] of Object.entries(resources)) {
    if (!bundle) continue;
    for (const [namespace, tree] of Object.entries(bundle)) {
      const target = stringEntries(tree);
      for (const [key, entry] of target) issues.push(...entryIssues(locale, namespace, key, entry));
      const expected = reference[namespace];
      if (!expected) {
        issues.push(issue(locale, namespace, "", "extra-namespace"));
        continue;
      }
      if (locale !== referenceLocale) {
        issues.push(...namespaceIssues(locale, namespace, stringEntries(expected), target));
      }
    }
    for (const namespace of Object.keys(reference)) {
      if (!bundle[namespace]) issues.push(issue(locale, namespace, "", "missing-namespace"));
    }
  }
  return issues;
}
