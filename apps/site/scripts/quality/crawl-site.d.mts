import type { HtmlReferences } from "./html-references.mjs";

/** What the server answered for one path. */
export interface CrawledResponse {
  status: number;
  /** The Content-Type header ("" when absent). */
  type: string;
  /** The references of an HTML page; null for other files. */
  refs: HtmlReferences | null;
}

/** One reference met on a page, resolved to a path of the site. */
export interface CrawlEdge {
  from: string;
  kind: "link" | "asset" | "alternate";
  /** As written in the page. */
  ref: string;
  path: string;
  /** The fragment without "#", decoded ("" when none). */
  hash: string;
}

/** The result of crawlSite. */
export interface SiteCrawl {
  responses: Map<string, CrawledResponse>;
  /** HTML pages answering 200, reached by following links from the start pages. */
  reached: Set<string>;
  edges: CrawlEdge[];
}

/** Crawls the served site from `starts`, following internal links; see crawl-site.mjs. */
export declare function crawlSite(options: {
  origin: string;
  starts: string[];
  siteHosts?: string[];
  concurrency?: number;
}): Promise<SiteCrawl>;
