import type { DeskSubscriber, SubscriberStatus } from "@vantreo/contracts";
import { crmOutboxStatement, mailStatement } from "../mail/follow-up-statements";
import {
  NEWSLETTER_TOKEN_TTL_MS,
  newNewsletterToken,
  newsletterTokenDigest,
} from "../mail/newsletter-token";
import type { Row, Statement, StatementDatabase } from "../store/statement-database";
import { suppressionDigest, type KeyedHash } from "./unsubscribe-token";

/** The answer to a confirmation token (see `POST /v1/newsletter/confirm`). */
export type NewsletterConfirmation = "confirmed" | "expired" | "used" | "unknown";

/** The answer to a request for a new confirmation link (`POST /v1/newsletter/resend`). */
export type NewsletterResend = "sent" | "used" | "unknown";

/** The answer to a re-subscription from the unsubscribe page (`POST /v1/newsletter/resubscribe`). */
export type NewsletterResubscription = "resubscribed" | "unknown";

/** The CRM events of a subscription (see `outbox/subscriber-payload.ts`). */
import type { SubscriberEvent } from "../store/lead-records";

export type { SubscriberEvent };

/** Which subscriptions are in each state of the desk's list (`s`: the subscription). */
const STATUS_SQL: Record<SubscriberStatus, string> = {
  pending: "s.confirmed_at IS NULL AND s.unsubscribed_at IS NULL",
  confirmed: "s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL",
  unsubscribed: "s.unsubscribed_at IS NOT NULL",
};

const iso = (value: unknown) => (present(value) ? new Date(num(value)).toISOString() : null);

function rowToSubscriber(row: Row): DeskSubscriber {
  const status: SubscriberStatus = present(row.unsubscribed_at)
    ? "unsubscribed"
    : present(row.confirmed_at)
      ? "confirmed"
      : "pending";
  return {
    leadId: String(row.lead_id),
    email: String(row.email),
    locale: typeof row.locale === "string" && row.locale !== "" ? row.locale : "en",
    status,
    signedUpAt: new Date(num(row.created_at)).toISOString(),
    confirmedAt: iso(row.confirmed_at),
    unsubscribedAt: iso(row.unsubscribed_at),
  };
}

/** The subscriptions and the suppression list of either store. */
export type NewsletterStore = ReturnType<typeof createNewsletterStore>;

const num = (value: unknown) => Number(value);
const present = (value: unknown) => value !== null && value !== undefined;

/** The statement that queues a subscriber event for the CRM relay. */
export function subscriberEventStatement(
  leadId: string,
  event: SubscriberEvent,
  at: number,
): Statement {
  return {
    sql: "INSERT INTO outbox (lead_id, event, created_at, next_attempt_at) VALUES (?, ?, ?, ?)",
    params: [leadId, event, at, at],
  };
}

/** The statement that puts an address's digest on the suppression list (once). */
function suppressStatement(digest: string, at: number): Statement {
  return {
    sql: "INSERT INTO newsletter_suppressions (address_digest, suppressed_at) VALUES (?, ?) ON CONFLICT (address_digest) DO NOTHING",
    params: [digest, at],
  };
}

/** The statement that takes an address's digest off the suppression list. */
function unsuppressStatement(digest: string): Statement {
  return { sql: "DELETE FROM newsletter_suppressions WHERE address_digest = ?", params: [digest] };
}

/**
 * The newsletter's lifecycle over a {@link StatementDatabase}, one implementation for SQLite and
 * PostgreSQL: confirmation (with its welcome mail and CRM events), one-click unsubscribe into the
 * suppression list, re-subscription from the unsubscribe page, and a new confirmation link.
 * `hash` is the lead API's fixed keyed hash (see `unsubscribe-token.ts`).
 */
