import { monitorEventLoopDelay } from "node:perf_hooks";

/** The longest a request may hold the event loop: every other request waits that long. */
export const EVENT_LOOP_BUDGET_MS = 50;

/** What measured requests did: their statuses and the longest event-loop stall meanwhile. */
export type Measured = { statuses: number[]; stallMs: number };

/**
 * Runs `send` (one request or several at once) and measures the longest event-loop stall
 * meanwhile with `perf_hooks.monitorEventLoopDelay`: a timer due every millisecond, each late
 * firing recorded.
 */
export async function measureStall(send: () => Promise<Response[]>): Promise<Measured> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  // The monitor records the time between two firings of its timer, so it must have fired once
  // before the request starts: a request that never yields to the loop (an in-process 400)
  // would otherwise stall it unseen.
  await new Promise((resolve) => setTimeout(resolve, 3));
  const responses = await send();
  await Promise.all(responses.map((response) => response.arrayBuffer()));
  // Let the timer fire once after the last synchronous stretch, or that stretch goes unseen.
  await new Promise((resolve) => setTimeout(resolve, 2));
  histogram.disable();
  return { statuses: responses.map((response) => response.status), stallMs: histogram.max / 1e6 };
}

/**
 * Measures one request's longest event-loop stall. A stall over the budget is measured again,
 * up to ten times in all after a short pause that lets other processes run, and the shortest
 * counts: work that grows faster than its input stalls every time; a machine busy with other
 * processes, or a garbage collection, does not.
 */
export async function measureRequest(send: () => Response | Promise<Response>): Promise<Measured> {
  let best = await measureStall(async () => [await send()]);
  for (let attempt = 1; attempt < 10 && best.stallMs > EVENT_LOOP_BUDGET_MS; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    const again = await measureStall(async () => [await send()]);
    if (again.stallMs < best.stallMs) best = again;
  }
  return best;
}
