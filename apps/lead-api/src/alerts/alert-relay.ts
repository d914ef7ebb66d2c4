import type { Logger } from "../log/logger";
import {
  createRelayCore,
  failureReason,
  RELAY_TIMEOUT_MS,
  type Relay,
  type RelayPassCount,
  type RelayTiming,
} from "../outbox/relay-core";
import { alertMessage } from "./alert-message";
import type { AlertItem, AlertStore, AlertTarget } from "./alert-store";
import { slackMessage } from "./slack-message";
import { teamsMessage } from "./teams-message";

/** How the alert relay posts and how persistent it is. */
export type AlertRelayOptions = RelayTiming & {
  alerts: AlertStore;
  /** The site the desk link points to (`LEAD_API_PUBLIC_SITE_URL`). */
  siteUrl: string;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
};

/** What one pass did; `cancelled`: rows whose rule or lead is gone. */
export type AlertPass = RelayPassCount<"delivered">;

/** Posts the alert outbox to Slack and Teams; see {@link createAlertRelay}. */
export type AlertRelay = Relay<AlertPass>;

/** Why a row was given up without a post. */
export const RULE_GONE = "alert rule deleted or turned off";
export const LEAD_GONE = "lead no longer exists";

/**
 * The chat half of the transactional outbox, on the shared relay core: re-reads each claimed
 * row's rule and lead just before posting, renders the message in the rule's language (Slack
 * Block Kit or a Teams Adaptive Card), POSTs it to the rule's webhook, and marks the row
 * delivered on a 2xx. Anything else, a redirect included (never followed), is a failed attempt,
 * retried with backoff until `maxAttempts`. Neither Slack nor Teams deduplicates, so a crash
 * between their answer and the mark posts once more after the lease: at least once, never lost.
 * The webhook URL is a credential: no log line and no stored error carries it.
 */
export function createAlertRelay(options: AlertRelayOptions): AlertRelay {
  const now = options.now ?? Date.now;
  const send = options.fetch ?? globalThis.fetch;
  const { alerts } = options;

  async function post(target: AlertTarget, body: string): Promise<string | null> {
    try {
      const response = await send(target.webhookUrl, {
        method: "POST",
        // A redirect is never followed: the alert goes to the host the owner saved, or nowhere.
        redirect: "manual",
        headers: { "Content-Type": "application/json", "User-Agent": "Vantreo-Lead-API/1" },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? RELAY_TIMEOUT_MS),
      });
      await response.body?.cancel().catch(() => undefined);
      // Slack answers 200 `ok`; a Workflows trigger answers 202 Accepted.
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (cause) {
      // Fetch errors name the cause (a refused connection, a timeout); one that quotes the URL
      // (a parse failure) has it cut out before it reaches a log line or the row.
      return failureReason(cause, "network error").replaceAll(target.webhookUrl, "<webhook URL>");
    }
  }

  return createRelayCore<AlertItem, "delivered">({
    ...options,
    doneKey: "delivered",
    rowLabel: "chat alert",
    passLabel: "alert relay",
    logFields: (item) => ({ alertId: item.id, leadId: item.leadId, ruleId: item.ruleId }),
    queue: alerts,
    async attempt(item, deadline) {
      const job = await alerts.start(item, deadline);
      if (!job) return { outcome: "cancelled" };
      if (!job.target || !job.record) {
        await alerts.markDead(item, item.attempts, now(), job.target ? LEAD_GONE : RULE_GONE);
        return { outcome: "cancelled" };
      }
      const message = alertMessage(job.record, job.target.locale, options.siteUrl);
      const body = job.target.channel === "slack" ? slackMessage(message) : teamsMessage(message);
      const error = await post(job.target, body);
      return error === null ? { outcome: "sent" } : { outcome: "failed", error };
    },
  });
}
