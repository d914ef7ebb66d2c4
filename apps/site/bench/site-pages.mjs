// The pages the bench audits (issue 16): the home page in English and Arabic, a service page, the
// newest insight and the ROI calculator.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const insightsDir = fileURLToPath(new URL("../content/insights/", import.meta.url));

/** Slug of the newest insight, by the `date:` of its front matter (ties: the later slug). */
export function newestInsightSlug(dir = insightsDir) {
  const dated = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const head = readFileSync(`${dir}/${name}`, "utf8").split(/^---\s*$/m)[1] ?? "";
      const date = head.match(/^date:\s*["']?(\d{4}-\d{2}-\d{2})/m)?.[1] ?? "";
      return { slug: name.slice(0, -3), date };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  const newest = dated.at(-1);
  if (!newest) throw new Error(`no insight found in ${dir}`);
  return newest.slug;
}

/** The audited pages as `{ name, path }`, in the order they are printed. */
export function sitePages() {
  return [
    { name: "home (en)", path: "/" },
    { name: "home (ar)", path: "/ar" },
    { name: "service", path: "/services/data-engineering-consulting" },
    { name: "insight (newest)", path: `/insights/${newestInsightSlug()}` },
    { name: "ROI calculator", path: "/tools/ai-roi-calculator" },
  ];
}
