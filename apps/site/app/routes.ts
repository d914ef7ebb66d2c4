import { route, type RouteConfig } from "@react-router/dev/routes";
import {
  assertRouteModules,
  hasContent,
  localizedPattern,
  PAGE_ROUTES,
  pageLocales,
  RESOURCE_ROUTES,
} from "./route-table";

// A row whose module is missing fails the build; a collection route without documents has
// nothing to prerender and is left out (its build-time loader may not exist unprerendered).
assertRouteModules();
const written = PAGE_ROUTES.filter(hasContent);

export default [
  ...written.flatMap((page) =>
    pageLocales(page).map((locale) =>
      route(localizedPattern(page, locale).slice(1), page.file, {
        id: locale === "en" ? page.id : `${page.id}.${locale}`,
      }),
    ),
  ),
  ...RESOURCE_ROUTES.map((resource) => route(resource.path, resource.file, { id: resource.id })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
