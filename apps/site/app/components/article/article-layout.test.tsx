// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { afterEach, describe, expect, it } from "vitest";
import { ARTICLE_PAGE_COPY, type ArticleCollection } from "../../copy/article-page";
import { ArticleLayout, type ArticleView } from "./article-layout";

afterEach(cleanup);

const ARTICLE: ArticleView = {
  slug: "ai-roi-measurement-report-2025",
  title: "AI ROI Measurement Report 2025",
  date: "2025-06-16",
  author: "Vantreo Research",
  tags: ["AI ROI"],
  downloadUrl: "/reports/ai-roi-measurement-report-2025.pdf",
  html: "<p>Body</p>",
  toc: [],
  minutes: 4,
};

function renderIn(collection: ArticleCollection) {
  render(
    <MemoryPageLocation path="/insights/ai-roi-measurement-report-2025">
      <ArticleLayout
        article={ARTICLE}
        collection={collection}
        copy={ARTICLE_PAGE_COPY.en}
        locale="en"
        related={[]}
        contactHref="/contact?source=insight"
      />
    </MemoryPageLocation>,
  );
  return screen.getByRole("link", { name: ARTICLE_PAGE_COPY.en.downloadPdf });
}

describe("the 'Download PDF Report' link's conversion (spec section 9)", () => {
  it("is a whitepaper download (75) on an insight", () => {
    expect(renderIn("insights")).toHaveAttribute("data-conversion", "whitepaper");
  });

  it("is a case study download (100) on a case study", () => {
    expect(renderIn("case-studies")).toHaveAttribute("data-conversion", "case_study_download");
  });
});
