import type { Rolldown } from "vite";

/**
 * The browser entry, the islands the public site's shell renders on every public page, and the
 * first load of a page that renders none of those (an app's shell: the staff app's island and
 * the parts it loads right after hydration, each a dynamic import), as absolute paths.
 */
export interface ClientChunkOptions {
  entry: string;
  shellIslands: readonly string[];
  appFirstLoad?: readonly string[];
}

/**
 * Per module of the browser graph, the roots reaching it; the roots that are islands (the others
 * are parts loaded later); the modules every public page loads; and among those the ones the
 * entry or the app's first load (`appFirstLoad`) reaches too.
 */
export interface BrowserGraph {
  roots: Map<string, string[]>;
  islands: Set<string>;
  everyPage: Set<string>;
  core: Set<string>;
}

/** Reads the browser graph forward from the entry (route modules are never reached). */
export declare function readBrowserGraph(
  ctx: Rolldown.ChunkingContext,
  options: ClientChunkOptions,
): BrowserGraph;

/** A module's chunk and the priority of the group that takes it. */
export interface Placement {
  name: string;
  priority: number;
}

/** Where a module goes; null outside the graph, for the entry and for a shell island's module. */
export declare function placement(
  id: string,
  graph: BrowserGraph,
  options: ClientChunkOptions,
): Placement | null;

/** framework, shell, site-shell, an island's name or shared-<hash>; null outside the graph and for the entry. */
export declare function chunkName(
  id: string,
  graph: BrowserGraph,
  options: ClientChunkOptions,
): string | null;

/** The browser build's `output.codeSplitting`: chunks that follow what a page loads. */
export declare function clientCodeSplitting(
  options: ClientChunkOptions,
): Rolldown.CodeSplittingOptions;
