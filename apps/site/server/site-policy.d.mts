// Types of site-policy.mjs for the TypeScript e2e specs.

/** A permanent redirect of an exact path (the query string is kept). */
export type Redirect = { from: string; to: string; status: number };

/** The locale prefixes of the site's paths (English has none). */
export declare const LOCALE_PREFIXES: string[];
/** Media types by extension. */
export declare const MIME: Record<string, string>;
/** Headers of every answer the site itself gives. */
export declare const BASE_HEADERS: Record<string, string>;
/** Cache-Control by kind of answer. */
export declare const CACHE_CONTROL: {
  html: string;
  hashedAsset: string;
  other: string;
  redirect: string;
};
/** The Vary header of served files. */
export declare const VARY: string;
/** The folder of content-hashed files. */
export declare const HASHED_ASSET_PREFIX: string;
/** The permanent redirects, in each locale. */
export declare const REDIRECTS: Redirect[];
/** The data room's document paths and the shell that answers them, per locale. */
export declare const DOCUMENT_SHELLS: { prefix: string; shell: string }[];
/** The pattern of a document slug. */
export declare const DOCUMENT_SLUG: string;
/** The not-found page of a path's locale (a client-relative file). */
export declare function notFoundPage(pathname: string): string;
