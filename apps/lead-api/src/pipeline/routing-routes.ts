import { routingConfigSchema, type RoutingConfig } from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { jsonBody } from "../http/json-body";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";

// 100 rules of 50 members with 64-character ids fit comfortably; anything larger is refused.
const BODY_LIMIT = 512 * 1024;

/**
 * The lead routing rules under `/v1/desk/routing`, for owners (`can(roles, "routing")`):
 * `GET` the ordered rules and the fallback owner, `PUT` a whole new set. A member or fallback
 * that is no active staff account is refused field by field (`400 invalid_request`).
 */
export function registerRoutingRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const owners = requireCapability(sc, "routing");
  route.get("/routing", owners, async (c) =>
    replyJson(c, 200, (await sc.store.pipeline.routing()) satisfies RoutingConfig),
  );
  route.put(
    "/routing",
    owners,
    jsonBody(BODY_LIMIT),
    validate("json", routingConfigSchema),
    async (c) => {
      const saved = await sc.store.pipeline.saveRouting(c.req.valid("json"), sc.now());
      if ("unknownStaff" in saved)
        return apiError(c, 400, "invalid_request", {
          extra: {
            fields: { members: `not an active staff account: ${saved.unknownStaff.join(", ")}` },
          },
        });
      return replyJson(c, 200, saved satisfies RoutingConfig);
    },
  );
}
