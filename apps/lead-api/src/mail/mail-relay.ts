import type { Logger } from "../log/logger";
import {
  createRelayCore,
  failureReason,
  type Relay,
  type RelayPassCount,
  type RelayTiming,
} from "../outbox/relay-core";
import type { MailItem, MailStore } from "./mail-store";
import type { MailTransport } from "./mail-transport";
import { renderMail, type MailSettings } from "./render-mail";

/** How the mail relay sends and how persistent it is. */
export type MailRelayOptions = RelayTiming & {
  mail: MailStore;
  transport: MailTransport;
  settings: MailSettings;
  logger: Logger;
};

/** What one pass did; `cancelled`: claimed rows an erasure took (or delivered) before the send. */
export type MailPass = RelayPassCount<"sent">;

/** Sends the mail outbox; see {@link createMailRelay}. */
export type MailRelay = Relay<MailPass>;

/**
 * The mail half of the transactional outbox, on the same relay core as the CRM relay: re-checks
 * each claimed row just before sending, renders it from the lead as it is then, hands it to the
 * transport, and it is marked sent only after the server accepted it (SMTP 250 after DATA,
 * RFC 5321 section 4.1.1.4). A crash between acceptance and the mark sends the mail again once
 * the lease ends, with the same Message-ID.
 */
export function createMailRelay(options: MailRelayOptions): MailRelay {
  const { mail } = options;
  const now = options.now ?? Date.now;
  return createRelayCore<MailItem, "sent">({
    ...options,
    doneKey: "sent",
    rowLabel: "mail",
    passLabel: "mail relay",
    logFields: (item) => ({ mailId: item.id, leadId: item.leadId, kind: item.kind }),
    // The mail store is itself a relay queue (claim, markSent, scheduleRetry, markDead).
    queue: mail,
    async attempt(item, deadline) {
      const job = await mail.start(item, deadline);
      if (!job) return { outcome: "cancelled" };
      if (!job.record) {
        await mail.markDead(
          item,
          item.attempts + 1,
          now(),
          "lead or data request no longer exists",
        );
        return { outcome: "cancelled" };
      }
      try {
        await options.transport.send(
          renderMail(item, job.record, job.token, options.settings, job.attachment),
        );
        return { outcome: "sent" };
      } catch (cause) {
        return { outcome: "failed", error: failureReason(cause, "send failed") };
      }
    },
  });
}
