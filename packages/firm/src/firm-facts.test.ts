import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIRM, assertProductionFacts, placeholderFacts, realPhone, type FirmFacts } from "./index";
import { FirmFactsSchema, loadFirmFacts } from "./node";

const real: FirmFacts = {
  ...FIRM,
  phone: { display: "+1 (404) 555-1212", tel: "+14045551212" },
};

describe("the firm's facts", () => {
  it("validate firm.json as it ships: the 555-01xx phone is its one placeholder", () => {
    expect(FirmFactsSchema.parse(FIRM)).toEqual(FIRM);
    expect(FIRM.address.locality).toBe("Sandy Springs");
    expect(placeholderFacts(FIRM)).toEqual([
      "phone: +1 (470) 555-0147 is in the range reserved for fiction (555-0100 to 555-0199)",
    ]);
    expect(realPhone(FIRM)).toBeNull();
    expect(realPhone(real)).toEqual(real.phone);
  });

  it("find example domains and words that say the value is still to come", () => {
    const facts: FirmFacts = {
      ...real,
      privacyEmail: "privacy@example.com",
      vatId: "TODO",
      register: { ...real.register, entry: "TBD" },
    };
    expect(placeholderFacts(facts)).toEqual([
      "privacyEmail: privacy@example.com is at a domain reserved for examples",
      'register.entry: "TBD" is a placeholder',
      'vatId: "TODO" is a placeholder',
    ]);
    expect(placeholderFacts(real)).toEqual([]);
  });

  it("refuse placeholders in production only, saying which and where to change them", () => {
    expect(() => assertProductionFacts(FIRM, "production")).toThrow(
      /edit packages\/firm\/firm\.json[\s\S]*phone: \+1 \(470\) 555-0147 is in the range reserved for fiction/,
    );
    expect(assertProductionFacts(FIRM, "development")).toBe(FIRM);
    expect(assertProductionFacts(FIRM, undefined)).toBe(FIRM);
    expect(assertProductionFacts(real, "production")).toBe(real);
    // A fact not known yet is left out, not a placeholder.
    expect(assertProductionFacts({ ...real, phone: null }, "production").phone).toBeNull();
  });

  it("read a deployment's own facts from VANTREO_FIRM_FACTS, and say what is wrong with a bad file", () => {
    const folder = mkdtempSync(join(tmpdir(), "firm-facts-"));
    const good = join(folder, "firm.json");
    writeFileSync(good, JSON.stringify({ ...real, phone: null }));
    expect(loadFirmFacts({ VANTREO_FIRM_FACTS: good }).phone).toBeNull();
    expect(loadFirmFacts({})).toEqual(FIRM);
    const bad = join(folder, "bad.json");
    writeFileSync(bad, JSON.stringify({ ...real, email: "not an address", extra: 1 }));
    expect(() => loadFirmFacts({ VANTREO_FIRM_FACTS: bad })).toThrow(
      /VANTREO_FIRM_FACTS: .*bad\.json is not valid firm facts:\n {2}(email|): /,
    );
    expect(() => loadFirmFacts({ VANTREO_FIRM_FACTS: join(folder, "missing.json") })).toThrow(
      /VANTREO_FIRM_FACTS: cannot read .*missing\.json/,
    );
  });
});
