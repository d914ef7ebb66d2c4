import { describe, expect, it } from "vitest";
import { normalizeQuery, normalizeText, normalizeWithOffsets } from "./normalize-text";

describe("normalizeText", () => {
  it("lower-cases text", () => {
    expect(normalizeText("Private LLM")).toBe("private llm");
  });

  it("spells German umlauts and sharp s out as ae, oe, ue and ss", () => {
    expect(normalizeText("Ärger Öl Übung")).toBe("aerger oel uebung");
    expect(normalizeText("Straße")).toBe("strasse");
    expect(normalizeText("Datenqualität prüfen")).toBe("datenqualitaet pruefen");
  });

  it("folds a decomposed umlaut (u + combining diaeresis) like the composed one", () => {
    expect(normalizeText("Mu\u0308ller")).toBe("mueller");
  });

  it("drops other Latin accents", () => {
    expect(normalizeText("Café Résumé")).toBe("cafe resume");
  });

  it("unifies the Arabic alef variants (hamza above, hamza below, madda, wasla) to bare alef", () => {
    expect(normalizeText("\u0623\u0625\u0622\u0671\u0627")).toBe("\u0627\u0627\u0627\u0627\u0627");
    expect(normalizeText("الإدارة")).toBe(normalizeText("الادارة"));
  });

  it("drops the hamza from waw and ya", () => {
    expect(normalizeText("مسؤول")).toBe("مسوول");
    expect(normalizeText("رئيس")).toBe("رييس");
  });

  it("reads Arabic ta marbuta as ha", () => {
    expect(normalizeText("مدرسة")).toBe("مدرسه");
  });

  it("reads Arabic alef maqsura as ya", () => {
    expect(normalizeText("مستشفى")).toBe("مستشفي");
  });

  it("removes Arabic diacritics (tashkeel)", () => {
    // fatha, damma, kasra, shadda, sukun, tanwin and superscript alef
    expect(normalizeText("مُحَمَّد")).toBe("محمد");
    expect(normalizeText("كِتَابٌ")).toBe("كتاب");
    expect(normalizeText("عِلْمًا")).toBe("علما");
    expect(normalizeText("هٰذا")).toBe("هذا");
  });

  it("removes the Arabic tatweel", () => {
    expect(normalizeText("العـــربية")).toBe("العربيه");
  });

  it("writes Arabic-Indic digits as ASCII digits", () => {
    expect(normalizeText("٢٠٢٥ ۱۲")).toBe("2025 12");
  });

  it("collapses runs of whitespace to one space", () => {
    expect(normalizeText("data  \n\t ai")).toBe("data ai");
    expect(normalizeText("Daten  \u00a0 Qualität")).toBe("daten qualitaet");
  });

  it("keeps characters outside the BMP", () => {
    expect(normalizeText("AI 🚀 Ops")).toBe("ai 🚀 ops");
  });
});

describe("the two ways of normalising", () => {
  // Characters where whole-text and unit-by-unit processing could part ways: umlauts composed
  // and decomposed, stacked marks, Arabic letters, marks and digits, Turkish dotted I, Greek
  // final sigma, astral letters, non-breaking and other spaces.
  const ALPHABET = [
    ..."aouAOUxZ ß",
    "\t",
    "\u00a0",
    "\u2000",
    "ä",
    "Ö",
    "ü",
    "ẞ",
    "\u0308",
    "\u0323",
    "\u0302",
    "é",
    "ǘ",
    "İ",
    "Σ",
    "ς",
    "أ",
    "إ",
    "آ",
    "ٱ",
    "ة",
    "ى",
    "ؤ",
    "ئ",
    "ـ",
    "\u064e",
    "\u0651",
    "\u0670",
    "٣",
    "۴",
    "한",
    "🚀",
    "\u{10400}",
  ];

  function* samples(count: number): Generator<string> {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < count; n += 1) {
      const length = 1 + Math.floor(next() * 12);
      yield Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join("");
    }
  }

  it("give the same text, so what matches can be highlighted", () => {
    for (const sample of samples(3000)) {
      expect(normalizeWithOffsets(sample).text, JSON.stringify(sample)).toBe(normalizeText(sample));
    }
  });
});

describe("normalizeQuery", () => {
  it("trims the normalised query", () => {
    expect(normalizeQuery("  Zero Trust  ")).toBe("zero trust");
  });
});

describe("normalizeWithOffsets", () => {
  it("maps each unit of a spelled-out umlaut back to the umlaut", () => {
    const result = normalizeWithOffsets("Äb");
    expect(result.text).toBe("aeb");
    expect(result.starts).toEqual([0, 0, 1]);
  });

  it("skips removed diacritics in the offsets", () => {
    const result = normalizeWithOffsets("مُح");
    expect(result.text).toBe("مح");
    expect(result.starts).toEqual([0, 2]);
  });
});
