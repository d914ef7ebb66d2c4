import { FAILURE_FORGET_AFTER_MS } from "../rate-limit/attempt-throttle";
import { STAFF_SESSION } from "../staff/staff-context";
import { MAIL_RECIPIENT_CAP } from "../mail/recipient-cap";
import { NEWSLETTER_TOKEN_TTL_MS } from "../mail/newsletter-token";
import type { LeadStore, RemovalCounts } from "../store/lead-store";
import { policyCutoffs, type RetentionSettings } from "./retention-policy";

const DAY_MS = 86_400_000;

/**
 * How long an idempotency record is kept: a day covers every retry of the lead client (3
 * attempts over seconds) and any replay a proxy might make, as Stripe does for its keys.
 */
export const IDEMPOTENCY_TTL_MS = DAY_MS;

/**
 * How long the data room keeps an investor's request (with its codes and sessions) after access
 * ended — revoked, code expired, or never approved — and each access-log entry: a year, long
 * enough to answer "who saw which document" in a dispute over a funding round, and no longer.
 */
export const DATAROOM_RETENTION_DAYS = 365;

/**
 * How long a data-room submission (an access request as sent, with its verification link) is
 * kept after its link expired: 30 days, so a late click is told the link expired rather than
 * that it is unknown, and abuse of the form can still be looked into; then it goes, with its mail
 * row.
 */
export const SUBMISSION_RETENTION_DAYS = 30;

/**
 * Deletes what is past its retention (GDPR art. 5(1)(e), storage limitation), table by table as
 * `PERSONAL_DATA_MAP` says, by the periods of the privacy policy (`RETENTION_POLICY`): inquiries
 * 24 months after the last contact, clients (won, or paid) `clientYears` after it, spam after 30
 * days, unconfirmed newsletter signups 30 days after their link expired (confirmed ones stay
 * until the person unsubscribes), data-subject requests after 24 months and consent records
 * after 3 years, each lead with its outbox, mail, desk and integration rows; idempotency
 * records after {@link IDEMPOTENCY_TTL_MS}; rate-limit windows after two windows; the data
 * room's requests, codes, sessions and access log {@link DATAROOM_RETENTION_DAYS} after access
 * ended; investor sessions once expired; admin sessions after their 8-hour maximum; failed
 * sign-in and code attempts after a day; the counts of mails per recipient once outside their
 * 24-hour window; data-room submissions and their verification mails
 * {@link SUBMISSION_RETENTION_DAYS} after their link expired.
 */
export function purgeExpired(
  store: Pick<LeadStore, "purge">,
  options: { now: number; retention: RetentionSettings; rateWindowMs: number },
): Promise<RemovalCounts> {
  const { now } = options;
  const policy = policyCutoffs(now, options.retention);
  return store.purge({
    ...policy,
    // Counted from the signup: its link's lifetime, then the policy's days.
    unconfirmedSignups: policy.unconfirmedSignups - NEWSLETTER_TOKEN_TTL_MS,
    idempotency: now - IDEMPOTENCY_TTL_MS,
    rateWindows: now - 2 * options.rateWindowMs,
    dataroomRecords: now - DATAROOM_RETENTION_DAYS * DAY_MS,
    expiredSessions: now,
    adminSessions: now - STAFF_SESSION.maxMs,
    lockoutFailures: now - FAILURE_FORGET_AFTER_MS,
    mailRecipientWindows: now - MAIL_RECIPIENT_CAP.windowMs,
    verificationLinks: now - SUBMISSION_RETENTION_DAYS * DAY_MS,
  });
}
