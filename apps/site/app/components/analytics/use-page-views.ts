import type { Analytics } from "@vantreo/consent";
import { useEffect, useRef } from "react";
import { useLocation } from "../../navigation";

/**
 * A page view (path and title, spec section 7) for every route the visitor reaches. Without
 * analytics consent nothing is sent; the page in view is reported once consent arrives, so the
 * landing page counts for a visitor who accepts on it. A change of query or hash alone is the
 * same page.
 */
export function usePageViews(analytics: Analytics, allowed: boolean): void {
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!allowed || reported.current === pathname) return;
    reported.current = pathname;
    // Effects run after the commit, so the route's <title> from <Meta> is already in place.
    analytics.pageView(pathname, document.title);
  }, [analytics, allowed, pathname]);
}
