import { describe, expect, it } from "vitest";
import { findBritishSpellings } from "../copy-rules/british-spellings";
import { findRejectedTerms } from "../copy-rules/glossary";
import { findUsNumberFormats } from "../copy-rules/german-number-style";
import { findUnisolatedLtrRuns } from "../copy-rules/rtl-isolation";
import { flattenStrings } from "../parity/flatten-strings";
import type { Locale } from "../locales";
import { RESOURCES } from "./resources";

/** Every UI string of a locale as "namespace:key" → text. */
function strings(locale: Locale): [string, string][] {
  return Object.entries(RESOURCES[locale]).flatMap(([namespace, tree]) =>
    [...flattenStrings(tree)].map(([key, text]): [string, string] => [`${namespace}:${key}`, text]),
  );
}

describe("the shared UI strings follow the style sheets (STYLE-de.md, STYLE-ar.md, STYLE-en.md)", () => {
  it("write German figures the German way (99,9 %, 5.000 US-Dollar), never US-formatted", () => {
    const us = strings("de").flatMap(([key, text]) =>
      findUsNumberFormats(text).map((f) => `${key}: ${f.kind} "${f.text}"`),
    );
    expect(us).toEqual([]);
  });

  it("isolate every phone number, e-mail address and Latin figure in Arabic (LRI … PDI)", () => {
    const bare = strings("ar").flatMap(([key, text]) =>
      findUnisolatedLtrRuns(text).map((f) => `${key}: ${f.kind} "${f.text}"`),
    );
    expect(bare).toEqual([]);
  });

  it("spell English the US way", () => {
    const british = strings("en").flatMap(([key, text]) =>
      findBritishSpellings(text).map((f) => `${key}: "${f.text}" (${f.us})`),
    );
    expect(british).toEqual([]);
  });

  it("use the glossary's terms and one form of address in every locale (GLOSSARY.md)", () => {
    const rejected = (["en", "de", "ar"] as const).flatMap((locale) =>
      strings(locale).flatMap(([key, text]) =>
        findRejectedTerms(text, locale).map((f) => `${locale} ${key}: "${f.text}" → ${f.use}`),
      ),
    );
    expect(rejected).toEqual([]);
  });
});
