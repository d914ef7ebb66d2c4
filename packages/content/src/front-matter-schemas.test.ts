import { describe, expect, it } from "vitest";
import {
  CareerFrontMatterSchema,
  CaseStudyFrontMatterSchema,
  InsightFrontMatterSchema,
  LearningFrontMatterSchema,
} from "./front-matter-schemas";

const insight = {
  title: "Why enterprise AI projects stall",
  date: "2025-01-14",
  author: "Vantreo Research Team",
  tags: ["AI Strategy"],
};

const career = {
  title: "Senior Data Engineer",
  location: "Sandy Springs, GA (hybrid)",
  type: "Full-time",
  team: "Data Engineering",
  summary: "Build lakehouse platforms for regulated clients.",
  responsibilities: ["Design pipelines"],
  requirements: ["Five years of data engineering"],
  date: "2025-09-02",
};

describe("front matter schemas", () => {
  it("accepts an insight without an excerpt (one bundled article has none)", () => {
    expect(InsightFrontMatterSchema.parse(insight)).toEqual(insight);
  });

  it("accepts an insight with an excerpt and a PDF download under /reports/", () => {
    const full = {
      ...insight,
      excerpt: "Eighty percent stall.",
      downloadUrl: "/reports/ai-stall-report.pdf",
    };
    expect(InsightFrontMatterSchema.parse(full)).toEqual(full);
  });

  it.each([
    ["a download outside /reports/", { downloadUrl: "/files/x.pdf" }, "downloadUrl"],
    ["a download that is not a PDF", { downloadUrl: "/reports/x.docx" }, "downloadUrl"],
    ["no tags", { tags: [] }, "tags"],
    ["an empty tag", { tags: ["AI", " "] }, "tags"],
    ["a blank title", { title: "  " }, "title"],
    ["a date that is not ISO", { date: "June 16, 2025" }, "date"],
    ["a numeric author", { author: 7 }, "author"],
  ])("rejects an insight with %s", (_case, change, field) => {
    const result = InsightFrontMatterSchema.safeParse({ ...insight, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it("rejects unknown fields, so a misspelt field is not silently dropped", () => {
    const result = InsightFrontMatterSchema.safeParse({ ...insight, excerp: "typo" });
    expect(result.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["excerp"] });
  });

  it("gives learning items the insight fields", () => {
    expect(LearningFrontMatterSchema.parse(insight)).toEqual(insight);
  });

  it("accepts a case study image under /images/ and rejects one elsewhere", () => {
    const imageUrl = "/images/case-studies/ai-ethics-framework.svg";
    expect(CaseStudyFrontMatterSchema.parse({ ...insight, imageUrl }).imageUrl).toBe(imageUrl);
    expect(
      CaseStudyFrontMatterSchema.safeParse({ ...insight, imageUrl: "https://cdn.example/x.svg" })
        .success,
    ).toBe(false);
  });

  it("accepts an open role with every field", () => {
    expect(CareerFrontMatterSchema.parse(career)).toEqual(career);
  });

  it.each([
    ["an unknown employment type", { type: "Fulltime" }, "type"],
    ["no responsibilities", { responsibilities: [] }, "responsibilities"],
    ["no requirements", { requirements: undefined }, "requirements"],
    ["no team", { team: undefined }, "team"],
  ])("rejects an open role with %s", (_case, change, field) => {
    const result = CareerFrontMatterSchema.safeParse({ ...career, ...change });
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
