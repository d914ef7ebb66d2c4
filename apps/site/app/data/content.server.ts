/**
 * Build-time access to the bundled content (ARCHITECTURE.md, "Build time"): every collection is
 * loaded, validated and rendered once per build, then shared by the route loaders that prerender
 * the pages. Server-only: nothing here reaches the browser bundles.
 */
import {
  loadCollection,
  loadServiceCatalogue,
  renderCollection,
  type CareerDocument,
  type CaseStudyDocument,
  type InsightDocument,
  type LearningDocument,
  type RenderedDocument,
  type ServiceEntry,
} from "@vantreo/content";
import { fileURLToPath } from "node:url";
import { PAGE_ROUTES } from "../route-table";

// The server build may live in any build directory (SITE_BUILD_DIR), so Vite bakes in the site's
// root; unbundled runs (vitest) resolve it from this file.
const siteRoot =
  typeof __SITE_ROOT__ === "string"
    ? __SITE_ROOT__
    : fileURLToPath(new URL("../../", import.meta.url));
const contentDir = (name: string) => `${siteRoot}content/${name}`;
export const PUBLIC_DIR = `${siteRoot}public`;

export interface SiteContent {
  services: ServiceEntry[];
  insights: RenderedDocument<InsightDocument>[];
  caseStudies: RenderedDocument<CaseStudyDocument>[];
  learning: RenderedDocument<LearningDocument>[];
  careers: RenderedDocument<CareerDocument>[];
}

/** A link target is known when it is a static route of the table or a page of a collection. */
function knownRouteMatcher(slugs: Record<string, Set<string>>): (path: string) => boolean {
  const staticPaths = new Set(
    PAGE_ROUTES.filter((r) => !/[:*]/.test(r.path)).map((r) => `/${r.path}`),
  );
  return (path) => {
    if (staticPaths.has(path)) return true;
    const match = path.match(/^\/(services|insights|case-studies|learning|careers)\/(.+)$/);
    return Boolean(match && slugs[match[1]!]?.has(match[2]!));
  };
}

let cached: Promise<SiteContent> | undefined;

async function load(): Promise<SiteContent> {
  const [services, insights, caseStudies, learning, careers] = await Promise.all([
    loadServiceCatalogue(contentDir("services")),
    loadCollection(contentDir("insights"), "insight"),
    loadCollection(contentDir("case-studies"), "case-study", { publicDir: PUBLIC_DIR }),
    loadCollection(contentDir("learning"), "learning"),
    loadCollection(contentDir("careers"), "career"),
  ]);
  const knownRoutes = knownRouteMatcher({
    services: new Set(services.map((s) => s.slug)),
    insights: new Set(insights.map((d) => d.slug)),
    "case-studies": new Set(caseStudies.map((d) => d.slug)),
    learning: new Set(learning.map((d) => d.slug)),
    careers: new Set(careers.map((d) => d.slug)),
  });
  const options = { knownRoutes, publicDir: PUBLIC_DIR };
  return {
    services,
    insights: await renderCollection(insights, options),
    caseStudies: await renderCollection(caseStudies, options),
    learning: await renderCollection(learning, options),
    careers: await renderCollection(careers, options),
  };
}

/** Every collection, loaded and rendered once per build. */
export function siteContent(): Promise<SiteContent> {
  cached ??= load();
  return cached;
}
