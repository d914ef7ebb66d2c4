// The site's navigation for pages and islands: links, location, navigate and search params over
// the page's own location (PageLocationProvider), the same in development, unit tests, the
// prerender and the browser. Route data (loaders, matches, params) stays in routes/ and reaches
// components as props.
export { Link, type LinkProps } from "./link";
export {
  PageLocationProvider,
  useLocation,
  type ClientRoutes,
  type NavigateOptions,
  type PageLocationProviderProps,
  type PageNavigator,
} from "./page-location-provider";
export { resolveHref, type To } from "./resolve-href";
export { useNavigate } from "./use-navigate";
export { useSearchParams, type SearchInit } from "./use-search-params";
export type { PageLocation } from "../islands/page-location";
