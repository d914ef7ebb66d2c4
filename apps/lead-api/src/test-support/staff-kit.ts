import { adminSessionSchema, staffSessionSchema } from "@vantreo/contracts";
import { URI, type TOTP } from "otpauth";
import { expect } from "vitest";
import { createStaffAccount } from "../staff/staff-accounts";
import type { StaffRole } from "@vantreo/contracts/core";
import type { StaffAccount } from "../staff/staff-types";
import type { LeadStore } from "../store/lead-store";
import { contractJson } from "./expect-contract";
import { postJson, type SendOptions, type TestApp } from "./test-app";

/** Every test account's password. */
export const STAFF_PASSWORD = "Peachtree-Dunwoody-2025";

/** The site origin of the test configuration. */
const SITE = "https://www.vantreo.com";

const STEP_MS = 30_000;
// What the tests know of each account they made: its authenticator and the newest step it used.
const authenticators = new Map<string, { totp: TOTP; lastStep: number }>();

/** Creates a staff account (unless one has the e-mail) as an owner would, enrolling its TOTP. */
export async function addStaff(
  store: LeadStore,
  email: string,
  roles: StaffRole[],
  now: number,
): Promise<StaffAccount> {
  const existing = await store.staff.findAccountByEmail(email);
  if (existing && authenticators.has(existing.id)) return existing;
  const created = await createStaffAccount(
    store.staff,
    { email, name: email.split("@")[0] ?? email, roles, password: STAFF_PASSWORD },
    { actor: "test", ipHash: null, now },
    null,
  );
  if (!created) throw new Error(`addStaff: ${email} exists without a known authenticator`);
  authenticators.set(created.account.id, {
    totp: URI.parse(created.enrolmentUri) as TOTP,
    lastStep: Number.NEGATIVE_INFINITY,
  });
  return created.account;
}

/** The authenticator of an account made by {@link addStaff} (for codes of a chosen time). */
export function authenticatorOf(account: Pick<StaffAccount, "id">): TOTP {
  const known = authenticators.get(account.id);
  if (!known) throw new Error("authenticatorOf: not an account of addStaff");
  return known.totp;
}

/**
 * A code the server has not seen yet at `now`, as an authenticator app shows it: the current
 * step's, or a neighbour within the one step of drift the server accepts. Three sign-ins per
 * clock position at most; advance the clock 30 s for more.
 */
export function freshCode(account: Pick<StaffAccount, "id">, now: number): string {
  const known = authenticators.get(account.id);
  if (!known) throw new Error("freshCode: not an account of addStaff");
  const current = Math.floor(now / STEP_MS);
  const step = Math.max(known.lastStep + 1, current - 1);
  if (step > current + 1) throw new Error("freshCode: advance the clock 30 s between sign-ins");
  known.lastStep = step;
  return known.totp.generate({ timestamp: step * STEP_MS });
}

/** A staff session: its cookie and CSRF token. */
export type StaffAuth = { cookie: string; csrf: string };

/** `name=value` of the first Set-Cookie of a response. */
function cookieOf(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** Signs `account` in at `path` with password and a fresh code; fails the test otherwise. */
export async function signIn(
  app: TestApp,
  account: StaffAccount,
  now: number,
  options: SendOptions & { path?: string } = {},
): Promise<StaffAuth> {
  const response = await postJson(
    app,
    options.path ?? "/v1/staff/session",
    { email: account.email, password: STAFF_PASSWORD, code: freshCode(account, now) },
    { ...options, headers: { Origin: SITE, ...options.headers } },
  );
  expect(response.status).toBe(200);
  // The data room's admin sign-in answers the staff session with the admin's name.
  const schema = options.path?.startsWith("/v1/dataroom/")
    ? adminSessionSchema
    : staffSessionSchema;
  const body = await contractJson(schema, response);
  return { cookie: cookieOf(response), csrf: body.csrfToken };
}
