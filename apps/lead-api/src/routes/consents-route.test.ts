import pg from "pg";
import Database from "better-sqlite3";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp, postJson, send, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore, type TestStore } from "../test-support/test-stores";

const PROOF = {
  choice: "declined",
  categories: { functional: true, analytics: false, marketing: false, personalization: false },
  timestamp: "2025-06-16T12:00:00.000Z",
  revision: 2,
  locale: "de",
  page: "/de/services",
};

async function consentRows(testStore: TestStore): Promise<Record<string, unknown>[]> {
  const sql = "SELECT choice, categories, revision, locale, page, client_timestamp FROM consents";
  if (testStore.dataDir) {
    const db = new Database(join(testStore.dataDir, "leads.sqlite"), { readonly: true });
    const rows = db.prepare(sql).all() as Record<string, unknown>[];
    db.close();
    return rows;
  }
  const client = new pg.Client({ connectionString: testStore.url });
  await client.connect();
  const { rows } = await client.query(sql);
  await client.end();
  return rows as Record<string, unknown>[];
}

describe.each(STORE_KINDS)("POST /v1/consents on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp(currentStore().store);
  });

  it("logs the cookie choice with its categories, revision, locale and page", async () => {
    const response = await postJson(app, "/v1/consents", PROOF);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, message: "Consent recorded" });
    expect(await consentRows(currentStore())).toEqual([
      {
        choice: "declined",
        categories: JSON.stringify(PROOF.categories),
        revision: 2,
        locale: "de",
        page: "/de/services",
        client_timestamp: "2025-06-16T12:00:00.000Z",
      },
    ]);
  });

  it("refuses a record that carries anything more, so no personal data can ride along", async () => {
    for (const extra of [
      { email: "someone@example.com" },
      { page: "/contact?email=someone@example.com" },
      { choice: "maybe" },
    ]) {
      const response = await postJson(app, "/v1/consents", { ...PROOF, ...extra });
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: "Invalid consent record" });
    }
    expect(await consentRows(currentStore())).toEqual([]);
  });

  it("answers 415 to a body that is not JSON", async () => {
    const response = await send(app, "/v1/consents", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "accepted",
    });
    expect(response.status).toBe(415);
  });
});
