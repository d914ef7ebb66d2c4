import { formatDate, type Locale } from "@vantreo/i18n";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HOME_COPY } from "../../copy/home";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { LatestInsights } from "./home-sections";

const insight = {
  slug: "rag-architecture-patterns",
  title: "RAG architecture patterns",
  excerpt: "Excerpt",
  date: "2025-10-21",
  tags: ["RAG"],
};

function dateOn(locale: Locale): string {
  const html = renderToStaticMarkup(
    <MemoryPageLocation path="/">
      <LatestInsights copy={HOME_COPY[locale].insights} insights={[insight]} locale={locale} />
    </MemoryPageLocation>,
  );
  return /<time dateTime="2025-10-21">([^<]*)<\/time>/i.exec(html)?.[1] ?? "";
}

describe("the home page's latest insights", () => {
  it("dates the articles the way the page's locale writes dates", () => {
    expect(dateOn("en")).toBe("Oct 21, 2025");
    expect(dateOn("de")).toBe("21.10.2025");
    // The Arabic date (Latin digits, Gregorian) in a right-to-left isolate inside the
    // left-to-right English cards.
    const arabic = formatDate("2025-10-21", "ar", { dateStyle: "medium" });
    expect(arabic).toMatch(/21.*10.*2025/);
    expect(dateOn("ar")).toBe(`\u2067${arabic}\u2069`);
  });
});
