import { useCallback, useState } from "react";

/** localStorage key of the visitor's recent searches (client-side only, like the theme). */
export const RECENT_SEARCHES_KEY = "vantreo.search.recent";

/** How many recent searches the quick actions list. */
export const MAX_RECENT_SEARCHES = 5;

function read(): string[] {
  if (typeof window === "undefined") return [];
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? "[]");
    return Array.isArray(stored)
      ? stored
          .filter((item): item is string => typeof item === "string")
          .slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    // Storage blocked (privacy mode) or a malformed value: start with no history.
    return [];
  }
}

function write(queries: readonly string[]): void {
  try {
    if (queries.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_KEY);
    else window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(queries));
  } catch {
    // Storage full or blocked: recent searches are a convenience, never an error.
  }
}

/** The recent searches of this browser, newest first, and how to add one or clear them. */
export function useRecentSearches(): {
  queries: readonly string[];
  remember(query: string): void;
  clear(): void;
} {
  // The dialog is loaded on first open, in the browser only: storage can be read at once.
  const [queries, setQueries] = useState<readonly string[]>(read);

  const remember = useCallback((query: string) => {
    const trimmed = query.trim();
    if (trimmed === "") return;
    const key = trimmed.toLocaleLowerCase();
    const next = [trimmed, ...read().filter((item) => item.toLocaleLowerCase() !== key)].slice(
      0,
      MAX_RECENT_SEARCHES,
    );
    write(next);
    setQueries(next);
  }, []);

  const clear = useCallback(() => {
    write([]);
    setQueries([]);
  }, []);

  return { queries, remember, clear };
}
