import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Logger } from "../log/logger";
import type { LeadStore, OutboxCounts } from "../store/lead-store";
import { LEAD_OUTCOMES, type LeadOutcome } from "./lead-outcome";

/**
 * The kinds of outbox row: the CRM webhook deliveries (`outbox`) and the e-mails (`mail_outbox`:
 * notifications, acknowledgements, newsletter confirmations), each with its own backlog.
 */
export const OUTBOX_KINDS = ["crm_webhook", "mail"] as const;

type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** Latency buckets in seconds: a stored lead takes a few ms (one fsync); 10 s is the client's patience. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One request as the metrics see it. */
export type ObservedRequest = { method: string; route: string; status: number; seconds: number };

/** The lead API's metrics and their registry (one per app, never prom-client's global one). */
export type LeadApiMetrics = {
  registry: Registry;
  observeRequest(request: ObservedRequest): void;
  countLead(outcome: LeadOutcome): void;
};

/**
 * Builds the registry: Node's default metrics (event-loop delay `nodejs_eventloop_lag_*`, heap,
 * GC, CPU, open handles), HTTP requests and latency by route pattern, lead outcomes, and the
 * outbox read from the store at scrape time (a collect callback, so every instance reports the
 * shared database's truth, not a counter of its own). A store that does not answer is reported as
 * `lead_api_store_up 0` with no outbox samples, rather than failing the whole scrape.
 */
export function createLeadApiMetrics(options: {
  store: LeadStore;
  logger: Logger;
}): LeadApiMetrics {
  const { store, logger } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "lead_api_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "lead_api_http_request_duration_seconds",
    help: "Time from the request's arrival to its answer, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const leads = new Counter({
    name: "lead_api_leads_total",
    help: "Submissions to POST /v1/leads by outcome: accepted, spam (stored, flagged), rejected (4xx), replayed (Idempotency-Key), failed (5xx).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  for (const outcome of LEAD_OUTCOMES) leads.inc({ outcome }, 0);

  // Both gauges below read the store once per scrape: the registry collects them concurrently.
  let reading: Promise<Record<OutboxKind, OutboxCounts> | null> | undefined;
  const readOutbox = () =>
    (reading ??= Promise.all([store.outboxCounts(), store.mail.counts()])
      .then(([crm_webhook, mail]) => ({ crm_webhook, mail }))
      .catch((error: unknown) => {
        logger.warn("metrics: the store did not answer", { err: error });
        return null;
      })
      .finally(() => (reading = undefined)));

  new Gauge({
    name: "lead_api_outbox_rows",
    help: "Outbox rows by kind and state: pending (the backlog still to deliver), delivered, dead (gave up after the last attempt).",
    labelNames: ["kind", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await readOutbox();
      if (!counts) return;
      for (const kind of OUTBOX_KINDS)
        for (const state of ["pending", "delivered", "dead"] as const)
          this.set({ kind, state }, counts[kind][state]);
    },
  });
  new Gauge({
    name: "lead_api_store_up",
    help: "1 when the store answered the scrape's outbox query, else 0.",
    registers: [registry],
    async collect() {
      this.set((await readOutbox()) ? 1 : 0);
    },
  });

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    countLead(outcome) {
      leads.inc({ outcome });
    },
  };
}
