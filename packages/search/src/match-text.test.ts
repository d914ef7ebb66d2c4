import { describe, expect, it } from "vitest";
import { matchesText } from "./match-text";

describe("matchesText", () => {
  it("matches a substring regardless of case", () => {
    expect(matchesText("Private LLM Deployment", "llm dep")).toBe(true);
  });

  it("does not match text that is absent", () => {
    expect(matchesText("Data Architecture", "governance")).toBe(false);
  });
});
