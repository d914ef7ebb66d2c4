// The pages the bench audits: a sample of every kind of page in the three locales (home in
// English, German and Arabic; services in English and Arabic; a service; the insight list and the
// newest insight; the newest case study; contact in English and German; the Atlanta page in
// English and Arabic; a comparison page; a tool), so a page the sample misses is still like one
// it measures.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const contentDir = fileURLToPath(new URL("../content/", import.meta.url));

/** Slug of the newest document of a collection, by the `date:` of its front matter (ties: the later slug). */
export function newestSlug(dir) {
  const dated = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const head = readFileSync(`${dir}/${name}`, "utf8").split(/^---\s*$/m)[1] ?? "";
      const date = head.match(/^date:\s*["']?(\d{4}-\d{2}-\d{2})/m)?.[1] ?? "";
      return { slug: name.slice(0, -3), date };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  const newest = dated.at(-1);
  if (!newest) throw new Error(`no document found in ${dir}`);
  return newest.slug;
}

/** The audited pages as `{ name, path }`, in the order they are printed. */
export function sitePages(content = contentDir) {
  return [
    { name: "home", path: "/" },
    { name: "home (de)", path: "/de" },
    { name: "home (ar)", path: "/ar" },
    { name: "services", path: "/services" },
    { name: "services (ar)", path: "/ar/services" },
    { name: "service", path: "/services/data-engineering-consulting" },
    { name: "insights", path: "/insights" },
    { name: "insight", path: `/insights/${newestSlug(`${content}insights`)}` },
    { name: "case study", path: `/case-studies/${newestSlug(`${content}case-studies`)}` },
    { name: "contact", path: "/contact" },
    { name: "contact (de)", path: "/de/contact" },
    { name: "Atlanta", path: "/atlanta-data-experts" },
    { name: "Atlanta (ar)", path: "/ar/atlanta-data-experts" },
    { name: "compare", path: "/compare/accenture-alternative" },
    { name: "ROI calculator", path: "/tools/ai-roi-calculator" },
  ];
}

/** The sampled pages missing from the build in `client` (a renamed route fails the bench early). */
export function missingPages(pages, client) {
  return pages.filter((page) => !existsSync(`${client}${page.path.slice(1)}/index.html`));
}

/**
 * The pages named in `filter` (comma-separated paths, e.g. "/,/ar"), in the sample's order; all of
 * them when it is empty. A path not in the sample is an error, not a silently smaller run.
 */
export function selectPages(pages, filter) {
  const paths = (filter ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  if (paths.length === 0) return pages;
  const unknown = paths.filter((path) => !pages.some((page) => page.path === path));
  if (unknown.length > 0) {
    throw new Error(`BENCH_PAGES names paths outside the sample: ${unknown.join(", ")}`);
  }
  return pages.filter((page) => paths.includes(page.path));
}
