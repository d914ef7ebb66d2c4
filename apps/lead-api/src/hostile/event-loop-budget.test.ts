import { describe, expect, it } from "vitest";
import { EVENT_LOOP_BUDGET_MS, measureRequest, measureStall } from "./event-loop-budget";

function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe("the event-loop stall measurement", () => {
  it("sees a stall that happens before the request yields to the loop at all", async () => {
    const measured = await measureStall(async () => {
      busy(EVENT_LOOP_BUDGET_MS * 2);
      return [new Response("{}", { status: 400 })];
    });
    expect(measured.stallMs).toBeGreaterThanOrEqual(EVENT_LOOP_BUDGET_MS * 2 - 5);
    expect(measured.statuses).toEqual([400]);
  });

  it("sees a stall after the request has yielded to the loop", async () => {
    const measured = await measureRequest(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      busy(EVENT_LOOP_BUDGET_MS * 2);
      return new Response("{}", { status: 201 });
    });
    expect(measured.stallMs).toBeGreaterThanOrEqual(EVENT_LOOP_BUDGET_MS * 2 - 5);
  });

  it("reports a request that does no blocking work as under the budget", async () => {
    const measured = await measureRequest(async () => new Response("{}", { status: 201 }));
    expect(measured.stallMs).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });
});
