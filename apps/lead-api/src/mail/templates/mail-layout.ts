import {
  LOCALES,
  RESOURCES,
  createTranslator,
  hasLocalizedVersion,
  localizePath,
  type Locale,
  type TranslateFunction,
} from "@vantreo/i18n";
import { html, raw } from "hono/html";
import { FIRM_CONTACT, firmPhone } from "../firm-contact";

/** One e-mail's language-dependent parts. */
export type RenderedMail = { subject: string; text: string; html: string };

/** A safely escaped HTML fragment (hono's `html` tag escapes every interpolated value). */
export type HtmlFragment = ReturnType<typeof raw>;

const translators = new Map<Locale, TranslateFunction>();

/** `t` of the `mail` namespace in `locale`: one i18next instance per language, made once. */
export function mailTranslator(locale: Locale): TranslateFunction {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(locale, RESOURCES).withNamespace("mail")));
  return t;
}

/** The legal pages every mail links in its footer, as the site's footer names them. */
const LEGAL_PAGES = [
  { path: "/impressum", label: "common:footer.legal.impressum" },
  { path: "/privacy-policy", label: "common:footer.legal.privacy" },
] as const;

/**
 * The Impressum and the privacy policy on the site (`siteUrl`, as every link of a mail), in the
 * mail's language where the site has the page in it, else in English (the Impressum).
 */
export function legalLinks(locale: Locale, siteUrl: string): { label: string; url: string }[] {
  const t = mailTranslator(locale);
  return LEGAL_PAGES.map(({ path, label }) => ({
    label: t(label),
    url: `${siteUrl}${hasLocalizedVersion(path, locale) ? localizePath(path, locale) : path}`,
  }));
}

/**
 * A Latin run (name, e-mail, phone, address) isolated from the surrounding text direction in a
 * right-to-left mail: FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE in plain text (Unicode
 * Bidirectional Algorithm, UAX #9 section 2.7), so "+1 (404) 555-0100" keeps its order inside an
 * Arabic sentence. Left-to-right mails get the value as it is: the isolates would serve no purpose
 * there and travel along when a reader copies a phone number into a dialer or a CRM.
 */
export function isolateText(value: string, locale: Locale): string {
  return LOCALES[locale].dir === "rtl" ? `\u2068${value}\u2069` : value;
}

/** The HTML counterpart of {@link isolateText}: `<bdi>` (HTML Living Standard, 4.5.24). */
export function isolateHtml(value: string): HtmlFragment {
  return raw(String(html`<bdi>${value}</bdi>`));
}

/**
 * A sentence offering the firm's phone, as text and as HTML with a `tel:` link, or `withoutPhone`
 * (a key, or null for no sentence) while the phone is a placeholder (see {@link firmPhone}).
 */
export function phoneSentence(
  locale: Locale,
  key: string,
  withoutPhone: string | null,
  phone = firmPhone(),
): { text: string; html: HtmlFragment } | null {
  const t = mailTranslator(locale);
  if (!phone) {
    if (!withoutPhone) return null;
    const text = t(withoutPhone);
    return { text, html: raw(String(html`${text}`)) };
  }
  const [before, after] = t(key, { phone: "\u0000" }).split("\u0000");
  return {
    text: t(key, { phone: isolateText(phone.display, locale) }),
    html: raw(
      String(
        html`${before}<a href="tel:${phone.tel}">${isolateHtml(phone.display)}</a>${after ?? ""}`,
      ),
    ),
  };
}

/** The office's street, city, state and ZIP code (`footer.postal` adds the country in the mail's language). */
function postalAddress(): string {
  const c = FIRM_CONTACT;
  return `${c.street}, ${c.locality}, ${c.region} ${c.postalCode}`;
}

/** The firm's address, phone and e-mail and the legal pages closing every mail, as text lines. */
export function firmFooterText(locale: Locale, siteUrl: string): string {
  const t = mailTranslator(locale);
  const c = FIRM_CONTACT;
  const phone = firmPhone();
  return [
    "--",
    isolateText(c.brand, locale),
    `${t("footer.address")}: ${t("footer.postal", { address: isolateText(postalAddress(), locale) })}`,
    ...(phone ? [`${t("footer.phone")}: ${isolateText(phone.display, locale)}`] : []),
    `${t("footer.email")}: ${isolateText(c.email, locale)}`,
    ...legalLinks(locale, siteUrl).map(({ label, url }) => `${label}: ${isolateText(url, locale)}`),
    t("footer.automated"),
  ].join("\n");
}

function firmFooterHtml(locale: Locale, siteUrl: string): HtmlFragment {
  const t = mailTranslator(locale);
  const c = FIRM_CONTACT;
  const [postalBefore, postalAfter] = t("footer.postal", { address: "\u0000" }).split("\u0000");
  const phone = firmPhone();
  return raw(
    String(
      html`<footer
        style="margin-top:32px;border-top:1px solid #ddd;padding-top:16px;font-size:13px;color:#555"
      >
        <p><strong>${isolateHtml(c.brand)}</strong></p>
        <p>
          ${t("footer.address")}: ${postalBefore}${isolateHtml(postalAddress())}${postalAfter}<br />
          ${
            phone
              ? html`${t("footer.phone")}:
                  <a href="tel:${phone.tel}">${isolateHtml(phone.display)}</a><br />`
              : ""
          }
          ${t("footer.email")}: <a href="mailto:${c.email}">${isolateHtml(c.email)}</a>
        </p>
        <p>
          ${legalLinks(locale, siteUrl).map(
            ({ label, url }, index) => html`${index > 0 ? " · " : ""}<a href="${url}">${label}</a>`,
          )}
        </p>
        <p>${t("footer.automated")}</p>
      </footer>`,
    ),
  );
}

/**
 * The HTML document of a mail: `lang` and `dir` from the locale (`dir="rtl"` for Arabic), so a
 * mail client lays it out like the site's pages of that language, and the firm's footer with
 * the links of the legal pages on `siteUrl`.
 */
export function mailDocument(
  locale: Locale,
  title: string,
  body: HtmlFragment,
  siteUrl: string,
): string {
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
          ${body} ${firmFooterHtml(locale, siteUrl)}
        </body>
      </html>`,
  );
}
