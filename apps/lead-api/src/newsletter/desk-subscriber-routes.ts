import { subscriberListQuerySchema, type DeskSubscriber } from "@vantreo/contracts";
import { csvRow } from "@vantreo/leads";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { reply, replyJson } from "../http/reply";
import { validate } from "../http/validate";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";

/** The columns of the subscriber export, in order. */
const CSV_COLUMNS = [
  "leadId",
  "email",
  "locale",
  "status",
  "signedUpAt",
  "confirmedAt",
  "unsubscribedAt",
] as const satisfies readonly (keyof DeskSubscriber)[];

/** The most rows one CSV export holds: the whole list of a firm this size, in one file. */
export const SUBSCRIBER_EXPORT_MAX = 100_000;

/** The subscriber export as CSV (RFC 4180 line ends; cells guarded against formula injection). */
export function subscribersCsv(subscribers: readonly DeskSubscriber[]): string {
  const lines = [csvRow(CSV_COLUMNS)];
  for (const subscriber of subscribers)
    lines.push(csvRow(CSV_COLUMNS.map((column) => subscriber[column] ?? "")));
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * `GET /v1/desk/subscribers?status=&page=&size=&format=`: the newsletter's subscriptions
 * (pending, confirmed, unsubscribed) with the counts by state, for whoever may open the lead
 * desk (`leads`: sales, marketing, owners). `format=csv` exports every row of the state as a file.
 */
export function registerDeskSubscriberRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  route.get(
    "/subscribers",
    requireCapability(sc, "leads"),
    validate("query", subscriberListQuerySchema),
    async (c) => {
      const { status, format, page, size } = c.req.valid("query");
      const newsletter = sc.store.newsletter;
      if (format === "csv") {
        const rows = await newsletter.list(status, SUBSCRIBER_EXPORT_MAX, 0);
        const day = new Date(sc.now()).toISOString().slice(0, 10);
        return reply(c, 200, subscribersCsv(rows), {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="subscribers-${status ?? "all"}-${day}.csv"`,
        });
      }
      const counts = await newsletter.counts();
      const subscribers = await newsletter.list(status, size, (page - 1) * size);
      const total = status
        ? counts[status]
        : counts.pending + counts.confirmed + counts.unsubscribed;
      return replyJson(c, 200, { counts, subscribers, page, size, total });
    },
  );
}
