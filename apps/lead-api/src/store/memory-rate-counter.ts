/** Counts hits per key and window in memory; see {@link createMemoryRateCounter}. */
export type MemoryRateCounter = { hit(key: string, windowStart: number): number };

/**
 * Fixed-window hit counters for a single instance. Only the current window is kept: when a hit
 * opens a newer window, older counters are dropped, so memory is bounded by the clients of one
 * window.
 */
export function createMemoryRateCounter(): MemoryRateCounter {
  let currentWindow = -Infinity;
  let counts = new Map<string, number>();
  return {
    hit(key, windowStart) {
      if (windowStart > currentWindow) {
        currentWindow = windowStart;
        counts = new Map();
      }
      if (windowStart < currentWindow) return 1;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count;
    },
  };
}
