import { Hono, type Context } from "hono";
import { EmailSchema } from "@vantreo/leads";
import type { AppContext, AppEnv } from "../app-env";
import { bearerTokenGuard } from "../admin/bearer-token-guard";
import { subjectCsv } from "../admin/subject-csv";
import { API_MESSAGES } from "../http/api-messages";
import { readJson } from "../http/read-json";
import { failure, reply, replyJson } from "../http/reply";
import { maskEmail } from "../log/mask-personal-data";
import { purgeExpired } from "../retention/purge-expired";

/** The prefix of the admin API. */
export const ADMIN_PREFIX = "/admin/v1";

const ADMIN_BODY_LIMIT = 4096;

async function subjectEmail(c: Context<AppEnv>): Promise<string | Response> {
  const body = await readJson(c, ADMIN_BODY_LIMIT);
  if (body instanceof Response) return body;
  const email = (body.value as { email?: unknown } | null)?.email;
  const parsed = EmailSchema.safeParse(email);
  // Leads are stored with the address lower-cased (spec section 5), so look it up the same way.
  return parsed.success ? parsed.data.toLowerCase() : failure(c, 400, API_MESSAGES.invalidEmail);
}

/**
 * The admin API, behind a bearer token (`LEAD_API_ADMIN_TOKEN`; failed attempts throttled per
 * address, see `bearerTokenGuard`). The person's e-mail travels in
 * the JSON body, never in the URL, so it stays out of access logs and proxies.
 * - `POST /admin/v1/subjects/export?format=json|csv[&separator=;]` — every row about an e-mail in
 *   every table of the personal-data map, the data room's included, and the `.eml` files about
 *   it as `mails` (GDPR art. 15, 20); `;` is the separator Excel expects where the decimal mark is
 *   a comma (German locales)
 * - `POST /admin/v1/subjects/erase` — deletes or anonymises all of them and queues a
 *   `lead.erased` notice for the CRM, in one transaction (art. 17)
 * - `GET /admin/v1/data-requests` — the requests from the /data-rights form
 * - `GET /admin/v1/outbox` — pending, delivered and dead CRM deliveries
 * - `POST /admin/v1/retention/purge` — runs the retention purge now
 */
export function adminRoutes(context: AppContext) {
  const { store, logger, config } = context;
  const route = new Hono<AppEnv>().basePath(ADMIN_PREFIX);

  route.use(bearerTokenGuard(context));

  route.post("/subjects/export", async (c) => {
    const email = await subjectEmail(c);
    if (email instanceof Response) return email;
    const data = await store.exportSubject(email);
    logger.info("subject exported", { requestId: c.get("requestId"), email: maskEmail(email) });
    if (c.req.query("format") === "csv") {
      const separator = c.req.query("separator") === ";" ? ";" : ",";
      return reply(c, 200, subjectCsv(data, separator), {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="subject-export.csv"',
      });
    }
    return replyJson(c, 200, { email, exportedAt: new Date(context.now()).toISOString(), ...data });
  });

  route.post("/subjects/erase", async (c) => {
    const email = await subjectEmail(c);
    if (email instanceof Response) return email;
    const erased = await store.eraseSubject(email, context.now());
    logger.info("subject erased", {
      requestId: c.get("requestId"),
      email: maskEmail(email),
      ...erased,
    });
    return replyJson(c, 200, { success: true, erased });
  });

  route.get("/data-requests", async (c) =>
    replyJson(c, 200, { dataRequests: await store.listDataRequests() }),
  );
  route.get("/outbox", async (c) => replyJson(c, 200, await store.outboxCounts()));
  route.post("/retention/purge", async (c) => {
    const purged = await purgeExpired(store, {
      now: context.now(),
      retention: {
        inquiryMonths: config.inquiryRetentionMonths,
        clientYears: config.clientRetentionYears,
      },
      rateWindowMs: config.rateWindowSeconds * 1000,
    });
    logger.info("retention purge", { requestId: c.get("requestId"), ...purged });
    return replyJson(c, 200, { success: true, purged });
  });
  return route;
}
