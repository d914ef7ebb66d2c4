import { LOCALES, RESOURCES, createTranslator, type Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import { FIRM_CONTACT } from "../firm-contact";

/** One e-mail's language-dependent parts. */
export type RenderedMail = { subject: string; text: string; html: string };

/** A safely escaped HTML fragment (hono's `html` tag escapes every interpolated value). */
export type HtmlFragment = ReturnType<typeof raw>;

/** `t` of the `mail` namespace in `locale`. */
export function mailTranslator(locale: Locale) {
  return createTranslator(locale, RESOURCES).withNamespace("mail");
}

/**
 * A Latin run (name, e-mail, phone, address) isolated from the surrounding text direction:
 * FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE in plain text (Unicode Bidirectional Algorithm,
 * UAX #9 section 2.7), so "+1 (470) 555-0147" keeps its order inside an Arabic sentence.
 */
export function isolateText(value: string): string {
  return `\u2068${value}\u2069`;
}

/** The HTML counterpart of {@link isolateText}: `<bdi>` (HTML Living Standard, 4.5.24). */
export function isolateHtml(value: string): HtmlFragment {
  return raw(String(html`<bdi>${value}</bdi>`));
}

/** The firm's address, phone and e-mail closing every mail, as text lines. */
export function firmFooterText(locale: Locale): string {
  const t = mailTranslator(locale);
  const c = FIRM_CONTACT;
  return [
    "--",
    isolateText(c.brand),
    `${t("footer.address")}: ${isolateText(`${c.street}, ${c.locality}, ${c.region} ${c.postalCode}`)}`,
    `${t("footer.phone")}: ${isolateText(c.phone.display)}`,
    `${t("footer.email")}: ${isolateText(c.email)}`,
    t("footer.automated"),
  ].join("\n");
}

function firmFooterHtml(locale: Locale): HtmlFragment {
  const t = mailTranslator(locale);
  const c = FIRM_CONTACT;
  return raw(
    String(
      html`<footer
        style="margin-top:32px;border-top:1px solid #ddd;padding-top:16px;font-size:13px;color:#555"
      >
        <p><strong>${isolateHtml(c.brand)}</strong></p>
        <p>
          ${t("footer.address")}:
          ${isolateHtml(`${c.street}, ${c.locality}, ${c.region} ${c.postalCode}`)}<br />
          ${t("footer.phone")}: <a href="tel:${c.phone.tel}">${isolateHtml(c.phone.display)}</a
          ><br />
          ${t("footer.email")}: <a href="mailto:${c.email}">${isolateHtml(c.email)}</a>
        </p>
        <p>${t("footer.automated")}</p>
      </footer>`,
    ),
  );
}

/**
 * The HTML document of a mail: `lang` and `dir` from the locale (`dir="rtl"` for Arabic), so a
 * mail client lays it out like the site's pages of that language, and the firm's footer.
 */
export function mailDocument(locale: Locale, title: string, body: HtmlFragment): string {
  const { dir } = LOCALES[locale];
  return String(
    html`<!doctype html>
      <html lang="${locale}" dir="${dir}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width" />
          <title>${title}</title>
        </head>
        <body
          style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111;max-width:640px;margin:0 auto;padding:24px"
        >
          ${body} ${firmFooterHtml(locale)}
        </body>
      </html>`,
  );
}
