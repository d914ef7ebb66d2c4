import { LOCALES, localizePath, type Locale } from "@vantreo/i18n";
import { html } from "hono/html";
import { mailTranslator } from "../mail/templates/mail-layout";

/**
 * The page a refused download link answers with, in the visitor's language: what happened and
 * the way to a new link (the service pages). Plain HTML without styles or scripts, so it passes
 * the API's `Content-Security-Policy: default-src 'none'`.
 */
export function leadMagnetRefusalPage(
  locale: Locale,
  reason: "expired" | "unknown",
  siteUrl: string,
): string {
  const t = mailTranslator(locale);
  const { dir } = LOCALES[locale];
  const services = `${siteUrl}${localizePath("/services", locale)}`;
  return String(
    html`<!doctype html>
      <html lang="${locale}" dir="${dir}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>${t("leadMagnetLink.title")}</title>
        </head>
        <body>
          <main>
            <h1>${t("leadMagnetLink.title")}</h1>
            <p>${t(`leadMagnetLink.${reason}`)}</p>
            <p><a href="${services}">${t("leadMagnetLink.services")}</a></p>
          </main>
        </body>
      </html>`,
  );
}
