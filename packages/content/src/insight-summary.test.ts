import { describe, expect, it } from "vitest";
import { insightSummary } from "./insight-summary";

const document = {
  slug: "why-ai-stalls",
  file: "insights/why-ai-stalls.md",
  title: "Why AI stalls",
  date: "2025-01-14",
  author: "Vantreo Research Team",
  tags: ["AI Strategy", "Research"],
  body: "## Intro\n\nEighty percent of AI projects stall before production.\n",
};

describe("insightSummary", () => {
  it("holds slug, title, excerpt, date and tags", () => {
    expect(insightSummary({ ...document, excerpt: "Why pilots stall." })).toEqual({
      slug: "why-ai-stalls",
      title: "Why AI stalls",
      excerpt: "Why pilots stall.",
      date: "2025-01-14",
      tags: ["AI Strategy", "Research"],
    });
  });

  it("uses the first paragraph when the article has no excerpt", () => {
    expect(insightSummary(document).excerpt).toBe(
      "Eighty percent of AI projects stall before production.",
    );
  });
});
