/**
 * The outbox learns which event a row carries (`lead.created`, or `lead.erased` once the lead is
 * erased) and until when the relay may still be sending it (`sending_until`, set at send time),
 * so an erasure queues its notice after any send already under way. Appended to both stores'
 * migration lists; never edited once released.
 */
export function outboxEventsMigration({ time }: { time: string }): string {
  return `
  ALTER TABLE outbox ADD COLUMN event TEXT NOT NULL DEFAULT 'lead.created';
  ALTER TABLE outbox ADD COLUMN sending_until ${time};
  `;
}
