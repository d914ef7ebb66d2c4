import {
  TRUST_BANDS,
  TRUST_FACTORS,
  type TrustBand,
  type TrustFactor,
  type TrustScore,
  type TrustScores,
} from "./trust-scale";

/** The highest total: four factors of 3. */
export const TRUST_MAX_TOTAL = 12;

/** A scored system: the total, its band, and what the paper says to look at beyond the total. */
export interface TrustResult {
  /** 0–12: the sum of the four factors, unscored factors counting 0. */
  total: number;
  band: TrustBand;
  /** Factors with no evidence at all (left unscored). */
  unscored: TrustFactor[];
  /** The factor(s) with the lowest score: "raise the weakest factor" (Conditional band). */
  weakest: TrustFactor[];
  /**
   * A Trusted total that hides a 1 on some factor: "If a 10 conceals a 1 on one factor, fix
   * that factor before scaling." The total is for triage; the factors say what to fix.
   */
  concealedWeakness: boolean;
}

const NOT_ASSESSABLE = TRUST_BANDS.find((band) => band.id === "not-assessable") as TrustBand;

/** Whether a value is a valid factor score (0 = unscored, or 1–3). */
export function isTrustScore(value: unknown): value is TrustScore {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** The band of a total, by the paper's table: 10–12, 7–9, 4–6, below 4. */
export function trustBand(total: number): TrustBand {
  if (!Number.isInteger(total) || total < 0 || total > TRUST_MAX_TOTAL) {
    throw new RangeError(`A trust total is a whole number from 0 to 12, not ${total}`);
  }
  const band = TRUST_BANDS.find((candidate) => total >= candidate.min && total <= candidate.max);
  // The bands cover 0–12 without gaps, so a band is always found.
  return band as TrustBand;
}

/**
 * Scores a system on the trust scale. Throws a RangeError when a factor is missing or not
 * 0–3, so a half-answered assessment can never produce a band.
 */
export function scoreTrust(scores: TrustScores): TrustResult {
  for (const factor of TRUST_FACTORS) {
    if (!isTrustScore(scores[factor])) {
      throw new RangeError(`The ${factor} score must be 0 (unscored), 1, 2 or 3`);
    }
  }
  const values = TRUST_FACTORS.map((factor) => scores[factor]);
  const total = values.reduce<number>((sum, value) => sum + value, 0);
  const lowest = Math.min(...values);
  const unscored = TRUST_FACTORS.filter((factor) => scores[factor] === 0);
  // The paper's rule: a factor without any evidence makes the system Not assessable, whatever
  // the others total (3 + 3 + 3 + 0 = 9 is not Conditional). The total alone decides otherwise.
  const band = unscored.length > 0 ? NOT_ASSESSABLE : trustBand(total);
  return {
    total,
    band,
    unscored,
    weakest: lowest < 3 ? TRUST_FACTORS.filter((factor) => scores[factor] === lowest) : [],
    concealedWeakness: band.id === "trusted" && values.includes(1),
  };
}
