import { isLocale, regionForHost } from "@vantreo/i18n";
import type { LeadRecord } from "../store/lead-records";
import type { Statement } from "../store/statement-database";
import { replyClock } from "./business-clock";
import { alertStatements } from "../alerts/alert-statements";

/** The actor named in the history of what the pipeline did by itself (no staff member). */
export const ROUTING_ACTOR = "routing";

/** The history event of an automatic assignment; its details name the rule. */
export const ROUTED_EVENT = "routed";

/** The rule id in the history of a lead that no rule matched and the fallback owner took. */
export const FALLBACK_RULE_ID = "fallback";

/** What routing rules compare, read from the lead once on arrival. */
export type RoutingFacts = {
  /** `utm_service`, else the slug of the service page the form was sent from. */
  service: string;
  /** `industry` from the form, else the page the form was sent from (e.g. `solutions/healthcare`). */
  industry: string;
  locale: string;
  /** The regional host (`www`, `sg`, `de`, `sa`: spec section 2); `www` for any other host. */
  host: string;
  leadType: string;
};

/** The page path without the locale prefix and the slashes around it (`de/services/x` → `services/x`). */
function pagePath(pageUrl: string): { path: string; hostname: string } {
  if (!pageUrl) return { path: "", hostname: "" };
  try {
    const url = new URL(pageUrl);
    const segments = url.pathname.split("/").filter(Boolean);
    if (segments[0] && isLocale(segments[0])) segments.shift();
    return { path: segments.join("/"), hostname: url.hostname };
  } catch {
    return { path: "", hostname: "" };
  }
}

const text = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : "");

/** The facts of a lead that routing rules compare (all lower-cased). */
export function routingFacts(record: LeadRecord): RoutingFacts {
  const { lead } = record;
  const { path, hostname } = pagePath(lead.pageUrl);
  const servicePage = path.startsWith("services/") ? path.slice("services/".length) : "";
  return {
    service: text(lead.metadata.utm_service) || servicePage.toLowerCase(),
    industry: text(lead.metadata.industry) || path.toLowerCase(),
    locale: text(record.consent.locale) || "en",
    host: hostname ? regionForHost(hostname).host.toLowerCase() : "",
    leadType: lead.leadType,
  };
}

/** The first rule (by position) that matches the facts and has an active member. */
const MATCHING_RULE = `SELECT r.id FROM routing_rules r
  WHERE ((r.criterion = 'service' AND r.value = ?) OR (r.criterion = 'industry' AND r.value = ?)
    OR (r.criterion = 'locale' AND r.value = ?) OR (r.criterion = 'host' AND r.value = ?)
    OR (r.criterion = 'lead-type' AND r.value = ?))
    AND EXISTS (SELECT 1 FROM routing_members m JOIN staff_accounts s ON s.id = m.staff_id
      WHERE m.rule_id = r.id AND s.disabled_at IS NULL)
  ORDER BY r.position, r.id LIMIT 1`;

/**
 * The statements that route a new lead and start its clock, run in the lead's own transaction
 * right after its INSERT: the reply-by and reminder times; the first matching rule; the rule's
 * turn moves on (in PostgreSQL this locks the rule, so concurrent leads take turns) and the team
 * member whose last turn is oldest gets the lead (round robin); else the fallback owner; and the
 * history row naming the rule; then one chat alert per matching alert rule (src/alerts).
 * Every genuine lead runs it: a form's, a released spam lead's, and
 * one the scheduler's or checkout's webhook creates. A lead that neither a rule nor the fallback assigns stays
 * unassigned and writes no history.
 */
export function pipelineStatements(record: LeadRecord, at = record.receivedAt): Statement[] {
  const { replyBy, remindAt } = replyClock(at);
  const facts = routingFacts(record);
  const id = record.id;
  // Built by concatenation, the same in both dialects: rule and staff ids are UUIDs or
  // `[A-Za-z0-9-]` (the contract), and the rule's title is stored JSON-encoded (`title_json`).
  const json = `'{"ruleId":"' || l.routing_rule_id || '","rule":' || COALESCE(r.title_json, 'null') || ',"ownerId":"' || l.owner_id || '"}'`;
  return [
    {
      sql: "UPDATE leads SET reply_by = ?, remind_at = ? WHERE id = ?",
      params: [replyBy, remindAt, id],
    },
    {
      // Only a lead nobody owns yet (a released spam lead may have been assigned by hand).
      sql: `UPDATE leads SET routing_rule_id = (${MATCHING_RULE}) WHERE id = ? AND owner_id IS NULL`,
      params: [facts.service, facts.industry, facts.locale, facts.host, facts.leadType, id],
    },
    {
      sql: "UPDATE routing_rules SET turn = turn + 1 WHERE id = (SELECT routing_rule_id FROM leads WHERE id = ?)",
      params: [id],
    },
    {
      sql: `UPDATE leads SET owner_id = (SELECT m.staff_id FROM routing_members m
          JOIN staff_accounts s ON s.id = m.staff_id
          WHERE m.rule_id = leads.routing_rule_id AND s.disabled_at IS NULL
          ORDER BY m.last_turn, m.position LIMIT 1)
        WHERE id = ? AND routing_rule_id IS NOT NULL`,
      params: [id],
    },
    {
      sql: `UPDATE routing_members SET last_turn = (SELECT r.turn FROM routing_rules r WHERE r.id = routing_members.rule_id)
        WHERE rule_id = (SELECT routing_rule_id FROM leads WHERE id = ?)
          AND staff_id = (SELECT owner_id FROM leads WHERE id = ?)`,
      params: [id, id],
    },
    {
      sql: `UPDATE leads SET routing_rule_id = ?, owner_id = (SELECT s.id FROM routing_settings rs
          JOIN staff_accounts s ON s.id = rs.fallback_owner_id
          WHERE rs.id = 1 AND s.disabled_at IS NULL)
        WHERE id = ? AND owner_id IS NULL AND EXISTS (SELECT 1 FROM routing_settings rs
          JOIN staff_accounts s ON s.id = rs.fallback_owner_id
          WHERE rs.id = 1 AND s.disabled_at IS NULL)`,
      params: [FALLBACK_RULE_ID, id],
    },
    {
      sql: `INSERT INTO desk_audit (lead_id, actor_id, actor_email, event, details, at)
        SELECT l.id, CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), ${json}, CAST(? AS BIGINT)
        FROM leads l LEFT JOIN routing_rules r ON r.id = l.routing_rule_id
        WHERE l.id = ? AND l.routing_rule_id IS NOT NULL AND l.owner_id IS NOT NULL`,
      params: [ROUTING_ACTOR, "", ROUTED_EVENT, at, id],
    },
    ...alertStatements(record, at),
  ];
}

/**
 * The statement that records a lead's first contact at `at` (a reply from the desk, or a move to
 * `contacted` or later); a later contact leaves the first one as it is. Replies from the desk
 * add it to their own transaction: `recordFirstContact(leadId, at)`.
 */
export function recordFirstContact(leadId: string, at: number): Statement {
  return {
    sql: "UPDATE leads SET first_contact_at = ? WHERE id = ? AND first_contact_at IS NULL",
    params: [at, leadId],
  };
}
