import { randomUUID } from "node:crypto";
import {
  alertUrlProblem,
  type AlertChannel,
  type AlertConfig,
  type AlertConfigInput,
  type AlertLeadType,
  type AlertLocale,
  type AlertRule,
} from "@vantreo/contracts/core";
import type { LeadRecord } from "../store/lead-records";
import { rowToLeadRecord, type RecordRow } from "../store/record-row";
import type { Row, Statement, StatementDatabase } from "../store/statement-database";
import { maskWebhookUrl } from "./mask-webhook-url";

/** A claimed alert row: which lead, which rule, how often it was tried before. */
export type AlertItem = { id: number; leadId: string; ruleId: string; attempts: number };

/** The rule an alert is sent by, with its URL: read by the relay only, never answered. */
export type AlertTarget = { channel: AlertChannel; webhookUrl: string; locale: AlertLocale };

/**
 * What the relay sends a claimed row from, read at send time: the rule as it is now (null once
 * deleted or turned off) and the lead (null once erased).
 */
export type AlertJob = { target: AlertTarget | null; record: LeadRecord | null };

/** Why a set of rules was refused: field → problem (the URL itself is never named). */
export type AlertRefusal = { fields: Record<string, string> };

/** Alert rows by state. */
export type AlertCounts = { pending: number; delivered: number; dead: number };

/** The chat alerts' storage (src/alerts) over the statement database of either store. */
export type AlertStore = {
  /** The rules, in order, their URLs masked. */
  rules(): Promise<AlertConfig>;
  /**
   * Replaces the rules in one transaction. A saved rule sent without a URL keeps its stored one
   * (checked against its channel again). Refused, nothing written, when such a rule is unknown.
   */
  saveRules(config: AlertConfigInput, at: number): Promise<AlertConfig | AlertRefusal>;
  /** Claims up to `limit` due rows, hidden from other relays until `leaseUntil`. */
  claim(now: number, limit: number, leaseUntil: number): Promise<AlertItem[]>;
  /** Marks a claimed row as being sent until `sendingUntil`; null once delivered or given up. */
  start(item: AlertItem, sendingUntil: number): Promise<AlertJob | null>;
  markSent(item: AlertItem, at: number): Promise<void>;
  scheduleRetry(item: AlertItem, attempts: number, at: number, error: string): Promise<void>;
  markDead(item: AlertItem, attempts: number, at: number, error: string): Promise<void>;
  counts(): Promise<AlertCounts>;
};

const OPEN = "delivered_at IS NULL AND dead_at IS NULL";
const num = (value: unknown) => Number(value);
const typesOf = (stored: unknown) => String(stored).split(",").filter(Boolean) as AlertLeadType[];

function rowToRule(row: Row): AlertRule {
  return {
    id: String(row.id),
    name: String(row.title),
    channel: String(row.channel) as AlertChannel,
    maskedUrl: maskWebhookUrl(String(row.webhook_url)),
    leadTypes: typesOf(row.lead_types),
    locale: String(row.locale) as AlertLocale,
    enabled: num(row.enabled) === 1,
  };
}

/**
 * Creates the alert store. A claim moves the row's `next_attempt_at` to the end of its lease only
 * if nobody moved it first (compare-and-set), as the mail outbox does, so relays of several
 * instances never take the same row at once.
 */
