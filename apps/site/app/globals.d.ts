/** The year of the build, for the footer's copyright line (set in vite.config.ts). */
declare const __BUILD_YEAR__: number;
/** apps/site with a trailing slash, at build time (vite.config.ts); absent in unbundled runs. */
declare const __SITE_ROOT__: string | undefined;
