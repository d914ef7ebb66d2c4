/** How the relay spaces its attempts. */
export type RetryDelayOptions = { baseDelayMs: number; maxDelayMs: number };

/**
 * The wait before retrying after failed attempt number `attempt` (1-based): exponential backoff,
 * `baseDelayMs × 2^(attempt − 1)` capped at `maxDelayMs`, with "equal jitter" — half of it fixed,
 * half random — so the wait always grows with the attempt while retries of many rows spread out
 * instead of hitting a recovering CRM together (AWS Architecture Blog, "Exponential Backoff And
 * Jitter"). `random` returns a number in [0, 1).
 */
export function retryDelay(
  attempt: number,
  options: RetryDelayOptions,
  random: () => number,
): number {
  const exponential = options.baseDelayMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(options.maxDelayMs, exponential);
  return Math.round(capped / 2 + (capped / 2) * random());
}
