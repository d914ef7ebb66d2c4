import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill-template";

describe("fillTemplate", () => {
  it("replaces every named placeholder with its value", () => {
    expect(fillTemplate("{{minutes}} min read · {{minutes}}", { minutes: 7 })).toBe(
      "7 min read · 7",
    );
    expect(fillTemplate("Talk to us about {{title}}", { title: "RAG Architecture" })).toBe(
      "Talk to us about RAG Architecture",
    );
  });

  it("leaves a placeholder without a value as written", () => {
    expect(fillTemplate("Request the {{title}}", {})).toBe("Request the {{title}}");
  });
});
