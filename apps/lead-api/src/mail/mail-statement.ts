import type { MailKind } from "@vantreo/contracts/core";
import type { Statement } from "../store/statement-database";

/**
 * The statement that queues one e-mail of `kind` about a lead, data request or data-room
 * submission (`recordId`), with the token of its link if it carries one (kept until sent).
 */
export function mailStatement(
  recordId: string,
  kind: MailKind,
  at: number,
  token: string | null = null,
): Statement {
  return {
    sql: "INSERT INTO mail_outbox (lead_id, kind, token, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)",
    params: [recordId, kind, token, at, at],
  };
}
