import { scryptSync } from "node:crypto";
import { fileURLToPath } from "node:url";
import {
  accessRequestAcceptedSchema,
  accessVerificationSchema,
  adminSessionSchema,
  errorEnvelopeSchema,
  issuedCodeSchema,
} from "@vantreo/contracts";
import { expect } from "vitest";
import type { StaffAccount } from "../staff/staff-types";
import { recipientsOf } from "./mail-recipients";
import { testRecipientDigest } from "./recipient-digest";
import type { LeadStore } from "../store/lead-store";
import { createLogger } from "../log/logger";
import { MAIL_KIND_HEADER } from "../mail/mail-files";
import { createMailRelay } from "../mail/mail-relay";
import type { MailMessage } from "../mail/mail-transport";
import { contractJson } from "./expect-contract";
import { addStaff, freshCode, STAFF_PASSWORD } from "./staff-kit";
import { createTestApp, postJson, send, type SendOptions, type TestApp } from "./test-app";

/** The site origin of the test configuration (the browser's `Origin` for same-origin calls). */
export const SITE = "https://www.vantreo.com";

/** The data room's admin in tests: a staff account with the `investor-relations` role. */
export const ADMIN_USER = "ir-admin@vantreo.com";
/** The admin's password. */
export const ADMIN_PASSWORD = STAFF_PASSWORD;

// The env-configured admin of earlier releases, now only a migration path (see the README).
const SALT = Buffer.from("vantreo-test-salt");
/** A password hash in the configured format, for the legacy admin variables. */
export const ADMIN_PASSWORD_HASH = `scrypt$32768$8$1$${SALT.toString("base64url")}$${scryptSync(
  ADMIN_PASSWORD,
  SALT,
  32,
  { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 },
).toString("base64url")}`;

/** The folder of the firm's seed documents. */
export const SEED_DIR = fileURLToPath(new URL("../../dataroom-seed", import.meta.url));

/** A clock tests move by hand. */
export function testClock(start = Date.parse("2025-06-16T12:00:00.000Z")) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => void (time += ms),
  };
}

// The store and clock of each app, so `adminLogin` can enrol the admin and compute codes.
const apps = new WeakMap<TestApp, { store: LeadStore; now: () => number }>();

/** Builds the app with the given clock; `adminLogin` signs in through a staff account. */
export function dataroomApp(store: LeadStore, now: () => number, env: Record<string, string> = {}) {
  const app = createTestApp(store, { now, env });
  apps.set(app, { store, now });
  return app;
}

/** The data-room admin's staff account in the app's store (made on first use). */
export async function dataroomAdmin(app: TestApp): Promise<StaffAccount> {
  const known = apps.get(app);
  if (!known) throw new Error("dataroomAdmin: build the app with dataroomApp");
  return addStaff(known.store, ADMIN_USER, ["investor-relations"], known.now());
}

/** A fresh TOTP code of the data-room admin at the app's clock. */
export async function adminCode(app: TestApp): Promise<string> {
  const account = await dataroomAdmin(app);
  return freshCode(account, apps.get(app)?.now() ?? Date.now());
}

/** `name=value` of the first Set-Cookie of a response. */
export function cookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}

/** An investor's request for access. */
export function accessRequest(n: number | string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Morgan Ellis",
    email: `investor.${n}@example.com`,
    firm: "Chattahoochee Growth Partners",
    message: "We would like to review the data room ahead of our partners' meeting.",
    locale: "en",
    ...overrides,
  };
}

/** An admin session: its cookie and CSRF token. */
export type AdminAuth = { cookie: string; csrf: string };

/** Signs in as the admin (a staff account, password and TOTP code); fails the test otherwise. */
export async function adminLogin(app: TestApp, options: SendOptions = {}): Promise<AdminAuth> {
  const response = await postJson(
    app,
    "/v1/dataroom/admin/login",
    { email: ADMIN_USER, password: ADMIN_PASSWORD, code: await adminCode(app) },
    { ...options, headers: { Origin: SITE, ...options.headers } },
  );
  expect(response.status).toBe(200);
  const body = await contractJson(adminSessionSchema, response);
  return { cookie: cookieOf(response), csrf: body.csrfToken };
}

/** A state-changing admin call with the session's cookie, token and the site's origin. */
export function adminPost(app: TestApp, admin: AdminAuth, path: string, body: unknown = {}) {
  return postJson(app, path, body, {
    headers: { Cookie: admin.cookie, "X-CSRF-Token": admin.csrf, Origin: SITE },
  });
}

/** A GET with a cookie. */
export function getWith(app: TestApp, path: string, cookie?: string, options: SendOptions = {}) {
  return send(app, path, { headers: cookie ? { Cookie: cookie } : {} }, options);
}

