import { describe, expect, it } from "vitest";
import { answersFromDigits as answersFrom } from "./answers-from-digits";
import { decodeMaturityAnswers, encodeMaturityAnswers } from "./maturity-url-state";

const digits = "122122233334443311125454";

describe("maturity answers in the URL", () => {
  it("writes the 24 answers as digits in question order and reads them back", () => {
    const answers = answersFrom("1221", "2223", "3334", "4433", "1112", "5454");
    expect(encodeMaturityAnswers(answers)).toBe(digits);
    expect(decodeMaturityAnswers(`answers=${digits}`)).toEqual(answers);
  });

  it("writes nothing for an incomplete assessment", () => {
    const answers = answersFrom("1221", "2223", "3334", "4433", "1112", "5454");
    delete answers["culture-4"];
    expect(encodeMaturityAnswers(answers)).toBeNull();
  });

  it("ignores a wrong length, a digit outside 1–5 or any other character", () => {
    expect(decodeMaturityAnswers(`answers=${digits.slice(1)}`)).toBeNull();
    expect(decodeMaturityAnswers(`answers=${digits}1`)).toBeNull();
    expect(decodeMaturityAnswers(`answers=6${digits.slice(1)}`)).toBeNull();
    expect(decodeMaturityAnswers(`answers=0${digits.slice(1)}`)).toBeNull();
    expect(decodeMaturityAnswers(`answers=x${digits.slice(1)}`)).toBeNull();
    expect(decodeMaturityAnswers("")).toBeNull();
  });
});
