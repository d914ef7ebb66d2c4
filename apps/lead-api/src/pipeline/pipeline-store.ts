import { randomUUID } from "node:crypto";
import type {
  RoutingConfig,
  RoutingConfigInput,
  RoutingCriterion,
  RoutingRule,
} from "@vantreo/contracts/core";
import type { MailKind } from "@vantreo/contracts/core";
import { mailStatement } from "../mail/follow-up-statements";
import type { Statement, StatementDatabase } from "../store/statement-database";
import { recordFirstContact } from "./pipeline-statements";

/** The notices of the reply clock: the owner's reminder and the sales lead's escalation. */
export const SLA_NOTICE_KINDS = [
  "lead-reply-reminder",
  "lead-reply-escalation",
] as const satisfies readonly MailKind[];

/** One of {@link SLA_NOTICE_KINDS}. */
export type SlaNoticeKind = (typeof SLA_NOTICE_KINDS)[number];

/** Why a routing configuration was refused: a member or the fallback is no active staff id. */
export type RoutingRefusal = { unknownStaff: string[] };

/**
 * The pipeline's storage (src/pipeline), one implementation over the statement database of
 * either store: the routing rules an owner edits, the first contact, and the reply clock's
 * notices, each queued once per lead through a unique `sla_notices` row.
 */
export type PipelineStore = {
  routing(): Promise<RoutingConfig>;
  /**
   * Replaces the rules and the fallback owner in one transaction. A rule saved again under its
   * id keeps its turn and its members their place in the rotation. Refused (nothing written)
   * when a member or the fallback names no active staff account.
   */
  saveRouting(config: RoutingConfigInput, at: number): Promise<RoutingConfig | RoutingRefusal>;
  /** Records the lead's first contact at `at` unless one is recorded; false when the lead is gone. */
  recordFirstContact(leadId: string, at: number): Promise<boolean>;
  /**
   * The leads (not spam, never contacted) whose `kind` notice is due at `now` and not queued
   * yet: the reminder from `remind_at` to an owned lead, the escalation from `reply_by`.
   */
  dueNotices(kind: SlaNoticeKind, now: number, limit: number): Promise<string[]>;
  /**
   * Queues the notice's mail with its `sla_notices` row in one transaction; false when it was
   * queued before (by this instance before a restart, or by another one) or the lead has been
   * contacted since.
   */
  queueNotice(leadId: string, kind: SlaNoticeKind, at: number): Promise<boolean>;
};

/** The condition of a lead whose notice of `kind` is due at `?`. */
const DUE: Record<SlaNoticeKind, string> = {
  "lead-reply-reminder": "remind_at <= ? AND owner_id IS NOT NULL",
  "lead-reply-escalation": "reply_by <= ?",
};

