import type { Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import type { StaffAccount } from "../../staff/staff-types";
import { FIRM_CONTACT } from "../firm-contact";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  type RenderedMail,
} from "./mail-layout";

/** The wrong codes that trip the alert; the mail says how many (`SECOND_FACTOR_POLICY`). */
export type SecondFactorAlertFacts = { wrongCodes: number };

/**
 * The staff member's notice that their password was entered correctly and then followed by too
 * many wrong authenticator codes (security review 2026-11-28, L4): what happened, that sign-ins
 * are slowed down for now, and what to do if it was someone else. The e-mail address and the
 * brand are Latin runs, isolated so they keep their order in the Arabic text.
 */
export function renderStaffSecondFactorAlert(
  account: Pick<StaffAccount, "email" | "name">,
  facts: SecondFactorAlertFacts,
  locale: Locale,
  siteUrl: string,
): RenderedMail {
  const t = mailTranslator(locale);
  const subject = t("staffSecondFactor.subject");
  const name = account.name.trim() || account.email;
  const count = facts.wrongCodes;
  const brand = FIRM_CONTACT.brand;
  const text = [
    t("staffSecondFactor.greeting", { name: isolateText(name, locale) }),
    "",
    t("staffSecondFactor.happened", { email: isolateText(account.email, locale), count }),
    "",
    t("staffSecondFactor.slowed"),
    "",
    t("staffSecondFactor.ifYou"),
    t("staffSecondFactor.ifNotYou"),
    "",
    t("staffSecondFactor.signOff", { brand: isolateText(brand, locale) }),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  // Each line with a Latin run is split around its placeholder, so the run sits in its own <bdi>
  // while the words around it stay escaped text.
  const around = (
    key: string,
    values: Record<string, string | number>,
    isolated: string,
    run: string,
  ) => {
    const [before = "", after = ""] = t(key, { ...values, [isolated]: "\u0000" }).split("\u0000");
    return html`${before}${isolateHtml(run)}${after}`;
  };
  const body = html`<p>${around("staffSecondFactor.greeting", {}, "name", name)}</p>
    <p>${around("staffSecondFactor.happened", { count }, "email", account.email)}</p>
    <p>${t("staffSecondFactor.slowed")}</p>
    <p>${t("staffSecondFactor.ifYou")}<br />${t("staffSecondFactor.ifNotYou")}</p>
    <p>${around("staffSecondFactor.signOff", {}, "brand", brand)}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}
