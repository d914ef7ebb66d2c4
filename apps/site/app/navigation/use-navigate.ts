import { useCallback } from "react";
import { usePageLocationValue, type NavigateOptions } from "./page-location-provider";
import { resolveHref, type To } from "./resolve-href";

/**
 * A function that goes to a target (resolved as `Link` resolves it) or moves through the
 * session history by a number of entries (-1: Back).
 */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const { location, navigate } = usePageLocationValue("useNavigate()");
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === "number") window.history.go(to);
      else navigate(resolveHref(to, location), options);
    },
    [location, navigate],
  );
}
