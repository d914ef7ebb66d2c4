import { URI } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { errorCode, getWith, SITE, testClock } from "../test-support/dataroom-kit";
import { addStaff, signIn, STAFF_PASSWORD, type StaffAuth } from "../test-support/staff-kit";
import { createTestApp, postJson, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { STAFF_ROLES } from "./staff-roles";

const NEWCOMER = {
  email: "Jordan.Reyes@Vantreo.com",
  name: "Jordan Reyes",
  roles: ["marketing"],
  password: "Ponce-de-Leon-Avenue-1",
};

function ownerPost(app: TestApp, auth: StaffAuth, path: string, body: unknown = {}) {
  return postJson(app, path, body, {
    headers: { Cookie: auth.cookie, "X-CSRF-Token": auth.csrf, Origin: SITE },
  });
}

describe.each(STORE_KINDS)("staff management on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let owner: StaffAuth;
  beforeEach(async () => {
    clock = testClock();
    app = createTestApp(currentStore().store, { now: clock.now });
    const account = await addStaff(
      currentStore().store,
      "owner@vantreo.com",
      ["owner"],
      clock.now(),
    );
    owner = await signIn(app, account, clock.now());
  });

  it("lets an owner create an account, whose otpauth URI is shown once and signs it in", async () => {
    const response = await ownerPost(app, owner, "/v1/staff/accounts", NEWCOMER);
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      account: { id: string; email: string; roles: string[] };
      enrolmentUri: string;
    };
    expect(body.account).toMatchObject({ email: "jordan.reyes@vantreo.com", roles: ["marketing"] });
    expect(body.enrolmentUri).toMatch(/^otpauth:\/\/totp\/Vantreo:jordan\.reyes%40vantreo\.com\?/);
    const list = await getWith(app, "/v1/staff/accounts", owner.cookie);
    const listed = JSON.stringify(await list.json());
    expect(listed).toContain("jordan.reyes@vantreo.com");
    expect(listed).not.toContain("scrypt$");
    expect(listed).not.toContain("plain:");
    const code = URI.parse(body.enrolmentUri).generate({ timestamp: clock.now() });
    const signedIn = await postJson(
      app,
      "/v1/staff/session",
      { email: NEWCOMER.email, password: NEWCOMER.password, code },
      { headers: { Origin: SITE } },
    );
    expect(signedIn.status).toBe(200);
  });

  it("refuses a second account with the same e-mail in another case", async () => {
    expect((await ownerPost(app, owner, "/v1/staff/accounts", NEWCOMER)).status).toBe(201);
    const again = await ownerPost(app, owner, "/v1/staff/accounts", {
      ...NEWCOMER,
      email: "JORDAN.REYES@vantreo.com",
    });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("email_taken");
  });

  it("names the fields that are not valid", async () => {
    const response = await ownerPost(app, owner, "/v1/staff/accounts", {
      email: "not-an-email",
      name: "",
      roles: ["admin"],
      password: "short",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: string[] } };
    expect(body.error.fields.sort()).toEqual(["email", "name", "password", "roles"]);
  });

  it("disables an account: its session ends and it cannot sign in again", async () => {
    const sales = await addStaff(currentStore().store, "sales@vantreo.com", ["sales"], clock.now());
    const salesAuth = await signIn(app, sales, clock.now());
    const response = await ownerPost(app, owner, `/v1/staff/accounts/${sales.id}/disable`);
    expect(response.status).toBe(200);
    expect((await getWith(app, "/v1/staff/session", salesAuth.cookie)).status).toBe(401);
    const retry = await postJson(
      app,
      "/v1/staff/session",
      { email: sales.email, password: STAFF_PASSWORD, code: "000000" },
      { headers: { Origin: SITE } },
    );
    expect(retry.status).toBe(401);
  });

  it("resets a second factor: a new URI, the old authenticator stops working", async () => {
    const sales = await addStaff(currentStore().store, "sales@vantreo.com", ["sales"], clock.now());
    const response = await ownerPost(app, owner, `/v1/staff/accounts/${sales.id}/reset-totp`);
    expect(response.status).toBe(200);
    const { enrolmentUri } = (await response.json()) as { enrolmentUri: string };
    const newCode = URI.parse(enrolmentUri).generate({ timestamp: clock.now() });
    const signedIn = await postJson(
      app,
      "/v1/staff/session",
      { email: sales.email, password: STAFF_PASSWORD, code: newCode },
      { headers: { Origin: SITE } },
    );
    expect(signedIn.status).toBe(200);
  });

  it("keeps an owner from disabling their own account here", async () => {
    const self = await currentStore().store.staff.findAccountByEmail("owner@vantreo.com");
    const response = await ownerPost(app, owner, `/v1/staff/accounts/${self?.id}/disable`);
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe("own_account");
  });

  it("refuses every management call without the CSRF token or from a foreign origin", async () => {
    const target = await addStaff(
      currentStore().store,
      "sales@vantreo.com",
      ["sales"],
      clock.now(),
    );
    for (const headers of [
      { Cookie: owner.cookie, Origin: SITE },
      { Cookie: owner.cookie, Origin: "https://attacker.example", "X-CSRF-Token": owner.csrf },
    ] as Record<string, string>[]) {
      for (const path of [
        "/v1/staff/accounts",
        `/v1/staff/accounts/${target.id}/disable`,
        `/v1/staff/accounts/${target.id}/reset-totp`,
      ])
        expect((await postJson(app, path, NEWCOMER, { headers })).status).toBe(403);
    }
    expect((await currentStore().store.staff.findAccount(target.id))?.disabledAt).toBeNull();
  });

  it.each(STAFF_ROLES.filter((role) => role !== "owner"))(
    "refuses a %s account every management call with 403 forbidden",
    async (role) => {
      const member = await addStaff(
        currentStore().store,
        `${role}@vantreo.com`,
        [role],
        clock.now(),
      );
      const auth = await signIn(app, member, clock.now());
      const listed = await getWith(app, "/v1/staff/accounts", auth.cookie);
      expect(listed.status).toBe(403);
      expect(await errorCode(listed)).toBe("forbidden");
      for (const path of [
        "/v1/staff/accounts",
        `/v1/staff/accounts/${member.id}/disable`,
        `/v1/staff/accounts/${member.id}/reset-totp`,
      ])
        expect((await ownerPost(app, auth, path, NEWCOMER)).status).toBe(403);
      expect(await currentStore().store.staff.findAccountByEmail(NEWCOMER.email)).toBeNull();
    },
  );

  it("answers 401 no_session without a session", async () => {
    expect((await getWith(app, "/v1/staff/accounts")).status).toBe(401);
  });
});
