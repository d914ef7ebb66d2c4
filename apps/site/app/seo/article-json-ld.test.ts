import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./article-json-ld";

describe("articleJsonLd", () => {
  it("describes the article, its authoring team and the firm as publisher", () => {
    expect(
      articleJsonLd({
        title: "Why enterprise AI projects stall",
        description: "Most AI pilots never reach production.",
        date: "2025-01-14",
        author: "Vantreo Research Team",
        path: "/insights/why-enterprise-ai-projects-stall",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Why enterprise AI projects stall",
      description: "Most AI pilots never reach production.",
      datePublished: "2025-01-14",
      author: { "@type": "Organization", name: "Vantreo Research Team" },
      publisher: {
        "@type": "Organization",
        name: "Vantreo Data & AI",
        url: "https://www.vantreo.com",
      },
      mainEntityOfPage: "https://www.vantreo.com/insights/why-enterprise-ai-projects-stall",
    });
  });

  it("leaves the description out when the article has no excerpt", () => {
    const data = articleJsonLd({
      title: "Self-hosted AI ROI",
      date: "2025-06-16",
      author: "Vantreo Research Team",
      path: "/case-studies/self-hosted-ai-roi",
    });
    expect(data).not.toHaveProperty("description");
    expect(data.mainEntityOfPage).toBe("https://www.vantreo.com/case-studies/self-hosted-ai-roi");
  });
});
