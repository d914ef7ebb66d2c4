import type { CsvSeparator } from "@vantreo/leads";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { baseResponseHeaders } from "../http/response-headers";
import type { DeskLead, DeskStore } from "./desk-store";
import type { LeadFilter } from "./lead-filter";
import { leadsCsv, leadView } from "./lead-view";

/**
 * The leads one query of an export reads (one keyset page); memory holds about one batch, and
 * its text (about 90 KB of CSV) stays below V8's large-object size, so the young generation
 * collects it.
 */
export const EXPORT_BATCH_SIZE = 200;

/** An export's file format; CSV with either separator. */
export type ExportFormat = { format: "json" } | { format: "csv"; separator: CsvSeparator };

/** The header line of the CSV export (the columns of {@link leadsCsv}). */
const csvHeader = (separator: CsvSeparator) => leadsCsv([], separator);

/** A batch of leads as CSV lines (CRLF-ended), without the header line. */
function csvLines(leads: readonly DeskLead[], separator: CsvSeparator): string {
  return leadsCsv(leads, separator).slice(csvHeader(separator).length);
}

/**
 * The export's text, piece by piece: the CSV header then each batch's lines, or a JSON array
 * written one batch at a time (`[`, the leads separated by commas, `]`). Nothing is read before
 * the consumer asks for it.
 */
export async function* exportText(
  batches: AsyncIterable<DeskLead[]>,
  format: ExportFormat,
): AsyncGenerator<string> {
  if (format.format === "csv") {
    yield csvHeader(format.separator);
    for await (const batch of batches) yield csvLines(batch, format.separator);
    return;
  }
  let first = true;
  yield "[";
  for await (const batch of batches) {
    const items = batch.map((lead) => JSON.stringify(leadView(lead))).join(",");
    yield first ? items : `,${items}`;
    first = false;
  }
  yield "]";
}

/**
 * A byte stream of `text` that pulls one piece per read: the HTTP server asks for the next piece
 * only when the client has taken the previous one (back-pressure), and a client that goes away
 * cancels the stream, which ends the generator (and its queries). A failure after the first
 * byte can only cut the download: `failed` hears of it.
 */
export function textStream(
  text: AsyncGenerator<string>,
  failed: (error: unknown) => void = () => undefined,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await text.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          // The status line is sent: the client sees a cut download, the log says why.
          failed(error);
          controller.error(error);
        }
      },
      async cancel() {
        await text.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The export of every lead the filter matches, with no row cap, as a streamed attachment.
 * The audit row is written first, before any lead leaves: it holds the filter, the format and
 * the number of leads the filter matched when the export began (counted in the same database).
 * The export reads only leads received up to that moment, newest first in keyset batches, so it
 * sends at most that many (fewer when a lead is erased or deleted while the file streams).
 */
export async function streamLeadExport(
  c: Context<AppEnv>,
  desk: DeskStore,
  options: {
    filter: LeadFilter;
    format: ExportFormat;
    now: number;
    audit: (rows: number) => Promise<void>;
    /** Told of a failure while the file streams (the answer's status is already sent). */
    failed?: (error: unknown) => void;
    batchSize?: number;
  },
): Promise<Response> {
  const { filter, format, now } = options;
  await options.audit(await desk.countLeads(filter, now));
  const batches = desk.exportBatches(filter, {
    until: now,
    batchSize: options.batchSize ?? EXPORT_BATCH_SIZE,
  });
  const day = new Date(now).toISOString().slice(0, 10);
  const contentType =
    format.format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8";
  return new Response(textStream(exportText(batches, format), options.failed), {
    status: 200,
    headers: {
      ...(c.get("responseHeaders") ?? baseResponseHeaders()),
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="leads-${day}.${format.format}"`,
    },
  });
}
