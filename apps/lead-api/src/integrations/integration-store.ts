import { BOOKING_STATUSES, type BookingStatus } from "@vantreo/contracts";
import type { LeadRecord } from "../store/lead-records";
import { insertLeadStatement } from "../store/record-row";
import type { Row, Statement, StatementDatabase } from "../store/statement-database";
import { crmOutboxStatement, mailStatement } from "../mail/follow-up-statements";
import { pipelineStatements } from "../pipeline/pipeline-statements";
import type { BookingEvent } from "./cal-webhook";
import { PAYMENT_STATUSES, type PaymentEvent } from "./stripe-webhook";

/** The provider a stored event came from. */
export type Provider = "cal" | "stripe";

/** A booking as the desk shows it on its lead. */
export type Booking = {
  uid: string;
  leadId: string | null;
  email: string;
  name: string;
  eventType: string;
  title: string;
  startAt: number | null;
  endAt: number | null;
  organizerTimeZone: string | null;
  attendeeTimeZone: string | null;
  status: BookingStatus;
  rescheduledFrom: string | null;
  cancellationReason: string | null;
  createdAt: number;
  updatedAt: number;
};

/** A booking's state, in the order a later event may move it (never backwards). */
export { BOOKING_STATUSES };
export type { BookingStatus };

/** A payment as the desk shows it on its lead. */
export type Payment = {
  id: string;
  checkoutSessionId: string | null;
  leadId: string | null;
  email: string;
  product: string;
  amount: number | null;
  currency: string | null;
  amountRefunded: number;
  status: PaymentEvent["status"];
  createdAt: number;
  updatedAt: number;
};

/** One verified event as stored: what arrived, when, about which lead. */
export type IntegrationEvent = {
  provider: Provider;
  eventId: string;
  eventType: string;
  occurredAt: number;
  receivedAt: number;
  leadId: string | null;
};

/**
 * Which lead an event belongs to: one that exists, or a new one the same transaction creates
 * (with its CRM row and the sales notification), or none (a refund of an unknown payment).
 */
export type LeadLink = { leadId: string; create: LeadRecord | null } | { leadId: null };

/** The outcome of applying an event: done, or a redelivery of one already applied. */
export type Applied = "applied" | "duplicate";

/** `CASE` giving a status its rank in `statuses`, so SQL can keep the later of two states. */
function rank(column: string, statuses: readonly string[]): string {
  return `CASE ${column} ${statuses.map((status, index) => `WHEN '${status}' THEN ${index}`).join(" ")} ELSE -1 END`;
}

const num = (value: unknown) => Number(value);
const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const nullableText = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

function rowToBooking(row: Row): Booking {
  return {
    uid: String(row.uid),
    leadId: nullableText(row.lead_id),
    email: String(row.email),
    name: String(row.name),
    eventType: String(row.event_type),
    title: String(row.title),
    startAt: nullableNumber(row.start_at),
    endAt: nullableNumber(row.end_at),
    organizerTimeZone: nullableText(row.organizer_time_zone),
    attendeeTimeZone: nullableText(row.attendee_time_zone),
    status: String(row.status) as BookingStatus,
    rescheduledFrom: nullableText(row.rescheduled_from),
    cancellationReason: nullableText(row.cancellation_reason),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
  };
}

function rowToPayment(row: Row): Payment {
  return {
    id: String(row.id),
    checkoutSessionId: nullableText(row.checkout_session_id),
    leadId: nullableText(row.lead_id),
    email: String(row.email),
    product: String(row.product),
    amount: nullableNumber(row.amount),
    currency: nullableText(row.currency),
    amountRefunded: num(row.amount_refunded),
    status: String(row.status) as Payment["status"],
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
  };
}

function eventStatement(
  provider: Provider,
  event: { eventId: string; type: string; occurredAt: number },
  email: string,
  leadId: string | null,
  body: string,
  at: number,
): Statement {
  // Accepted once: a redelivery changes no row, and `mustChange` undoes the whole unit.
  return {
    sql: "INSERT INTO integration_events (provider, event_id, event_type, occurred_at, received_at, lead_id, email, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (provider, event_id) DO NOTHING",
    params: [provider, event.eventId, event.type, event.occurredAt, at, leadId, email, body],
    mustChange: true,
  };
}

/**
 * The new lead's row and its CRM row, with the sales notification (a staff mail only) unless the
 * caller sends its own (a booking announces itself with the booking notification).
 */
function newLeadStatements(record: LeadRecord, at: number, notify: boolean): Statement[] {
  return [
    insertLeadStatement({ ...record, spamReason: null }),
    // Routed and on the reply clock like a form's lead (src/pipeline).
    ...pipelineStatements(record),
    crmOutboxStatement(record.id, at),
    ...(notify ? [mailStatement(record.id, "lead-notification", at)] : []),
  ];
}

const BOOKING_RANK = (column: string) => rank(column, BOOKING_STATUSES);

