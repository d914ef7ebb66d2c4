import { createElement, useContext, type ComponentType } from "react";
import { ISLAND_TAG } from "./island-boot";
import { InlineIslands } from "./inline-islands";
import type { IslandName, IslandProps } from "./registry";

type IslandPlaceholderProps<N extends IslandName> = { name: N } & (object extends IslandProps<N>
  ? { props?: IslandProps<N> }
  : { props: IslandProps<N> });

/**
 * Marks where an island goes. The page's render leaves an empty placeholder carrying the name
 * and the props as JSON; the document pass of the server entry (`renderIslands`) renders the
 * island there as its own root, exactly as the browser will hydrate it. (Unit tests that render
 * whole pages provide `InlineIslands` and get the component in place.)
 */
export function Island<N extends IslandName>({ name, props }: IslandPlaceholderProps<N>) {
  const Inline: ComponentType<Record<string, unknown>> | undefined =
    useContext(InlineIslands)?.[name];
  if (Inline) return <Inline {...((props ?? {}) as Record<string, unknown>)} />;
  return createElement(ISLAND_TAG, {
    "data-island": name,
    "data-props": props === undefined ? undefined : JSON.stringify(props),
  });
}
