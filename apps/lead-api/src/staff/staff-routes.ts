import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { StaffContext } from "./staff-context";
import { registerStaffLinkRoutes } from "./staff-link-routes";
import { registerStaffManageRoutes } from "./staff-manage-routes";
import { registerStaffSessionRoutes } from "./staff-session-routes";

/** The staff API's path prefix. */
export const STAFF_PREFIX = "/v1/staff";

/** Staff answers are never cached or indexed (they carry sessions and personal data). */
export const staffHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const headers = c.get("responseHeaders");
  headers["Cache-Control"] = "no-store";
  headers["X-Robots-Tag"] = "noindex";
  await next();
};

/** The staff identity's API under `/v1/staff` (the lead API's README is the contract). */
export function staffRoutes(sc: StaffContext) {
  const route = new Hono<AppEnv>().basePath(STAFF_PREFIX);
  route.use("*", staffHeaders);
  registerStaffSessionRoutes(route, sc);
  registerStaffManageRoutes(route, sc);
  registerStaffLinkRoutes(route, sc);
  return route;
}
