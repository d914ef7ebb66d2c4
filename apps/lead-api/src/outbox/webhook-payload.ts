import type { LeadRecord } from "../store/lead-records";

/** The event type of a forwarded lead. */
export const LEAD_CREATED_EVENT = "lead.created";

/**
 * The JSON body POSTed to the CRM webhook for a lead: the event id is the lead id (the
 * receiver's idempotency key, also sent as `Idempotency-Key`), then the lead and its consent
 * proof.
 */
export function webhookPayload(record: LeadRecord): string {
  return JSON.stringify({
    id: record.id,
    type: LEAD_CREATED_EVENT,
    created: Math.floor(record.receivedAt / 1000),
    data: {
      leadId: record.id,
      receivedAt: new Date(record.receivedAt).toISOString(),
      ...record.lead,
      consent: {
        marketingConsent: record.consent.marketingConsent,
        consentedAt:
          record.consent.consentedAt === null
            ? null
            : new Date(record.consent.consentedAt).toISOString(),
        textVersion: record.consent.textVersion,
        locale: record.consent.locale,
        page: record.consent.page,
      },
    },
  });
}

/** The event type of a lead erased after it was queued for the CRM. */
export const LEAD_ERASED_EVENT = "lead.erased";

/** The id (and `Idempotency-Key`) of a lead's erasure notice: never the lead's own id. */
export function erasureEventId(leadId: string): string {
  return `${leadId}.erased`;
}

/**
 * The JSON body of an erasure notice (GDPR art. 17(2), 19: the controller tells the recipients
 * of erased data): the lead id and nothing else about the person.
 */
export function erasurePayload(leadId: string, erasedAt: number): string {
  return JSON.stringify({
    id: erasureEventId(leadId),
    type: LEAD_ERASED_EVENT,
    created: Math.floor(erasedAt / 1000),
    data: { leadId },
  });
}
