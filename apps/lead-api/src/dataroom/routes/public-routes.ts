import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { replyJson } from "../../http/reply";
import { maskEmail } from "../../log/mask-personal-data";
import { parseAccessRequest } from "../access-request-schema";
import type { DataroomContext } from "../dataroom-context";
import { dataroomError } from "../dataroom-errors";
import { summaryJson } from "../document-json";
import { readDataroomJson } from "../read-dataroom-json";
import { dataroomRateLimit } from "./dataroom-rate-limit";

const REQUEST_BODY_LIMIT = 16_384;

/**
 * The anonymous endpoints:
 * - `GET /catalog` — titles and descriptions of the documents, never a body
 * - `POST /requests` — a request for access; `202 { requestId }`, the same id again while one
 *   from that e-mail is pending
 */
export function registerPublicRoutes(route: Hono<AppEnv>, dr: DataroomContext): void {
  route.get("/catalog", dataroomRateLimit(dr, "dataroom-catalog"), async (c) =>
    replyJson(c, 200, { documents: (await dr.dataroom.listDocuments()).map(summaryJson) }),
  );

  route.post("/requests", dataroomRateLimit(dr, "dataroom-requests"), async (c) => {
    const body = await readDataroomJson(c, REQUEST_BODY_LIMIT);
    if (body instanceof Response) return body;
    const parsed = parseAccessRequest(body);
    if (!parsed.ok)
      return dataroomError(c, 400, "invalid_request", { extra: { fields: parsed.fields } });
    const requestId = await dr.dataroom.createRequest({
      id: randomUUID(),
      ...parsed.value,
      requestedAt: dr.now(),
    });
    c.set("logFields", { accessRequestId: requestId, email: maskEmail(parsed.value.email) });
    return replyJson(c, 202, { requestId });
  });
}
