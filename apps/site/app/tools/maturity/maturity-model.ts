/**
 * Scoring of the data maturity assessment. Each dimension scores the mean of its answers
 * (1–5); the overall score is the mean of the six dimension scores, so every dimension weighs
 * the same. Scores are shown to one decimal, and the level is read from that shown score, so
 * a visitor never sees "2.6" next to the level of 2.5.
 */
import {
  MATURITY_DIMENSIONS,
  MATURITY_QUESTIONS,
  questionsOf,
  type MaturityDimension,
} from "./maturity-questions";

/** An answer: 1 (lowest) to 5 (highest). */
export type MaturityAnswer = 1 | 2 | 3 | 4 | 5;

/** Answers by question id; unanswered questions are absent. */
export type MaturityAnswers = Partial<Record<string, MaturityAnswer>>;

/** The five maturity levels, lowest first (the `tools` namespace's maturity levels). */
export const MATURITY_LEVELS = [
  "initial",
  "developing",
  "defined",
  "managed",
  "optimized",
] as const;

/** A maturity level. */
export type MaturityLevel = (typeof MATURITY_LEVELS)[number];

/**
 * The lowest one-decimal score of each level: five equal bands of 0.8 over 1–5 —
 * Initial 1.0–1.7, Developing 1.8–2.5, Defined 2.6–3.3, Managed 3.4–4.1, Optimized 4.2–5.0.
 */
export const MATURITY_LEVEL_FLOORS: Record<MaturityLevel, number> = {
  initial: 1,
  developing: 1.8,
  defined: 2.6,
  managed: 3.4,
  optimized: 4.2,
};

/** A score of one dimension. */
export interface DimensionScore {
  dimension: MaturityDimension;
  /** The exact mean of the dimension's answers. */
  score: number;
  /** The score as shown, to one decimal. */
  shown: number;
  level: MaturityLevel;
}

/** The result of a complete assessment. */
export interface MaturityResult {
  dimensions: DimensionScore[];
  /** The exact mean of the dimension scores. */
  overall: number;
  /** The overall score as shown, to one decimal. */
  overallShown: number;
  level: MaturityLevel;
}

/** Whether a value is a valid answer. */
export function isMaturityAnswer(value: unknown): value is MaturityAnswer {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5;
}

/**
 * Rounds to one decimal, halves up. The tiny nudge absorbs binary error (1.45 is stored as
 * 1.4499999…), so 1.45 shows as 1.5 as a person would round it.
 */
export function roundToTenth(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

/** The level of a score, read from the score rounded to one decimal. */
export function maturityLevel(score: number): MaturityLevel {
  const shown = roundToTenth(score);
  if (!(shown >= 1 && shown <= 5))
    throw new RangeError(`A maturity score lies between 1 and 5, not ${score}`);
  let level: MaturityLevel = "initial";
  for (const candidate of MATURITY_LEVELS) {
    if (shown >= MATURITY_LEVEL_FLOORS[candidate]) level = candidate;
  }
  return level;
}

/** The questions not answered yet (all of them, or one dimension's), in order. */
export function unansweredQuestions(
  answers: MaturityAnswers,
  dimension?: MaturityDimension,
): string[] {
  const questions = dimension ? questionsOf(dimension) : MATURITY_QUESTIONS;
  return questions
    .filter((question) => !isMaturityAnswer(answers[question.id]))
    .map((question) => question.id);
}

/**
 * Scores a complete assessment. Throws a RangeError listing the unanswered questions when any
 * is missing, so a partial assessment can never show a level.
 */
export function scoreMaturity(answers: MaturityAnswers): MaturityResult {
  const missing = unansweredQuestions(answers);
  if (missing.length > 0) throw new RangeError(`Unanswered questions: ${missing.join(", ")}`);
  const dimensions = MATURITY_DIMENSIONS.map((dimension): DimensionScore => {
    const values = questionsOf(dimension).map((question) => answers[question.id] as MaturityAnswer);
    const score = values.reduce<number>((sum, value) => sum + value, 0) / values.length;
    return { dimension, score, shown: roundToTenth(score), level: maturityLevel(score) };
  });
  const overall = dimensions.reduce((sum, entry) => sum + entry.score, 0) / dimensions.length;
  return {
    dimensions,
    overall,
    overallShown: roundToTenth(overall),
    level: maturityLevel(overall),
  };
}
