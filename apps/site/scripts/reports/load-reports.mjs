// The reports are the insights whose front matter has a downloadUrl (spec section 7: PDF report
// downloads are static links); they are read through the site's one content loader.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadCollection } from "@vantreo/content";

/** The insights folder of the site. */
export const INSIGHTS_DIR = fileURLToPath(new URL("../../content/insights/", import.meta.url));
/** The site's public folder, where `/reports/<file>.pdf` is served from. */
export const PUBLIC_DIR = fileURLToPath(new URL("../../public/", import.meta.url));

/**
 * Every insight with a `downloadUrl`, with the public file it must be written to.
 * @param {string} [dir]
 * @returns {Promise<{ slug: string, downloadUrl: string, outputFile: string, title: string, date: string, author: string, tags: string[], excerpt?: string, body: string }[]>}
 */
export async function loadReports(dir = INSIGHTS_DIR) {
  const insights = await loadCollection(dir, "insight");
  return insights
    .filter((doc) => typeof doc.downloadUrl === "string")
    .map((doc) => ({
      slug: doc.slug,
      downloadUrl: /** @type {string} */ (doc.downloadUrl),
      outputFile: join(PUBLIC_DIR, /** @type {string} */ (doc.downloadUrl)),
      title: doc.title,
      date: doc.date,
      author: doc.author,
      tags: doc.tags,
      excerpt: doc.excerpt,
      body: doc.body,
    }));
}