export function createAlertStore(db: StatementDatabase): AlertStore {
  const update = (sql: string, params: (string | number | null)[]) =>
    db.run([{ sql: `UPDATE alert_outbox SET ${sql}`, params }]).then(() => undefined);

  async function rules(): Promise<AlertConfig> {
    const rows = await db.all("SELECT * FROM alert_rules ORDER BY position, id", []);
    return { rules: rows.map(rowToRule) };
  }

  async function saveRules(
    config: AlertConfigInput,
    at: number,
  ): Promise<AlertConfig | AlertRefusal> {
    const stored = new Map(
      (await db.all("SELECT id, webhook_url FROM alert_rules", [])).map((row) => [
        String(row.id),
        String(row.webhook_url),
      ]),
    );
    const fields: Record<string, string> = {};
    const rows = config.rules.map((rule, index) => {
      const url = rule.webhookUrl || (rule.id ? stored.get(rule.id) : undefined);
      // The request's field is `rules`, as the validator names a rule's problem.
      if (!url) fields.rules ??= `rule ${index + 1}: a webhook URL`;
      else if (!rule.webhookUrl) {
        const problem = alertUrlProblem(rule.channel, url);
        if (problem) fields.rules ??= `rule ${index + 1}: ${problem}`;
      }
      return { ...rule, id: rule.id ?? randomUUID(), url: url ?? "" };
    });
    if (Object.keys(fields).length > 0) return { fields };
    const keep = rows.map((rule) => rule.id);
    const statements: Statement[] = [
      {
        sql:
          keep.length === 0
            ? "DELETE FROM alert_rules"
            : `DELETE FROM alert_rules WHERE id NOT IN (${keep.map(() => "?").join(", ")})`,
        params: keep,
      },
      ...rows.map((rule, position) => ({
        sql: `INSERT INTO alert_rules (id, position, title, channel, webhook_url, lead_types, locale, enabled, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET position = excluded.position, title = excluded.title,
            channel = excluded.channel, webhook_url = excluded.webhook_url, lead_types = excluded.lead_types,
            locale = excluded.locale, enabled = excluded.enabled, updated_at = excluded.updated_at`,
        params: [
          rule.id,
          position,
          rule.name,
          rule.channel,
          rule.url,
          rule.leadTypes.length === 0 ? "" : `,${rule.leadTypes.join(",")},`,
          rule.locale,
          rule.enabled ? 1 : 0,
          at,
        ],
      })),
    ];
    await db.run(statements);
    return rules();
  }

  async function claim(now: number, limit: number, leaseUntil: number): Promise<AlertItem[]> {
    const due = await db.all(
      `SELECT id, lead_id, rule_id, attempts, next_attempt_at FROM alert_outbox
        WHERE ${OPEN} AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
      [now, limit],
    );
    const claimed = await Promise.all(
      due.map(async (row) => {
        const taken = await db.run([
          {
            sql: `UPDATE alert_outbox SET next_attempt_at = ? WHERE id = ? AND next_attempt_at = ? AND ${OPEN}`,
            params: [leaseUntil, num(row.id), num(row.next_attempt_at)],
            mustChange: true,
          },
        ]);
        return taken ? row : null;
      }),
    );
    return claimed
      .filter((row): row is Row => row !== null)
      .map((row) => ({
        id: num(row.id),
        leadId: String(row.lead_id),
        ruleId: String(row.rule_id),
        attempts: num(row.attempts),
      }));
  }

  async function start(item: AlertItem, sendingUntil: number): Promise<AlertJob | null> {
    const marked = await db.run([
      {
        sql: `UPDATE alert_outbox SET sending_until = ? WHERE id = ? AND ${OPEN}`,
        params: [sendingUntil, item.id],
        mustChange: true,
      },
    ]);
    if (!marked) return null;
    const [rule] = await db.all(
      "SELECT channel, webhook_url, locale FROM alert_rules WHERE id = ? AND enabled = 1",
      [item.ruleId],
    );
    const [lead] = await db.all("SELECT * FROM leads WHERE id = ?", [item.leadId]);
    return {
      target: rule
        ? {
            channel: String(rule.channel) as AlertChannel,
            webhookUrl: String(rule.webhook_url),
            locale: String(rule.locale) as AlertLocale,
          }
        : null,
      record: lead ? rowToLeadRecord(lead as RecordRow) : null,
    };
  }

  return {
    rules,
    saveRules,
    claim,
    start,
    markSent: (item, at) =>
      update(
        "delivered_at = ?, attempts = attempts + 1, last_error = NULL, sending_until = NULL WHERE id = ?",
        [at, item.id],
      ),
    scheduleRetry: (item, attempts, at, error) =>
      update(
        "attempts = ?, next_attempt_at = ?, last_error = ?, sending_until = NULL WHERE id = ?",
        [attempts, at, error, item.id],
      ),
    markDead: (item, attempts, at, error) =>
      update("attempts = ?, dead_at = ?, last_error = ?, sending_until = NULL WHERE id = ?", [
        attempts,
        at,
        error,
        item.id,
      ]),
    async counts() {
      const [row] = await db.all(
        `SELECT SUM(CASE WHEN ${OPEN} THEN 1 ELSE 0 END) AS pending,
                SUM(CASE WHEN delivered_at IS NOT NULL THEN 1 ELSE 0 END) AS delivered,
                SUM(CASE WHEN dead_at IS NOT NULL THEN 1 ELSE 0 END) AS dead FROM alert_outbox`,
        [],
      );
      return {
        pending: num(row?.pending ?? 0),
        delivered: num(row?.delivered ?? 0),
        dead: num(row?.dead ?? 0),
      };
    },
  };
}
