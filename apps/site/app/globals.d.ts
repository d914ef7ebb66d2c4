/** The year of the build, for the footer's copyright line (set in vite.config.ts). */
declare const __BUILD_YEAR__: number;
/** apps/site with a trailing slash, at build time (vite.config.ts); absent in unbundled runs. */
declare const __SITE_ROOT__: string | undefined;

/**
 * Island name → its chunk files in load order, from the client build's module graph
 * (vite-plugins/island-chunks.ts); empty in development, where Vite serves the modules.
 */
declare module "virtual:vantreo/island-chunks" {
  const chunks: Readonly<Record<string, readonly string[]>>;
  export default chunks;
}
