import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { getWith, SITE, testClock } from "../test-support/dataroom-kit";
import { addStaff, signIn, type StaffAuth } from "../test-support/staff-kit";
import { createTestApp, postJson, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import type { StaffContext } from "./staff-context";
import { STAFF_ROLES, type StaffRole } from "@vantreo/contracts/core";
import { guardedSession, requireCapability } from "./staff-session-guard";

/** A probe route (not the real desk) behind `requireCapability(leads)`, mounted beside the real app. */
function withDeskRoute(app: TestApp, sc: () => StaffContext) {
  const desk = new Hono<AppEnv>();
  desk.use("/v1/guard-probe/*", async (c, next) => requireCapability(sc(), "leads")(c, next));
  desk.get("/v1/guard-probe/leads", (c) => c.json({ who: guardedSession(c).account.email }));
  desk.post("/v1/guard-probe/leads", (c) => c.json({ ok: true }));
  app.route("/", desk);
  return app;
}

describe.each(STORE_KINDS)("the staff role guard on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let context: StaffContext;
  beforeEach(async () => {
    clock = testClock();
    app = createTestApp(currentStore().store, { now: clock.now });
    const { createStaffContext } = await import("./staff-context");
    const { createClientAddress } = await import("../http/client-address");
    const { createLogger } = await import("../log/logger");
    const { loadConfig } = await import("../config");
    const logger = createLogger({ level: "silent" });
    context = createStaffContext({
      config: loadConfig({ LEAD_API_SITE_ORIGINS: SITE }),
      store: currentStore().store,
      logger,
      now: clock.now,
      lifecycle: { draining: false },
      limiter: { hit: async () => ({ limited: false }) } as never,
      trustedProxies: new (await import("node:net")).BlockList(),
      clientAddress: createClientAddress({
        trustedProxies: new (await import("node:net")).BlockList(),
        logger,
      }),
      pseudonymize: (value) => value,
      throttleHash: (value) => value,
    });
    withDeskRoute(app, () => context);
  });

  async function member(role: StaffRole): Promise<StaffAuth> {
    const account = await addStaff(
      currentStore().store,
      `${role}@vantreo.com`,
      [role],
      clock.now(),
    );
    return signIn(app, account, clock.now());
  }

  it.each(STAFF_ROLES)(
    "decides for %s: sales, marketing and owner pass, the others get 403",
    async (role) => {
      const auth = await member(role);
      const answer = await getWith(app, "/v1/guard-probe/leads", auth.cookie);
      const allowed = ["sales", "marketing", "owner"].includes(role);
      expect(answer.status).toBe(allowed ? 200 : 403);
      if (allowed) expect(await answer.json()).toEqual({ who: `${role}@vantreo.com` });
    },
  );

  it("asks the CSRF token and the site's Origin of every state change", async () => {
    const auth = await member("sales");
    const post = (headers: Record<string, string>) =>
      postJson(app, "/v1/guard-probe/leads", {}, { headers: { Cookie: auth.cookie, ...headers } });
    expect((await post({ Origin: SITE })).status).toBe(403);
    expect((await post({ "X-CSRF-Token": auth.csrf })).status).toBe(403);
    expect((await post({ Origin: SITE, "X-CSRF-Token": auth.csrf })).status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    expect((await getWith(app, "/v1/guard-probe/leads")).status).toBe(401);
  });
});
