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
