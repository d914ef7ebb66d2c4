import type { DataRequestRecord, StoredLead } from "../store/lead-records";
import { rowToDataRequest, rowToStoredLead, type RecordRow } from "../store/record-row";
import type { Row, Statement, StatementDatabase } from "../store/statement-database";
import { dataRequestExportStatement } from "../mail/follow-up-statements";
import type { LeadFilter } from "./lead-filter";
import { countsOfWholeFolder, filterClause, orderClause, type SqlDialect } from "./lead-filter-sql";
import {
  DEFAULT_LEAD_SORT,
  LEAD_SORTS,
  LEAD_STATUSES,
  type DeliveryState,
  type LeadSort,
  type LeadStatus,
} from "@vantreo/contracts/core";

/** A stored lead with the desk's workflow fields (the lead record's declaration). */
export type DeskLead = StoredLead;

/** One row of the desk audit: who did what to which lead or request, and when. */
export type DeskAuditEntry = {
  leadId: string;
  actorId: string;
  actorEmail: string;
  event: string;
  details: Record<string, unknown>;
  at: number;
};

/** A privacy officer's or owner's override of a request's missing verification. */
export type DeskOverride = { reason: string; by: string; at: number };

/**
 * A data-subject request with the desk's status, when the requester followed the verification
 * link (null: not yet) and an override of the missing verification (null: none).
 */
export type DeskDataRequest = Omit<DataRequestRecord, "status"> & {
  status: "open" | "done";
  verifiedAt: number | null;
  override: DeskOverride | null;
};

/** Whether export and erasure may run: the requester verified, or staff overrode with a reason. */
export function mayActOn(request: DeskDataRequest): boolean {
  return request.verifiedAt !== null || request.override !== null;
}

/** A page of the lead list, the total and the counts per status for the same filter. */
export type LeadPage = {
  items: DeskLead[];
  total: number;
  counts: Record<LeadStatus, number>;
};

/** One cell of the pipeline report: the leads of a status from a source. */
export type ReportCount = { status: LeadStatus; source: string; count: number };

/** Where an export's next batch starts: after this lead of the newest-first order. */
type ExportCursor = { receivedAt: number; id: string };

/** What a desk change writes. */
export type LeadChange = {
  status?: LeadStatus;
  ownerId?: string | null;
  estimatedValue?: number | null;
};

const num = (value: unknown) => Number(value);
const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** Counts per status of `(status, n)` rows, every status present (0 when none). */
function statusCounts(grouped: Row[]): Record<LeadStatus, number> {
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of grouped) counts[String(row.status) as LeadStatus] = num(row.n);
  return counts;
}

/** A desk lead of a row of `leads` (every column), mapped as the lead record declares. */
export const rowToDeskLead = (row: Row): DeskLead => rowToStoredLead(row);

function rowToDelivery(row: Row, kind: string): DeliveryState {
  const deliveredAt = nullableNumber(row.delivered_at);
  const state = deliveredAt !== null ? "delivered" : row.dead_at !== null ? "dead" : "pending";
  return {
    id: num(row.id),
    kind,
    state,
    attempts: num(row.attempts),
    lastError: row.last_error === null ? null : String(row.last_error),
    createdAt: num(row.created_at),
    deliveredAt,
  };
}

function rowToAudit(row: Row): DeskAuditEntry {
  return {
    leadId: String(row.lead_id),
    actorId: String(row.actor_id),
    actorEmail: String(row.actor_email),
    event: String(row.event),
    details: JSON.parse(String(row.details)) as Record<string, unknown>,
    at: num(row.at),
  };
}

/** The INSERT of one audit row. */
export function auditStatement(entry: DeskAuditEntry): Statement {
  return {
    sql: "INSERT INTO desk_audit (lead_id, actor_id, actor_email, event, details, at) VALUES (?, ?, ?, ?, ?, ?)",
    params: [
      entry.leadId,
      entry.actorId,
      entry.actorEmail,
      entry.event,
      JSON.stringify(entry.details),
      entry.at,
    ],
  };
}

