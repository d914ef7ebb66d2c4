/**
 * A finished assessment in the URL, so the report can be reopened, printed or shared: the 24
 * answers as one string of digits in question order (`?answers=342…`). Anything else — wrong
 * length, a digit outside 1–5, a stray character — is ignored and the assessment starts fresh.
 */
import type { MaturityAnswer, MaturityAnswers } from "./maturity-model";
import { MATURITY_QUESTIONS } from "./maturity-questions";

/** The query parameter of the answers. */
export const ANSWERS_URL_KEY = "answers";

/** The answers as digits in question order; null unless every question is answered. */
export function encodeMaturityAnswers(answers: MaturityAnswers): string | null {
  const digits = MATURITY_QUESTIONS.map((question) => answers[question.id]);
  return digits.every((digit) => digit !== undefined) ? digits.join("") : null;
}

/** Reads complete answers from a query string; null for anything but 24 digits from 1 to 5. */
export function decodeMaturityAnswers(params: URLSearchParams | string): MaturityAnswers | null {
  const search = typeof params === "string" ? new URLSearchParams(params) : params;
  const text = search.get(ANSWERS_URL_KEY) ?? "";
  if (!new RegExp(`^[1-5]{${MATURITY_QUESTIONS.length}}$`).test(text)) return null;
  const answers: MaturityAnswers = {};
  MATURITY_QUESTIONS.forEach((question, index) => {
    answers[question.id] = Number(text[index]) as MaturityAnswer;
  });
  return answers;
}
