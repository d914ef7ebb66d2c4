/** Counts hits per key and window in memory; see {@link createMemoryRateCounter}. */
export type MemoryRateCounter = { hit(key: string, windowStart: number, windowMs: number): number };

type Entry = { windowStart: number; windowMs: number; count: number };

/**
 * Fixed-window hit counters for a single instance: one entry per key, reset when a hit falls in
 * a newer window. Whenever a newer window opens, entries whose window has ended are dropped, so
 * memory stays bounded by the clients seen within one window.
 */
export function createMemoryRateCounter(): MemoryRateCounter {
  const entries = new Map<string, Entry>();
  let latestWindow = -Infinity;
  return {
    hit(key, windowStart, windowMs) {
      if (windowStart > latestWindow) {
        latestWindow = windowStart;
        for (const [entryKey, entry] of entries) {
          if (entry.windowStart + entry.windowMs <= windowStart) entries.delete(entryKey);
        }
      }
      let entry = entries.get(key);
      if (!entry || entry.windowStart !== windowStart) {
        entry = { windowStart, windowMs, count: 0 };
        entries.set(key, entry);
      }
      entry.count += 1;
      return entry.count;
    },
  };
}