/** Sends an access request as a visitor does: `202 { status: "check-mailbox" }`. */
export async function submitRequest(app: TestApp, n: number | string, overrides = {}) {
  const response = await postJson(app, "/v1/dataroom/requests", accessRequest(n, overrides));
  expect(response.status).toBe(202);
  expect(await contractJson(accessRequestAcceptedSchema, response)).toEqual({
    status: "check-mailbox",
  });
}

/**
 * Runs the mail relay once at the app's clock (every due mail is sent to a transport that keeps
 * them) and returns the mails it sent.
 */
export async function sendDueMails(app: TestApp): Promise<MailMessage[]> {
  const known = apps.get(app);
  if (!known) throw new Error("sendDueMails: build the app with dataroomApp");
  const sent: MailMessage[] = [];
  await createMailRelay({
    recipientDigest: testRecipientDigest,
    mail: known.store.mail,
    transport: { kind: "smtp", send: async (message) => void sent.push(message), close() {} },
    settings: {
      from: "Vantreo <no-reply@vantreo.test>",
      notifyTo: ["sales@vantreo.test"],
      privacyNotifyTo: ["privacy@vantreo.test"],
      siteUrl: SITE,
    },
    logger: createLogger({ level: "silent" }),
    maxAttempts: 3,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    intervalMs: 50,
    now: known.now,
  }).runOnce();
  return sent;
}

/** The verification mails among `mails` sent to `email`, oldest first. */
export function verificationMails(mails: MailMessage[], email: string): MailMessage[] {
  return mails.filter(
    (mail) =>
      recipientsOf(mail).join() === email &&
      (mail.headers as Record<string, unknown> | undefined)?.[MAIL_KIND_HEADER] ===
        "dataroom-verification",
  );
}

/** The token of a verification mail's link (`/dataroom/verify#token=…`). */
export function tokenOf(mail: MailMessage | undefined): string {
  const token = /\/dataroom\/verify#token=([A-Za-z0-9_-]+)/.exec(String(mail?.text ?? ""))?.[1];
  if (!token) throw new Error(`no verification link in: ${String(mail?.text)}`);
  return token;
}

/** Sends the due mails and returns the token of the newest verification mail to `email`. */
export async function mailedToken(app: TestApp, email: string): Promise<string> {
  return tokenOf(verificationMails(await sendDueMails(app), email).at(-1));
}

/** Follows a verification link: the answer as is. */
export function verifyLink(app: TestApp, token: unknown, locale?: string) {
  return postJson(app, "/v1/dataroom/requests/verify", { token, ...(locale ? { locale } : {}) });
}

/**
 * Files a request as an investor does (sends it, follows the mailed link) and returns the id of
 * the pending request it became or corrected.
 */
export async function fileRequest(app: TestApp, n: number | string, overrides = {}) {
  const email = String(accessRequest(n, overrides).email).trim().toLowerCase();
  await submitRequest(app, n, overrides);
  const verified = await verifyLink(app, await mailedToken(app, email));
  expect(verified.status).toBe(200);
  expect(await contractJson(accessVerificationSchema, verified)).toMatchObject({ success: true });
  const known = apps.get(app);
  const pending = (await known?.store.dataroom.listRequests())?.find(
    (request) => request.email === email && request.status === "pending",
  );
  if (!pending) throw new Error(`no pending request of ${email}`);
  return pending.id;
}

/** Approves a request and returns the code shown once. */
export async function approve(app: TestApp, admin: AdminAuth, id: string, days?: number) {
  const response = await adminPost(
    app,
    admin,
    `/v1/dataroom/admin/requests/${id}/approve`,
    days === undefined ? {} : { days },
  );
  expect(response.status).toBe(200);
  return (await contractJson(issuedCodeSchema, response)).code;
}

/** Enters a code; the response as is. */
export function enterCode(app: TestApp, code: string, options: SendOptions = {}) {
  return postJson(app, "/v1/dataroom/session", { code }, options);
}

/** Files, approves and enters a code: an investor with a session cookie. */
export async function investorWithSession(app: TestApp, admin: AdminAuth, n: number | string) {
  const id = await fileRequest(app, n);
  const code = await approve(app, admin, id);
  const response = await enterCode(app, code);
  expect(response.status).toBe(204);
  return { id, code, cookie: cookieOf(response), email: `investor.${n}@example.com` };
}

/** The error code of an error answer, which keeps to the contract's one envelope. */
export async function errorCode(response: Response): Promise<string> {
  return (await contractJson(errorEnvelopeSchema, response)).error.code;
}
