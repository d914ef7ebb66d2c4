import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { SQLITE_FILE_NAME } from "../store/sqlite-store";
import type { TestStore } from "../test-support/test-stores";

type Value = string | number | null;

/** A lead of a report fixture: only what the report reads; the rest is filled in. */
export type FixtureLead = {
  id: string;
  /** `<id>@example.com` when not given. */
  email?: string;
  receivedAt: string;
  leadType?: string;
  source?: string;
  pageUrl?: string;
  metadata?: Record<string, string>;
  locale?: string | null;
  status?: string;
  ownerId?: string | null;
  /** Staff's estimate in whole US dollars (`estimated_value`). */
  estimatedValue?: number;
  spam?: boolean;
  /** Status moves after receipt: [target status, minutes after receipt]. */
  moves?: [string, number][];
};

const MINUTE = 60_000;

/** The rows of a fixture lead and its history (`desk_audit` rows of `lead.changed`, plus a note). */
function rowsOf(lead: FixtureLead): { table: string; row: Record<string, Value> }[] {
  const receivedAt = Date.parse(lead.receivedAt);
  const leadRow = {
    id: lead.id,
    received_at: receivedAt,
    email: lead.email ?? `${lead.id}@example.com`,
    first_name: "Ada",
    last_name: "Lovelace",
    phone: "",
    company: "Analytical Engines",
    message: "Hello",
    lead_type: lead.leadType ?? "contact",
    source: lead.source ?? "contact-page",
    page_url: lead.pageUrl ?? "https://www.vantreo.com/contact",
    client_timestamp: lead.receivedAt,
    metadata: JSON.stringify(lead.metadata ?? {}),
    marketing_consent: 0,
    locale: lead.locale === undefined ? "en" : lead.locale,
    spam_reason: lead.spam ? "honeypot" : null,
    status: lead.status ?? "new",
    owner_id: lead.ownerId ?? null,
    estimated_value: lead.estimatedValue ?? null,
  };
  let from = "new";
  const audit = (lead.moves ?? []).map(([to, minutes]) => {
    const row = {
      lead_id: lead.id,
      actor_id: "staff-1",
      actor_email: "staff@vantreo.com",
      event: "lead.changed",
      details: JSON.stringify({ status: { from, to } }),
      at: receivedAt + minutes * MINUTE,
    };
    from = to;
    return { table: "desk_audit", row };
  });
  // A note carries no status: it never counts as a contact.
  const note = {
    lead_id: lead.id,
    actor_id: "staff-1",
    actor_email: "staff@vantreo.com",
    event: "lead.note",
    details: JSON.stringify({ text: "Left a voicemail." }),
    at: receivedAt + MINUTE,
  };
  return [{ table: "leads", row: leadRow }, ...audit, { table: "desk_audit", row: note }];
}

/** Writes rows straight into the test store's database (fixtures the API cannot make). */
export async function insertRows(
  testStore: TestStore,
  rows: { table: string; row: Record<string, Value> }[],
): Promise<void> {
  const statements = rows.map(({ table, row }) => {
    const columns = Object.keys(row);
    return { table, columns, values: Object.values(row) };
  });
  if (testStore.dataDir) {
    const db = new Database(join(testStore.dataDir, SQLITE_FILE_NAME));
    db.pragma("busy_timeout = 5000");
    db.transaction(() => {
      for (const s of statements)
        db.prepare(
          `INSERT INTO ${s.table} (${s.columns.join(", ")}) VALUES (${s.columns.map(() => "?").join(", ")})`,
        ).run(...s.values);
    })();
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: testStore.url });
  await client.connect();
  for (const s of statements)
    await client.query(
      `INSERT INTO ${s.table} (${s.columns.join(", ")}) VALUES (${s.columns.map((_, i) => `$${i + 1}`).join(", ")})`,
      s.values,
    );
  await client.end();
}

/** Inserts fixture leads with their histories. */
export function insertLeads(testStore: TestStore, leads: FixtureLead[]): Promise<void> {
  return insertRows(testStore, leads.flatMap(rowsOf));
}

/** A booking row of a fixture. */
export function bookingRow(uid: string, eventType: string, status: string, createdAt: string) {
  const at = Date.parse(createdAt);
  return {
    table: "bookings",
    row: {
      uid,
      lead_id: null,
      email: `${uid}@example.com`,
      name: "Ada",
      event_type: eventType,
      title: eventType,
      status,
      created_at: at,
      updated_at: at,
    },
  };
}

/** A payment row of a fixture (amounts in cents). */
export function paymentRow(
  id: string,
  payment: {
    currency: string;
    amount: number;
    refunded?: number;
    status: string;
    createdAt: string;
  },
) {
  const at = Date.parse(payment.createdAt);
  return {
    table: "payments",
    row: {
      id,
      email: `${id}@example.com`,
      product: "assessment",
      amount: payment.amount,
      currency: payment.currency,
      amount_refunded: payment.refunded ?? 0,
      status: payment.status,
      created_at: at,
      updated_at: at,
    },
  };
}

/** Runs statements straight on the test store's database and answers the last one's rows. */
export async function runSql(
  testStore: TestStore,
  statements: string[],
): Promise<Record<string, unknown>[]> {
  if (testStore.dataDir) {
    const db = new Database(join(testStore.dataDir, SQLITE_FILE_NAME));
    db.pragma("busy_timeout = 5000");
    let rows: Record<string, unknown>[] = [];
    for (const sql of statements) {
      const statement = db.prepare(sql);
      if (statement.reader) rows = statement.all() as Record<string, unknown>[];
      else statement.run();
    }
    db.close();
    return rows;
  }
  const client = new pg.Client({ connectionString: testStore.url });
  await client.connect();
  let rows: Record<string, unknown>[] = [];
  for (const sql of statements) rows = (await client.query(sql)).rows as Record<string, unknown>[];
  await client.end();
  return rows;
}
