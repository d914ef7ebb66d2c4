import { useCallback, useMemo } from "react";
import { usePageLocationValue, type NavigateOptions } from "./page-location-provider";

/** What a query string may be set from (as `URLSearchParams` accepts, plus repeated keys). */
export type SearchInit = string | URLSearchParams | Record<string, string | string[]>;

function toSearch(init: SearchInit): string {
  if (typeof init === "string" || init instanceof URLSearchParams) {
    return new URLSearchParams(init).toString();
  }
  const pairs = Object.entries(init).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => [key, item]),
  );
  return new URLSearchParams(pairs).toString();
}

/**
 * The page's query parameters, and a setter that writes a new query string on the same page: the
 * URL changes in place (no page load) and the islands re-render with it.
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((previous: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate } = usePageLocationValue("useSearchParams()");
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === "function" ? next(new URLSearchParams(search)) : next;
      const query = toSearch(value);
      navigate(`${pathname}${query ? `?${query}` : ""}`, options);
    },
    [navigate, pathname, search],
  );
  return [params, setParams];
}