/** Creates the pipeline store over either store's statement database. */
export function createPipelineStore(db: StatementDatabase): PipelineStore {
  async function routing(): Promise<RoutingConfig> {
    const rules = await db.all(
      "SELECT id, title, criterion, value FROM routing_rules ORDER BY position, id",
      [],
    );
    const members = await db.all(
      "SELECT rule_id, staff_id FROM routing_members ORDER BY rule_id, position",
      [],
    );
    const [settings] = await db.all(
      "SELECT fallback_owner_id FROM routing_settings WHERE id = 1",
      [],
    );
    const fallback = settings?.fallback_owner_id;
    return {
      rules: rules.map((row): RoutingRule => ({
        id: String(row.id),
        name: String(row.title),
        criterion: String(row.criterion) as RoutingCriterion,
        value: String(row.value),
        members: members
          .filter((member) => member.rule_id === row.id)
          .map((member) => String(member.staff_id)),
      })),
      fallbackOwnerId: typeof fallback === "string" ? fallback : null,
    };
  }

  async function saveRouting(
    config: RoutingConfigInput,
    at: number,
  ): Promise<RoutingConfig | RoutingRefusal> {
    const named = new Set(config.rules.flatMap((rule) => rule.members));
    if (config.fallbackOwnerId !== null) named.add(config.fallbackOwnerId);
    const active = new Set(
      (await db.all("SELECT id FROM staff_accounts WHERE disabled_at IS NULL", [])).map((row) =>
        String(row.id),
      ),
    );
    const unknownStaff = [...named].filter((id) => !active.has(id)).sort();
    if (unknownStaff.length > 0) return { unknownStaff };

    const rules = config.rules.map((rule) => ({ ...rule, id: rule.id ?? randomUUID() }));
    const keep = rules.map((rule) => rule.id);
    const statements: Statement[] = [
      {
        sql:
          keep.length === 0
            ? "DELETE FROM routing_rules"
            : `DELETE FROM routing_rules WHERE id NOT IN (${keep.map(() => "?").join(", ")})`,
        params: keep,
      },
      {
        sql:
          keep.length === 0
            ? "DELETE FROM routing_members"
            : `DELETE FROM routing_members WHERE rule_id NOT IN (${keep.map(() => "?").join(", ")})`,
        params: keep,
      },
    ];
    rules.forEach((rule, position) => {
      statements.push({
        sql: `INSERT INTO routing_rules (id, position, title, title_json, criterion, value, turn, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, 0, ?)
          ON CONFLICT (id) DO UPDATE SET position = excluded.position, title = excluded.title, title_json = excluded.title_json,
            criterion = excluded.criterion, value = excluded.value, updated_at = excluded.updated_at`,
        // The title also JSON-encoded, so the history row's JSON is built the same in both dialects.
        params: [
          rule.id,
          position,
          rule.name,
          JSON.stringify(rule.name),
          rule.criterion,
          rule.value,
          at,
        ],
      });
      statements.push({
        sql: `DELETE FROM routing_members WHERE rule_id = ? AND staff_id NOT IN (${rule.members.map(() => "?").join(", ")})`,
        params: [rule.id, ...rule.members],
      });
      rule.members.forEach((staffId, index) =>
        statements.push({
          sql: `INSERT INTO routing_members (rule_id, staff_id, position, last_turn) VALUES (?, ?, ?, 0)
            ON CONFLICT (rule_id, staff_id) DO UPDATE SET position = excluded.position`,
          params: [rule.id, staffId, index],
        }),
      );
    });
    statements.push({
      sql: `INSERT INTO routing_settings (id, fallback_owner_id, updated_at) VALUES (1, ?, ?)
        ON CONFLICT (id) DO UPDATE SET fallback_owner_id = excluded.fallback_owner_id, updated_at = excluded.updated_at`,
      params: [config.fallbackOwnerId, at],
    });
    await db.run(statements);
    return routing();
  }

  return {
    routing,
    saveRouting,
    async recordFirstContact(leadId, at) {
      const [lead] = await db.all("SELECT id FROM leads WHERE id = ?", [leadId]);
      if (!lead) return false;
      await db.run([recordFirstContact(leadId, at)]);
      return true;
    },
    async dueNotices(kind, now, limit) {
      const rows = await db.all(
        `SELECT id FROM leads
          WHERE first_contact_at IS NULL AND spam_reason IS NULL AND ${DUE[kind]}
            AND NOT EXISTS (SELECT 1 FROM sla_notices n WHERE n.lead_id = leads.id AND n.kind = ?)
          ORDER BY reply_by, id LIMIT ?`,
        [now, kind, limit],
      );
      return rows.map((row) => String(row.id));
    },
    async queueNotice(leadId, kind, at) {
      const done = await db.run([
        {
          // Only while nobody has contacted the lead (a reply may have come since the sweep read).
          sql: `INSERT INTO sla_notices (lead_id, kind, at)
            SELECT id, CAST(? AS TEXT), CAST(? AS BIGINT) FROM leads WHERE id = ? AND first_contact_at IS NULL
            ON CONFLICT (lead_id, kind) DO NOTHING`,
          params: [kind, at, leadId],
          mustChange: true,
        },
        mailStatement(leadId, kind, at),
      ]);
      return done !== null;
    },
  };
}
