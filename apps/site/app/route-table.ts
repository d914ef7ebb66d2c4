/**
 * The one route table of the site (spec section 2): every page, the module that renders it and
 * whether it has German and Arabic versions. `routes.ts` (React Router) and the prerender list
 * both derive from it; the localized paths come from @vantreo/i18n's route map.
 */
import { existsSync, readdirSync } from "node:fs";
import {
  DEFAULT_LOCALE,
  hasLocalizedVersion,
  LOCALE_CODES,
  localizePath,
  type Locale,
} from "@vantreo/i18n";

export interface PageRoute {
  /** Stable route id; localized copies get `${id}.${locale}`. */
  id: string;
  /** The English path pattern, without a leading slash ("" for home). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Kept out of search engines (data room, admin). */
  noindex?: boolean;
  /** For pages rendered from copy data: the module under app/copy/pages/. */
  copy?: string;
  /**
   * For a dynamic route fed by a markdown collection that may be empty (learning ships none):
   * the folder under content/. Without documents the route has nothing to prerender, and a
   * build-time loader may not exist on a route that is never prerendered (ssr: false).
   */
  collection?: string;
}

/** The copy module of a content page: /solutions/healthcare → copy/pages/solutions--healthcare.ts */
export function copyModuleFor(path: string): string {
  return `copy/pages/${path.replace(/\//g, "--")}.ts`;
}

const page = (
  id: string,
  path: string,
  file: string,
  extra: Partial<PageRoute> = {},
): PageRoute => ({
  id,
  path,
  file,
  ...extra,
});

/** A page whose copy is data, rendered by the content-page template. */
const copyPage = (id: string, path: string): PageRoute => ({
  id,
  path,
  file: "routes/content-page.tsx",
  copy: copyModuleFor(path),
});

const topics = [
  "data-architecture",
  "data-engineering",
  "private-llm",
  "ai-governance",
  "private-ai-infrastructure",
  "data-engineering-modernization",
];
const industries = [
  "private-equity",
  "financial-services",
  "solutions/healthcare",
  "solutions/retail-ecommerce",
  "federal-government",
  "databricks-solutions",
  "robotics-automation",
];
const research = [
  "enterprise-ai-failure-rate",
  "ai-project-failure-rate",
  "ai-implementation-best-practices",
  "agent-ai-2025-guide",
  "ai-productivity-research",
  "ai-roi-measurement-guide",
];
const compare = [
  "accenture-alternative",
  "deloitte-comparison",
  "ey-alternative",
  "ibm-alternative",
  "mckinsey-alternative",
  "rts-labs-comparison",
];
const cybersecurity = ["security-operations-modernization", "threat-detection", "ai-enhanced-soc"];

export const PAGE_ROUTES: readonly PageRoute[] = [
  page("home", "", "routes/home.tsx"),
  copyPage("about", "about"),
  page("contact", "contact", "routes/contact.tsx"),
  page("careers", "careers", "routes/careers.tsx"),
  page("career", "careers/:slug", "routes/career.tsx"),
  copyPage("solutions", "solutions"),
  copyPage("documentation", "documentation"),
  page("bookings", "bookings", "routes/bookings.tsx"),
  page("trust-assessment", "trust-assessment", "routes/trust-assessment.tsx"),
  page("services", "services", "routes/services.tsx"),
  page("service", "services/*", "routes/service.tsx"),
  page("insights", "insights", "routes/insights.tsx"),
  page("insight", "insights/:slug", "routes/insight.tsx"),
  page("case-studies", "case-studies", "routes/case-studies.tsx"),
  page("case-study", "case-studies/:slug", "routes/case-study.tsx"),
  page("private-ai-roi", "resources/private-ai-roi", "routes/case-study.tsx"),
  page("learning", "learning", "routes/learning.tsx"),
  page("learning-item", "learning/:slug", "routes/learning-item.tsx", { collection: "learning" }),
  copyPage("atlanta", "atlanta-data-experts"),
  ...topics.map((p) => copyPage(`topic-${p}`, p)),
  ...industries.map((p) => copyPage(`industry-${p.replace("/", "-")}`, p)),
  ...research.map((p) => copyPage(`research-${p}`, p)),
  page("roi-calculator", "tools/ai-roi-calculator", "routes/tools/ai-roi-calculator.tsx"),
  page(
    "maturity-assessment",
    "tools/data-maturity-assessment",
    "routes/tools/data-maturity-assessment.tsx",
  ),
  ...compare.map((p) => copyPage(`compare-${p}`, `compare/${p}`)),
  ...cybersecurity.map((p) => copyPage(`cyber-${p}`, `cybersecurity/${p}`)),
  copyPage("privacy", "privacy-policy"),
  page("cookie-preferences", "cookie-preferences", "routes/legal/cookie-preferences.tsx"),
  copyPage("do-not-sell", "do-not-sell"),
  page("data-rights", "data-rights", "routes/legal/data-rights.tsx"),
  copyPage("impressum", "impressum"),
  page("investors", "investors", "routes/dataroom/investors.tsx", { noindex: true }),
  page("dataroom", "dataroom", "routes/dataroom/index.tsx", { noindex: true }),
  page("dataroom-access", "dataroom/access", "routes/dataroom/access.tsx", { noindex: true }),
  page("dataroom-verify", "dataroom/verify", "routes/dataroom/verify.tsx", { noindex: true }),
  page("dataroom-document", "dataroom/:slug", "routes/dataroom/document.tsx", { noindex: true }),
  // The staff app (staff only): one client-routed application for /desk… and /dataroom/admin,
  // one shell per locale, which the servers answer for every staff path (site-policy.mjs).
  page("staff-app", "desk", "routes/desk/app.tsx", { noindex: true }),
  page("newsletter-confirm", "newsletter/confirm", "routes/newsletter-confirm.tsx", {
    noindex: true,
  }),
  page("newsletter-unsubscribe", "newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx", {
    noindex: true,
  }),
  page("data-rights-verify", "data-rights/verify", "routes/data-rights-verify.tsx", {
    noindex: true,
  }),
  // Where the scheduler and the checkout send a visitor back after a booking or a payment.
  page("booking-confirmed", "booking-confirmed", "routes/confirmation-page.tsx", {
    noindex: true,
  }),
  page("payment-success", "payment-success", "routes/confirmation-page.tsx", { noindex: true }),
];

