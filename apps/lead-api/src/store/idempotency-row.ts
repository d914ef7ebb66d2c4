import { LeadResponseSchema } from "@vantreo/leads";
import type { IdempotencyRecord } from "./lead-records";

/** A row of `idempotency_keys` as a driver returns it. */
export type IdempotencyRow = {
  key: string;
  fingerprint: string;
  status: number | string;
  body: string;
  record_id: string;
  created_at: number | string;
};

/** An `idempotency_keys` row as an {@link IdempotencyRecord}. */
export function rowToIdempotency(row: IdempotencyRow): IdempotencyRecord {
  return {
    key: row.key,
    fingerprint: row.fingerprint,
    status: Number(row.status),
    body: LeadResponseSchema.parse(JSON.parse(row.body)),
    recordId: row.record_id,
    createdAt: Number(row.created_at),
  };
}
