import { describe, expect, it } from "vitest";
import { findBritishSpellings } from "./british-spellings";

const words = (text: string) =>
  findBritishSpellings(text)
    .map((f) => f.text)
    .sort();

describe("findBritishSpellings", () => {
  it("flags -ise/-isation, -our, -re, licence, catalogue, programme and doubled l", () => {
    expect(
      words(
        "An organisation that prioritised behaviour in the centre, with a licence, a catalogue, a programme and modelling for your enquiry.",
      ),
    ).toEqual([
      "behaviour",
      "catalogue",
      "centre",
      "enquiry",
      "licence",
      "modelling",
      "organisation",
      "prioritised",
      "programme",
    ]);
  });

  it("accepts US spellings and words that only look British (enterprise, advise, analyses as a noun)", () => {
    expect(
      findBritishSpellings(
        "An organization that prioritized behavior at the center, with a license, a catalog, a program, modeling, enterprise expertise, advise, analyses.",
      ),
    ).toEqual([]);
  });
});
