import { localizePath, type Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import { LEAD_MAGNET_LINK_TTL_MS } from "../../lead-magnets/lead-magnet-token";
import { leadMagnetDownloadUrl } from "../../lead-magnets/lead-magnet-paths";
import type { UnsubscribeLinks } from "../../newsletter/list-unsubscribe";
import { FIRM_CONTACT } from "../firm-contact";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  type RenderedMail,
} from "./mail-layout";

const TTL_DAYS = LEAD_MAGNET_LINK_TTL_MS / 86_400_000;

/**
 * The delivery of a lead magnet (issue #34): the service brief the visitor asked for on a service
 * page, as a download link that works for seven days. Not transactional (it is marketing the
 * visitor asked for), so it carries the List-Unsubscribe headers (RFC 8058, `render-mail.ts`) and
 * a visible unsubscribe link (`isNonTransactionalMail`, src/lead-magnets/README.md).
 */
export function renderLeadMagnetDelivery(
  locale: Locale,
  siteUrl: string,
  token: string,
  unsubscribe: UnsubscribeLinks,
): RenderedMail {
  const t = mailTranslator(locale);
  const url = leadMagnetDownloadUrl(siteUrl, token, locale);
  const servicesUrl = `${siteUrl}${localizePath("/services", locale)}`;
  const subject = t("leadMagnet.subject");
  const expiry = t("leadMagnet.expiry", { count: TTL_DAYS });
  const text = [
    t("leadMagnet.heading"),
    "",
    t("leadMagnet.intro"),
    "",
    `${t("leadMagnet.button")}: ${url}`,
    "",
    expiry,
    t("leadMagnet.again", { url: isolateText(servicesUrl, locale) }),
    t("leadMagnet.questions", { email: isolateText(FIRM_CONTACT.email, locale) }),
    t("leadMagnet.ignore"),
    "",
    t("leadMagnet.unsubscribeText", { url: isolateText(unsubscribe.page, locale) }),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  // Lines with a Latin run are split around it, so the run sits in its own <bdi> (see
  // lead-acknowledgement.ts).
  const [againBefore, againAfter] = t("leadMagnet.again", { url: "\u0000" }).split("\u0000");
  const [askBefore, askAfter] = t("leadMagnet.questions", { email: "\u0000" }).split("\u0000");
  const [optOutBefore, optOutAfter] = t("leadMagnet.unsubscribeText", { url: "\u0000" }).split(
    "\u0000",
  );
  const body = html`<h1 style="font-size:20px">${t("leadMagnet.heading")}</h1>
    <p>${t("leadMagnet.intro")}</p>
    <p>
      <a
        href="${url}"
        style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none"
        >${t("leadMagnet.button")}</a
      >
    </p>
    <p>${expiry}</p>
    <p>${againBefore}<a href="${servicesUrl}">${isolateHtml(servicesUrl)}</a>${againAfter}</p>
    <p>
      ${askBefore}<a href="mailto:${FIRM_CONTACT.email}">${isolateHtml(FIRM_CONTACT.email)}</a
      >${askAfter}
    </p>
    <p style="color:#555">${t("leadMagnet.ignore")}</p>
    <p style="color:#555">
      ${optOutBefore}<a href="${unsubscribe.page}">${t("leadMagnet.unsubscribe")}</a>${optOutAfter}
    </p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}
