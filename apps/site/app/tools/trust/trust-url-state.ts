/**
 * A scored system in the URL (`?scores=2322`: transparency, reliability, accountability, data
 * protection and security, each 0–3), so a result can be reopened, shared and printed. Anything
 * else is ignored and the assessment starts empty.
 */
import { isTrustScore } from "./score-trust";
import { TRUST_FACTORS, type TrustScore, type TrustScores } from "./trust-scale";

/** The query parameter of the scores. */
export const SCORES_URL_KEY = "scores";

/** The four scores as digits in factor order; null unless all four are given. */
export function encodeTrustScores(scores: Partial<TrustScores>): string | null {
  const digits = TRUST_FACTORS.map((factor) => scores[factor]);
  return digits.every(isTrustScore) ? digits.join("") : null;
}

/** Reads the scores from a query string; null for anything but four digits from 0 to 3. */
export function decodeTrustScores(params: URLSearchParams | string): TrustScores | null {
  const search = typeof params === "string" ? new URLSearchParams(params) : params;
  const text = search.get(SCORES_URL_KEY) ?? "";
  if (!/^[0-3]{4}$/.test(text)) return null;
  return Object.fromEntries(
    TRUST_FACTORS.map((factor, index) => [factor, Number(text[index]) as TrustScore]),
  ) as TrustScores;
}
