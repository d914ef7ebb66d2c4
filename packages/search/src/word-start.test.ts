import { describe, expect, it } from "vitest";
import { containsAtWordStart } from "./word-start";

describe("containsAtWordStart", () => {
  it("finds a word at the start of the text or after a non-letter", () => {
    expect(containsAtWordStart("agentic flows", "agent")).toBe(true);
    expect(containsAtWordStart("multi-agent systems", "agent")).toBe(true);
  });

  it("does not find a word inside another word", () => {
    expect(containsAtWordStart("leverage", "rag")).toBe(false);
    expect(containsAtWordStart("rapid", "api")).toBe(false);
  });

  it("finds a later occurrence at a word start after an inner one", () => {
    expect(containsAtWordStart("rapid api", "api")).toBe(true);
  });
});
