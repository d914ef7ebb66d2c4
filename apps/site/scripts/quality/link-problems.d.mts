import type { SiteCrawl } from "./crawl-site.mjs";

/** The problems of a crawl, one sorted line each, by kind of reference. */
export interface LinkProblems {
  /** Links answering other than 200, or naming a missing #id. */
  links: string[];
  /** Assets answering other than 200. */
  assets: string[];
  /** hreflang alternates answering other than 200, or not pointing back. */
  alternates: string[];
}

/** Judges a crawl: broken links, missing assets, dead fragments and non-reciprocal alternates. */
export declare function linkProblems(
  crawl: SiteCrawl,
  options: { toPath: (url: string) => string },
): LinkProblems;
