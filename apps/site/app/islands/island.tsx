import { createElement, use, useContext, useId, type ComponentType } from "react";
import { ISLAND_TAG, type HydrationDirective } from "./island-boot";
import { InlineIslands } from "./inline-islands";
import { useIslandPage } from "./island-page";
import type { IslandName, IslandProps } from "./registry";

type IslandElementProps<N extends IslandName> = {
  name: N;
  /** When the browser hydrates it (see {@link HydrationDirective}); `load` unless said. */
  hydrate?: HydrationDirective;
} & (object extends IslandProps<N> ? { props?: IslandProps<N> } : { props: IslandProps<N> });

/**
 * An island: rendered in the prerender as its own React root inside `<vantreo-island>`, with
 * its name, props (JSON: they travel in the HTML), hydration directive and id prefix as data
 * attributes, so the browser hydrates exactly this markup. The id prefix is this element's
 * `useId()`: unique on the page, and the same however React schedules the render. (Unit tests
 * that render whole pages provide `InlineIslands` and get the component in place.)
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = "load",
}: IslandElementProps<N>) {
  const inline: ComponentType<Record<string, unknown>> | undefined =
    useContext(InlineIslands)?.[name];
  const page = useIslandPage();
  const idPrefix = useId();
  if (inline) return createElement(inline, (props ?? {}) as Record<string, unknown>);
  if (!page) {
    throw new Error(
      `<Island name="${name}"> renders only in the prerender (IslandPageContext) or with InlineIslands`,
    );
  }
  const html = use(page.render(name, (props ?? {}) as Record<string, unknown>, idPrefix));
  return createElement(ISLAND_TAG, {
    "data-island": name,
    "data-hydrate": hydrate,
    "data-id-prefix": idPrefix,
    "data-props": props === undefined ? undefined : JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: html },
  });
}
