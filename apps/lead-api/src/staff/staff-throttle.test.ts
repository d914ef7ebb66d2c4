import { beforeEach, describe, expect, it } from "vitest";
import { errorCode, SITE, testClock } from "../test-support/dataroom-kit";
import { addStaff, freshCode, STAFF_PASSWORD } from "../test-support/staff-kit";
import { createTestApp, postJson, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import type { StaffAccount } from "./staff-types";

const EMAIL = "owner@vantreo.com";

describe.each(STORE_KINDS)("staff sign-in throttling on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let account: StaffAccount;
  beforeEach(async () => {
    clock = testClock();
    app = createTestApp(currentStore().store, { now: clock.now });
    account = await addStaff(currentStore().store, EMAIL, ["owner"], clock.now());
  });

  const attempt = (password: string, ip: string, code = "000000") =>
    postJson(
      app,
      "/v1/staff/session",
      { email: EMAIL, password, code },
      {
        ip,
        headers: { Origin: SITE },
      },
    );

  it("never locks the account: an attacker rotating addresses cannot keep its owner out", async () => {
    for (let n = 0; n < 12; n += 1)
      expect((await attempt("wrong password!", `203.0.113.${n % 3}`)).status).toBeOneOf([401, 429]);
    const owner = await attempt(STAFF_PASSWORD, "198.51.100.20", freshCode(account, clock.now()));
    expect(owner.status).toBe(200);
  });

  it("slows one failing (account, address) pair down after 5 failures, even for the right factors", async () => {
    const ip = "203.0.113.60";
    for (let n = 0; n < 5; n += 1) expect((await attempt("wrong password!", ip)).status).toBe(401);
    const slowed = await attempt(STAFF_PASSWORD, ip, freshCode(account, clock.now()));
    expect(slowed.status).toBe(429);
    expect(await errorCode(slowed)).toBe("locked");
    expect(slowed.headers.get("retry-after")).toBe("30");
    // The same account from another address is not slowed down.
    expect(
      (await attempt(STAFF_PASSWORD, "203.0.113.61", freshCode(account, clock.now()))).status,
    ).toBe(200);
    clock.advance(30_000);
    expect((await attempt(STAFF_PASSWORD, ip, freshCode(account, clock.now()))).status).toBe(200);
  });

  it(
    "answers an unknown e-mail exactly as a known one: the throttle is no account oracle",
    { timeout: 240_000 },
    async () => {
      await addStaff(currentStore().store, "sales@vantreo.com", ["sales"], clock.now());
      await addStaff(currentStore().store, "marketing@vantreo.com", ["marketing"], clock.now());
      const ip = "198.51.100.77";
      const answer = async (email: string) => {
        const response = await postJson(
          app,
          "/v1/staff/session",
          { email, password: "wrong-password", code: "000000" },
          { ip, headers: { Origin: SITE } },
        );
        return `${response.status} ${await errorCode(response)} ${response.headers.get("retry-after") ?? "-"}`;
      };
      // The review's loop: six unknown e-mails, then known and unknown ones in turn.
      for (let n = 1; n <= 6; n += 1)
        expect(await answer(`nobody${n}@example.com`)).toBe("401 invalid_credentials -");
      expect(await answer("sales@vantreo.com")).toBe("401 invalid_credentials -");
      expect(await answer("doesnotexist@example.com")).toBe("401 invalid_credentials -");
      expect(await answer(EMAIL)).toBe("401 invalid_credentials -");
      // Six failures of one fresh e-mail give the same sequence whether it is an account or not.
      const sequence = async (email: string) => {
        const answers: string[] = [];
        for (let n = 0; n < 6; n += 1) answers.push(await answer(email));
        return answers;
      };
      const unknown = await sequence("nobody-at-all@example.com");
      expect(unknown).toEqual([
        ...Array<string>(5).fill("401 invalid_credentials -"),
        "429 locked 30",
      ]);
      expect(await sequence("marketing@vantreo.com")).toEqual(unknown);
    },
  );

  it("counts wrong codes as failures too (guessing the second factor is throttled)", async () => {
    const ip = "203.0.113.70";
    for (let n = 0; n < 5; n += 1)
      expect((await attempt(STAFF_PASSWORD, ip, "000000")).status).toBe(401);
    expect((await attempt(STAFF_PASSWORD, ip, freshCode(account, clock.now()))).status).toBe(429);
  });
});
