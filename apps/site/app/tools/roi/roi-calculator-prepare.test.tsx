import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { renderToString } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { RoiCalculator } from "./roi-calculator";

// Its own file: the formatters are cached per module graph, and no other test may build them first.
it("prepare builds every number formatter the calculator's first render uses", () => {
  RoiCalculator.prepare();
  const { NumberFormat } = Intl;
  const built = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (
    ...args: ConstructorParameters<typeof NumberFormat>
  ) {
    return new NumberFormat(...args);
  } as typeof NumberFormat);
  const html = renderToString(
    <TranslationProvider translator={createTranslator("en", RESOURCES)}>
      <RoiCalculator />
    </TranslationProvider>,
  );
  // The first render does format figures (the defaults' estimate), with the prepared formatters.
  expect(html).toMatch(/\$\d{1,3}(,\d{3})+/);
  expect(built).not.toHaveBeenCalled();
  built.mockRestore();
});
