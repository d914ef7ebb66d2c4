import { createContext, useContext } from "react";
import type { IslandName } from "./registry";

/** The page's island data and scripts, as the {@link IslandScripts} tail renders them. */
export type IslandTail = {
  /** The {@link IslandBoot} JSON, safe inside a `<script>` element. */
  bootJson: string;
  /**
   * The markup of the page's modulepreloads and entry module (rendered by React), which the
   * loader puts into the page after the largest contentful paint; null where React Router's `<Scripts>` load
   * the entry (development, where Vite serves the modules).
   */
  scripts: string | null;
};

/**
 * The prerender's side of a page's islands (created per request by the server entry): it
 * renders each island as its own React root and, after the last island, the page's tail.
 */
export type IslandPage = {
  /** The island's HTML, rendered as its own root with `idPrefix` as React's identifierPrefix. */
  render(name: IslandName, props: Record<string, unknown>, idPrefix: string): Promise<string>;
  /** The tail of a page with islands (null on a page without any: it loads no JavaScript). */
  tail(): Promise<IslandTail | null>;
  /** React Router's SPA fallback document, which must load React Router's own scripts. */
  spaFallback: boolean;
};

/** Provided by the server entry around the whole document. */
export const IslandPageContext = createContext<IslandPage | null>(null);

/** The page's {@link IslandPage}, when the document is being prerendered. */
export function useIslandPage(): IslandPage | null {
  return useContext(IslandPageContext);
}
