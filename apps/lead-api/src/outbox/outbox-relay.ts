import type { Logger } from "../log/logger";
import type { LeadStore, OutboxItem } from "../store/lead-store";
import {
  createRelayCore,
  failureReason,
  RELAY_TIMEOUT_MS,
  type Relay,
  type RelayPassCount,
  type RelayTiming,
} from "./relay-core";
import { changeEventId, changeEventPayload, parseSnapshot } from "../replies/lead-events";
import { erasureEventId, erasurePayload, webhookPayload } from "./webhook-payload";
import { subscriberEventId, subscriberPayload } from "../newsletter/subscriber-payload";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "./webhook-signature";

/** How the relay reaches the CRM and how persistent it is. */
export type OutboxRelayOptions = RelayTiming & {
  store: LeadStore;
  webhookUrl: string;
  secret: string;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
};

/** What one pass of the relay did; `cancelled`: claimed rows an erasure took before the send. */
export type RelayPass = RelayPassCount<"delivered">;

/** Forwards outbox rows to the CRM webhook; see {@link createOutboxRelay}. */
export type OutboxRelay = Relay<RelayPass>;

/**
 * The CRM half of the transactional outbox, on the shared relay core: re-checks each claimed row
 * just before sending, POSTs the lead (`lead.created`), a desk change of it (`lead.updated`,
 * `lead.won`) or its erasure notice (`lead.erased`) to
 * the CRM webhook signed Stripe-style, with the event id as `Idempotency-Key`, and the row is
 * marked delivered on a 2xx. Anything else, a redirect included (never followed), is a failed
 * attempt (dead rows are visible in `GET /admin/v1/outbox`); the receiver deduplicates the
 * repeat that a crash between answer and mark causes.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const now = options.now ?? Date.now;
  const send = options.fetch ?? globalThis.fetch;
  const { store } = options;

  async function post(body: string, idempotencyKey: string): Promise<string | null> {
    try {
      const response = await send(options.webhookUrl, {
        method: "POST",
        // A redirect is never followed: a 307/308 would re-POST the lead and its signature to
        // whatever host the Location names (WHATWG Fetch, "HTTP-redirect fetch").
        redirect: "manual",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": idempotencyKey,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(options.secret, body, Math.floor(now() / 1000)),
          "User-Agent": "Vantreo-Lead-API/1",
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? RELAY_TIMEOUT_MS),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return null;
      if (response.status >= 300 && response.status < 400)
        return `HTTP ${response.status} redirect not followed (Location: ${(response.headers.get("location") ?? "none").slice(0, 200)})`;
      return `HTTP ${response.status}`;
    } catch (cause) {
      return failureReason(cause, "network error");
    }
  }

  return createRelayCore<OutboxItem, "delivered">({
    ...options,
    doneKey: "delivered",
    rowLabel: "outbox delivery",
    passLabel: "outbox relay",
    logFields: (item) => ({ outboxId: item.id, leadId: item.leadId, event: item.event }),
    queue: {
      claim: (time, limit, leaseUntil) => store.claimOutbox(time, limit, leaseUntil),
      markSent: (item, at) => store.markDelivered(item, at),
      scheduleRetry: (item, attempts, at, error) => store.scheduleRetry(item, attempts, at, error),
      markDead: (item, attempts, at, error) => store.markDead(item, attempts, at, error),
    },
    async attempt(item, deadline) {
      // Re-checked at send time, not at claim time: an erasure between the two has turned the row
      // into its `lead.erased` notice, and then the lead must not leave.
      const delivery = await store.startDelivery(item, deadline);
      if (!delivery) return { outcome: "cancelled" };
      let error: string | null;
      if (delivery.event === "lead.erased") {
        error = await post(
          erasurePayload(item.leadId, item.createdAt),
          erasureEventId(item.leadId),
        );
      } else if (
        delivery.record &&
        (delivery.event === "subscriber.confirmed" || delivery.event === "subscriber.unsubscribed")
      ) {
        const { event, record } = delivery;
        error = await post(
          subscriberPayload(event, record, item.id, item.createdAt),
          subscriberEventId(item.leadId, event, item.id),
        );
      } else if (delivery.record && delivery.event !== "lead.created") {
        // A desk change (`lead.updated`, `lead.won`): its own event id, the change it carries.
        error = await post(
          changeEventPayload(item, delivery.record),
          changeEventId(item, parseSnapshot(item.data)),
        );
      } else if (delivery.record) {
        error = await post(webhookPayload(delivery.record), item.leadId);
      } else {
        // The lead is gone: an erasure committed after the mark (the event guard then leaves its
        // notice alone) or the row was orphaned by hand, and is dead-lettered.
        await store.markDead(item, item.attempts + 1, now(), "lead no longer exists");
        return { outcome: "cancelled" };
      }
      return error === null ? { outcome: "sent" } : { outcome: "failed", error };
    },
  });
}
