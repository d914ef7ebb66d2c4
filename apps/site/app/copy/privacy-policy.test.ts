import { RETENTION_POLICY } from "@vantreo/leads";
import { describe, expect, it } from "vitest";
import { copy } from "./pages/privacy-policy";

// Advertising click identifiers are personal data stored on the visitor's device for advertising
// measurement, so they need consent (Art. 5(3) ePrivacy Directive, § 25 (1) TDDDG, Art. 6(1)(a)
// GDPR): the policy may not list them under the always-on functional category.
const CLICK_IDS = ["gclid", "fbclid", "li_fat_id"];

type Table = { kind: "table"; id?: string; rows: string[][] };

describe("the privacy policy in every locale", () => {
  for (const [locale, page] of Object.entries(copy)) {
    const table = (id: string) => page.sections.find((s) => s.id === id) as Table;
    const cookies = table("cookies");

    it(`(${locale}) keeps advertising click ids out of the functional category and under marketing`, () => {
      const [functional, , marketing] = cookies.rows;
      for (const id of CLICK_IDS) {
        expect(functional!.join(" ")).not.toContain(id);
        expect(marketing!.join(" ")).toContain(id);
      }
    });

    it(`(${locale}) states the Art. 27 GDPR representative position and the Saudi PDPL position`, () => {
      const text = JSON.stringify(page.sections);
      expect(text).toMatch(/27\s?\(2\)|27 Abs\. 2|27\(2\)/);
      expect(page.sections.some((s) => s.id === "saudi-arabia")).toBe(true);
      expect(text).toMatch(/SDAIA|سدايا/);
    });
  }
});

// What the lead API's retention purge applies (RETENTION_POLICY of @vantreo/leads) must be what
// the policy's table promises, row for row, in every language. Rows are in the same order in
// every locale; each is found by its position in the English table.
describe("the retention the policy promises is the one the lead API applies", () => {
  const rowsOf = (locale: keyof typeof copy) =>
    (copy[locale].sections.find((s) => s.id === "retention") as Table).rows;
  const english = rowsOf("en");
  const at = (label: string) => {
    const index = english.findIndex(([data]) => data === label);
    expect(index, label).toBeGreaterThanOrEqual(0);
    return index;
  };
  // Western digits in every locale's copy (the Arabic copy writes 24 and 7 too).
  const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
  const promises: [label: string, period: number, unit: RegExp[]][] = [
    [
      "Inquiries that do not lead to an engagement",
      RETENTION_POLICY.inquiryMonths,
      [/months/, /Monate/, /شهر/],
    ],
    ["Messages our filters flag as spam", RETENTION_POLICY.spamDays, [/days/, /Tage/, /يوم/]],
    [
      "Client relationship and contract records",
      RETENTION_POLICY.clientYears,
      [/years/, /Jahre/, /سنوات/],
    ],
    [
      "Newsletter sign-ups that were never confirmed",
      RETENTION_POLICY.unconfirmedSignupDays,
      [/days/, /Tage/, /يوم/],
    ],
    ["Consent records", RETENTION_POLICY.consentYears, [/years/, /Jahre/, /سنوات/]],
    ["Data-rights requests", RETENTION_POLICY.dataRequestMonths, [/months/, /Monate/, /شهر/]],
  ];
  for (const [label, period, units] of promises) {
    it(`states ${period} for "${label}" in en, de and ar`, () => {
      const index = at(label);
      (["en", "de", "ar"] as const).forEach((locale, n) => {
        const periodText = rowsOf(locale)[index]![1]!;
        expect(numbers(periodText)[0], `${locale}: ${periodText}`).toBe(period);
        expect(periodText).toMatch(units[n]!);
      });
    });
  }

  it("keeps newsletter subscriptions until the person unsubscribes", () => {
    expect(english[at("Newsletter subscriptions")]![1]).toMatch(/^Until you unsubscribe/);
  });

  // The lead API keeps the suppression list's digest on the consent records' clock
  // (apps/lead-api, personal-data map: `newsletter_suppressions`).
  it(`keeps only a digest on the suppression list, for ${RETENTION_POLICY.consentYears} years, in en, de and ar`, () => {
    const units = [/years/, /Jahre/, /سنوات/];
    (["en", "de", "ar"] as const).forEach((locale, n) => {
      const periodText = rowsOf(locale)[at("Newsletter subscriptions")]![1]!;
      expect(numbers(periodText)[0], `${locale}: ${periodText}`).toBe(
        RETENTION_POLICY.consentYears,
      );
      expect(periodText).toMatch(units[n]!);
    });
    expect(english[at("Newsletter subscriptions")]![1]).toContain("digest of your email address");
  });
});
