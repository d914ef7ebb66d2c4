import type { Analytics } from "@vantreo/consent";
import type { TimingLabel } from "./timing-labels";

/**
 * Sends `timing_complete` with its label and duration in whole milliseconds (spec section 7)
 * through the consent-gated dispatcher, which drops it without analytics consent. `category`
 * names what was timed when one label covers several things (the form's lead source, the tool);
 * the dispatcher's `timing()` takes no category, so that case goes through `event()` with the
 * same two parameters plus `event_category`, gtag's field for it. A duration that is not a
 * finite, non-negative number (a clock that jumped) is not worth reporting.
 */
export function sendTiming(
  analytics: Analytics | null,
  label: TimingLabel,
  durationMs: number,
  category?: string,
): void {
  if (!analytics || !Number.isFinite(durationMs) || durationMs < 0) return;
  if (category === undefined) {
    analytics.timing(label, durationMs);
    return;
  }
  analytics.event("timing_complete", {
    name: label,
    value: Math.round(durationMs),
    event_category: category,
  });
}
