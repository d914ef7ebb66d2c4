/** An axis: its rounded ends, the step between ticks and the ticks themselves. */
export interface NiceScale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

// Tick steps a reader can add up in their head: 1, 2, 2.5 and 5 times a power of ten.
const NICE_FRACTIONS = [1, 2, 2.5, 5, 10];

/** A step of 1, 2, 2.5 or 5 × 10^n at least as large as `raw`. */
export function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = NICE_FRACTIONS.find((candidate) => fraction <= candidate + 1e-9) ?? 10;
  return nice * power;
}

/**
 * An axis from `low` to `high` with about `count` intervals, always including zero so bars
 * grow from a true baseline, with both ends rounded out to a whole step.
 *
 * @example niceScale(-250_000, 671_600) // min −400,000, max 800,000, step 200,000
 */
export function niceScale(low: number, high: number, count = 5): NiceScale {
  const lo = Math.min(0, low);
  const hi = Math.max(0, high);
  if (!Number.isFinite(lo) || !Number.isFinite(hi))
    throw new RangeError("An axis needs finite ends");
  const step = hi === lo ? 1 : niceStep((hi - lo) / count);
  const first = Math.floor(lo / step + 1e-9);
  const last = Math.ceil(hi / step - 1e-9);
  const ticks: number[] = [];
  // Multiply instead of adding repeatedly, and trim binary noise (0.1 × 3 = 0.30000000000000004).
  for (let i = first; i <= Math.max(last, first + 1); i += 1)
    ticks.push(Number((i * step).toPrecision(12)));
  return { min: ticks[0] ?? 0, max: ticks[ticks.length - 1] ?? 1, step, ticks };
}
