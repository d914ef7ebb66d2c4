import type { DeskStaff } from "@vantreo/contracts/core";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { replyJson } from "../http/reply";
import type { StaffContext } from "../staff/staff-context";
import { can } from "@vantreo/contracts/core";
import { guardedSession, requireCapability } from "../staff/staff-session-guard";

/**
 * `GET /v1/desk/staff` — who may own a lead: every active (not disabled) account with `sales`,
 * `marketing` or `owner`, as `{ id, name }` sorted by name, and `you`, the caller's id (for
 * "assign to me"). For `sales` and `marketing` (and owners), who cannot list the staff accounts
 * themselves (`GET /v1/staff/accounts` is for owners): no e-mail, role or time leaves here.
 */
export function registerDeskStaffRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  route.get("/staff", requireCapability(sc, "leads"), async (c) => {
    const accounts = await sc.staff.listAccounts();
    const staff = accounts
      .filter((account) => account.disabledAt === null && can(account.roles, "leads"))
      .map((account) => ({ id: account.id, name: account.name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return replyJson(c, 200, { staff, you: guardedSession(c).account.id } satisfies DeskStaff);
  });
}
