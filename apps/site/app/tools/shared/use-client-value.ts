import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A value read from the browser (the URL, the host) that is `serverValue` in the prerendered
 * HTML and during hydration, and the browser's value right after: React renders the server
 * snapshot first, so the HTML and the first client render agree. `read` must return a
 * primitive (compared by value) and is not watched for changes.
 */
export function useClientValue<T extends string | number | boolean | null>(
  read: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
