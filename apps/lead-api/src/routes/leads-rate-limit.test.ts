import { beforeEach, describe, expect, it } from "vitest";
import { openPostgresStore } from "../store/postgres-store";
import {
  contactLead,
  createTestApp,
  postJson,
  postLead,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

// 12:00:15 into a minute-aligned window: a refused request must wait the 45 s left of it.
const T0 = Date.parse("2025-06-16T12:00:15.000Z");

describe.each(STORE_KINDS)("rate limit on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: number;
  let ipCounter = 0;
  let ip: string;
  const appWith = (env: Record<string, string> = {}) =>
    createTestApp(currentStore().store, {
      env: { LEAD_API_RATE_LIMIT: "10", ...env },
      now: () => clock,
    });
  let app: TestApp;
  beforeEach(() => {
    clock = T0;
    // SQLite keeps its counters in memory across tests: each test limits its own address.
    ipCounter += 1;
    ip = `198.51.100.${ipCounter}`;
    app = appWith();
  });

  it("accepts 10 leads a minute from one address and answers the 11th with 429 and Retry-After", async () => {
    for (let n = 0; n < 10; n += 1)
      expect((await postLead(app, contactLead(n), { ip })).status).toBe(201);
    const refused = await postLead(app, contactLead(10), { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("45");
    expect(await refused.json()).toEqual({
      success: false,
      message: "Too many requests. Please wait a moment and try again.",
    });
  });

  it("counts every request, invalid ones included, so a flood cannot probe for free", async () => {
    for (let n = 0; n < 10; n += 1) await postLead(app, "not json", { ip });
    expect((await postLead(app, contactLead(1), { ip })).status).toBe(429);
  });

  it("lets the address in again when the next window opens", async () => {
    for (let n = 0; n < 11; n += 1) await postLead(app, contactLead(n), { ip });
    clock = T0 + 45_000;
    expect((await postLead(app, contactLead(99), { ip })).status).toBe(201);
  });

  it("limits each address on its own", async () => {
    for (let n = 0; n < 11; n += 1) await postLead(app, contactLead(n), { ip });
    expect((await postLead(app, contactLead(1), { ip: `203.0.113.${ipCounter}` })).status).toBe(
      201,
    );
  });

  it("follows LEAD_API_RATE_LIMIT and LEAD_API_RATE_WINDOW_SECONDS", async () => {
    const strict = appWith({ LEAD_API_RATE_LIMIT: "2", LEAD_API_RATE_WINDOW_SECONDS: "3600" });
    expect((await postLead(strict, contactLead(1), { ip })).status).toBe(201);
    expect((await postLead(strict, contactLead(2), { ip })).status).toBe(201);
    const refused = await postLead(strict, contactLead(3), { ip });
    expect(refused.status).toBe(429);
    // 12:00:15 in the hour starting 12:00:00: 3,585 s remain.
    expect(refused.headers.get("Retry-After")).toBe("3585");
  });

  it("limits a whole IPv6 /64 as one client", async () => {
    const net = `2001:db8:${ipCounter.toString(16)}:1`;
    for (let n = 0; n < 10; n += 1) await postLead(app, contactLead(n), { ip: `${net}::${n + 1}` });
    expect((await postLead(app, contactLead(10), { ip: `${net}::ffff` })).status).toBe(429);
  });

  it("ignores X-Forwarded-For from a client that is not a trusted proxy", async () => {
    for (let n = 0; n < 10; n += 1) {
      await postLead(app, contactLead(n), { ip, headers: { "X-Forwarded-For": `192.0.2.${n}` } });
    }
    const spoofed = await postLead(app, contactLead(10), {
      ip,
      headers: { "X-Forwarded-For": "192.0.2.200" },
    });
    expect(spoofed.status).toBe(429);
  });

  it("limits the address a trusted proxy forwards, not the proxy", async () => {
    const proxied = appWith({ LEAD_API_TRUSTED_PROXIES: "10.0.0.0/8" });
    const proxy = "10.1.2.3";
    const client = `192.0.2.${ipCounter}`;
    for (let n = 0; n < 10; n += 1) {
      await postLead(proxied, contactLead(n), {
        ip: proxy,
        headers: { "X-Forwarded-For": `${client}, 10.9.9.9` },
      });
    }
    expect(
      (
        await postLead(proxied, contactLead(10), {
          ip: proxy,
          headers: { "X-Forwarded-For": client },
        })
      ).status,
    ).toBe(429);
    const otherClient = `192.0.2.${ipCounter + 100}`;
    expect(
      (
        await postLead(proxied, contactLead(11), {
          ip: proxy,
          headers: { "X-Forwarded-For": otherClient },
        })
      ).status,
    ).toBe(201);
  });

  it("limits consent records separately from leads", async () => {
    for (let n = 0; n < 11; n += 1) await postLead(app, contactLead(n), { ip });
    const proof = {
      choice: "accepted",
      categories: { functional: true, analytics: true, marketing: true, personalization: true },
      timestamp: "2025-06-16T12:00:00.000Z",
      revision: 1,
      locale: "en",
      page: "/",
    };
    expect((await postJson(app, "/v1/consents", proof, { ip })).status).toBe(201);
  });
});

describe("rate limit shared across instances on postgres", () => {
  const currentStore = useTestStore("postgres");

  it("counts requests to two instances of the API against one limit", async () => {
    const url = currentStore().url ?? "";
    const otherStore = await openPostgresStore({ connectionString: url, poolSize: 2 });
    try {
      // Instances sharing PostgreSQL share the secret of their counters' keys (required there).
      const env = {
        LEAD_API_RATE_LIMIT: "10",
        LEAD_API_IP_HASH_SECRET: "a-shared-secret-of-at-least-32-characters",
      };
      const now = () => T0;
      const first = createTestApp(currentStore().store, { env, now });
      const second = createTestApp(otherStore, { env, now });
      for (let n = 0; n < 10; n += 1) {
        const instance = n % 2 === 0 ? first : second;
        expect((await postLead(instance, contactLead(n), { ip: "198.51.100.250" })).status).toBe(
          201,
        );
      }
      expect((await postLead(second, contactLead(10), { ip: "198.51.100.250" })).status).toBe(429);
      expect((await postLead(first, contactLead(11), { ip: "198.51.100.250" })).status).toBe(429);
    } finally {
      await otherStore.close();
    }
  });
});
