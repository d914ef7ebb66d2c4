import { describe, expect, it } from "vitest";
import { answersFromDigits as answersFrom } from "./answers-from-digits";
import { maturityLevel, roundToTenth, scoreMaturity, unansweredQuestions } from "./maturity-model";
import { MATURITY_DIMENSIONS, MATURITY_QUESTIONS } from "./maturity-questions";

describe("the question bank", () => {
  it("has 5–7 dimensions of 3–5 questions, each with unique ids and both ends described", () => {
    expect(MATURITY_DIMENSIONS.length).toBeGreaterThanOrEqual(5);
    expect(MATURITY_DIMENSIONS.length).toBeLessThanOrEqual(7);
    for (const dimension of MATURITY_DIMENSIONS) {
      const count = MATURITY_QUESTIONS.filter(
        (question) => question.dimension === dimension,
      ).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
    }
    expect(new Set(MATURITY_QUESTIONS.map((question) => question.id)).size).toBe(
      MATURITY_QUESTIONS.length,
    );
    for (const question of MATURITY_QUESTIONS) {
      expect(question.prompt).toMatch(/\?$/);
      expect(question.low).not.toBe("");
      expect(question.high).not.toBe("");
    }
  });
});

describe("scoreMaturity", () => {
  it("scores each dimension as the mean of its answers and overall as the mean of dimensions", () => {
    // strategy 1+2+2+1 = 6/4 = 1.5; governance 9/4 = 2.25 → 2.3; architecture 13/4 = 3.25 → 3.3;
    // quality 14/4 = 3.5; analytics 5/4 = 1.25 → 1.3; culture 18/4 = 4.5.
    // Overall (1.5 + 2.25 + 3.25 + 3.5 + 1.25 + 4.5) / 6 = 16.25 / 6 = 2.7083 → 2.7, Defined.
    const result = scoreMaturity(answersFrom("1221", "2223", "3334", "4433", "1112", "5454"));
    expect(
      result.dimensions.map((entry) => [entry.dimension, entry.score, entry.shown, entry.level]),
    ).toEqual([
      ["strategy", 1.5, 1.5, "initial"],
      ["governance", 2.25, 2.3, "developing"],
      ["architecture", 3.25, 3.3, "defined"],
      ["quality", 3.5, 3.5, "managed"],
      ["analytics", 1.25, 1.3, "initial"],
      ["culture", 4.5, 4.5, "optimized"],
    ]);
    expect(result.overall).toBeCloseTo(2.7083, 4);
    expect(result.overallShown).toBe(2.7);
    expect(result.level).toBe("defined");
  });

  it("gives 1.0 Initial for all ones and 5.0 Optimized for all fives", () => {
    const lowest = scoreMaturity(answersFrom("1111", "1111", "1111", "1111", "1111", "1111"));
    expect([lowest.overallShown, lowest.level]).toEqual([1, "initial"]);
    const highest = scoreMaturity(answersFrom("5555", "5555", "5555", "5555", "5555", "5555"));
    expect([highest.overallShown, highest.level]).toEqual([5, "optimized"]);
  });

  it("reads the level from the score as shown, so 62/24 = 2.583 shows 2.6 and is Defined", () => {
    // Sum of answers 62: strategy 2222 (2.0), governance 2223 (2.25), architecture 3333 (3.0),
    // quality 3333 (3.0), analytics 2223 (2.25), culture 3333 (3.0): 15.5 / 6 = 2.5833.
    const result = scoreMaturity(answersFrom("2222", "2223", "3333", "3333", "2223", "3333"));
    expect(result.overallShown).toBe(2.6);
    expect(result.level).toBe("defined");
  });

  it("refuses an incomplete assessment and names what is missing", () => {
    const answers = answersFrom("3333", "3333", "3333", "3333", "3333", "3333");
    delete answers["quality-2"];
    answers["culture-4"] = 6 as never;
    expect(() => scoreMaturity(answers)).toThrow(/quality-2, culture-4/);
    expect(unansweredQuestions(answers, "quality")).toEqual(["quality-2"]);
    expect(unansweredQuestions({}, "strategy")).toEqual([
      "strategy-1",
      "strategy-2",
      "strategy-3",
      "strategy-4",
    ]);
  });
});

describe("maturityLevel", () => {
  it("uses five bands of 0.8: 1.0–1.7, 1.8–2.5, 2.6–3.3, 3.4–4.1, 4.2–5.0", () => {
    const cases: [number, string][] = [
      [1, "initial"],
      [1.7, "initial"],
      [1.8, "developing"],
      [2.5, "developing"],
      [2.6, "defined"],
      [3.3, "defined"],
      [3.4, "managed"],
      [4.1, "managed"],
      [4.2, "optimized"],
      [5, "optimized"],
    ];
    expect(cases.map(([score]) => [score, maturityLevel(score)])).toEqual(cases);
  });

  it("rounds halves up before banding: 1.75 shows 1.8 (Developing), 1.74 shows 1.7 (Initial)", () => {
    expect(maturityLevel(1.75)).toBe("developing");
    expect(maturityLevel(1.74)).toBe("initial");
    expect(maturityLevel(4.15)).toBe("optimized");
  });

  it("refuses scores outside 1–5", () => {
    expect(() => maturityLevel(0.9)).toThrow(RangeError);
    expect(() => maturityLevel(5.2)).toThrow(RangeError);
    expect(() => maturityLevel(Number.NaN)).toThrow(RangeError);
  });
});

describe("roundToTenth", () => {
  it("rounds halves up despite binary error", () => {
    // 1.45 is stored as 1.44999…; a person rounds it to 1.5.
    expect(roundToTenth(1.45)).toBe(1.5);
    expect(roundToTenth(2.25)).toBe(2.3);
    expect(roundToTenth(2.24)).toBe(2.2);
  });
});