/** Files generated at build time by resource routes (no page, no locale). */
export const RESOURCE_ROUTES: readonly PageRoute[] = [
  // The site search index, fetched by the search dialog on first open (ARCHITECTURE.md).
  page("search-index", "search-index.json", "routes/search-index.ts"),
];

/** The locales a page exists in: English always, German and Arabic where the spec lists them. */
export function pageLocales(route: PageRoute): Locale[] {
  const english = `/${route.path}`;
  return LOCALE_CODES.filter(
    (locale) => locale === DEFAULT_LOCALE || hasLocalizedVersion(english, locale),
  );
}

/** The path pattern of a page in a locale (e.g. /de/privacy for the privacy policy). */
export function localizedPattern(route: PageRoute, locale: Locale): string {
  return locale === "en" ? `/${route.path}` : localizePath(`/${route.path}`, locale);
}

/** Slugs of the dynamic pages, known at build time. */
export interface DynamicSlugs {
  services: string[];
  insights: string[];
  caseStudies: string[];
  learning: string[];
  careers: string[];
}

/** Every path to render at build time, plus the not-found page for 404.html. */
export function prerenderPaths(
  slugs: DynamicSlugs,
  include: (route: PageRoute) => boolean = () => true,
): string[] {
  const dynamic: Record<string, string[]> = {
    "services/*": slugs.services.map((s) => `services/${s}`),
    "insights/:slug": slugs.insights.map((s) => `insights/${s}`),
    "case-studies/:slug": slugs.caseStudies.map((s) => `case-studies/${s}`),
    "learning/:slug": slugs.learning.map((s) => `learning/${s}`),
    "careers/:slug": slugs.careers.map((s) => `careers/${s}`),
    // Documents are served by the lead API to a valid session only: one empty shell per locale,
    // which the local server answers for every /dataroom/<slug> (server/site-policy.mjs).
    "dataroom/:slug": ["dataroom/__document"],
  };
  const paths: string[] = [];
  for (const route of PAGE_ROUTES.filter(include)) {
    const concrete = dynamic[route.path] ?? [route.path];
    for (const locale of pageLocales(route)) {
      for (const path of concrete) paths.push(localizedPattern({ ...route, path }, locale));
    }
  }
  for (const route of RESOURCE_ROUTES.filter(include)) paths.push(`/${route.path}`);
  // One not-found page per locale: the server answers unknown /de/… paths in German, and so on.
  return [...paths, "/__not-found", "/de/__not-found", "/ar/__not-found"];
}

// node:fs is reached only from routes.ts, react-router.config.ts and tests, which run in Node.
const appFileExists = (file: string) => existsSync(new URL(file, import.meta.url));

/** The files a route names that do not exist: its module and, for a content page, its copy. */
export function missingFiles(route: PageRoute): string[] {
  const files = route.copy === undefined ? [route.file] : [route.file, route.copy];
  return files.filter((file) => !appFileExists(file));
}

/**
 * Fails the build when a route of the table names a module (or copy module) that does not exist:
 * a page of the specification must never drop out of the site silently.
 */
export function assertRouteModules(
  routes: readonly PageRoute[] = [...PAGE_ROUTES, ...RESOURCE_ROUTES],
): void {
  const missing = routes.flatMap((route) =>
    missingFiles(route).map((file) => `${route.id}: app/${file}`),
  );
  if (missing.length > 0)
    throw new Error(`The route table names modules that do not exist:\n${missing.join("\n")}`);
}

/**
 * Whether a route has something to prerender: false only for a collection route whose folder
 * under content/ holds no documents (learning ships none). Build-time only.
 */
export function hasContent(route: PageRoute): boolean {
  if (route.collection === undefined) return true;
  return readdirSync(new URL(`../content/${route.collection}/`, import.meta.url)).some(
    (f) => f.endsWith(".md") && !/^readme\.md$/i.test(f),
  );
}
