import { testRecipientDigest } from "../test-support/recipient-digest";
import { URI } from "otpauth";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contractJson, expectContract } from "../test-support/expect-contract";
import {
  openedStaffLinkSchema,
  passwordChangedSchema,
  staffAccountAnswerSchema,
  staffAccountListSchema,
  staffInvitationAnswerSchema,
  staffLinkAcceptedSchema,
  staffResetAnswerSchema,
} from "@vantreo/contracts";
import { createLogger } from "../log/logger";
import { createMailRelay } from "../mail/mail-relay";
import { createMailTransport } from "../mail/mail-transport";
import type { MailSettings } from "../mail/render-mail";
import { startSmtpSink, type SmtpSink } from "../mail/smtp-sink";
import { errorCode, getWith, SITE, testClock } from "../test-support/dataroom-kit";
import {
  addStaff,
  authenticatorOf,
  freshCode,
  signIn,
  STAFF_PASSWORD,
  type StaffAuth,
} from "../test-support/staff-kit";
import { createTestApp, postJson, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { STAFF_LINK_TTL_MS } from "./staff-invite-token";
import { STAFF_ROLES } from "@vantreo/contracts/core";
import type { StaffAccount } from "./staff-types";

const NEWCOMER = {
  email: "Jordan.Reyes@Vantreo.com",
  name: "Jordan Reyes",
  roles: ["marketing"],
  locale: "de",
};
const NEW_PASSWORD = "Ponce-de-Leon-Avenue-1";
const SETTINGS: MailSettings = {
  from: "Vantreo Data & AI <no-reply@vantreo.test>",
  notifyTo: ["sales@vantreo.test"],
  privacyNotifyTo: ["privacy@vantreo.test"],
  siteUrl: "https://www.vantreo.com",
};

function ownerPost(app: TestApp, auth: StaffAuth, path: string, body: unknown = {}) {
  return postJson(app, path, body, {
    headers: { Cookie: auth.cookie, "X-CSRF-Token": auth.csrf, Origin: SITE },
  });
}

const sitePost = (app: TestApp, path: string, body: unknown) =>
  postJson(app, path, body, { headers: { Origin: SITE } });

/** The token of a mailed staff link (`…/desk/welcome#token=…`). */
function tokenOf(mail: ParsedMail): string {
  const match = /\/desk\/welcome#token=([\w%-]+)/.exec(mail.text ?? "");
  if (!match?.[1]) throw new Error("no staff link in the mail");
  return decodeURIComponent(match[1]);
}

describe.each(STORE_KINDS)("staff management on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let sink: SmtpSink;
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let ownerAccount: StaffAccount;
  let owner: StaffAuth;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(async () => {
    sink.received.length = 0;
    clock = testClock();
    app = createTestApp(currentStore().store, { now: clock.now });
    ownerAccount = await addStaff(
      currentStore().store,
      "owner@vantreo.com",
      ["owner"],
      clock.now(),
    );
    owner = await signIn(app, ownerAccount, clock.now());
  });

  /** Sends the queued mails through a real SMTP server; the ones that arrived. */
  async function deliverMail(): Promise<ParsedMail[]> {
    const before = sink.received.length;
    await createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: currentStore().store.mail,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings: SETTINGS,
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: clock.now,
      random: () => 0.5,
    }).runOnce();
    return sink.received.slice(before);
  }

  /** A step-up code of the signed-in owner: one the server has not seen. */
  const stepUp = () => {
    clock.advance(30_000);
    return freshCode(ownerAccount, clock.now());
  };

  /** Invites NEWCOMER (or `who`) and answers the mailed token. */
  async function invite(who: Record<string, unknown> = NEWCOMER): Promise<string> {
    const response = await ownerPost(app, owner, "/v1/staff/accounts", {
      ...who,
      stepUpCode: stepUp(),
    });
    expect(response.status).toBe(201);
    const [mail] = await deliverMail();
    if (!mail) throw new Error("no invitation mail");
    return tokenOf(mail);
  }

  /** Opens a link and enrols its authenticator; the otpauth URI and a code of it. */
  async function openAndCode(token: string) {
    const opened = await sitePost(app, "/v1/staff/links/open", { token });
    expect(opened.status).toBe(200);
    const body = await contractJson(openedStaffLinkSchema, opened);
    const totp = URI.parse(body.enrolmentUri ?? "");
    return { body, totp, code: totp.generate({ timestamp: clock.now() }) };
  }

  it("invites by mail: the owner sees no password, secret or token; the invitee sets both and signs in", async () => {
    const response = await ownerPost(app, owner, "/v1/staff/accounts", {
      ...NEWCOMER,
      stepUpCode: stepUp(),
    });
    expect(response.status).toBe(201);
    const answer = await response.text();
    expect(expectContract(staffInvitationAnswerSchema, JSON.parse(answer))).toMatchObject({
      invitation: { email: "jordan.reyes@vantreo.com" },
    });
    expect(answer).toContain("jordan.reyes@vantreo.com");
    expect(answer).not.toMatch(/otpauth|secret|token|password/i);
    const [mail] = await deliverMail();
    expect(mail?.to).toMatchObject({ text: "jordan.reyes@vantreo.com" });
    expect(mail?.headers.get("content-language")).toBe("de");
    expect(mail?.text).toContain("https://www.vantreo.com/de/desk/welcome#token=");
    const token = tokenOf(mail!);
    // Nothing an owner can read holds the token or the secret.
    const listed = await (await getWith(app, "/v1/staff/accounts", owner.cookie)).text();
    expectContract(staffAccountListSchema, JSON.parse(listed));
    expect(listed).not.toContain(token);
    expect(listed).not.toMatch(/otpauth|scrypt\$|plain:/);
    // The account does not exist until the invitee finishes.
    expect(await currentStore().store.staff.findAccountByEmail(NEWCOMER.email)).toBeNull();
    const { body, totp, code } = await openAndCode(token);
    expect(body).toMatchObject({ purpose: "invite", email: "jordan.reyes@vantreo.com" });
    // Opening the link again (a reload) shows the same authenticator.
    expect(
      ((await (await sitePost(app, "/v1/staff/links/open", { token })).json()) as typeof body)
        .enrolmentUri,
    ).toBe(body.enrolmentUri);
    const short = await sitePost(app, "/v1/staff/links/accept", { token, password: "short", code });
    expect(short.status).toBe(400);
    const wrong = await sitePost(app, "/v1/staff/links/accept", {
      token,
      password: NEW_PASSWORD,
      code: "000000",
    });
    expect(await errorCode(wrong)).toBe("invalid_code");
    const accepted = await sitePost(app, "/v1/staff/links/accept", {
      token,
      password: NEW_PASSWORD,
      code,
    });
    expect(accepted.status).toBe(200);
    expect(await contractJson(staffLinkAcceptedSchema, accepted)).toEqual({
      email: "jordan.reyes@vantreo.com",
    });
    const account = await currentStore().store.staff.findAccountByEmail(NEWCOMER.email);
    expect(account).toMatchObject({ roles: ["marketing"], disabledAt: null });
    // The enrolment code is spent; the next one signs in.
    const replay = await sitePost(app, "/v1/staff/session", {
      email: NEWCOMER.email,
      password: NEW_PASSWORD,
      code,
    });
    expect(replay.status).toBe(401);
    clock.advance(30_000);
    const signedIn = await sitePost(app, "/v1/staff/session", {
      email: NEWCOMER.email,
      password: NEW_PASSWORD,
      code: totp.generate({ timestamp: clock.now() }),
    });
    expect(signedIn.status).toBe(200);
    const audit = (await currentStore().store.staff.listAudit(20)).map((entry) => entry.event);
    expect(audit).toEqual(expect.arrayContaining(["invitation_sent", "invitation_accepted"]));
  });

  it("uses a link once", async () => {
    const token = await invite();
    const { code } = await openAndCode(token);
    const body = { token, password: NEW_PASSWORD, code };
    expect((await sitePost(app, "/v1/staff/links/accept", body)).status).toBe(200);
    const again = await sitePost(app, "/v1/staff/links/accept", body);
    expect(again.status).toBe(410);
    expect(await errorCode(again)).toBe("link_used");
    const reopened = await sitePost(app, "/v1/staff/links/open", { token });
    expect(await errorCode(reopened)).toBe("link_used");
  });

  it("lets a link expire after 72 hours, and knows no made-up link", async () => {
    const token = await invite();
    const { code } = await openAndCode(token);
    clock.advance(STAFF_LINK_TTL_MS);
    const late = await sitePost(app, "/v1/staff/links/accept", {
      token,
      password: NEW_PASSWORD,
      code,
    });
    expect(late.status).toBe(410);
    expect(await errorCode(late)).toBe("link_expired");
    expect(await currentStore().store.staff.findAccountByEmail(NEWCOMER.email)).toBeNull();
    const unknown = await sitePost(app, "/v1/staff/links/open", { token: `${token}x` });
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe("link_unknown");
  });

  it("ends an older invitation to the same e-mail when a new one is sent", async () => {
    const first = await invite();
    const second = await invite();
    expect(await errorCode(await sitePost(app, "/v1/staff/links/open", { token: first }))).toBe(
      "link_used",
    );
    expect((await sitePost(app, "/v1/staff/links/open", { token: second })).status).toBe(200);
  });

  it.each([
    ["without a code", {}],
    ["with a wrong code", { stepUpCode: "000000" }],
  ])("refuses to invite %s, and audits it", async (_, extra) => {
    const response = await ownerPost(app, owner, "/v1/staff/accounts", { ...NEWCOMER, ...extra });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("step_up_failed");
    expect(await deliverMail()).toEqual([]);
    const [latest] = await currentStore().store.staff.listAudit(1);
    expect(latest).toMatchObject({
      event: "step_up_refused",
      actor: "owner@vantreo.com",
      subject: "jordan.reyes@vantreo.com",
    });
  });

  it("refuses a step-up code that was already used (the sign-in's own)", async () => {
    // The code the owner signed in with at this very time step.
    const used = authenticatorOf(ownerAccount).generate({ timestamp: clock.now() - 30_000 });
    const replayed = await ownerPost(app, owner, "/v1/staff/accounts", {
      ...NEWCOMER,
      stepUpCode: used,
    });
    expect(replayed.status).toBe(403);
    const code = stepUp();
    expect(
      (await ownerPost(app, owner, "/v1/staff/accounts", { ...NEWCOMER, stepUpCode: code })).status,
    ).toBe(201);
    const twice = await ownerPost(app, owner, "/v1/staff/accounts", {
      ...NEWCOMER,
      email: "other@vantreo.com",
      stepUpCode: code,
    });
    expect(twice.status).toBe(403);
    expect(await errorCode(twice)).toBe("step_up_failed");
  });

  it("asks a fresh code for disabling, resetting and changing roles", async () => {
    const sales = await addStaff(currentStore().store, "sales@vantreo.com", ["sales"], clock.now());
    for (const [path, body] of [
      ["disable", {}],
      ["reset-password", {}],
      ["reset-totp", {}],
      ["roles", { roles: ["owner"] }],
    ] as const) {
      const response = await ownerPost(app, owner, `/v1/staff/accounts/${sales.id}/${path}`, {
        ...body,
        stepUpCode: "123456",
      });
      expect(response.status, path).toBe(403);
      expect(await errorCode(response)).toBe("step_up_failed");
    }
    expect(await currentStore().store.staff.findAccount(sales.id)).toMatchObject({
      disabledAt: null,
      roles: ["sales"],
      passwordHash: sales.passwordHash,
      totpSecret: sales.totpSecret,
    });
    expect(await deliverMail()).toEqual([]);
  });

  it("tells every active owner when an accepted invitation makes an owner", async () => {
    await addStaff(currentStore().store, "second.owner@vantreo.com", ["owner"], clock.now());
    const gone = await addStaff(currentStore().store, "gone@vantreo.com", ["owner"], clock.now());
    await ownerPost(app, owner, `/v1/staff/accounts/${gone.id}/disable`, {
      stepUpCode: stepUp(),
    });
    const token = await invite({ ...NEWCOMER, roles: ["owner"], locale: "en" });
    const { code } = await openAndCode(token);
    await sitePost(app, "/v1/staff/links/accept", { token, password: NEW_PASSWORD, code });
    const [notice, ...rest] = await deliverMail();
    expect(rest).toEqual([]);
    expect(notice?.subject).toContain("jordan.reyes@vantreo.com");
    const to = [notice?.to].flat().flatMap((list) => list?.value.map((a) => a.address));
    expect(to.sort()).toEqual([
      "jordan.reyes@vantreo.com",
      "owner@vantreo.com",
      "second.owner@vantreo.com",
    ]);
  });

  it("tells every active owner when a role change grants owner, and only then", async () => {
    const sales = await addStaff(currentStore().store, "sales@vantreo.com", ["sales"], clock.now());
    const path = `/v1/staff/accounts/${sales.id}/roles`;
    const widened = await ownerPost(app, owner, path, {
      roles: ["sales", "marketing"],
      stepUpCode: stepUp(),
    });
    expect(widened.status).toBe(200);
    expect((await contractJson(staffAccountAnswerSchema, widened)).account.roles).toEqual([
      "sales",
      "marketing",
    ]);
    expect(await deliverMail()).toEqual([]);
    const promoted = await ownerPost(app, owner, path, { roles: ["owner"], stepUpCode: stepUp() });
    expect(promoted.status).toBe(200);
    expect((await currentStore().store.staff.findAccount(sales.id))?.roles).toEqual(["owner"]);
    const [notice] = await deliverMail();
    expect(notice?.subject).toBe("A new owner of the Vantreo staff pages: sales@vantreo.com");
    const [latest] = await currentStore().store.staff.listAudit(1);
    expect(latest).toMatchObject({ event: "roles_changed", subject: "sales@vantreo.com" });
  });

  it("resets a password by mail: the old one stops at once, the link sets a new one", async () => {
    const sales = await addStaff(currentStore().store, "sales@vantreo.com", ["sales"], clock.now());
    const salesAuth = await signIn(app, sales, clock.now());
    const response = await ownerPost(app, owner, `/v1/staff/accounts/${sales.id}/reset-password`, {
      stepUpCode: stepUp(),
    });
    expect(response.status).toBe(200);
    const answer = await response.text();
    expect(answer).not.toMatch(/otpauth|token|secret/i);
    expect(expectContract(staffResetAnswerSchema, JSON.parse(answer)).link.purpose).toBe(
      "password",
    );
    expect((await getWith(app, "/v1/staff/session", salesAuth.cookie)).status).toBe(401);
    const old = await sitePost(app, "/v1/staff/session", {
      email: sales.email,
      password: STAFF_PASSWORD,
      code: freshCode(sales, clock.now()),
    });
    expect(old.status).toBe(401);
    const [mail] = await deliverMail();
    expect(mail?.subject).toBe("Set a new password for the Vantreo staff pages");
    const token = tokenOf(mail!);
    const opened = (await (await sitePost(app, "/v1/staff/links/open", { token })).json()) as {
      purpose: string;
      enrolmentUri: string | null;
    };
    expect(opened).toMatchObject({ purpose: "password", enrolmentUri: null });
    expect(
      (await sitePost(app, "/v1/staff/links/accept", { token, password: NEW_PASSWORD })).status,
    ).toBe(200);
    clock.advance(30_000);
    const signedIn = await sitePost(app, "/v1/staff/session", {
      email: sales.email,
      password: NEW_PASSWORD,
      code: freshCode(sales, clock.now()),
    });
    expect(signedIn.status).toBe(200);
  });

  it("resets a second factor by mail: the old authenticator stops, the link enrols a new one", async () => {
    const sales = await addStaff(currentStore().store, "sales@vantreo.com", ["sales"], clock.now());
    const response = await ownerPost(app, owner, `/v1/staff/accounts/${sales.id}/reset-totp`, {
      stepUpCode: stepUp(),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toMatch(/otpauth|token|secret/i);
    const old = await sitePost(app, "/v1/staff/session", {
      email: sales.email,
      password: STAFF_PASSWORD,
      code: freshCode(sales, clock.now()),
    });
    expect(old.status).toBe(401);
    const [mail] = await deliverMail();
    const token = tokenOf(mail!);
    const { totp, code } = await openAndCode(token);
    expect((await sitePost(app, "/v1/staff/links/accept", { token, code })).status).toBe(200);
    clock.advance(30_000);
    const signedIn = await sitePost(app, "/v1/staff/session", {
      email: sales.email,
      password: STAFF_PASSWORD,
      code: totp.generate({ timestamp: clock.now() }),
    });
    expect(signedIn.status).toBe(200);
  });

  it("lets any staff member change their own password with both factors", async () => {
    const sales = await addStaff(currentStore().store, "sales@vantreo.com", ["sales"], clock.now());
    const auth = await signIn(app, sales, clock.now());
    const change = (body: Record<string, unknown>) =>
      ownerPost(app, auth, "/v1/staff/password", { newPassword: NEW_PASSWORD, ...body });
    clock.advance(30_000);
    const wrongPassword = await change({
      currentPassword: "not-my-password",
      code: freshCode(sales, clock.now()),
    });
    expect(wrongPassword.status).toBe(401);
    expect(await errorCode(wrongPassword)).toBe("invalid_credentials");
    const noCode = await change({ currentPassword: STAFF_PASSWORD, code: "" });
    expect(noCode.status).toBe(401);
    const tooShort = await change({ currentPassword: STAFF_PASSWORD, newPassword: "short" });
    expect(tooShort.status).toBe(400);
    clock.advance(30_000);
    const changed = await change({
      currentPassword: STAFF_PASSWORD,
      code: freshCode(sales, clock.now()),
    });
    expect(changed.status).toBe(200);
    expect(await contractJson(passwordChangedSchema, changed)).toEqual({ signedOut: true });
    expect((await getWith(app, "/v1/staff/session", auth.cookie)).status).toBe(401);
    clock.advance(30_000);
    const signedIn = await sitePost(app, "/v1/staff/session", {
      email: sales.email,
      password: NEW_PASSWORD,
      code: freshCode(sales, clock.now()),
    });
    expect(signedIn.status).toBe(200);
    const events = (await currentStore().store.staff.listAudit(20)).map((entry) => entry.event);
    expect(events).toEqual(expect.arrayContaining(["password_changed", "password_change_refused"]));
  });

  it("refuses an invitation to an e-mail that has an account, in another case", async () => {
    const again = await ownerPost(app, owner, "/v1/staff/accounts", {
      ...NEWCOMER,
      email: "OWNER@vantreo.com",
      stepUpCode: stepUp(),
    });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("email_taken");
  });

  it("names the fields that are not valid", async () => {
    const response = await ownerPost(app, owner, "/v1/staff/accounts", {
      email: "not-an-email",
      name: "",
      roles: ["admin"],
    });
    expect(response.status).toBe(400);
    // The contract's envelope: each invalid field with its reason.
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      email: "an e-mail address",
      name: "1 to 100 characters",
      roles: "unknown or missing role",
    });
  });

  it("disables an account: its session ends and it cannot sign in again", async () => {
    const sales = await addStaff(currentStore().store, "sales@vantreo.com", ["sales"], clock.now());
    const salesAuth = await signIn(app, sales, clock.now());
    const response = await ownerPost(app, owner, `/v1/staff/accounts/${sales.id}/disable`, {
      stepUpCode: stepUp(),
    });
    expect(response.status).toBe(200);
    expect((await contractJson(staffAccountAnswerSchema, response)).account.disabledAt).toBe(
      clock.now(),
    );
    expect((await getWith(app, "/v1/staff/session", salesAuth.cookie)).status).toBe(401);
    const retry = await sitePost(app, "/v1/staff/session", {
      email: sales.email,
      password: STAFF_PASSWORD,
      code: freshCode(sales, clock.now()),
    });
    expect(retry.status).toBe(401);
  });

  it("keeps an owner from disabling their own account here", async () => {
    const response = await ownerPost(app, owner, `/v1/staff/accounts/${ownerAccount.id}/disable`, {
      stepUpCode: stepUp(),
    });
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
        `/v1/staff/accounts/${target.id}/reset-password`,
        `/v1/staff/accounts/${target.id}/roles`,
        "/v1/staff/password",
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
        `/v1/staff/accounts/${member.id}/roles`,
      ])
        expect((await ownerPost(app, auth, path, { ...NEWCOMER, roles: ["owner"] })).status).toBe(
          403,
        );
      expect(await deliverMail()).toEqual([]);
    },
  );

  it("answers 401 no_session without a session", async () => {
    expect((await getWith(app, "/v1/staff/accounts")).status).toBe(401);
  });
});
