// Seeding the desk bench's stores (desk-bench.mjs, report-profile.mjs): the seeder's rows
// (desk-seed.mjs) written straight into a store's migrated schema with multi-row INSERTs, 5,000
// rows a transaction (the triggers and every index live), then the status history.
import Database from "better-sqlite3";
import pg from "pg";
import { LEAD_COLUMNS, REQUEST_COLUMNS } from "./desk-seed.mjs";

const BATCH = 5_000;

const sqlValues = (rows, columns) => rows.flatMap((row) => columns.map((column) => row[column]));

// The status history of the seeded leads (what the reports read for stages and the time to
// first contact): every lead staff touched moved to contacted half-way to its last change, then
// to its status at that change. The same SQL text in both stores.
const SEED_HISTORY = [
  `INSERT INTO desk_audit (lead_id, actor_id, actor_email, event, details, at)
   SELECT id, 'bench', 'bench@vantreo.com', 'lead.changed', '{"status":{"from":"new","to":"contacted"}}',
     received_at + (updated_at - received_at) / 2
   FROM leads WHERE status <> 'new' AND updated_at IS NOT NULL AND spam_reason IS NULL`,
  `INSERT INTO desk_audit (lead_id, actor_id, actor_email, event, details, at)
   SELECT id, 'bench', 'bench@vantreo.com', 'lead.changed',
     '{"status":{"from":"contacted","to":"' || status || '"}}', updated_at
   FROM leads WHERE status NOT IN ('new', 'contacted') AND updated_at IS NOT NULL AND spam_reason IS NULL`,
  // The newsletter leads' subscriptions, confirmed a day after sign-up (the Subscribers section).
  `INSERT INTO newsletter_subscriptions (lead_id, token_digest, created_at, expires_at, confirmed_at)
   SELECT id, 'bench-' || id, received_at, received_at + 172800000, received_at + 86400000
   FROM leads WHERE lead_type = 'newsletter' AND spam_reason IS NULL`,
];

export function seedSqlite(file, seeder, { leads, spam, requests }) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // Seeding only: the measured server runs with the store's own synchronous = FULL.
  db.pragma("synchronous = OFF");
  const statements = new Map();
  const insert = (table, columns, rows) => {
    const key = `${table}:${rows.length}`;
    let statement = statements.get(key);
    if (!statement) {
      const row = `(${columns.map(() => "?").join(", ")})`;
      statement = db.prepare(
        `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${rows.map(() => row).join(", ")}`,
      );
      statements.set(key, statement);
    }
    statement.run(...sqlValues(rows, columns));
  };
  for (const batch of seeder.leads(leads, spam, BATCH))
    db.transaction(() => {
      for (let start = 0; start < batch.length; start += 200)
        insert("leads", LEAD_COLUMNS, batch.slice(start, start + 200));
    })();
  const requestRows = seeder.requests(requests);
  db.transaction(() => {
    for (let start = 0; start < requestRows.length; start += 200)
      insert("data_requests", REQUEST_COLUMNS, requestRows.slice(start, start + 200));
  })();
  db.transaction(() => {
    for (const sql of SEED_HISTORY) db.exec(sql);
  })();
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
}

export async function seedPostgres(url, seeder, { leads, spam, requests }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const types = (columns) =>
    columns.map((column) =>
      ["received_at", "consent_at", "updated_at"].includes(column)
        ? "bigint"
        : column === "marketing_consent"
          ? "smallint"
          : column === "version"
            ? "integer"
            : "text",
    );
  const insert = async (table, columns, rows) => {
    const casts = types(columns);
    await client.query(
      `INSERT INTO ${table} (${columns.join(", ")}) SELECT * FROM unnest(${columns.map((_, i) => `$${i + 1}::${casts[i]}[]`).join(", ")})`,
      columns.map((column) => rows.map((row) => row[column])),
    );
  };
  for (const batch of seeder.leads(leads, spam, BATCH)) {
    await client.query("BEGIN");
    await insert("leads", LEAD_COLUMNS, batch);
    await client.query("COMMIT");
  }
  await insert("data_requests", REQUEST_COLUMNS, seeder.requests(requests));
  for (const sql of SEED_HISTORY) await client.query(sql);
  // What autovacuum does on its own after a bulk load, on every table the seed wrote (the leads'
  // triggers rewrite the report roll-up and the status counts thousands of times: dead rows a
  // live cluster's autovacuum would have cleared), then a checkpoint: the timed window starts
  // on a settled cluster, not during autovacuum's or the checkpointer's catch-up.
  await client.query("VACUUM ANALYZE");
  await client.query("CHECKPOINT");
  await client.end();
}
