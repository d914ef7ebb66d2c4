import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { StaffContext } from "../staff/staff-context";
import { createDataroomContext } from "./dataroom-context";
import { DATAROOM_PREFIX } from "./dataroom-prefix";
import { registerAdminAuthRoutes } from "./routes/admin-auth-routes";
import { registerAdminManageRoutes } from "./routes/admin-manage-routes";
import { registerInvestorRoutes } from "./routes/investor-routes";
import { registerPublicRoutes } from "./routes/public-routes";

/**
 * The headers of every data-room answer, refusals included (noindex on every
 * data-room page; nothing may be cached). Registered before the origin guard, so even its 403
 * carries them.
 */
export const dataroomHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const headers = c.get("responseHeaders");
  headers["Cache-Control"] = "no-store";
  headers["X-Robots-Tag"] = "noindex";
  await next();
};

/** The investor data room's API under `/v1/dataroom`; its contract is the README's "Investor data room" table. */
export function dataroomRoutes(context: StaffContext) {
  const dr = createDataroomContext(context);
  const route = new Hono<AppEnv>().basePath(DATAROOM_PREFIX);
  registerPublicRoutes(route, dr);
  registerInvestorRoutes(route, dr);
  registerAdminAuthRoutes(route, dr);
  registerAdminManageRoutes(route, dr);
  return route;
}
