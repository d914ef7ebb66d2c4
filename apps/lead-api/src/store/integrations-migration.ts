/** Column types of one SQL dialect (`time` is a 64-bit integer: ms since the epoch, or cents). */
type Dialect = { time: string };

/**
 * The integrations' schema, as one migration of the lead store: every verified webhook event
 * (`integration_events`, one row per provider and event id, so a redelivery changes nothing),
 * the bookings made on the scheduling pages (Cal.com) and the payments made through the hosted
 * checkout (Stripe), each attached to a lead. Appended to both stores' migration lists; never
 * edited once released.
 */
export function integrationsMigration({ time }: Dialect): string {
  return `
  CREATE TABLE integration_events (
    provider TEXT NOT NULL,
    event_id TEXT NOT NULL,
    event_type TEXT NOT NULL,
    occurred_at ${time} NOT NULL,
    received_at ${time} NOT NULL,
    lead_id TEXT,
    email TEXT NOT NULL,
    payload TEXT NOT NULL,
    PRIMARY KEY (provider, event_id)
  );
  CREATE INDEX integration_events_email ON integration_events (email);
  CREATE INDEX integration_events_lead ON integration_events (lead_id);
  CREATE INDEX integration_events_received_at ON integration_events (received_at);
  CREATE TABLE bookings (
    uid TEXT PRIMARY KEY,
    lead_id TEXT,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    event_type TEXT NOT NULL,
    title TEXT NOT NULL,
    start_at ${time},
    end_at ${time},
    organizer_time_zone TEXT,
    attendee_time_zone TEXT,
    status TEXT NOT NULL,
    rescheduled_from TEXT,
    cancellation_reason TEXT,
    created_at ${time} NOT NULL,
    updated_at ${time} NOT NULL
  );
  CREATE INDEX bookings_lead ON bookings (lead_id);
  CREATE INDEX bookings_email ON bookings (email);
  CREATE INDEX bookings_updated_at ON bookings (updated_at);
  CREATE TABLE payments (
    id TEXT PRIMARY KEY,
    checkout_session_id TEXT,
    lead_id TEXT,
    email TEXT NOT NULL,
    product TEXT NOT NULL,
    amount ${time},
    currency TEXT,
    amount_refunded ${time} NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    created_at ${time} NOT NULL,
    updated_at ${time} NOT NULL
  );
  CREATE INDEX payments_lead ON payments (lead_id);
  CREATE INDEX payments_email ON payments (email);
  CREATE INDEX payments_updated_at ON payments (updated_at);
  `;
}

/** The tables of {@link integrationsMigration}, for tests that empty the database. */
export const INTEGRATION_TABLES = ["integration_events", "bookings", "payments"] as const;
