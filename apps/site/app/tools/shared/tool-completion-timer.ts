import type { Analytics } from "@vantreo/consent";
import { sendTiming } from "../../components/analytics/send-timing";
import { TIMING_LABELS } from "../../components/analytics/timing-labels";

/** The tools whose runs are timed, as the `tool_complete` event's category. */
export type TimedTool = "roi_calculator" | "maturity_assessment" | "trust_assessment";

/** The two moments of a tool run. */
export type ToolCompletionTimer = {
  /** The visitor gave an input; starts the clock unless a run is already timed. */
  input(): void;
  /** A result is shown; sends the run's time and stops the clock. Without an input, nothing. */
  result(): void;
};

/**
 * Times a tool run from the visitor's first input to the result and sends it as
 * `timing_complete` `tool_complete` with the tool as category (spec section 7), through the
 * consent-gated dispatcher. A result nobody worked for (a shared link opening on a report) is
 * not a run and sends nothing; the next input after a result starts a new run.
 */
export function createToolCompletionTimer(
  tool: TimedTool,
  analytics: Analytics | null,
  now: () => number = () => performance.now(),
): ToolCompletionTimer {
  let started: number | null = null;
  return {
    input() {
      started ??= now();
    },
    result() {
      if (started === null) return;
      sendTiming(analytics, TIMING_LABELS.toolComplete, now() - started, tool);
      started = null;
    },
  };
}
