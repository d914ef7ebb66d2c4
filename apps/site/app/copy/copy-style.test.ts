import {
  findBritishSpellings,
  findRejectedTerms,
  findUnisolatedLtrRuns,
  findUsNumberFormats,
} from "@vantreo/i18n/copy-rules";
import { describe, expect, it } from "vitest";
import { copyCorpus } from "./copy-corpus.test-helper";

// The style sheets beside the UI strings (packages/i18n/src/resources/STYLE-*.md) hold for the
// page copy, the tools' copy, the service catalogue and the markdown content too.

describe("the site's copy in every locale", () => {
  it("reads the whole site: pages, tools, UI strings, services and articles", () => {
    const corpus = copyCorpus();
    for (const where of [
      "copy/pages/",
      "copy/home.ts",
      "@vantreo/i18n",
      "content/services/",
      "content/insights/",
    ])
      expect(corpus.some((entry) => entry.where.startsWith(where))).toBe(true);
  });

  it("writes German figures the German way (99,9 %, 40–60 %, 5.000 US-Dollar, 15 Mio. US-Dollar)", () => {
    const us = copyCorpus()
      .filter((entry) => entry.locale === "de")
      .flatMap((entry) =>
        findUsNumberFormats(entry.text).map((f) => `${entry.where}: ${f.kind} "${f.text}"`),
      );
    expect(us).toEqual([]);
  });

  it("isolates every phone number, e-mail, street address and Latin figure in Arabic copy", () => {
    const bare = copyCorpus()
      .filter((entry) => entry.locale === "ar")
      .flatMap((entry) =>
        findUnisolatedLtrRuns(entry.text).map((f) => `${entry.where}: ${f.kind} "${f.text}"`),
      );
    expect(bare).toEqual([]);
  });

  it("spells English the US way", () => {
    const british = copyCorpus()
      .filter((entry) => entry.locale === "en")
      .flatMap((entry) =>
        findBritishSpellings(entry.text).map((f) => `${entry.where}: "${f.text}" (${f.us})`),
      );
    expect(british).toEqual([]);
  });

  it("uses the glossary's terms: one term per concept, one form of address (GLOSSARY.md)", () => {
    const rejected = copyCorpus().flatMap((entry) =>
      findRejectedTerms(entry.text, entry.locale).map(
        (f) => `${entry.where}: "${f.text}" → ${f.use}`,
      ),
    );
    expect(rejected).toEqual([]);
  });
});