/**
 * Inserts or updates one booking. Details fill in what is missing (a cancellation may arrive
 * before its creation); the status only moves forward (booked → rescheduled → cancelled), so an
 * event delivered late never revives a cancelled booking.
 */
function bookingUpsert(booking: Omit<Booking, "createdAt" | "updatedAt">, at: number): Statement {
  return {
    sql: `INSERT INTO bookings (uid, lead_id, email, name, event_type, title, start_at, end_at, organizer_time_zone, attendee_time_zone, status, rescheduled_from, cancellation_reason, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (uid) DO UPDATE SET
        lead_id = COALESCE(bookings.lead_id, excluded.lead_id),
        email = CASE WHEN bookings.email = '' THEN excluded.email ELSE bookings.email END,
        name = CASE WHEN bookings.name = '' THEN excluded.name ELSE bookings.name END,
        event_type = CASE WHEN bookings.event_type = '' THEN excluded.event_type ELSE bookings.event_type END,
        title = CASE WHEN bookings.title = '' THEN excluded.title ELSE bookings.title END,
        start_at = COALESCE(bookings.start_at, excluded.start_at),
        end_at = COALESCE(bookings.end_at, excluded.end_at),
        organizer_time_zone = COALESCE(bookings.organizer_time_zone, excluded.organizer_time_zone),
        attendee_time_zone = COALESCE(bookings.attendee_time_zone, excluded.attendee_time_zone),
        status = CASE WHEN ${BOOKING_RANK("excluded.status")} > ${BOOKING_RANK("bookings.status")} THEN excluded.status ELSE bookings.status END,
        rescheduled_from = COALESCE(bookings.rescheduled_from, excluded.rescheduled_from),
        cancellation_reason = COALESCE(excluded.cancellation_reason, bookings.cancellation_reason),
        updated_at = excluded.updated_at`,
    params: [
      booking.uid,
      booking.leadId,
      booking.email,
      booking.name,
      booking.eventType,
      booking.title,
      booking.startAt,
      booking.endAt,
      booking.organizerTimeZone,
      booking.attendeeTimeZone,
      booking.status,
      booking.rescheduledFrom,
      booking.cancellationReason,
      at,
      at,
    ],
  };
}

const PAYMENT_RANK = (column: string) => rank(column, PAYMENT_STATUSES);

/**
 * Inserts or updates one payment, found by its payment intent. Amount and currency come only
 * from the verified events; the refunded amount only grows; the status only moves forward, so a
 * refund delivered before the checkout's completion stays a refund.
 */
function paymentUpsert(event: PaymentEvent, leadId: string | null, at: number): Statement {
  return {
    sql: `INSERT INTO payments (id, checkout_session_id, lead_id, email, product, amount, currency, amount_refunded, status, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET
        checkout_session_id = COALESCE(payments.checkout_session_id, excluded.checkout_session_id),
        lead_id = COALESCE(payments.lead_id, excluded.lead_id),
        email = CASE WHEN payments.email = '' THEN excluded.email ELSE payments.email END,
        product = CASE WHEN payments.product = '' THEN excluded.product ELSE payments.product END,
        amount = COALESCE(excluded.amount, payments.amount),
        currency = COALESCE(payments.currency, excluded.currency),
        amount_refunded = CASE WHEN excluded.amount_refunded > payments.amount_refunded THEN excluded.amount_refunded ELSE payments.amount_refunded END,
        status = CASE WHEN ${PAYMENT_RANK("excluded.status")} > ${PAYMENT_RANK("payments.status")} THEN excluded.status ELSE payments.status END,
        updated_at = excluded.updated_at`,
    params: [
      event.paymentId,
      event.checkoutSessionId,
      leadId,
      event.email,
      event.product,
      event.amount,
      event.currency,
      event.amountRefunded,
      event.status,
      at,
      at,
    ],
  };
}

/**
 * The integrations' storage over the portable statement layer: every event is accepted once and
 * applied in one transaction with the booking or payment it changes and, when the person is new,
 * the lead it creates.
 */
