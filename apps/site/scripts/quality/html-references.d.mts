/** The references of one HTML document (see html-references.mjs). */
export interface HtmlReferences {
  /** hrefs of <a> and <area>, as written. */
  links: string[];
  /** Files the page loads or offers: src, srcset, stylesheets, icons, feeds, og:image, modules. */
  assets: string[];
  /** hreflang alternates. */
  alternates: { hreflang: string; href: string }[];
  canonical: string | undefined;
  /** The robots meta says noindex. */
  noindex: boolean;
  /** Every id in the document (fragment targets). */
  ids: string[];
}

/** Reads the links, assets, alternates, canonical, robots and ids of an HTML document. */
export declare function htmlReferences(html: string): HtmlReferences;
