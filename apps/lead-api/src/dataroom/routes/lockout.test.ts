import { beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
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
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";

const MINUTE = 60_000;
const WRONG = "ABCD-EFGH-JKLM-NPQR";

function login(app: TestApp, username: string, password: string, ip: string) {
  return postJson(
    app,
    "/v1/dataroom/admin/login",
    { username, password },
    { ip, headers: { Origin: SITE } },
  );
}

describe.each(STORE_KINDS)("lockout on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  beforeEach(() => {
    clock = testClock();
    app = dataroomApp(currentStore().store, clock.now);
  });

  it("locks codes from one address after 5 failures in 15 minutes, even the right code, for 15 minutes", async () => {
    const code = await approve(app, await adminLogin(app), await fileRequest(app, 1));
    // Failures at 0, 3, 6, 9 and 12 minutes: five within 15 minutes.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (attempt > 0) clock.advance(3 * MINUTE);
      expect((await enterCode(app, WRONG, { ip: "198.51.100.7" })).status).toBe(401);
    }
    const locked = await enterCode(app, code, { ip: "198.51.100.7" });
    expect(locked.status).toBe(429);
    expect(await errorCode(locked)).toBe("locked");
    expect(locked.headers.get("retry-after")).toBe("900");
    expect((await enterCode(app, code, { ip: "198.51.100.8" })).status).toBe(204);
    clock.advance(15 * MINUTE - 1000);
    expect((await enterCode(app, code, { ip: "198.51.100.7" })).headers.get("retry-after")).toBe(
      "1",
    );
    clock.advance(1000);
    expect((await enterCode(app, code, { ip: "198.51.100.7" })).status).toBe(204);
  });

  it("does not lock when the 5 failures are spread over more than 15 minutes", async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await enterCode(app, WRONG, { ip: "198.51.100.9" })).status).toBe(401);
      clock.advance(4 * MINUTE);
    }
  });

  it("lets only 5 of 12 parallel wrong codes from one address be checked", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => enterCode(app, WRONG, { ip: "198.51.100.10" })),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it("locks the admin username after 5 failures from different addresses", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(app, ADMIN_USER, "wrong password", `203.0.113.${attempt}`)).status).toBe(
        401,
      );
    }
    const locked = await login(app, ADMIN_USER, ADMIN_PASSWORD, "203.0.113.50");
    expect(locked.status).toBe(429);
    expect(await errorCode(locked)).toBe("locked");
    expect(locked.headers.get("retry-after")).toBe("900");
    clock.advance(15 * MINUTE);
    expect((await login(app, ADMIN_USER, ADMIN_PASSWORD, "203.0.113.50")).status).toBe(200);
  });

  it("locks an address after 5 failed admin sign-ins under different usernames", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(app, `guess-${attempt}`, "wrong password", "203.0.113.77")).status).toBe(
        401,
      );
    }
    expect((await login(app, ADMIN_USER, ADMIN_PASSWORD, "203.0.113.77")).status).toBe(429);
    expect((await login(app, ADMIN_USER, ADMIN_PASSWORD, "203.0.113.78")).status).toBe(200);
  });
});
