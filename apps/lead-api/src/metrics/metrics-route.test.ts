import { beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_TOKEN,
  contactLead,
  createTestApp,
  postLead,
  send,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, openTestStore, useTestStore } from "../test-support/test-stores";
import { parseMetricsText, sampleValue, type MetricSample } from "./metrics-text";

const METRICS_ON = { LEAD_API_METRICS: "1" };
const AUTH = { Authorization: `Bearer ${ADMIN_TOKEN}` };

async function scrape(app: TestApp): Promise<MetricSample[]> {
  const response = await send(app, "/metrics", { method: "GET" }, { headers: AUTH });
  expect(response.status).toBe(200);
  return parseMetricsText(await response.text());
}

describe("GET /metrics when LEAD_API_METRICS is off", () => {
  const currentStore = useTestStore("sqlite");

  it("answers 404, even with the admin token", async () => {
    const app = createTestApp(currentStore().store);
    const response = await send(app, "/metrics", { method: "GET" }, { headers: AUTH });
    expect(response.status).toBe(404);
  });
});

describe.each(STORE_KINDS)("GET /metrics on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp(currentStore().store, { env: METRICS_ON });
  });

  it("answers 401 with a bearer challenge without the admin token or with a wrong one", async () => {
    const bare = await send(app, "/metrics", { method: "GET" });
    expect(bare.status).toBe(401);
    expect(bare.headers.get("WWW-Authenticate")).toMatch(/^Bearer /);
    const wrong = await send(
      app,
      "/metrics",
      { method: "GET" },
      { headers: { Authorization: `Bearer ${"x".repeat(40)}` } },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("lead_api_");
  });

  it("throttles wrong tokens as the admin API does: 429 with Retry-After after 5, the right one included", async () => {
    const from = (token: string) =>
      send(
        app,
        "/metrics",
        { method: "GET" },
        { headers: { Authorization: `Bearer ${token}` }, ip: "203.0.113.151" },
      );
    for (let n = 0; n < 5; n += 1) expect((await from("y".repeat(40))).status).toBe(401);
    const slowed = await from(ADMIN_TOKEN);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("retry-after")).toBe("30");
    expect(await slowed.text()).not.toContain("lead_api_");
    // Another address still scrapes.
    const other = await send(
      app,
      "/metrics",
      { method: "GET" },
      { headers: AUTH, ip: "203.0.113.152" },
    );
    expect(other.status).toBe(200);
  });

  it("serves every metric in Prometheus' text format with the admin token", async () => {
    const response = await send(app, "/metrics", { method: "GET" }, { headers: AUTH });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await response.text();
    for (const name of [
      "lead_api_http_requests_total",
      "lead_api_http_request_duration_seconds",
      "lead_api_leads_total",
      "lead_api_outbox_rows",
      "lead_api_store_up",
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
    ])
      expect(text).toContain(`# TYPE ${name} `);
    const samples = parseMetricsText(text);
    expect(sampleValue(samples, "lead_api_store_up")).toBe(1);
    expect(sampleValue(samples, "lead_api_leads_total", { outcome: "accepted" })).toBe(0);
  });

  it("counts accepted, spam, replayed and rejected leads, and the outbox backlog", async () => {
    const before = await scrape(app);
    expect(
      sampleValue(before, "lead_api_outbox_rows", { kind: "crm_webhook", state: "pending" }),
    ).toBe(0);

    const key = { headers: { "Idempotency-Key": "metrics-accepted-1" } };
    expect((await postLead(app, contactLead("metrics-1"), key)).status).toBe(201);
    expect((await postLead(app, contactLead("metrics-1"), key)).status).toBe(201);
    const bot = contactLead("metrics-bot", { metadata: { website: "https://spam.example" } });
    expect((await postLead(app, bot)).status).toBe(201);
    expect((await postLead(app, { email: "not-an-email" })).status).toBe(400);

    const after = await scrape(app);
    const leads = (outcome: string) => sampleValue(after, "lead_api_leads_total", { outcome });
    expect([leads("accepted"), leads("replayed"), leads("spam"), leads("rejected")]).toEqual([
      1, 1, 1, 1,
    ]);
    const requests = (status: string) =>
      sampleValue(after, "lead_api_http_requests_total", {
        route: "/v1/leads",
        method: "POST",
        status,
      });
    expect([requests("201"), requests("400")]).toEqual([3, 1]);
    expect(
      sampleValue(after, "lead_api_http_request_duration_seconds_count", {
        route: "/v1/leads",
        method: "POST",
        status: "201",
      }),
    ).toBe(3);
    // Only the person's lead waits for the CRM; the spam lead is stored but never forwarded.
    expect(
      sampleValue(after, "lead_api_outbox_rows", { kind: "crm_webhook", state: "pending" }),
    ).toBe(1);
    // The contact lead's two mails (the sales notification, the visitor's acknowledgement) wait
    // in the mail backlog; the spam lead queued none.
    expect(sampleValue(after, "lead_api_outbox_rows", { kind: "mail", state: "pending" })).toBe(2);
  });

  it("reports dead outbox rows, read from the store at scrape time", async () => {
    expect((await postLead(app, contactLead("metrics-dead"))).status).toBe(201);
    const { store } = currentStore();
    const [item] = await store.claimOutbox(Date.now(), 10, Date.now() + 60_000);
    if (!item) throw new Error("the accepted lead queued no outbox row");
    await store.markDead(item, 15, Date.now(), "HTTP 500");
    const samples = await scrape(app);
    expect(
      sampleValue(samples, "lead_api_outbox_rows", { kind: "crm_webhook", state: "dead" }),
    ).toBe(1);
    expect(
      sampleValue(samples, "lead_api_outbox_rows", { kind: "crm_webhook", state: "pending" }),
    ).toBe(0);
  });

  it("labels requests by route pattern, never by the raw path", async () => {
    await send(app, "/v1/dataroom/documents/secret-plan-42", { method: "GET" });
    await send(app, "/no/such/path/4c7e1d", { method: "GET" });
    const response = await send(app, "/metrics", { method: "GET" }, { headers: AUTH });
    const text = await response.text();
    expect(text).not.toContain("secret-plan-42");
    expect(text).not.toContain("4c7e1d");
    const samples = parseMetricsText(text);
    expect(
      sampleValue(samples, "lead_api_http_requests_total", {
        route: "/v1/dataroom/documents/:slug",
        status: "401",
      }),
    ).toBe(1);
    expect(
      sampleValue(samples, "lead_api_http_requests_total", { route: "unmatched", status: "404" }),
    ).toBe(1);
  });
});

describe.each(STORE_KINDS)("GET /metrics when the %s store is down", (kind) => {
  it("still answers, with lead_api_store_up 0 and no outbox samples", async () => {
    const testStore = await openTestStore(kind);
    const app = createTestApp(testStore.store, { env: METRICS_ON });
    await testStore.dispose();
    const samples = await scrape(app);
    expect(sampleValue(samples, "lead_api_store_up")).toBe(0);
    expect(samples.some(({ name }) => name === "lead_api_outbox_rows")).toBe(false);
  });
});