/** The bump of a lead's version, only from `expected` when given (optimistic concurrency). */
export function bumpStatement(
  id: string,
  at: number,
  expected: number | undefined,
  sets: string[] = [],
  values: (string | number | null)[] = [],
): Statement {
  const guard = expected === undefined ? "" : " AND version = ?";
  return {
    sql: `UPDATE leads SET ${[...sets, "version = version + 1", "updated_at = ?"].join(", ")} WHERE id = ?${guard}`,
    params: [...values, at, id, ...(expected === undefined ? [] : [expected])],
    mustChange: true,
  };
}

/**
 * The lead desk's reads and writes over a {@link StatementDatabase}, so one implementation
 * serves SQLite and PostgreSQL. Every change commits with its `desk_audit` row; a change made
 * from a stale `version` changes nothing (compare-and-set on the row).
 */
/** The inbox's default order, the search page's too. */
const NEWEST_FIRST = "ORDER BY received_at DESC, id DESC";

export function createDeskStore(db: StatementDatabase, dialect: SqlDialect) {
  const clause = (filter: LeadFilter, withStatus: boolean) =>
    filterClause(filter, { withStatus, dialect });

  /** The filter's leads per status, the status condition left out (the list's status tabs). */
  async function countsByStatus(filter: LeadFilter): Promise<Record<LeadStatus, number>> {
    const where = clause(filter, false);
    // The whole inbox or spam folder (the first page, a status tab): the counts the triggers of
    // lead-status-counts-migration.ts keep, a few rows instead of every lead of the folder.
    const grouped = countsOfWholeFolder(filter)
      ? await db.all("SELECT status, n FROM lead_status_counts WHERE spam = ?", [
          filter.spam ? 1 : 0,
        ])
      : await db.all(
          `SELECT status, COUNT(*) AS n FROM leads WHERE ${where.sql} GROUP BY status`,
          where.params,
        );
    return statusCounts(grouped);
  }

  /**
   * A search's page and counts in one statement: its matches are found once, from the full-text
   * index (MATERIALIZED: otherwise PostgreSQL may walk the newest-first index and test every
   * lead's text until it has a page, which for a rare word is the whole table), each read from
   * the table once (a common word matches thousands of leads, each on a page of its own), then
   * counted per status and sorted for the page. One row per lead of the page, each carrying the
   * counts as a JSON object (one row with no lead when the page is empty). The page's columns
   * have names of their own: SQLite renames a `leads.*` column that another table of the join
   * also has (`id:1`).
   */
  async function searchPage(
    filter: LeadFilter,
    page: number,
    size: number,
  ): Promise<{ rows: Row[]; counts: Record<LeadStatus, number> }> {
    const where = clause(filter, false);
    const picked = filter.status === undefined ? "" : "WHERE status = ?";
    const toObject = dialect === "postgres" ? "json_object_agg" : "json_group_object";
    const rows = await db.all(
      `WITH matches AS MATERIALIZED (SELECT id, received_at, status FROM leads WHERE ${where.sql}),
        counted AS (SELECT ${toObject}(status, n) AS desk_counts
          FROM (SELECT status, COUNT(*) AS n FROM matches GROUP BY status) AS per_status),
        page AS (SELECT id AS page_id, received_at AS page_at FROM matches ${picked}
          ${NEWEST_FIRST} LIMIT ? OFFSET ?)
      SELECT counted.desk_counts, leads.* FROM counted
        LEFT JOIN (page JOIN leads ON leads.id = page.page_id) ON 1 = 1
      ORDER BY page.page_at DESC, page.page_id DESC`,
      [
        ...where.params,
        ...(filter.status === undefined ? [] : [filter.status]),
        size,
        (page - 1) * size,
      ],
    );
    const raw = rows[0]?.desk_counts ?? null;
    const object = (typeof raw === "string" ? JSON.parse(raw) : (raw ?? {})) as Record<
      string,
      unknown
    >;
    return {
      rows: rows.filter((row) => row.id !== null && row.id !== undefined),
      counts: statusCounts(Object.entries(object).map(([status, n]) => ({ status, n }))),
    };
  }

  /**
   * A page in the asked order (newest first unless `sort` names another declared order), and
   * the counts per status; the total is read from the counts
   * (their sum, or the picked status's count), so the filter is counted once, not twice.
   */
  async function listLeads(
    filter: LeadFilter,
    page: number,
    size: number,
    sort: LeadSort = DEFAULT_LEAD_SORT,
  ): Promise<LeadPage> {
    let rows: Row[];
    let counts: Record<LeadStatus, number>;
    if (filter.q !== undefined && sort === DEFAULT_LEAD_SORT) {
      ({ rows, counts } = await searchPage(filter, page, size));
    } else {
      const where = clause(filter, true);
      const order = orderClause(sort);
      // The columns the order reads, for the search's materialized matches.
      const sortColumn = LEAD_SORTS.find((entry) => entry.sort === sort)?.field.column;
      const ordered = [...new Set(["id", "received_at", sortColumn ?? "received_at"])].join(", ");
      // The page's ids first (from an index where one fits), then only those rows: a sort over
      // many matches moves ids, not whole leads. A search in another order finds its matches
      // first, from the full-text index (MATERIALIZED, as in searchPage).
      const matches =
        filter.q === undefined
          ? `SELECT id FROM leads WHERE ${where.sql} ${order}`
          : `WITH matches AS MATERIALIZED (SELECT ${ordered} FROM leads WHERE ${where.sql}) SELECT id FROM matches ${order}`;
      rows = await db.all(
        `SELECT * FROM leads WHERE id IN (${matches} LIMIT ? OFFSET ?) ${order}`,
        [...where.params, size, (page - 1) * size],
      );
      counts = await countsByStatus(filter);
    }
    const total =
      filter.status === undefined
        ? Object.values(counts).reduce((sum, n) => sum + n, 0)
        : counts[filter.status];
    return { items: rows.map(rowToDeskLead), total, counts };
  }

  /** How many leads the filter matches among those received at or before `until`. */
  async function countLeads(filter: LeadFilter, until: number): Promise<number> {
    const where = clause(filter, true);
    const [row] = await db.all(
      `SELECT COUNT(*) AS n FROM leads WHERE ${where.sql} AND received_at <= ?`,
      [...where.params, until],
    );
    return num(row?.n ?? 0);
  }

  /**
   * The filter's leads received at or before `until`, newest first, in batches of `batchSize`:
   * each batch is one keyset query (`(received_at, id)` below the last lead of the previous
   * batch, an index range), so memory holds one batch whatever the row count, and a lead that
   * arrives during the export does not shift the pages.
   */
  async function* exportBatches(
    filter: LeadFilter,
    options: { until: number; batchSize: number },
  ): AsyncGenerator<DeskLead[]> {
    const where = clause(filter, true);
    let cursor: ExportCursor | null = null;
    for (;;) {
      const after: { sql: string; params: (string | number)[] } = cursor
        ? { sql: "(received_at, id) < (?, ?)", params: [cursor.receivedAt, cursor.id] }
        : { sql: "received_at <= ?", params: [options.until] };
      const rows = await db.all(
        `SELECT * FROM leads WHERE ${where.sql} AND ${after.sql} ORDER BY received_at DESC, id DESC LIMIT ?`,
        [...where.params, ...after.params, options.batchSize],
      );
      const leads = rows.map(rowToDeskLead);
      if (leads.length > 0) yield leads;
      const last = leads.at(-1);
      if (!last || leads.length < options.batchSize) return;
      cursor = { receivedAt: last.receivedAt, id: last.id };
    }
  }

  /**
   * The pipeline report: the filter's leads counted by status and source (a date range is the
   * usual filter), the largest cells first.
   */
  async function reportCounts(filter: LeadFilter): Promise<ReportCount[]> {
    const where = clause(filter, true);
    const rows = await db.all(
      `SELECT status, source, COUNT(*) AS n FROM leads WHERE ${where.sql} GROUP BY status, source ORDER BY n DESC, status, source`,
      where.params,
    );
    return rows.map((row) => ({
      status: String(row.status) as LeadStatus,
      source: String(row.source),
      count: num(row.n),
    }));
  }

  async function findLead(id: string): Promise<DeskLead | null> {
    const [row] = await db.all("SELECT * FROM leads WHERE id = ?", [id]);
    return row ? rowToDeskLead(row) : null;
  }

  async function deliveries(id: string) {
    const crm = await db.all("SELECT * FROM outbox WHERE lead_id = ? ORDER BY id", [id]);
    // A reply's mail names its `lead_replies` row (src/replies): the lead's deliveries list it too.
    const mail = await db.all(
      "SELECT * FROM mail_outbox WHERE lead_id = ? OR lead_id IN (SELECT id FROM lead_replies WHERE lead_id = ?) ORDER BY id",
      [id, id],
    );
    return {
      crm: crm.map((row) => rowToDelivery(row, String(row.event))),
      mail: mail.map((row) => rowToDelivery(row, String(row.kind))),
    };
  }

  async function history(id: string): Promise<DeskAuditEntry[]> {
    const rows = await db.all("SELECT * FROM desk_audit WHERE lead_id = ? ORDER BY at, id", [id]);
    return rows.map(rowToAudit);
  }

  /**
   * Applies `change` from `version`, with `alongside` (the CRM's change events) in the same
   * transaction; false when the lead is gone or its version moved on.
   */
  async function changeLead(
    id: string,
    version: number,
    change: LeadChange,
    audit: DeskAuditEntry,
    alongside: Statement[] = [],
  ): Promise<boolean> {
    const sets: string[] = [];
    const values: (string | number | null)[] = [];
    if (change.status !== undefined) {
      sets.push("status = ?");
      values.push(change.status);
      // A move past `new` is the lead's first contact unless a reply came first (src/pipeline).
      if (change.status !== "new") {
        sets.push("first_contact_at = COALESCE(first_contact_at, ?)");
        values.push(audit.at);
      }
    }
    if (change.ownerId !== undefined) {
      sets.push("owner_id = ?");
      values.push(change.ownerId);
    }
    if (change.estimatedValue !== undefined) {
      sets.push("estimated_value = ?");
      values.push(change.estimatedValue);
    }
    const done = await db.run([
      bumpStatement(id, audit.at, version, sets, values),
      auditStatement(audit),
      ...alongside,
    ]);
    return done !== null;
  }

  /** Records a note (in the audit, where the history shows it); false like {@link changeLead}. */
  async function addNote(id: string, version: number | undefined, audit: DeskAuditEntry) {
    const done = await db.run([bumpStatement(id, audit.at, version), auditStatement(audit)]);
    return done !== null;
  }

  /** After a release: the version moves on (the lead changed) and the release is audited. */
  async function recordRelease(id: string, audit: DeskAuditEntry): Promise<void> {
    await db.run([bumpStatement(id, audit.at, undefined), auditStatement(audit)]);
  }

  /**
   * Deletes a spam-flagged lead and every row about it (CRM and mail outbox, newsletter
   * signup, idempotency key, its earlier audit rows, which may hold notes), keeping one audit
   * row of the deletion; false when the lead is gone or not flagged.
   */
  async function deleteSpamLead(id: string, audit: DeskAuditEntry): Promise<boolean> {
    const done = await db.run([
      {
        sql: "DELETE FROM leads WHERE id = ? AND spam_reason IS NOT NULL",
        params: [id],
        mustChange: true,
      },
      ...["outbox", "mail_outbox", "newsletter_subscriptions", "desk_audit"].map((table) => ({
        sql: `DELETE FROM ${table} WHERE lead_id = ?`,
        params: [id],
      })),
      { sql: "DELETE FROM idempotency_keys WHERE record_id = ?", params: [id] },
      auditStatement(audit),
    ]);
    return done !== null;
  }

  const toRequest = (row: Row): DeskDataRequest => {
    const overrideAt = nullableNumber(row.override_at);
    return {
      ...rowToDataRequest(row as RecordRow),
      status: row.status === "done" ? "done" : "open",
      verifiedAt: nullableNumber(row.verified_at),
      override:
        overrideAt === null
          ? null
          : { reason: String(row.override_reason), by: String(row.override_by), at: overrideAt },
    };
  };

  return {
    listLeads,
    countLeads,
    exportBatches,
    reportCounts,
    findLead,
    deliveries,
    history,
    changeLead,
    addNote,
    recordRelease,
    deleteSpamLead,
    appendAudit: (entry: DeskAuditEntry) => db.run([auditStatement(entry)]).then(() => undefined),
    /**
     * A page of the /data-rights requests of one state (or all), oldest first (the first due is
     * answered first): `limit` rows from `offset`, read through `data_requests_queue`.
     */
    async listDataRequests(
      status: "open" | "done" | undefined,
      limit: number,
      offset: number,
    ): Promise<DeskDataRequest[]> {
      const rows = status
        ? await db.all(
            "SELECT * FROM data_requests WHERE status = ? ORDER BY received_at, id LIMIT ? OFFSET ?",
            [status, limit, offset],
          )
        : await db.all("SELECT * FROM data_requests ORDER BY received_at, id LIMIT ? OFFSET ?", [
            limit,
            offset,
          ]);
      return rows.map(toRequest);
    },
    /** How many requests are open and how many answered (the queue's tabs and pages). */
    async countDataRequests(): Promise<Record<"open" | "done", number>> {
      const rows = await db.all(
        "SELECT status, COUNT(*) AS n FROM data_requests GROUP BY status",
        [],
      );
      const counts = { open: 0, done: 0 };
      for (const row of rows)
        if (row.status === "open" || row.status === "done") counts[row.status] = num(row.n);
      return counts;
    },
    async findDataRequest(id: string): Promise<DeskDataRequest | null> {
      const [row] = await db.all("SELECT * FROM data_requests WHERE id = ?", [id]);
      return row ? toRequest(row) : null;
    },
    /**
     * Records a privacy officer's or owner's override of a missing verification, with its audit
     * row, in one transaction; false when the request is gone or was verified meanwhile. A later
     * override replaces the reason on the request; the audit keeps every one.
     */
    async overrideVerification(id: string, audit: DeskAuditEntry, reason: string) {
      const done = await db.run([
        {
          sql: "UPDATE data_requests SET override_reason = ?, override_by = ?, override_at = ? WHERE id = ? AND verified_at IS NULL",
          params: [reason, audit.actorEmail, audit.at, id],
          mustChange: true,
        },
        auditStatement(audit),
      ]);
      return done !== null;
    },
    /**
     * Queues the mail that sends `attachment` (the subject export) to the request's address, with
     * its audit row, in one transaction; false when the request is gone meanwhile.
     */
    async queueExport(id: string, attachment: string, audit: DeskAuditEntry): Promise<boolean> {
      const done = await db.run([
        {
          sql: "UPDATE data_requests SET status = status WHERE id = ?",
          params: [id],
          mustChange: true,
        },
        dataRequestExportStatement(id, audit.at, attachment),
        auditStatement(audit),
      ]);
      return done !== null;
    },
    /** Marks a request answered; false when it is gone or already done. */
    async markRequestDone(id: string, audit: DeskAuditEntry): Promise<boolean> {
      const done = await db.run([
        {
          sql: "UPDATE data_requests SET status = 'done' WHERE id = ? AND status <> 'done'",
          params: [id],
          mustChange: true,
        },
        auditStatement(audit),
      ]);
      return done !== null;
    },
  };
}

/** The desk's store of either database. */
export type DeskStore = ReturnType<typeof createDeskStore>;
