import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scoreTrust, trustBand } from "./score-trust";
import { TRUST_BANDS, TRUST_FACTOR_DEFINITIONS, type TrustScores } from "./trust-scale";

const paper = readFileSync(
  new URL("../../../content/insights/enterprise-ai-trust-scale.md", import.meta.url),
  "utf8",
);

function scores(t: number, r: number, a: number, d: number): TrustScores {
  return {
    transparency: t,
    reliability: r,
    accountability: a,
    data_protection_security: d,
  } as TrustScores;
}

describe("trustBand", () => {
  it("maps totals to the paper's bands: 10–12, 7–9, 4–6 and below 4", () => {
    const bandOf = (total: number) => trustBand(total).name;
    expect([12, 11, 10].map(bandOf)).toEqual(["Trusted", "Trusted", "Trusted"]);
    expect([9, 8, 7].map(bandOf)).toEqual(["Conditional", "Conditional", "Conditional"]);
    expect([6, 5, 4].map(bandOf)).toEqual(["Fragile", "Fragile", "Fragile"]);
    expect([3, 2, 1, 0].map(bandOf)).toEqual([
      "Not assessable",
      "Not assessable",
      "Not assessable",
      "Not assessable",
    ]);
  });

  it("refuses totals the scale cannot produce", () => {
    expect(() => trustBand(13)).toThrow(RangeError);
    expect(() => trustBand(-1)).toThrow(RangeError);
    expect(() => trustBand(7.5)).toThrow(RangeError);
  });
});

describe("scoreTrust, on the paper's worked examples", () => {
  it("scores the customer-service reply assistant 2 + 3 + 2 + 2 = 9, Conditional", () => {
    const result = scoreTrust(scores(2, 3, 2, 2));
    expect(result.total).toBe(9);
    expect(result.band.name).toBe("Conditional");
    expect(result.weakest).toEqual(["transparency", "accountability", "data_protection_security"]);
  });

  it("scores the credit-line model 1 + 2 + 1 + 2 = 6, Fragile", () => {
    const result = scoreTrust(scores(1, 2, 1, 2));
    expect(result.total).toBe(6);
    expect(result.band.name).toBe("Fragile");
    expect(result.weakest).toEqual(["transparency", "accountability"]);
  });
});

describe("scoreTrust edge cases", () => {
  it("gives 4 for all ones (Fragile) and 12 for all threes (Trusted, nothing weak)", () => {
    expect(scoreTrust(scores(1, 1, 1, 1)).band.id).toBe("fragile");
    const best = scoreTrust(scores(3, 3, 3, 3));
    expect(best.total).toBe(12);
    expect(best.weakest).toEqual([]);
  });

  it("counts an unscored factor as 0, the only way below 4", () => {
    // 0 + 1 + 1 + 1 = 3: Not assessable.
    const result = scoreTrust(scores(0, 1, 1, 1));
    expect(result.total).toBe(3);
    expect(result.band.id).toBe("not-assessable");
    expect(result.unscored).toEqual(["transparency"]);
  });

  it("puts a system with an unscored factor in Not assessable, however strong the others are", () => {
    // 3 + 3 + 3 + 0 = 9 would be Conditional by total; a factor without evidence rules that out.
    const result = scoreTrust(scores(3, 3, 3, 0));
    expect(result.total).toBe(9);
    expect(result.band.id).toBe("not-assessable");
    expect(result.unscored).toEqual(["data_protection_security"]);
    for (const total of [4, 5, 6, 7, 8, 9]) expect(trustBand(total).id).not.toBe("not-assessable");
  });

  it("never gives a band above Not assessable when any factor is unscored", () => {
    const values = [0, 1, 2, 3] as const;
    for (const a of values)
      for (const b of values)
        for (const c of values)
          for (const d of values) {
            const result = scoreTrust(scores(a, b, c, d));
            expect(result.band.id === "not-assessable").toBe(result.unscored.length > 0);
          }
  });

  it("flags a Trusted 10 that conceals a 1", () => {
    // 3 + 3 + 3 + 1 = 10.
    expect(scoreTrust(scores(3, 3, 3, 1)).concealedWeakness).toBe(true);
    expect(scoreTrust(scores(3, 3, 2, 2)).concealedWeakness).toBe(false);
  });

  it("refuses a missing or out-of-range factor instead of guessing a band", () => {
    expect(() => scoreTrust(scores(4, 3, 3, 3))).toThrow(/transparency/);
    expect(() =>
      scoreTrust({ transparency: 2, reliability: 2, accountability: 2 } as TrustScores),
    ).toThrow(/data_protection_security/);
  });
});

describe("the scale's wording", () => {
  it("quotes every band's meaning and instruction from the trust paper", () => {
    for (const band of TRUST_BANDS) {
      expect(paper).toContain(
        `| ${band.range} | ${band.name} | ${band.meaning} | ${band.action} |`,
      );
    }
  });

  it("quotes every factor's scoring row from the trust paper", () => {
    for (const factor of TRUST_FACTOR_DEFINITIONS) {
      const { 1: adHoc, 2: defined, 3: evidenced } = factor.levels;
      expect(paper).toContain(`| ${factor.name} | ${adHoc} | ${defined} | ${evidenced} |`);
      expect(paper).toContain(factor.question);
    }
  });
});
