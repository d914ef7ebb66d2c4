import type { MaturityAnswers } from "./maturity-model";
import { MATURITY_QUESTIONS } from "./maturity-questions";

/**
 * Test helper: answers from strings of digits, four per dimension in assessment order, e.g.
 * `answersFromDigits("1221", "2223", …)`. Not used by the page.
 */
export function answersFromDigits(...perDimension: string[]): MaturityAnswers {
  const digits = perDimension.join("");
  return Object.fromEntries(
    MATURITY_QUESTIONS.map((question, index) => [question.id, Number(digits[index])]),
  ) as MaturityAnswers;
}
