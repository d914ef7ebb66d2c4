import { scryptSync } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../test-support/expect-contract";
import { staffSessionSchema } from "@vantreo/contracts";
import { SCRYPT_PARAMETERS } from "../auth/password-hash";
import { errorCode, getWith, SITE, testClock } from "../test-support/dataroom-kit";
import {
  addStaff,
  authenticatorOf,
  freshCode,
  signIn,
  STAFF_PASSWORD,
} from "../test-support/staff-kit";
import { createTestApp, postJson, send, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import type { StaffAccount } from "./staff-types";

const MINUTE = 60_000;
const SECOND = 1_000;
const EMAIL = "morgan.sales@vantreo.com";

function signInWith(
  app: TestApp,
  body: unknown,
  headers: Record<string, string> = { Origin: SITE },
) {
  return postJson(app, "/v1/staff/session", body, { headers });
}

function signOut(app: TestApp, headers: Record<string, string>, ip?: string) {
  return send(app, "/v1/staff/session", { method: "DELETE", headers }, ip ? { ip } : {});
}

describe.each(STORE_KINDS)("staff sign-in and sessions on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let account: StaffAccount;
  beforeEach(async () => {
    clock = testClock();
    app = createTestApp(currentStore().store, { now: clock.now });
    account = await addStaff(currentStore().store, EMAIL, ["sales"], clock.now());
  });

  it("signs in with e-mail, password and TOTP code: the session, the staff member and an exact cookie", async () => {
    const response = await signInWith(app, {
      email: "  Morgan.Sales@Vantreo.com ",
      password: STAFF_PASSWORD,
      code: freshCode(account, clock.now()),
    });
    expect(response.status).toBe(200);
    const body = await contractJson(staffSessionSchema, response);
    expect(body).toEqual({
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
      staff: { email: EMAIL, name: "morgan.sales", roles: ["sales"] },
      expiresAt: "2025-06-16T12:30:00.000Z",
    });
    expect(response.headers.get("set-cookie")).toMatch(
      /^__Host-vantreo_staff=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const stored = await currentStore().store.staff.findAccount(account.id);
    expect(stored?.lastSignInAt).toBe(clock.now());
  });

  it("stores only the SHA-256 digest of the session token", async () => {
    const auth = await signIn(app, account, clock.now());
    const token = auth.cookie.split("=")[1] ?? "";
    expect(await currentStore().store.staff.findSession(token)).toBeNull();
    const { createHash } = await import("node:crypto");
    const digest = createHash("sha256").update(token).digest("hex");
    expect((await currentStore().store.staff.findSession(digest))?.staffId).toBe(account.id);
  });

  it("refuses the password alone, a wrong code and a wrong password with a right code", async () => {
    const wrongCode = authenticatorOf(account).generate({ timestamp: clock.now() + 10 * MINUTE });
    for (const body of [
      { email: EMAIL, password: STAFF_PASSWORD },
      { email: EMAIL, password: STAFF_PASSWORD, code: "" },
      { email: EMAIL, password: STAFF_PASSWORD, code: wrongCode },
      { email: EMAIL, password: `${STAFF_PASSWORD}!`, code: freshCode(account, clock.now()) },
    ]) {
      const response = await signInWith(app, body);
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe("invalid_credentials");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("accepts a code once: the same code again, or an older step's, is refused", async () => {
    const code = freshCode(account, clock.now());
    const body = { email: EMAIL, password: STAFF_PASSWORD, code };
    expect((await signInWith(app, body)).status).toBe(200);
    expect((await signInWith(app, body)).status).toBe(401);
    const earlier = authenticatorOf(account).generate({ timestamp: clock.now() - 30_000 });
    expect((await signInWith(app, { ...body, code: earlier })).status).toBe(401);
  });

  it("does not burn a code on a wrong password: the owner can still use it", async () => {
    const code = freshCode(account, clock.now());
    expect(
      (await signInWith(app, { email: EMAIL, password: "guess-guess-guess", code })).status,
    ).toBe(401);
    expect((await signInWith(app, { email: EMAIL, password: STAFF_PASSWORD, code })).status).toBe(
      200,
    );
  });

  it("refuses a disabled account even with every factor right", async () => {
    await currentStore().store.staff.changeAccount(
      account.id,
      { disabledAt: clock.now() },
      { at: clock.now(), event: "account_disabled", actor: "cli", subject: EMAIL, ipHash: null },
    );
    const response = await signInWith(app, {
      email: EMAIL,
      password: STAFF_PASSWORD,
      code: freshCode(account, clock.now()),
    });
    expect(response.status).toBe(401);
  });

  it("refuses a sign-in from a foreign or missing Origin (login CSRF)", async () => {
    for (const headers of [{ Origin: "https://attacker.example" }, {}] as Record<
      string,
      string
    >[]) {
      const response = await signInWith(
        app,
        { email: EMAIL, password: STAFF_PASSWORD, code: freshCode(account, clock.now()) },
        headers,
      );
      expect(response.status).toBe(403);
      clock.advance(30_000);
    }
  });

  it("tells a sign-in without Origin that it must come from the site, not that a role forbids it", async () => {
    const response = await signInWith(
      app,
      { email: EMAIL, password: STAFF_PASSWORD, code: freshCode(account, clock.now()) },
      {},
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "csrf", message: expect.stringContaining("must come from the site") },
    });
  });

  it("recovers the session after a reload and ends it after 30 minutes idle", async () => {
    const auth = await signIn(app, account, clock.now());
    clock.advance(29 * MINUTE);
    const recovered = await getWith(app, "/v1/staff/session", auth.cookie);
    expect(recovered.status).toBe(200);
    expect(await contractJson(staffSessionSchema, recovered)).toMatchObject({
      csrfToken: auth.csrf,
      expiresAt: "2025-06-16T12:59:00.000Z",
    });
    clock.advance(30 * MINUTE);
    const idle = await getWith(app, "/v1/staff/session", auth.cookie);
    expect(idle.status).toBe(401);
    expect(await errorCode(idle)).toBe("no_session");
  });

  it("records a use at most once a minute, so reads do not each write the session", async () => {
    const auth = await signIn(app, account, clock.now());
    clock.advance(30 * SECOND);
    expect((await getWith(app, "/v1/staff/session", auth.cookie)).status).toBe(200);
    // Not recorded (under a minute since sign-in): idle counts from the sign-in.
    clock.advance(29 * MINUTE + 45 * SECOND);
    expect((await getWith(app, "/v1/staff/session", auth.cookie)).status).toBe(401);

    const again = await signIn(app, account, clock.now());
    clock.advance(MINUTE + SECOND);
    expect((await getWith(app, "/v1/staff/session", again.cookie)).status).toBe(200);
    // Recorded: idle counts from that use.
    clock.advance(29 * MINUTE);
    expect((await getWith(app, "/v1/staff/session", again.cookie)).status).toBe(200);
  });

  it("ends a session 8 hours after sign-in however busy", async () => {
    const auth = await signIn(app, account, clock.now());
    for (let step = 0; step < 16; step += 1) {
      clock.advance(29 * MINUTE);
      expect((await getWith(app, "/v1/staff/session", auth.cookie)).status).toBe(200);
    }
    clock.advance(15 * MINUTE);
    expect((await getWith(app, "/v1/staff/session", auth.cookie)).status).toBe(200);
    clock.advance(MINUTE);
    expect((await getWith(app, "/v1/staff/session", auth.cookie)).status).toBe(401);
  });

  it("signs out only with the CSRF token from the site's origin, then the session is gone", async () => {
    const auth = await signIn(app, account, clock.now());
    const refusals: Record<string, string>[] = [
      { Cookie: auth.cookie, Origin: SITE },
      { Cookie: auth.cookie, Origin: SITE, "X-CSRF-Token": "x".repeat(43) },
      { Cookie: auth.cookie, Origin: "https://attacker.example", "X-CSRF-Token": auth.csrf },
      { Cookie: auth.cookie, "X-CSRF-Token": auth.csrf },
    ];
    for (const headers of refusals) expect((await signOut(app, headers)).status).toBe(403);
    expect((await getWith(app, "/v1/staff/session", auth.cookie)).status).toBe(200);
    const out = await signOut(app, {
      Cookie: auth.cookie,
      Origin: SITE,
      "X-CSRF-Token": auth.csrf,
    });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toBe(
      "__Host-vantreo_staff=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
    );
    expect((await getWith(app, "/v1/staff/session", auth.cookie)).status).toBe(401);
  });

  it("reads only the __Host- cookie, and refuses a request carrying the cookie twice (a tossed one)", async () => {
    const auth = await signIn(app, account, clock.now());
    expect(auth.cookie).toMatch(/^__Host-vantreo_staff=[\w-]{43}$/);
    const token = auth.cookie.split("=")[1] ?? "";
    const tossed = `__Host-vantreo_staff=${"A".repeat(43)}`;
    expect((await getWith(app, "/v1/staff/session", auth.cookie)).status).toBe(200);
    for (const cookie of [
      `vantreo_staff=${token}`,
      `${tossed}; ${auth.cookie}`,
      `${auth.cookie}; ${tossed}`,
    ])
      expect((await getWith(app, "/v1/staff/session", cookie)).status, cookie).toBe(401);
  });

  it("names the cookie vantreo_staff over plain HTTP, and refuses it twice there too", async () => {
    const plain = createTestApp(currentStore().store, {
      now: clock.now,
      env: { LEAD_API_COOKIE_SECURE: "false" },
    });
    const auth = await signIn(plain, account, clock.now());
    expect(auth.cookie).toMatch(/^vantreo_staff=[\w-]{43}$/);
    expect((await getWith(plain, "/v1/staff/session", auth.cookie)).status).toBe(200);
    const doubled = `vantreo_staff=${"A".repeat(43)}; ${auth.cookie}`;
    expect((await getWith(plain, "/v1/staff/session", doubled)).status).toBe(401);
  });

  it("rehashes a password stored at an older scrypt cost at sign-in, and the new hash signs in", async () => {
    const salt = Buffer.from("an-old-salt-1234");
    // Half the memory of this run's cost (N·r): r=4 stays below even the test runs' 2^14.
    const { N } = SCRYPT_PARAMETERS;
    const old = scryptSync(STAFF_PASSWORD, salt, 32, { N, r: 4, p: 1, maxmem: 256 * N * 4 });
    const oldHash = `scrypt$${N}$4$1$${salt.toString("base64url")}$${old.toString("base64url")}`;
    const audit = {
      at: clock.now(),
      event: "password_reset" as const,
      actor: "test",
      subject: EMAIL,
      ipHash: null,
    };
    await currentStore().store.staff.changeAccount(account.id, { passwordHash: oldHash }, audit);
    await signIn(app, account, clock.now());
    const stored = await currentStore().store.staff.findAccount(account.id);
    expect(stored?.passwordHash).toMatch(new RegExp(`^scrypt\\$${N}\\$8\\$1\\$`));
    clock.advance(30_000);
    await signIn(app, account, clock.now());
  });

  it("audits sign-in, sign-out and refusals with an address hash, never a typed password or unknown name", async () => {
    const auth = await signIn(app, account, clock.now(), { ip: "192.0.2.10" });
    await signOut(
      app,
      { Cookie: auth.cookie, Origin: SITE, "X-CSRF-Token": auth.csrf },
      "192.0.2.10",
    );
    await postJson(
      app,
      "/v1/staff/session",
      { email: STAFF_PASSWORD, password: "whatever-typed", code: "000000" },
      { headers: { Origin: SITE }, ip: "192.0.2.10" },
    );
    await postJson(
      app,
      "/v1/staff/session",
      { email: EMAIL, password: "whatever-typed", code: "000000" },
      { headers: { Origin: SITE }, ip: "192.0.2.10" },
    );
    const audit = (await currentStore().store.staff.listAudit(10)).reverse();
    expect(audit.map((entry) => [entry.event, entry.actor])).toEqual([
      ["account_created", "test"],
      ["sign_in", EMAIL],
      ["sign_out", EMAIL],
      ["sign_in_refused", expect.stringMatching(/^unknown:[0-9a-f]{16}$/)],
      ["sign_in_refused", EMAIL],
    ]);
    const hashes = audit.slice(1).map((entry) => entry.ipHash);
    expect(new Set(hashes).size).toBe(1);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    const text = JSON.stringify(audit);
    expect(text).not.toContain(STAFF_PASSWORD);
    expect(text).not.toContain("whatever-typed");
    expect(text).not.toContain("192.0.2.10");
  });
});
