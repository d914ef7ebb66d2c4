import { beforeEach, describe, expect, it } from "vitest";
import { testClock } from "../test-support/dataroom-kit";
import { ADMIN_TOKEN, createTestApp, send, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

const SECOND = 1000;

function outbox(app: TestApp, ip: string, token?: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return send(app, "/admin/v1/outbox", { headers }, { ip });
}

describe.each(STORE_KINDS)("admin API token attempts on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  beforeEach(() => {
    clock = testClock();
    app = createTestApp(currentStore().store, { now: clock.now });
  });

  it("answers 429 with Retry-After once an address has sent 5 wrong tokens, the right one included", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await outbox(app, "198.51.100.30", `wrong-token-${attempt}`)).status).toBe(401);
    const slowed = await outbox(app, "198.51.100.30", ADMIN_TOKEN);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("retry-after")).toBe("30");
    expect(await slowed.json()).toEqual({
      success: false,
      message: "Too many failed attempts. Please try again later.",
    });
    clock.advance(30 * SECOND);
    expect((await outbox(app, "198.51.100.30", ADMIN_TOKEN)).status).toBe(200);
  });

  it("slows down only the guessing address", async () => {
    for (let attempt = 0; attempt < 6; attempt += 1)
      await outbox(app, "198.51.100.31", `wrong-token-${attempt}`);
    expect((await outbox(app, "198.51.100.31", ADMIN_TOKEN)).status).toBe(429);
    expect((await outbox(app, "198.51.100.32", ADMIN_TOKEN)).status).toBe(200);
  });

  it("does not count requests that carry no credentials", async () => {
    for (let attempt = 0; attempt < 8; attempt += 1)
      expect((await outbox(app, "198.51.100.33")).status).toBe(401);
    expect((await outbox(app, "198.51.100.33", ADMIN_TOKEN)).status).toBe(200);
  });

  it("lets only 5 of 12 parallel wrong tokens from one address be compared", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => outbox(app, "198.51.100.34", `wrong-${index}`)),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });
});
