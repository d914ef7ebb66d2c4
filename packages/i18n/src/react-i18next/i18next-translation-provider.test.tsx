import { renderToString } from "react-dom/server";
import { useTranslation as useI18nextTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { TranslationProvider, useTranslation } from "../react/translation-provider";
import { createPrerenderedTranslator } from "../prerendered/prerendered-translator";
import { prerenderStrings } from "../prerendered/prerender-strings";
import { RESOURCES } from "../resources/resources";
import { createTranslator } from "../translate/create-translator";
import { I18nextTranslationProvider } from "./i18next-translation-provider";

function Submit() {
  const { t, i18n } = useTranslation("leads");
  return (
    <p lang={i18n.language}>{`${t("form.submit")} | ${t("search:resultCount", { count: 3 })}`}</p>
  );
}

function ReactI18nextOwn() {
  const { t, i18n } = useI18nextTranslation("leads");
  return <i>{`${i18n.language} ${t("form.submit")}`}</i>;
}

describe("useTranslation of @vantreo/i18n/react", () => {
  const translator = createTranslator("de", { de: RESOURCES.de });
  const expected = `<p lang="de">${translator.t("leads:form.submit")} | ${translator.t("search:resultCount", { count: 3 })}</p>`;

  it("is react-i18next's hook under I18nextTranslationProvider (the staff pages)", () => {
    const html = renderToString(
      <I18nextTranslationProvider translator={translator}>
        <Submit />
        <ReactI18nextOwn />
      </I18nextTranslationProvider>,
    );
    expect(html).toBe(`${expected}<i>de ${translator.t("leads:form.submit")}</i>`);
  });

  it("renders the same text from a public page's prerendered strings", () => {
    const browser = createPrerenderedTranslator("de", prerenderStrings("de", RESOURCES.de));
    const html = renderToString(
      <TranslationProvider translator={browser}>
        <Submit />
      </TranslationProvider>,
    );
    expect(html).toBe(expected);
  });

  it("throws without a provider", () => {
    expect(() => renderToString(<Submit />)).toThrow(/needs a <TranslationProvider>/);
  });
});
