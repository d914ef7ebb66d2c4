import { describe, expect, it } from "vitest";
import { decodeTrustScores, encodeTrustScores } from "./trust-url-state";

describe("trust scores in the URL", () => {
  it("writes the paper's reply assistant (2, 3, 2, 2) as 2322 and reads it back", () => {
    const scores = {
      transparency: 2,
      reliability: 3,
      accountability: 2,
      data_protection_security: 2,
    } as const;
    expect(encodeTrustScores(scores)).toBe("2322");
    expect(decodeTrustScores("scores=2322")).toEqual(scores);
  });

  it("keeps an unscored factor as 0", () => {
    expect(decodeTrustScores("?scores=0111")?.transparency).toBe(0);
  });

  it("writes nothing until all four factors are scored", () => {
    expect(encodeTrustScores({ transparency: 2, reliability: 3 })).toBeNull();
  });

  it("ignores a wrong length, a digit over 3 or any other character", () => {
    for (const bad of ["232", "23221", "2324", "23a2", ""])
      expect(decodeTrustScores(`scores=${bad}`)).toBeNull();
  });
});
