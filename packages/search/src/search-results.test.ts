import { describe, expect, it } from "vitest";
import { search } from "./search";
import { buildSearchIndex } from "./search-index";
import { document, service } from "./test-fixtures";

const index = buildSearchIndex({
  services: [
    service({
      slug: "mlops-model-operations",
      category: "AI",
      title: "MLOps & Model Operations",
      shortDescription: "Ship models to production with MLOps pipelines.",
      keywordClusters: ["mlops platform", "model registry", "ci/cd for ml", "feature store"],
      i18n: {
        de: { title: "MLOps & Modellbetrieb", shortDescription: "Modelle zuverlässig betreiben." },
        ar: { title: "عمليات نماذج التعلم الآلي", shortDescription: "تشغيل النماذج بموثوقية." },
      },
    }),
    service({ slug: "rag-architecture", title: "RAG Architecture" }),
  ],
  insights: [
    document({
      slug: "mlops-maturity",
      title: "Measuring MLOps maturity",
      date: "2025-06-16",
      tags: ["MLOps", "Maturity"],
    }),
  ],
  caseStudies: [
    document({ slug: "private-ai-infrastructure", title: "Private AI infrastructure" }),
  ],
  learning: [document({ slug: "rag-basics", title: "RAG basics" })],
});

describe("a service result", () => {
  const [result] = search(index, "mlops", {
    schedulingUrls: { assessment: "https://calendly.com/vantreo/assessment?month=2025-07" },
  });

  it("links to /services/{slug}", () => {
    expect(result?.url).toBe("/services/mlops-model-operations");
    expect(result?.type).toBe("service");
    expect(result?.category).toBe("AI");
  });

  it("carries the price of its id and a scheduling link with utm_source=search", () => {
    // "mlops" in the id: $5,000, the assessment tier
    expect(result?.price).toBe(5000);
    expect(result?.calendlyUrl).toBe(
      "https://calendly.com/vantreo/assessment?month=2025-07&utm_source=search&utm_service=mlops-model-operations",
    );
  });

  it("has no scheduling link when the site configured none for its tier", () => {
    const [rag] = search(index, "rag arch", {
      schedulingUrls: { assessment: "https://calendly.com/vantreo/assessment" },
    });
    expect(rag?.price).toBe(100);
    expect(rag?.calendlyUrl).toBeUndefined();
  });

  it("lists its keyword clusters as keywords and the first three as tags", () => {
    expect(result?.keywords).toEqual([
      "mlops platform",
      "model registry",
      "ci/cd for ml",
      "feature store",
    ]);
    expect(result?.tags).toEqual(["mlops platform", "model registry", "ci/cd for ml"]);
  });

  it("highlights the query in its title and description", () => {
    expect(result?.matches).toEqual([
      { field: "title", start: 0, end: 5 },
      // "Ship models to production with " is 31 characters long
      { field: "description", start: 31, end: 36 },
    ]);
  });
});

describe("document results", () => {
  it("link to /insights/{slug}, /case-studies/{slug} and /learning/{slug}", () => {
    expect(search(index, "maturity")[0]?.url).toBe("/insights/mlops-maturity");
    expect(search(index, "private ai")[0]?.url).toBe("/case-studies/private-ai-infrastructure");
    expect(search(index, "rag basics")[0]?.url).toBe("/learning/rag-basics");
  });

  it("carry their date, category and tags, and no price", () => {
    const result = search(index, "maturity")[0];
    expect(result).toMatchObject({
      type: "insight",
      category: "Insight",
      date: "2025-06-16",
      tags: ["MLOps", "Maturity"],
      urgency: "normal",
    });
    expect(result?.price).toBeUndefined();
    expect(result?.calendlyUrl).toBeUndefined();
  });
});

describe("the locale option", () => {
  it("shows German titles and highlights the German match", () => {
    const [result] = search(index, "modellbetrieb", { locale: "de" });
    expect(result?.title).toBe("MLOps & Modellbetrieb");
    expect(result?.description).toBe("Modelle zuverlässig betreiben.");
    expect(result?.matches).toEqual([{ field: "title", start: 8, end: 21 }]);
  });

  it("finds the service from an Arabic query and shows Arabic copy", () => {
    const [result] = search(index, "نماذج", { locale: "ar" });
    expect(result?.key).toBe("service:mlops-model-operations");
    expect(result?.title).toBe("عمليات نماذج التعلم الآلي");
  });

  it("falls back to English where a page has no translation", () => {
    const [result] = search(index, "rag basics", { locale: "de" });
    expect(result?.title).toBe("RAG basics");
  });

  it("keeps English copy by default even when a German title matched", () => {
    const [result] = search(index, "modellbetrieb");
    expect(result?.title).toBe("MLOps & Model Operations");
    expect(result?.matchScore).toBe(10);
    expect(result?.matches).toEqual([]);
  });
});
