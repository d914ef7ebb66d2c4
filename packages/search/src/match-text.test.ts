import { describe, expect, it } from "vitest";
import { matchesText } from "./match-text";

describe("matchesText", () => {
  it("matches a substring regardless of case", () => {
    expect(matchesText("Private LLM Deployment", "llm dep")).toBe(true);
  });

  it("does not match text that is absent", () => {
    expect(matchesText("Data Architecture", "governance")).toBe(false);
  });

  it("matches German text typed with or without umlauts", () => {
    expect(matchesText("Datenqualität", "datenqualitaet")).toBe(true);
    expect(matchesText("Datenqualitaet", "Datenqualität")).toBe(true);
    expect(matchesText("Größe", "groesse")).toBe(true);
  });

  it("matches Arabic text typed without hamza, diacritics or ta marbuta", () => {
    expect(matchesText("الذَّكاء الاصطناعي", "الذكاء")).toBe(true);
    expect(matchesText("إدارة البيانات", "ادارة")).toBe(true);
    expect(matchesText("حوكمة البيانات", "حوكمه")).toBe(true);
  });
});