export function createNewsletterStore(db: StatementDatabase) {
  async function subscriptionByToken(token: string): Promise<Row | undefined> {
    const [row] = await db.all(
      `SELECT s.lead_id, s.expires_at, s.confirmed_at, l.email FROM newsletter_subscriptions s
       JOIN leads l ON l.id = s.lead_id WHERE s.token_digest = ?`,
      [newsletterTokenDigest(token)],
    );
    return row;
  }

  async function confirm(
    token: string,
    now: number,
    hash: KeyedHash,
  ): Promise<NewsletterConfirmation> {
    const row = await subscriptionByToken(token);
    if (!row) return "unknown";
    if (present(row.confirmed_at)) return "used";
    if (num(row.expires_at) <= now) return "expired";
    const leadId = String(row.lead_id);
    // One transaction: the confirmation, the CRM's lead and event, the address off the
    // suppression list (a fresh double opt-in is a fresh consent) and the welcome mail.
    const done = await db.run([
      {
        sql: "UPDATE newsletter_subscriptions SET confirmed_at = ?, unsubscribed_at = NULL WHERE token_digest = ? AND confirmed_at IS NULL AND expires_at > ?",
        params: [now, newsletterTokenDigest(token), now],
        mustChange: true,
      },
      crmOutboxStatement(leadId, now),
      subscriberEventStatement(leadId, "subscriber.confirmed", now),
      unsuppressStatement(suppressionDigest(String(row.email), hash)),
      mailStatement(leadId, "newsletter-welcome", now),
    ]);
    // A concurrent confirmation of the same link won the race.
    return done ? "confirmed" : "used";
  }

  async function unsubscribe(recordId: string, now: number, hash: KeyedHash): Promise<void> {
    const [lead] = await db.all("SELECT email FROM leads WHERE id = ?", [recordId]);
    // An erased person has nothing left to unsubscribe from (and no address to suppress).
    if (!lead) return;
    const email = String(lead.email);
    const open = await db.all(
      `SELECT lead_id, confirmed_at FROM newsletter_subscriptions
       WHERE lead_id IN (SELECT id FROM leads WHERE email = ?) AND unsubscribed_at IS NULL`,
      [email],
    );
    // Every subscription of the address ends, and the address is suppressed even when none was
    // open (a lead-magnet mail's link, a repeated click): the objection is to the address.
    await db.run([
      suppressStatement(suppressionDigest(email, hash), now),
      {
        sql: `UPDATE newsletter_subscriptions SET unsubscribed_at = ?
          WHERE lead_id IN (SELECT id FROM leads WHERE email = ?) AND unsubscribed_at IS NULL`,
        params: [now, email],
      },
      ...open
        .filter((row) => present(row.confirmed_at))
        .map((row) =>
          subscriberEventStatement(String(row.lead_id), "subscriber.unsubscribed", now),
        ),
    ]);
  }

  async function resubscribe(
    recordId: string,
    now: number,
    hash: KeyedHash,
  ): Promise<NewsletterResubscription> {
    const [row] = await db.all(
      `SELECT s.unsubscribed_at, l.email FROM newsletter_subscriptions s
       JOIN leads l ON l.id = s.lead_id WHERE s.lead_id = ?`,
      [recordId],
    );
    if (!row) return "unknown";
    // Already subscribed again (a second click): nothing to change.
    if (!present(row.unsubscribed_at)) return "resubscribed";
    // The signed link came from this address's mailbox, so using it is the same proof as the
    // double opt-in's click (GDPR art. 7(1)).
    // A concurrent click that won the race has done the same.
    await db.run([
      {
        sql: "UPDATE newsletter_subscriptions SET unsubscribed_at = NULL, confirmed_at = COALESCE(confirmed_at, ?) WHERE lead_id = ? AND unsubscribed_at IS NOT NULL",
        params: [now, recordId],
        mustChange: true,
      },
      unsuppressStatement(suppressionDigest(String(row.email), hash)),
      subscriberEventStatement(recordId, "subscriber.confirmed", now),
    ]);
    return "resubscribed";
  }

  async function resend(token: string, now: number): Promise<NewsletterResend> {
    const row = await subscriptionByToken(token);
    if (!row) return "unknown";
    if (present(row.confirmed_at)) return "used";
    const leadId = String(row.lead_id);
    const fresh = newNewsletterToken();
    // The old link stops working: the subscription keeps only the new digest.
    const done = await db.run([
      {
        sql: "UPDATE newsletter_subscriptions SET token_digest = ?, expires_at = ? WHERE lead_id = ? AND token_digest = ? AND confirmed_at IS NULL",
        params: [
          newsletterTokenDigest(fresh),
          now + NEWSLETTER_TOKEN_TTL_MS,
          leadId,
          newsletterTokenDigest(token),
        ],
        mustChange: true,
      },
      mailStatement(leadId, "newsletter-confirmation", now, fresh),
    ]);
    return done ? "sent" : "unknown";
  }

  return {
    /** `POST /v1/newsletter/confirm`: single use, until `expires_at`; see above. */
    confirm,
    /** Ends every subscription of the record's address and suppresses the address. */
    unsubscribe,
    /** The unsubscribe page's way back: the subscription of the link's record, again. */
    resubscribe,
    /** A new confirmation link (and mail) for a pending subscription; the old link stops working. */
    resend,
    /** The desk's counts of subscriptions by state. */
    async counts(): Promise<Record<SubscriberStatus, number>> {
      const [row] = await db.all(
        `SELECT ${Object.entries(STATUS_SQL)
          .map(([status, where]) => `SUM(CASE WHEN ${where} THEN 1 ELSE 0 END) AS ${status}`)
          .join(", ")} FROM newsletter_subscriptions s`,
        [],
      );
      return {
        pending: num(row?.pending ?? 0),
        confirmed: num(row?.confirmed ?? 0),
        unsubscribed: num(row?.unsubscribed ?? 0),
      };
    },
    /** The desk's list, newest signup first: one state (or all), `limit` rows from `offset`. */
    async list(
      status: SubscriberStatus | undefined,
      limit: number,
      offset: number,
    ): Promise<DeskSubscriber[]> {
      const rows = await db.all(
        `SELECT s.lead_id, s.created_at, s.confirmed_at, s.unsubscribed_at, l.email, l.locale
         FROM newsletter_subscriptions s JOIN leads l ON l.id = s.lead_id
         WHERE ${status ? STATUS_SQL[status] : "1 = 1"}
         ORDER BY s.created_at DESC, s.lead_id LIMIT ? OFFSET ?`,
        [limit, offset],
      );
      return rows.map(rowToSubscriber);
    },
    /** Whether an address (by its suppression digest) unsubscribed and has not confirmed since. */
    async isSuppressed(digest: string): Promise<boolean> {
      const rows = await db.all(
        "SELECT 1 AS hit FROM newsletter_suppressions WHERE address_digest = ?",
        [digest],
      );
      return rows.length > 0;
    },
  };
}
