import { resolveGtag, type GatedScript } from "@vantreo/consent";

/**
 * Google's web analytics tag (`gtag.js` with a `G-…` measurement id) as a gated script of the
 * analytics category. @vantreo/consent ships the tag manager and the conversion tag; a site
 * built with a plain measurement id needs this third shape.
 */
export function webAnalyticsScript(config: { measurementId: string }): GatedScript {
  return {
    id: "vantreo-web-analytics",
    src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.measurementId)}`,
    category: "analytics",
    cookies: ["_ga", "_ga_*", "_gid", "_gat*"],
    setup({ window, now }) {
      const gtag = resolveGtag({ window });
      gtag?.("js", new Date(now));
      // The site reports page views itself on every route change (spec section 7); the tag's
      // automatic one would count the landing page twice.
      gtag?.("config", config.measurementId, { send_page_view: false });
    },
  };
}
