/**
 * The site search index, published at build time as /search-index.json (spec
 * sections 2 and 9). A resource route: only a loader, which the prerender runs once and writes
 * to a static file that the search dialog fetches on first open. No component, so nothing of it
 * reaches the browser bundles.
 */
import { buildSearchIndex, serializeIndex } from "@vantreo/search";
import { siteContent } from "../data/content.server";

/** The serialized index of every service, insight, case study and learning item. */
export async function loader(): Promise<Response> {
  const { services, insights, caseStudies, learning } = await siteContent();
  const index = buildSearchIndex({ services, insights, caseStudies, learning });
  return new Response(serializeIndex(index), {
    headers: { "Content-Type": "application/json" },
  });
}
