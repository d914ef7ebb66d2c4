import { describe, expect, it } from "vitest";
import { LEAD_TYPES } from "@vantreo/leads";
import { loadConfig } from "./config";
import { EVENT_LOOP_BUDGET_MS, measureRequest, measureStall } from "./hostile/event-loop-budget";
import {
  worstCaseAccessRequests,
  worstCaseConsents,
  worstCaseLeads,
  type WorstCase,
} from "./hostile/worst-case-requests";
import { dataroomApp, testClock } from "./test-support/dataroom-kit";
import { send, type TestApp } from "./test-support/test-app";
import { useTestStore } from "./test-support/test-stores";

const LEAD_BODY_LIMIT = loadConfig({}).bodyLimitBytes;
// The consent log's and the data room's own body limits (consents-route.ts, public-routes.ts).
const CONSENT_BODY_LIMIT = 4096;
const ACCESS_REQUEST_BODY_LIMIT = 16_384;

// Requests sent together share the disk's syncs; each one's synchronous work stays its own.
const BATCH = 8;

function post(app: TestApp, request: WorstCase) {
  return send(app, request.path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://www.vantreo.com" },
    body: request.body,
  });
}

/**
 * Sends the requests a batch at a time and measures each batch's longest stall; a batch over the
 * budget or with a 5xx has each of its requests measured alone, and those over it are reported.
 */
async function stalls(app: TestApp, cases: Iterable<WorstCase>): Promise<string[]> {
  const requests = [...cases];
  expect(requests.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (let start = 0; start < requests.length; start += BATCH) {
    const batch = requests.slice(start, start + BATCH);
    const together = await measureStall(() => Promise.all(batch.map((r) => post(app, r))));
    if (together.stallMs <= EVENT_LOOP_BUDGET_MS && together.statuses.every((s) => s < 500))
      continue;
    for (const request of batch) {
      const alone = await measureRequest(() => post(app, request));
      const [status = 0] = alone.statuses;
      if (alone.stallMs > EVENT_LOOP_BUDGET_MS || status >= 500)
        problems.push(`${request.name}: ${status}, stalled ${alone.stallMs.toFixed(1)} ms`);
    }
  }
  return problems;
}

// Algorithmic-complexity attacks: crafted worst-case text in every field, sent through the real
// app in-process. No request may hold the event loop longer than the budget, none may be a 5xx.
describe(
  "worst-case input holds the event loop at most 50 ms per request",
  { timeout: 180_000 },
  () => {
    const currentStore = useTestStore("sqlite");
    const app = () =>
      dataroomApp(currentStore().store, testClock().now, { LEAD_API_RATE_LIMIT: "1000000" });

    it.each(LEAD_TYPES)("in every field of a %s lead", async (leadType) => {
      const cases = [...worstCaseLeads(LEAD_BODY_LIMIT)].filter((request) =>
        request.name.startsWith(`${leadType} `),
      );
      expect(await stalls(app(), cases)).toEqual([]);
    });

    it("in every field of a data-room access request", async () => {
      expect(await stalls(app(), worstCaseAccessRequests(ACCESS_REQUEST_BODY_LIMIT))).toEqual([]);
    });

    it("in every field of a consent proof", async () => {
      expect(await stalls(app(), worstCaseConsents(CONSENT_BODY_LIMIT))).toEqual([]);
    });
  },
);
