import { route, type RouteConfig } from "@react-router/dev/routes";
import {
  isWritten,
  localizedPattern,
  PAGE_ROUTES,
  pageLocales,
  RESOURCE_ROUTES,
} from "./route-table";

// Pages are added to the table as their modules land; a row whose module is not written yet is
// left out here (and from the prerender list) instead of failing the whole build.
const written = PAGE_ROUTES.filter(isWritten);

export default [
  ...written.flatMap((page) =>
    pageLocales(page).map((locale) =>
      route(localizedPattern(page, locale).slice(1), page.file, {
        id: locale === "en" ? page.id : `${page.id}.${locale}`,
      }),
    ),
  ),
  ...RESOURCE_ROUTES.filter(isWritten).map((resource) =>
    route(resource.path, resource.file, { id: resource.id }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
