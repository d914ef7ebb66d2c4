import { createTranslator, RESOURCES, type Locale } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RoiCalculator } from "./roi-calculator";

function prerender(locale: Locale): string {
  return renderToString(
    <TranslationProvider translator={createTranslator(locale, RESOURCES)}>
      <RoiCalculator />
    </TranslationProvider>,
  ).replace(/\u00a0/g, " ");
}

// The defaults' estimate: 50 people × 3 h × 48 weeks × $85 × 60 % = $367,200 a year.
describe("given the ROI calculator prerendered", () => {
  it("in English, writes its figures the English way", () => {
    const html = prerender("en");
    expect(html).toContain(">$367,200<");
    expect(html).toContain(">-$250,000<");
  });

  it("in German, writes them with German grouping and the currency after the amount", () => {
    const html = prerender("de");
    expect(html).toContain(">367.200 $<");
    expect(html).toContain(">-250.000 $<");
  });
});
