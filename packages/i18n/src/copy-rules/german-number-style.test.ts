import { describe, expect, it } from "vitest";
import { findUsNumberFormats } from "./german-number-style";

const kinds = (text: string) => findUsNumberFormats(text).map((f) => f.kind);

describe("findUsNumberFormats", () => {
  it("flags a dollar sign before the amount and a thousands comma ($5,000 reads as five dollars)", () => {
    expect(kinds("Assessment ($5,000, Festpreis)")).toEqual([
      "currency symbol before the amount",
      "thousands comma",
    ]);
  });

  it("flags a decimal point and a percent sign without a space (99.9%)", () => {
    expect(kinds("Verfügbarkeit 99.9%")).toEqual(["decimal point", "percent sign without a space"]);
  });

  it("flags English magnitude letters ($15M, 200K)", () => {
    expect(kinds("15M Wirkung, 200K Zeilen")).toEqual([
      "English magnitude letter",
      "English magnitude letter",
    ]);
  });

  it("accepts German figures: 99,9 %, 40–60 %, 5.000 US-Dollar, 15 Mio. US-Dollar", () => {
    expect(
      findUsNumberFormats(
        "99,9 % Verfügbarkeit, 40–60 % weniger, 5.000 US-Dollar, 15 Mio. US-Dollar",
      ),
    ).toEqual([]);
  });

  it("leaves version numbers in names alone (Llama 3.1, GPT-4.1, NIST CSF 2.0, Framework 1.0)", () => {
    expect(
      findUsNumberFormats("Llama 3.1, GPT-4.1, NIST CSF 2.0, AI Risk Management Framework 1.0"),
    ).toEqual([]);
  });

  it("still flags a figure after an ordinary German noun", () => {
    expect(kinds("Plattform 99.9")).toEqual(["decimal point"]);
  });

  it("does not read link targets", () => {
    expect(findUsNumberFormats("[Kontakt](/contact?subject=AI%20Governance)")).toEqual([]);
  });
});
