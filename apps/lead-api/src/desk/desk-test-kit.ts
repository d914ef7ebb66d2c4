import { expect } from "vitest";
import { createLogger } from "../log/logger";
import { createMailRelay } from "../mail/mail-relay";
import { createMailTransport, type MailMessage } from "../mail/mail-transport";
import type { z } from "@vantreo/contracts";
import type { StaffRole } from "@vantreo/contracts/core";
import type { LeadStore } from "../store/lead-store";
import { SITE, testClock } from "../test-support/dataroom-kit";
import { addStaff, signIn, type StaffAuth } from "../test-support/staff-kit";
import {
  contactLead,
  createTestApp,
  postJson,
  postLead,
  send,
  type TestApp,
} from "../test-support/test-app";
import { expectContract } from "../test-support/expect-contract";
import { recipientsOf } from "../test-support/mail-recipients";
import { testRecipientDigest } from "../test-support/recipient-digest";

export { recipientsOf };

/** A desk test's app, clock and a signed-in staff member per role asked for. */
export type DeskFixture = {
  app: TestApp;
  clock: ReturnType<typeof testClock>;
  store: LeadStore;
  staff: Record<string, StaffAuth & { id: string; email: string }>;
};

/**
 * Builds the app on `store` (with `env`, environment variable names as keys) and signs in one
 * staff member per entry of `people`.
 */
export async function deskFixture(
  store: LeadStore,
  people: Record<string, StaffRole[]>,
  env: Record<string, string> = {},
): Promise<DeskFixture> {
  const clock = testClock();
  const app = createTestApp(store, { now: clock.now, env });
  const staff: DeskFixture["staff"] = {};
  const fixture = { app, clock, store, staff };
  for (const [name, roles] of Object.entries(people)) await signInAs(fixture, name, roles);
  return fixture;
}

/** Signs `name` in (again, e.g. after the clock moved past the session's lifetime). */
export async function signInAs(fixture: DeskFixture, name: string, roles: StaffRole[] = []) {
  const { app, clock, store, staff } = fixture;
  const account = await addStaff(store, `${name}@vantreo.com`, roles, clock.now());
  staff[name] = {
    ...(await signIn(app, account, clock.now())),
    id: account.id,
    email: account.email,
  };
}

/** A desk call as the site makes it: the session cookie, and on unsafe methods token and origin. */
export function deskCall(
  app: TestApp,
  auth: StaffAuth | undefined,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {};
  if (auth) headers.Cookie = auth.cookie;
  if (auth && method !== "GET") {
    headers["X-CSRF-Token"] = auth.csrf;
    headers.Origin = SITE;
  }
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return send(app, `/v1/desk${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/**
 * GETs a desk path as JSON, expecting 200 and, given the contract's schema of the answer, an
 * answer that keeps to it ({@link expectContract}).
 */
export async function deskGet<T = Record<string, unknown>>(
  app: TestApp,
  auth: StaffAuth,
  path: string,
  schema?: z.ZodType,
): Promise<T> {
  const response = await deskCall(app, auth, "GET", path);
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  if (schema) expectContract(schema, body);
  return body as T;
}

/** Posts a lead through the public API (one second after the previous); returns its id. */
export async function submitLead(
  fixture: DeskFixture,
  n: number | string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  fixture.clock.advance(1000);
  const response = await postLead(fixture.app, contactLead(n, overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { leadId: string }).leadId;
}

/** A lead of the list or detail. */
export type ListedLead = {
  id: string;
  status: string;
  version: number;
  ownerId: string | null;
  email: string;
  spamReason: string | null;
};

/** Sends every queued mail as the server does without SMTP: `.eml` files in `dataDir/mail/`. */
export async function relayMailToFiles(store: LeadStore, dataDir: string, now: () => number) {
  await createMailRelay({
    recipientDigest: testRecipientDigest,
    mail: store.mail,
    transport: createMailTransport({ dataDir }),
    settings: {
      from: "Vantreo <no-reply@vantreo.test>",
      notifyTo: ["sales@vantreo.test"],
      privacyNotifyTo: ["privacy@vantreo.test"],
      siteUrl: "https://www.vantreo.com",
    },
    logger: createLogger({ level: "silent" }),
    maxAttempts: 3,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    intervalMs: 50,
    now,
  }).runOnce();
}

/** Sends every queued mail into memory (as nodemailer would get it) and returns the messages. */
export async function relayMailToMemory(
  store: LeadStore,
  now: () => number,
): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  await createMailRelay({
    recipientDigest: testRecipientDigest,
    mail: store.mail,
    transport: { kind: "smtp", send: async (message) => void sent.push(message), close: () => {} },
    settings: {
      from: "Vantreo <no-reply@vantreo.test>",
      notifyTo: ["sales@vantreo.test"],
      privacyNotifyTo: ["privacy@vantreo.test"],
      siteUrl: "https://www.vantreo.com",
    },
    logger: createLogger({ level: "silent" }),
    maxAttempts: 3,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    intervalMs: 50,
    now,
  }).runOnce();
  return sent;
}

/** The token of the verification link in a data-rights receipt sent to `email`. */
export function verificationToken(messages: MailMessage[], email: string): string {
  const receipt = messages.find(
    (message) =>
      recipientsOf(message).join() === email &&
      message.headers &&
      JSON.stringify(message.headers).includes("data-request-receipt"),
  );
  const token = /\/data-rights\/verify#token=([A-Za-z0-9_-]+)/.exec(
    String(receipt?.text ?? ""),
  )?.[1];
  if (!token) throw new Error(`no verification link in a receipt to ${email}`);
  return token;
}

/** Follows the verification link of every receipt queued so far: the requesters confirm. */
export async function verifyAllRequests(fixture: DeskFixture): Promise<void> {
  const messages = await relayMailToMemory(fixture.store, fixture.clock.now);
  for (const message of messages) {
    const token = /\/data-rights\/verify#token=([A-Za-z0-9_-]+)/.exec(
      String(message.text ?? ""),
    )?.[1];
    if (!token) continue;
    const response = await postJson(fixture.app, "/v1/data-rights/verify", { token });
    expect(response.status).toBe(200);
  }
}
