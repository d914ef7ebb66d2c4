import { randomUUID } from "node:crypto";
import type { Lead } from "@vantreo/leads";
import type { Submission } from "../store/lead-records";
import { consentEvidence } from "./consent-evidence";

/**
 * What an accepted lead becomes: a data-subject request for leadType `data-rights` (handled by
 * people under GDPR art. 12 deadlines, not by sales, so never forwarded to the CRM), otherwise a
 * lead. A lead flagged as spam is still stored, with its reason, for review.
 */
export function buildSubmission(
  lead: Lead,
  receivedAt: number,
  spamReason: string | null,
): Submission {
  const base = { id: randomUUID(), receivedAt, lead, consent: consentEvidence(lead, receivedAt) };
  if (lead.leadType === "data-rights" && spamReason === null) {
    return { kind: "data-request", record: { ...base, status: "open" } };
  }
  return { kind: "lead", record: { ...base, spamReason } };
}
