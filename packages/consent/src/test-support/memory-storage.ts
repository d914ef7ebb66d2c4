import type { StorageLike } from "../browser-env";

/** An in-memory Web Storage stand-in for tests; `entries` exposes what was written. */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & {
  entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}
