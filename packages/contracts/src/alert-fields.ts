// The zod-free half of the chat-alert contract (browser code imports it from `./core`).
import { LEAD_TYPES, type LeadType } from "@vantreo/leads/lead-types";
import type { alertConfigAnswerSchema, alertRuleAnswerSchema } from "./desk-responses";
import type { z } from "./zod";

/** Where a chat alert goes: a Slack incoming webhook or a Microsoft Teams Workflows webhook. */
export const ALERT_CHANNELS = ["slack", "teams"] as const;

/** One of {@link ALERT_CHANNELS}. */
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The languages an alert can be written in. */
export const ALERT_LOCALES = ["en", "de", "ar"] as const;

/** One of {@link ALERT_LOCALES}. */
export type AlertLocale = (typeof ALERT_LOCALES)[number];

/** The lead types an alert can name: every one but data-rights requests (the privacy queue's). */
export const ALERT_LEAD_TYPES = LEAD_TYPES.filter(
  (type): type is AlertLeadType => type !== "data-rights",
);

/** One of {@link ALERT_LEAD_TYPES}. */
export type AlertLeadType = Exclude<LeadType, "data-rights">;

/** The most alert rules the desk keeps, and the longest name and webhook URL. */
export const ALERT_LIMITS = { rules: 20, name: 80, url: 2048 } as const;

/**
 * A stored alert rule as `GET /v1/desk/alerts` returns it. The webhook URL is a credential
 * (whoever holds it can post to the channel), so the browser only ever sees `maskedUrl`.
 * `leadTypes` empty: every lead except newsletter signups.
 */
export type AlertRule = z.output<typeof alertRuleAnswerSchema>;

/** `GET /v1/desk/alerts` and the answer of its `PUT`. */
export type AlertConfig = z.output<typeof alertConfigAnswerSchema>;

// Slack: https://hooks.slack.com/services/T…/B…/<secret> (api.slack.com/messaging/webhooks).
const SLACK_PATH = /^\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+$/;
// Teams Workflows ("Post to a channel when a webhook request is received"): the Power Automate
// HTTP trigger, on Power Platform (`…environment.api.powerplatform.com/powerautomate/…`) or on
// the older Logic Apps host (`prod-NN.<region>.logic.azure.com/workflows/…`).
const TEAMS_HOSTS = [
  { host: /^[a-z0-9-]+(\.[a-z0-9-]+)*\.api\.powerplatform\.com$/, path: /^\/powerautomate\// },
  { host: /^[a-z0-9-]+\.[a-z0-9-]+\.logic\.azure\.com$/, path: /^\/workflows\/[A-Za-z0-9]+\// },
];
// Office 365 connectors (`*.webhook.office.com/webhookb2/…`, `outlook.office.com/webhook/…`)
// were retired by Microsoft (new ones blocked from August 2024, all of them off after
// March 31, 2026): a URL of theirs would only ever fail.
const RETIRED_TEAMS_HOST = /(^|\.)webhook\.office\.com$|^outlook\.office(365)?\.com$/;

/**
 * Why `url` cannot be the webhook of a `channel` alert, or null when it can: https only, and only
 * the hosts and path shapes Slack and Microsoft hand out, so a rule can never make the lead API
 * post to another server.
 */
export function alertUrlProblem(channel: AlertChannel, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "not a URL";
  }
  if (parsed.protocol !== "https:") return "must be an https:// URL";
  if (parsed.username || parsed.password || (parsed.port && parsed.port !== "443"))
    return "must not carry a user name, password or port";
  const host = parsed.hostname.toLowerCase();
  if (channel === "slack")
    return host === "hooks.slack.com" && SLACK_PATH.test(parsed.pathname)
      ? null
      : "must be a Slack incoming webhook: https://hooks.slack.com/services/T…/B…/…";
  if (RETIRED_TEAMS_HOST.test(host))
    return "Office 365 connector webhooks were retired by Microsoft: create a Workflows webhook in the channel";
  return TEAMS_HOSTS.some((entry) => entry.host.test(host) && entry.path.test(parsed.pathname))
    ? null
    : "must be a Teams Workflows webhook (…api.powerplatform.com/powerautomate/… or …logic.azure.com/workflows/…)";
}
