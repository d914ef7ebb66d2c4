import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { renderToString } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { RoiCalculator } from "./roi-calculator";

// The first Intl.NumberFormat of a page loads the browser's number data (20–35 ms of main thread
// on a desktop CPU) in the middle of hydration; the calculator writes its figures without it.
it("renders the calculator, figures included, without building an Intl number formatter", () => {
  const built = vi.spyOn(Intl, "NumberFormat");
  const html = renderToString(
    <TranslationProvider translator={createTranslator("en", RESOURCES)}>
      <RoiCalculator />
    </TranslationProvider>,
  );
  // The defaults' estimate is in the page: 50 people × 3 h × 48 weeks × $85 × 60 % = $367,200.
  expect(html.includes(">$367,200<")).toBe(true);
  expect(html.includes(">-$250,000<")).toBe(true);
  expect(built).not.toHaveBeenCalled();
  built.mockRestore();
});
