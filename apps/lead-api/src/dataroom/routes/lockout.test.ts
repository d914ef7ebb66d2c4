import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  adminCode,
  dataroomAdmin,
  adminLogin,
  approve,
  enterCode,
  errorCode,
  fileRequest,
  SITE,
  dataroomApp,
  testClock,
} from "../../test-support/dataroom-kit";
import { postJson, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore, type TestStore } from "../../test-support/test-stores";
import { SQLITE_FILE_NAME } from "../../store/sqlite-store";

const SECOND = 1000;
const MINUTE = 60_000;
const WRONG = "ABCD-EFGH-JKLM-NPQR";
// A configured secret: pseudonymous throttle keys stay the same across a restart.
const ENV = { LEAD_API_IP_HASH_SECRET: "a-test-secret-of-at-least-32-characters" };

// The right password goes with a fresh TOTP code; a wrong one with a code that never matches.
async function login(app: TestApp, email: string, password: string, ip: string) {
  const code = password === ADMIN_PASSWORD ? await adminCode(app) : "000000";
  return postJson(
    app,
    "/v1/dataroom/admin/login",
    { email, password, code },
    { ip, headers: { Origin: SITE } },
  );
}

describe.each(STORE_KINDS)("attempt throttling on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  beforeEach(async () => {
    clock = testClock();
    app = dataroomApp(currentStore().store, clock.now, ENV);
    await dataroomAdmin(app);
  });

  describe("given an attacker who rotates addresses", () => {
    it("cannot keep the admin from signing in from their own address", async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const ip = `203.0.113.${attempt}`;
        expect([401, 429]).toContain((await login(app, ADMIN_USER, "wrong password", ip)).status);
      }
      expect((await login(app, ADMIN_USER, ADMIN_PASSWORD, "198.51.100.20")).status).toBe(200);
    });
  });

  describe("given one (account, address) pair that keeps failing", () => {
    it("lets 5 failures through, then slows the pair down 30 s, doubling to 15 minutes, even for the right password", async () => {
      const ip = "203.0.113.60";
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await login(app, ADMIN_USER, "wrong password", ip)).status).toBe(401);
      const slowed = await login(app, ADMIN_USER, ADMIN_PASSWORD, ip);
      expect(slowed.status).toBe(429);
      expect(await errorCode(slowed)).toBe("locked");
      expect(slowed.headers.get("retry-after")).toBe("30");
      const waits: string[] = [];
      for (let step = 0; step < 6; step += 1) {
        clock.advance(Number(waits.at(-1) ?? "30") * SECOND);
        expect((await login(app, ADMIN_USER, "wrong password", ip)).status).toBe(401);
        waits.push((await login(app, ADMIN_USER, ADMIN_PASSWORD, ip)).headers.get("retry-after")!);
      }
      expect(waits).toEqual(["60", "120", "240", "480", "900", "900"]);
      clock.advance(899 * SECOND);
      expect((await login(app, ADMIN_USER, ADMIN_PASSWORD, ip)).headers.get("retry-after")).toBe(
        "1",
      );
      clock.advance(SECOND);
      expect((await login(app, ADMIN_USER, ADMIN_PASSWORD, ip)).status).toBe(200);
    });

    it("slows down only that pair: the admin from another address signs in", async () => {
      for (let attempt = 0; attempt < 6; attempt += 1)
        await login(app, ADMIN_USER, "wrong password", "203.0.113.61");
      expect((await login(app, ADMIN_USER, ADMIN_PASSWORD, "203.0.113.61")).status).toBe(429);
      expect((await login(app, ADMIN_USER, ADMIN_PASSWORD, "203.0.113.62")).status).toBe(200);
    });

    it("counts each typed username apart, known or not, so the throttle tells no account from none", async () => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(
          (await login(app, "guess@example.com", "wrong password", "203.0.113.77")).status,
        ).toBe(401);
      expect((await login(app, "guess@example.com", "wrong password", "203.0.113.77")).status).toBe(
        429,
      );
      // Another unknown name from the address is answered as the admin's own would be.
      expect(
        (await login(app, "guess-2@example.com", "wrong password", "203.0.113.77")).status,
      ).toBe(401);
      expect((await login(app, ADMIN_USER, ADMIN_PASSWORD, "203.0.113.77")).status).toBe(200);
    });

    it("keeps the slow-down across a restart (failures live in the store)", async () => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        await login(app, ADMIN_USER, "wrong password", "203.0.113.80");
      const restarted = dataroomApp(currentStore().store, clock.now, ENV);
      expect((await login(restarted, ADMIN_USER, ADMIN_PASSWORD, "203.0.113.80")).status).toBe(429);
    });
  });

  describe("given investors behind one shared address", () => {
    it("lets an investor in after another typed 5 and more bad codes from that address", async () => {
      const code = await approve(app, await adminLogin(app), await fileRequest(app, 1));
      for (let attempt = 0; attempt < 7; attempt += 1) {
        clock.advance(MINUTE);
        expect([401, 429]).toContain((await enterCode(app, WRONG, { ip: "198.51.100.7" })).status);
      }
      expect((await enterCode(app, code, { ip: "198.51.100.7" })).status).toBe(204);
    });

    it("slows down repeated bad attempts at one code from one address", async () => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await enterCode(app, WRONG, { ip: "198.51.100.9" })).status).toBe(401);
      // Same first group, other secret part: the same code is meant.
      const slowed = await enterCode(app, "ABCD-2345-6789-2345", { ip: "198.51.100.9" });
      expect(slowed.status).toBe(429);
      expect(await errorCode(slowed)).toBe("locked");
      expect(slowed.headers.get("retry-after")).toBe("30");
      clock.advance(30 * SECOND);
      expect((await enterCode(app, WRONG, { ip: "198.51.100.9" })).status).toBe(401);
    });

    it("lets only 5 of 12 parallel wrong codes from one address be checked", async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => enterCode(app, WRONG, { ip: "198.51.100.10" })),
      );
      const statuses = answers.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    });
  });

  it("keeps neither usernames nor addresses in the failure table, only keyed pseudonyms", async () => {
    await login(app, "Peachtree-typed-as-name", "wrong password", "203.0.113.90");
    await enterCode(app, WRONG, { ip: "198.51.100.90" });
    const keys = await failureKeys(currentStore());
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

async function failureKeys({ url, dataDir }: TestStore): Promise<string[]> {
  if (dataDir) {
    const db = new Database(join(dataDir, SQLITE_FILE_NAME), { readonly: true });
    const rows = db.prepare("SELECT key FROM dataroom_failures").all() as { key: string }[];
    db.close();
    return rows.map((row) => row.key);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ key: string }>("SELECT key FROM dataroom_failures");
  await client.end();
  return rows.map((row) => row.key);
}
