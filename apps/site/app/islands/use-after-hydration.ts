import { createContext, startTransition, useContext, useEffect, useRef, useState } from "react";

/**
 * Set by `hydrateIsland` around each island it hydrates: `hydrated` turns true after the
 * island's first commit, and `settling` collects one promise per browser value applied right
 * after it, resolved when that value has committed (a replayed tap then acts on the settled
 * island). An island that hydrates late (on interaction or when visible) renders its first pass
 * as the prerender did however long the rest of the page has been running.
 */
export type IslandHydration = { hydrated: boolean; settling: Promise<void>[] };

/** The {@link IslandHydration} of the island being rendered (none while prerendering). */
export const IslandHydrationContext = createContext<IslandHydration | null>(null);

/** Whether every island of the page has hydrated (`entry.client` marks `<html>` then). */
function pageHydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.islands === "hydrated";
}

/**
 * A value that exists only in the browser (the URL, the host, "hydrated"): `serverValue` in the
 * prerendered HTML and during hydration, so the first client render matches the static HTML;
 * the browser's value right after, applied as a transition. (`useSyncExternalStore` with a
 * server snapshot would apply it as a synchronous re-render of the whole island: one long task
 * right after hydration.) A component mounted after its island has hydrated (or, outside an
 * island root, after the page has) reads the browser's value at once. `read` must return a
 * primitive (compared by value) and is not watched.
 */
export function useAfterHydration<T extends string | number | boolean | null>(
  read: () => T,
  serverValue: T,
): T {
  const island = useContext(IslandHydrationContext);
  const [value, setValue] = useState<T>(() =>
    (island ? island.hydrated : pageHydrated()) ? read() : serverValue,
  );
  const committed = useRef<(() => void) | null>(null);
  useEffect(() => {
    committed.current?.();
    committed.current = null;
  }, [value]);
  useEffect(() => {
    const next = read();
    if (Object.is(next, value)) return;
    if (island && !island.hydrated) {
      island.settling.push(new Promise<void>((resolve) => (committed.current = resolve)));
    }
    startTransition(() => setValue(next));
    // Read once, after the first commit: the value is not watched (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
