import { beforeEach, describe, expect, it } from "vitest";
import { renderMail } from "../mail/render-mail";
import { errorCode, SITE, testClock } from "../test-support/dataroom-kit";
import { addStaff, freshCode, STAFF_PASSWORD } from "../test-support/staff-kit";
import { createTestApp, postJson, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { SECOND_FACTOR_POLICY } from "./second-factor-policy";
import type { StaffAccount } from "./staff-types";
import { recipientsOf } from "../test-support/mail-recipients";

const EMAIL = "jordan.ir@vantreo.com";
const SETTINGS = { from: "desk@vantreo.com", notifyTo: [], privacyNotifyTo: [], siteUrl: SITE };

describe.each(STORE_KINDS)("the account-wide cap on second-factor guesses on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let account: StaffAccount;
  beforeEach(async () => {
    clock = testClock();
    app = createTestApp(currentStore().store, { now: clock.now });
    account = await addStaff(currentStore().store, EMAIL, ["investor-relations"], clock.now());
  });

  // Each guess from its own address: the per-(e-mail, address) throttle never steps in.
  const attempt = (password: string, code: string, n: number) =>
    postJson(
      app,
      "/v1/staff/session",
      { email: EMAIL, password, code },
      { ip: `198.51.100.${n}`, headers: { Origin: SITE } },
    );
  const events = async () =>
    (await currentStore().store.staff.listAudit(100)).map((entry) => entry.event);

  it("slows the account down after 10 wrong codes with the right password from any addresses, audits and mails its holder once", async () => {
    const free = SECOND_FACTOR_POLICY.freeFailures;
    for (let n = 0; n < free; n += 1) {
      const response = await attempt(STAFF_PASSWORD, "000000", n);
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe("invalid_credentials");
    }
    // Now even the right code waits, from a fresh address: a minute after the newest guess.
    const slowed = await attempt(STAFF_PASSWORD, freshCode(account, clock.now()), 100);
    expect(slowed.status).toBe(429);
    expect(await errorCode(slowed)).toBe("locked");
    expect(slowed.headers.get("retry-after")).toBe("60");
    const audit = await events();
    expect(audit.filter((event) => event === "second_factor_refused")).toHaveLength(free + 1);
    expect(audit).not.toContain("sign_in_refused");
    // One alert to the holder, in English (the account has no language of its own).
    const mail = currentStore().store.mail;
    expect((await mail.counts()).pending).toBe(1);
    const [item] = await mail.claim(clock.now(), 10, clock.now() + 60_000);
    expect(item).toMatchObject({ kind: "staff-second-factor-alert", leadId: account.id });
    const job = item ? await mail.start(item, clock.now() + 60_000) : null;
    if (!item || !job?.record) throw new Error("the alert names no account");
    const message = renderMail(item, job.record, null, SETTINGS);
    expect(recipientsOf(message)).toEqual([EMAIL]);
    expect(message.subject).toBe("Security notice: wrong sign-in codes for your staff account");
    expect(message.text).toContain(`followed by ${free} wrong authenticator codes`);
    expect(message.headers).toMatchObject({ "Content-Language": "en" });
    // After the wait the holder signs in with password and code.
    clock.advance(60_000);
    expect((await attempt(STAFF_PASSWORD, freshCode(account, clock.now()), 101)).status).toBe(200);
  });

  it("is never tripped by strangers' wrong passwords: no alert, no second-factor audit, the holder signs in", async () => {
    for (let n = 0; n <= SECOND_FACTOR_POLICY.freeFailures; n += 1)
      expect((await attempt("a-wrong-password!", "000000", n)).status).toBe(401);
    expect(await events()).not.toContain("second_factor_refused");
    expect((await currentStore().store.mail.counts()).pending).toBe(0);
    expect((await attempt(STAFF_PASSWORD, freshCode(account, clock.now()), 200)).status).toBe(200);
  });
});

describe.each(STORE_KINDS)("the per-address sign-in limit on %s", (kind) => {
  const currentStore = useTestStore(kind);

  it("answers 429 rate_limited with Retry-After past LEAD_API_SIGN_IN_RATE_LIMIT, for the staff and the data-room sign-in alike", async () => {
    const clock = testClock();
    const app = createTestApp(currentStore().store, {
      now: clock.now,
      env: { LEAD_API_SIGN_IN_RATE_LIMIT: "3" },
    });
    const ip = `203.0.113.${kind === "sqlite" ? 201 : 202}`;
    const signIn = (path: string, n: number, from = ip) =>
      postJson(
        app,
        path,
        { email: `someone${n}@example.com`, password: "wrong-password", code: "000000" },
        { ip: from, headers: { Origin: SITE } },
      );
    for (let n = 0; n < 3; n += 1) expect((await signIn("/v1/staff/session", n)).status).toBe(401);
    const limited = await signIn("/v1/staff/session", 3);
    expect(limited.status).toBe(429);
    expect(await errorCode(limited)).toBe("rate_limited");
    // The window is 10 minutes, aligned: at 12:00:00 all of it remains.
    expect(limited.headers.get("retry-after")).toBe("600");
    const admin = await signIn("/v1/dataroom/admin/login", 4);
    expect(admin.status).toBe(429);
    expect(await errorCode(admin)).toBe("rate_limited");
    // Another address is not limited; the next window starts afresh.
    expect((await signIn("/v1/staff/session", 5, "203.0.113.203")).status).toBe(401);
    clock.advance(10 * 60_000);
    expect((await signIn("/v1/staff/session", 6)).status).toBe(401);
  });
});

describe.each(STORE_KINDS)("throttle history across the monthly key rotation on %s", (kind) => {
  const currentStore = useTestStore(kind);

  const envs: Record<string, string>[] = [
    {},
    { LEAD_API_IP_HASH_SECRET: "a-test-secret-of-at-least-32-characters" },
  ];
  for (const env of envs)
    it(`keeps a pair's failures over the UTC month boundary (${Object.keys(env).join("") || "keys in memory"})`, async () => {
      const clock = testClock(Date.parse("2025-06-30T23:59:40.000Z"));
      const app = createTestApp(currentStore().store, { now: clock.now, env });
      const account = await addStaff(currentStore().store, EMAIL, ["sales"], clock.now());
      const attempt = (password: string, code: string) =>
        postJson(
          app,
          "/v1/staff/session",
          { email: EMAIL, password, code },
          { ip: "192.0.2.77", headers: { Origin: SITE } },
        );
      for (let n = 0; n < 5; n += 1)
        expect((await attempt("wrong password!", "000000")).status).toBe(401);
      clock.advance(25_000); // 2025-07-01T00:00:05Z: a new month, a new pseudonym key
      const slowed = await attempt(STAFF_PASSWORD, freshCode(account, clock.now()));
      expect(slowed.status).toBe(429);
      expect(slowed.headers.get("retry-after")).toBe("5");
      clock.advance(5_000);
      expect((await attempt(STAFF_PASSWORD, freshCode(account, clock.now()))).status).toBe(200);
    });
});
