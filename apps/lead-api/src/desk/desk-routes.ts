import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { StaffContext } from "../staff/staff-context";
import { staffHeaders } from "../staff/staff-routes";
import { registerDeskLeadRoutes } from "./desk-lead-routes";
import { registerDeskMailRoutes } from "./desk-mail-routes";
import { registerDeskPrivacyRoutes } from "./desk-privacy-routes";
import { registerDeskReportRoutes } from "./desk-report-routes";
import { registerDeskStaffRoutes } from "./desk-staff-routes";
import { registerRoutingRoutes } from "../pipeline/routing-routes";
import { registerAlertRoutes } from "../alerts/alert-routes";
import { registerContactRoutes } from "../contacts/contact-routes";
import { registerReplyRoutes } from "../replies/reply-routes";
import { registerDeskSubscriberRoutes } from "../newsletter/desk-subscriber-routes";
import { registerSavedViewRoutes } from "./saved-view-routes";

/** The lead desk API's path prefix. */
export const DESK_PREFIX = "/v1/desk";

/**
 * The lead desk's API under `/v1/desk`, behind a staff session (the lead API's README is the
 * contract). Answers carry personal data: never cached or indexed.
 */
export function deskRoutes(sc: StaffContext) {
  const route = new Hono<AppEnv>().basePath(DESK_PREFIX);
  route.use("*", staffHeaders);
  registerDeskLeadRoutes(route, sc);
  registerDeskPrivacyRoutes(route, sc);
  registerDeskStaffRoutes(route, sc);
  registerDeskMailRoutes(route, sc);
  registerDeskReportRoutes(route, sc);
  registerRoutingRoutes(route, sc);
  registerAlertRoutes(route, sc);
  registerReplyRoutes(route, sc);
  registerContactRoutes(route, sc);
  registerDeskSubscriberRoutes(route, sc);
  registerSavedViewRoutes(route, sc);
  return route;
}