export function createIntegrationStore(db: StatementDatabase) {
  async function leadExists(id: string): Promise<boolean> {
    const rows = await db.all("SELECT id FROM leads WHERE id = ?", [id]);
    return rows.length > 0;
  }

  return {
    /**
     * The lead an event belongs to, in this order: the lead id the site passed on (when that lead
     * exists), the lead of the booking or payment the event is about, the latest genuine lead of
     * the same e-mail address (an inquiry before a newsletter signup); null when none matches.
     */
    async findLead(options: {
      claimedLeadId: string | null;
      known: { table: "bookings" | "payments"; key: string }[];
      email: string;
    }): Promise<string | null> {
      const { claimedLeadId, known, email } = options;
      if (claimedLeadId && /^[A-Za-z0-9-]{1,64}$/.test(claimedLeadId))
        if (await leadExists(claimedLeadId)) return claimedLeadId;
      for (const { table, key } of known) {
        const column = table === "bookings" ? "uid" : "id";
        const [row] = await db.all(
          `SELECT lead_id FROM ${table} WHERE ${column} = ? AND lead_id IS NOT NULL`,
          [key],
        );
        if (row && (await leadExists(String(row.lead_id)))) return String(row.lead_id);
      }
      if (email === "") return null;
      const [row] = await db.all(
        "SELECT id FROM leads WHERE email = ? AND spam_reason IS NULL ORDER BY CASE WHEN lead_type = 'newsletter' THEN 1 ELSE 0 END, received_at DESC, id DESC LIMIT 1",
        [email],
      );
      return row ? String(row.id) : null;
    },

    /** Applies a verified Cal.com event; `duplicate` when it was applied before. */
    async applyBooking(event: BookingEvent, link: LeadLink, body: string, at: number) {
      const statements = [
        eventStatement("cal", event, event.attendee.email, link.leadId, body, at),
      ];
      if (link.leadId !== null && link.create)
        statements.push(...newLeadStatements(link.create, at, false));
      // Sales hear of every booked or moved call, on a new lead or one they know (a cancellation
      // shows on the lead's page; a notification not sent yet announces it as cancelled).
      if (link.leadId !== null && event.type !== "BOOKING_CANCELLED")
        statements.push(mailStatement(link.leadId, "booking-notification", at));
      const person = {
        leadId: link.leadId,
        email: event.attendee.email,
        name: event.attendee.name,
        eventType: event.eventType,
        title: event.title,
        organizerTimeZone: event.organizerTimeZone,
        attendeeTimeZone: event.attendee.timeZone,
      };
      if (event.replaces)
        statements.push(
          bookingUpsert(
            {
              ...person,
              uid: event.replaces.uid,
              startAt: event.replaces.startAt,
              endAt: event.replaces.endAt,
              status: "rescheduled",
              rescheduledFrom: null,
              cancellationReason: null,
            },
            at,
          ),
        );
      statements.push(
        bookingUpsert(
          {
            ...person,
            uid: event.uid,
            startAt: event.startAt,
            endAt: event.endAt,
            status: event.type === "BOOKING_CANCELLED" ? "cancelled" : "booked",
            rescheduledFrom: event.replaces?.uid ?? null,
            cancellationReason: event.cancellationReason,
          },
          at,
        ),
      );
      const done = await db.run(statements);
      return (done === null ? "duplicate" : "applied") satisfies Applied;
    },

    /** Applies a verified Stripe event; `duplicate` when it was applied before. */
    async applyPayment(event: PaymentEvent, link: LeadLink, body: string, at: number) {
      const statements = [eventStatement("stripe", event, event.email, link.leadId, body, at)];
      if (link.leadId !== null && link.create)
        statements.push(...newLeadStatements(link.create, at, true));
      statements.push(paymentUpsert(event, link.leadId, at));
      const done = await db.run(statements);
      return (done === null ? "duplicate" : "applied") satisfies Applied;
    },

    /** The bookings of a lead, the latest first. */
    async bookingsOf(leadId: string): Promise<Booking[]> {
      const rows = await db.all(
        "SELECT * FROM bookings WHERE lead_id = ? ORDER BY created_at DESC, uid",
        [leadId],
      );
      return rows.map(rowToBooking);
    },

    /** The payments of a lead, the latest first. */
    async paymentsOf(leadId: string): Promise<Payment[]> {
      const rows = await db.all(
        "SELECT * FROM payments WHERE lead_id = ? ORDER BY created_at DESC, id",
        [leadId],
      );
      return rows.map(rowToPayment);
    },

    /** The events about a lead in the order they arrived: the booking's and payment's history. */
    async eventsOf(leadId: string): Promise<IntegrationEvent[]> {
      const rows = await db.all(
        "SELECT provider, event_id, event_type, occurred_at, received_at, lead_id FROM integration_events WHERE lead_id = ? ORDER BY received_at, event_id",
        [leadId],
      );
      return rows.map((row) => ({
        provider: String(row.provider) as Provider,
        eventId: String(row.event_id),
        eventType: String(row.event_type),
        occurredAt: num(row.occurred_at),
        receivedAt: num(row.received_at),
        leadId: nullableText(row.lead_id),
      }));
    },

    /** A booking by its Cal.com uid, or null. */
    async booking(uid: string): Promise<Booking | null> {
      const [row] = await db.all("SELECT * FROM bookings WHERE uid = ?", [uid]);
      return row ? rowToBooking(row) : null;
    },

    /** A payment by its payment intent (or checkout session) id, or null. */
    async payment(id: string): Promise<Payment | null> {
      const [row] = await db.all("SELECT * FROM payments WHERE id = ?", [id]);
      return row ? rowToPayment(row) : null;
    },
  };
}

/** The integrations' storage (see {@link createIntegrationStore}). */
export type IntegrationStore = ReturnType<typeof createIntegrationStore>;
