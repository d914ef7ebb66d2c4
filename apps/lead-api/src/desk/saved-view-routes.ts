import { randomUUID } from "node:crypto";
import {
  savedViewInputSchema,
  savedViewRenameSchema,
  type SavedView,
  type SavedViewList,
} from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { jsonBody } from "../http/json-body";
import { reply, replyJson } from "../http/reply";
import { validate } from "../http/validate";
import type { StaffContext } from "../staff/staff-context";
import { guardedSession, requireCapability } from "../staff/staff-session-guard";
import type { StoredView } from "./saved-view-store";

// A name and a query string of the longest, JSON-escaped (Arabic: 6 bytes a letter).
const BODY_LIMIT = 16 * 1024;

/** A saved view as the API answers it. */
export function savedViewJson(view: StoredView): SavedView {
  return {
    id: view.id,
    name: view.name,
    list: view.list,
    search: view.search,
    createdAt: new Date(view.createdAt).toISOString(),
    updatedAt: new Date(view.updatedAt).toISOString(),
  };
}

/**
 * Each person's named views of the inbox and the spam folder (`leads`): list, save, rename and
 * delete their own; another person's view is `404 not_found` like none. Unsafe methods pass the
 * CSRF check of {@link requireCapability}.
 */
export function registerSavedViewRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const { views } = sc.store;
  const workers = requireCapability(sc, "leads");

  route.get("/views", workers, async (c) => {
    const { account } = guardedSession(c);
    const list = await views.list(account.id);
    return replyJson(c, 200, { views: list.map(savedViewJson) } satisfies SavedViewList);
  });

  route.post(
    "/views",
    workers,
    jsonBody(BODY_LIMIT),
    validate("json", savedViewInputSchema),
    async (c) => {
      const { account } = guardedSession(c);
      const saved = await views.save({
        id: randomUUID(),
        staffId: account.id,
        ...c.req.valid("json"),
        createdAt: sc.now(),
      });
      return replyJson(c, 201, savedViewJson(saved));
    },
  );

  route.patch(
    "/views/:id",
    workers,
    jsonBody(BODY_LIMIT),
    validate("json", savedViewRenameSchema),
    async (c) => {
      const { account } = guardedSession(c);
      const renamed = await views.rename(
        account.id,
        c.req.param("id"),
        c.req.valid("json").name,
        sc.now(),
      );
      return renamed ? replyJson(c, 200, savedViewJson(renamed)) : apiError(c, 404, "not_found");
    },
  );

  route.delete("/views/:id", workers, async (c) => {
    const { account } = guardedSession(c);
    const removed = await views.remove(account.id, c.req.param("id"));
    return removed ? reply(c, 204, null) : apiError(c, 404, "not_found");
  });
}
