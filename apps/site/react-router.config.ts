import type { Config } from "@react-router/dev/config";
import { loadCollection, loadServiceCatalogue } from "@vantreo/content";
import { fileURLToPath } from "node:url";
import { assertRouteModules, hasContent, prerenderPaths } from "./app/route-table";

const dir = (name: string) => fileURLToPath(new URL(`./content/${name}`, import.meta.url));

export default {
  appDirectory: "app",
  // SITE_BUILD_DIR lets several builds exist side by side (scripts/build-dir.mjs).
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  // Static HTML for every page at build time; the site ships as files (spec: prerendered).
  ssr: false,
  async prerender() {
    assertRouteModules();
    const [services, insights, caseStudies, learning, careers] = await Promise.all([
      loadServiceCatalogue(dir("services")),
      loadCollection(dir("insights"), "insight"),
      loadCollection(dir("case-studies"), "case-study"),
      loadCollection(dir("learning"), "learning"),
      loadCollection(dir("careers"), "career"),
    ]);
    const paths = prerenderPaths(
      {
        services: services.map((s) => s.slug),
        insights: insights.map((d) => d.slug),
        caseStudies: caseStudies.map((d) => d.slug),
        learning: learning.map((d) => d.slug),
        careers: careers.map((d) => d.slug),
      },
      hasContent,
    );
    console.log(`prerender: ${paths.length} pages`);
    return paths;
  },
} satisfies Config;
