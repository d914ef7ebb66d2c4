import type { Logger } from "../log/logger";
import {
  createRelayCore,
  failureReason,
  type Relay,
  type RelayPassCount,
  type RelayTiming,
} from "../outbox/relay-core";
import type { NewsletterStore } from "../newsletter/newsletter-store";
import { suppressionDigest } from "../newsletter/unsubscribe-token";
import {
  isCappedMail,
  isNonTransactionalMail,
  isStaffAccountMail,
  isStaffMail,
} from "./mail-kinds";
import type { MailItem, MailJob, MailStore } from "./mail-store";
import type { MailTransport } from "./mail-transport";
import { RECIPIENT_CAP_REASON } from "./recipient-cap";
import { singleAddress } from "./recipient-address";
import { personEmail, renderMail, type MailSettings } from "./render-mail";

/** How the mail relay sends and how persistent it is. */
export type MailRelayOptions = RelayTiming & {
  mail: MailStore;
  transport: MailTransport;
  settings: MailSettings;
  logger: Logger;
  /**
   * The keyed digest under which mails to a visitor's address are counted against the recipient
   * cap (`recipient-cap.ts`): the lead API's pseudonymizer (HMAC-SHA256 under the month's key),
   * so the counts name no address.
   */
  recipientDigest: (address: string) => string;
  /**
   * The suppression list (`LeadStore.newsletter`): a non-transactional mail to a suppressed
   * address is not sent; without the list such a mail is never sent at all.
   */
  newsletter?: Pick<NewsletterStore, "isSuppressed">;
};

/** Why a non-transactional mail to a suppressed address was not sent. */
export const SUPPRESSED_REASON = "the address unsubscribed (suppression list)";

/** What one pass did; `cancelled`: claimed rows an erasure took (or delivered) before the send. */
export type MailPass = RelayPassCount<"sent">;

/** Sends the mail outbox; see {@link createMailRelay}. */
export type MailRelay = Relay<MailPass>;

/**
 * The mail half of the transactional outbox, on the same relay core as the CRM relay: re-checks
 * each claimed row just before sending, renders it from the lead as it is then, hands it to the
 * transport, and it is marked sent only after the server accepted it (SMTP 250 after DATA,
 * RFC 5321 section 4.1.1.4). A crash between acceptance and the mark sends the mail again once
 * the lease ends, with the same Message-ID. A mail to a visitor's address is sent only to exactly
 * one valid address and only within the recipient cap (`MAIL_RECIPIENT_CAP`); otherwise the row
 * is marked dead with the reason, and nothing is sent.
 */
export function createMailRelay(options: MailRelayOptions): MailRelay {
  const { mail } = options;
  const now = options.now ?? Date.now;

  /** Why a visitor mail must not leave, or null when it may (and is now counted). */
  async function heldBack(job: MailJob & { record: NonNullable<MailJob["record"]> }) {
    // Staff notifications and staff account mails go to the firm's people, not to a typed address.
    if (isStaffMail(job.item.kind) || isStaffAccountMail(job.item.kind)) return null;
    const address = singleAddress(personEmail(job.record));
    if (!address) return "the stored e-mail is not exactly one valid address";
    // Checked at send time, so a mail queued before the unsubscribe does not leave either.
    if (isNonTransactionalMail(job.item.kind)) {
      const hash = options.settings.newsletterHash;
      if (!hash || !options.newsletter) return "no suppression list to check";
      if (await options.newsletter.isSuppressed(suppressionDigest(personEmail(job.record), hash)))
        return SUPPRESSED_REASON;
    }
    if (!isCappedMail(job.item.kind)) return null;
    const digest = options.recipientDigest(`mail-recipient:${address.address}`);
    return (await mail.countRecipient(job.item, digest, now())) ? null : RECIPIENT_CAP_REASON;
  }

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
      const reason = await heldBack({ ...job, record: job.record });
      if (reason) {
        await mail.markDead(item, item.attempts + 1, now(), reason);
        options.logger.warn("mail held back", { mailId: item.id, kind: item.kind, reason });
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
