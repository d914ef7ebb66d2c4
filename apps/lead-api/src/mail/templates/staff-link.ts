import { LOCALES, type Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import type { StaffLinkPurpose } from "../../staff/staff-invite-store";
import { STAFF_LINK_TTL_MS } from "../../staff/staff-invite-token";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  type HtmlFragment,
  type RenderedMail,
} from "./mail-layout";

const TTL_HOURS = STAFF_LINK_TTL_MS / 3_600_000;

/**
 * The staff page a link opens (`/desk/welcome` in the link's language). The token travels in
 * the fragment, which browsers never send to a server (RFC 3986 section 3.5), so it stays out of
 * access logs and `Referer`; the page posts it to `POST /v1/staff/links/open`.
 */
export function staffLinkUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${LOCALES[locale].prefix}/desk/welcome#token=${encodeURIComponent(token)}`;
}

/**
 * `t(key)` as HTML with each value (a name, an e-mail: Latin runs) in its own `<bdi>`, so it keeps
 * its direction inside an Arabic sentence (UAX #9); the rest of the sentence is escaped.
 */
export function isolatedSentence(
  translate: (key: string, values: Record<string, string>) => string,
  key: string,
  values: Record<string, string>,
): HtmlFragment {
  const markers = Object.fromEntries(
    Object.keys(values).map((name) => [name, `\u0000${name}\u0000`]),
  );
  const parts = translate(key, markers).split("\u0000");
  return raw(
    parts
      .map((part, index) =>
        index % 2 === 1 ? String(isolateHtml(values[part] ?? "")) : String(html`${part}`),
      )
      .join(""),
  );
}

/** What a staff link mail is rendered from. */
export type StaffLinkMail = {
  purpose: StaffLinkPurpose;
  name: string;
  email: string;
  /** The owner who had it sent (or `cli`). */
  inviter: string;
  locale: Locale;
};

/**
 * The mail with a single-use, expiring staff link: an invitation (the invitee sets their own
 * password and authenticator), or a password or second-factor reset. Only the person receives
 * the link; the owner who asked for it never sees it.
 */
export function renderStaffLink(mail: StaffLinkMail, siteUrl: string, token: string): RenderedMail {
  const { purpose, locale } = mail;
  const t = mailTranslator(locale);
  const url = staffLinkUrl(siteUrl, locale, token);
  const subject = t(`staffLink.subject.${purpose}`);
  const isolated = { name: mail.name, email: mail.email, inviter: mail.inviter };
  const textValues = Object.fromEntries(
    Object.entries(isolated).map(([name, value]) => [name, isolateText(value, locale)]),
  );
  const text = [
    t(`staffLink.heading.${purpose}`, textValues),
    "",
    t(`staffLink.intro.${purpose}`, textValues),
    "",
    `${t(`staffLink.button.${purpose}`)}: ${url}`,
    "",
    t("staffLink.expiry", { hours: TTL_HOURS }),
    t("staffLink.ignore"),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  const body = html`<h1 style="font-size:20px">
      ${isolatedSentence(t, `staffLink.heading.${purpose}`, isolated)}
    </h1>
    <p>${isolatedSentence(t, `staffLink.intro.${purpose}`, isolated)}</p>
    <p>
      <a
        href="${url}"
        style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none"
        >${t(`staffLink.button.${purpose}`)}</a
      >
    </p>
    <p>${t("staffLink.expiry", { hours: TTL_HOURS })}</p>
    <p style="color:#555">${t("staffLink.ignore")}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}

/** What the owners' notice is rendered from: the account that now holds the owner role. */
export type OwnerAddedMail = { name: string; email: string };

/** The notice to every active owner that an account now holds the owner role. */
export function renderOwnerAdded(
  mail: OwnerAddedMail,
  locale: Locale,
  siteUrl: string,
): RenderedMail {
  const t = mailTranslator(locale);
  const url = `${siteUrl}${LOCALES[locale].prefix}/desk/staff`;
  const subject = t("ownerAdded.subject", { email: isolateText(mail.email, locale) });
  const text = [
    t("ownerAdded.heading"),
    "",
    t("ownerAdded.intro", {
      name: isolateText(mail.name, locale),
      email: isolateText(mail.email, locale),
    }),
    "",
    t("ownerAdded.check", { url }),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  const body = html`<h1 style="font-size:20px">${t("ownerAdded.heading")}</h1>
    <p>${isolatedSentence(t, "ownerAdded.intro", { name: mail.name, email: mail.email })}</p>
    <p>${isolatedSentence(t, "ownerAdded.check", { url })}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}
