import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { i18n } from "i18next";
import { createI18n } from "./create-i18n";

function ErrorTitle() {
  const { t } = useTranslation("errors");
  return <h1>{t("boundary.title")}</h1>;
}

function render(i18n: i18n): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ErrorTitle />
    </I18nextProvider>,
  );
}

describe("prerendering with react-i18next", () => {
  it("renders each page in the locale of its own instance, whatever the order", () => {
    const instances = (["ar", "en", "de"] as const).map((locale) => createI18n(locale));
    const html = [2, 0, 1].map((index) => render(instances[index] as i18n));
    expect(html).toEqual([
      "<h1>Etwas ist schiefgelaufen</h1>",
      "<h1>حدث خطأ ما</h1>",
      "<h1>Something went wrong</h1>",
    ]);
  });
});
