import { route, type RouteConfig } from "@react-router/dev/routes";
import { LOCALES } from "@vantreo/i18n";
import { PAGE_ROUTES } from "./route-table";

export default [
  ...PAGE_ROUTES.flatMap((page) =>
    page.locales.map((locale) => {
      const prefix = LOCALES[locale].prefix.slice(1);
      const path = [prefix, page.path].filter(Boolean).join("/");
      return route(path || "/", page.file, { id: locale === "en" ? page.id : `${page.id}.${locale}` });
    }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
