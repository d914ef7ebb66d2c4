import { alertConfigSchema, type AlertConfig } from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { jsonBody } from "../http/json-body";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";

// 20 rules with 2 KB URLs fit several times over.
const BODY_LIMIT = 128 * 1024;

/**
 * The chat alert rules under `/v1/desk/alerts`, for owners (`can(roles, "alerts")`): `GET` the
 * rules with their webhook URLs masked, `PUT` a whole new set (a saved rule sent without a URL
 * keeps its stored one). No answer ever carries a full URL.
 */
export function registerAlertRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const owners = requireCapability(sc, "alerts");
  route.get("/alerts", owners, async (c) =>
    replyJson(c, 200, (await sc.store.alerts.rules()) satisfies AlertConfig),
  );
  route.put(
    "/alerts",
    owners,
    jsonBody(BODY_LIMIT),
    validate("json", alertConfigSchema),
    async (c) => {
      const saved = await sc.store.alerts.saveRules(c.req.valid("json"), sc.now());
      if ("fields" in saved)
        return apiError(c, 400, "invalid_request", { extra: { fields: saved.fields } });
      return replyJson(c, 200, saved satisfies AlertConfig);
    },
  );
}
