import type { Config } from "../config";
import { FIRM_CONTACT } from "./firm-contact";
import type { MailSettings } from "./render-mail";

/**
 * The mail settings of a configuration. Without SMTP (local use) mail lands in `.eml` files, so
 * the sender defaults to a no-reply address of the firm and notifications to the firm's own
 * address; a data-rights request notifies `LEAD_API_PRIVACY_NOTIFY_TO`, else the same recipients
 * as a lead, and so does an overdue lead's escalation (`LEAD_API_SLA_ESCALATE_TO`); links point to `LEAD_API_PUBLIC_SITE_URL`, else the first site origin.
 */
export function mailSettings(config: Config): MailSettings {
  const siteUrl = (
    config.publicSiteUrl ??
    config.siteOrigins[0] ??
    "http://127.0.0.1:4173"
  ).replace(/\/+$/, "");
  const notifyTo = config.notifyTo.length > 0 ? config.notifyTo : [FIRM_CONTACT.email];
  return {
    from: config.mailFrom ?? `${FIRM_CONTACT.brand} <no-reply@vantreo.com>`,
    notifyTo,
    privacyNotifyTo: config.privacyNotifyTo.length > 0 ? config.privacyNotifyTo : notifyTo,
    // The sales lead told of a lead whose first reply is overdue (src/pipeline).
    escalateTo: config.slaEscalateTo.length > 0 ? config.slaEscalateTo : notifyTo,
    siteUrl,
  };
}
