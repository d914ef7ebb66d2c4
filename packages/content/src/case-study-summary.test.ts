import { describe, expect, it } from "vitest";
import { caseStudySummary } from "./case-study-summary";

const document = {
  slug: "self-hosted-ai-roi",
  file: "case-studies/self-hosted-ai-roi.md",
  title: "Quantifying the ROI of private AI",
  date: "2025-08-12",
  author: "Vantreo Research Team",
  tags: ["Private AI", "ROI"],
  imageUrl: "/images/case-studies/self-hosted-ai-roi.svg",
  body: "A 3x ROI projection for self-hosted models.\n",
};

describe("caseStudySummary", () => {
  it("holds title, summary, imageUrl, a link to /case-studies/{slug} and tags", () => {
    expect(caseStudySummary({ ...document, excerpt: "Private AI pays back." })).toEqual({
      title: "Quantifying the ROI of private AI",
      summary: "Private AI pays back.",
      imageUrl: "/images/case-studies/self-hosted-ai-roi.svg",
      link: "/case-studies/self-hosted-ai-roi",
      tags: ["Private AI", "ROI"],
    });
  });

  it("uses the first paragraph when there is no excerpt", () => {
    expect(caseStudySummary(document).summary).toBe("A 3x ROI projection for self-hosted models.");
  });
});
