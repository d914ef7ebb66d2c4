import { leadLocale } from "../mail/lead-locale";
import type { LeadRecord } from "../store/lead-records";
import type { SubscriberEvent } from "./newsletter-store";

/**
 * The id (and `Idempotency-Key`) of a subscriber event: the lead, the event and its outbox row,
 * so a confirmation, an unsubscribe and a later re-subscription of the same signup are three
 * events the CRM keeps apart, while a resend of one row is recognised as the same.
 */
export function subscriberEventId(leadId: string, event: SubscriberEvent, rowId: number): string {
  return `${leadId}.${event}.${rowId}`;
}

/**
 * The JSON body of `subscriber.confirmed` / `subscriber.unsubscribed`, POSTed to the CRM webhook
 * and signed like `lead.created`: the signup's lead id (the `lead.created` the CRM already holds
 * for a confirmed signup), the address and language, and when it happened.
 */
export function subscriberPayload(
  event: SubscriberEvent,
  record: LeadRecord,
  rowId: number,
  at: number,
): string {
  return JSON.stringify({
    id: subscriberEventId(record.id, event, rowId),
    type: event,
    created: Math.floor(at / 1000),
    data: {
      leadId: record.id,
      email: record.lead.email,
      locale: leadLocale(record),
      at: new Date(at).toISOString(),
    },
  });
}
