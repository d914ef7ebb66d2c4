import pg from "pg";
import { describe, expect, it } from "vitest";
import { contactLead, createTestApp, postLead } from "../test-support/test-app";
import { useTestStore } from "../test-support/test-stores";

// SQLite counts in memory (one instance); PostgreSQL keeps the counters in a shared table.
describe("rate-limit counters on postgres", () => {
  const currentStore = useTestStore("postgres");

  it("are kept under a keyed pseudonym, never the client's address", async () => {
    const app = createTestApp(currentStore().store, { env: { LEAD_API_RATE_LIMIT: "1" } });
    expect((await postLead(app, contactLead(1), { ip: "198.51.100.70" })).status).toBe(201);
    expect((await postLead(app, contactLead(2), { ip: "198.51.100.70" })).status).toBe(429);
    expect((await postLead(app, contactLead(3), { ip: "198.51.100.71" })).status).toBe(201);
    const client = new pg.Client({ connectionString: currentStore().url });
    await client.connect();
    const { rows } = await client.query<{ key: string }>("SELECT key FROM rate_limits");
    await client.end();
    expect(rows).toHaveLength(2);
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
