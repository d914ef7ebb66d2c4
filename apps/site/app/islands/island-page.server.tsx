import {
  createTranslator,
  loadResources,
  localeFromPath,
  prerenderStrings,
  type LocaleResources,
  type PrerenderedStrings,
  type Translator,
} from "@vantreo/i18n";
import type { ComponentType } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import type { IslandBoot } from "./island-boot";
import type { IslandPage, IslandTail } from "./island-page";
import { islandResources, isStaffPath } from "./island-resources";
import { IslandRoot } from "./island-root";
import { ISLANDS, isIslandName, type IslandName } from "./registry";
import type { PageLocation } from "./page-location";

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The browser entry and its static imports (React Router's manifest `entry`). */
export type IslandEntry = { module: string; imports: readonly string[] };

/** Island name → its chunk files, in load order (the `island-chunks` Vite plugin's map). */
export type IslandChunks = Readonly<Record<string, readonly string[]>>;

/** What {@link createIslandPage} needs to know about the page and the build. */
export type IslandPageOptions = {
  url: URL;
  /** The built entry, or null in development (React Router's `<Scripts>` load it). */
  entry: IslandEntry | null;
  /** The built island chunks (ignored without `entry`). */
  chunks: IslandChunks;
  spaFallback?: boolean;
};

/** The entry's imports, then each island's chunks not already listed, in the islands' order. */
export function islandPreloads(
  entry: IslandEntry,
  chunks: IslandChunks,
  names: readonly IslandName[],
): string[] {
  const files = new Set(entry.imports);
  for (const name of names) {
    const own = chunks[name];
    if (!own) throw new Error(`island "${name}" has no chunk in the client build`);
    for (const file of own) if (file !== entry.module) files.add(file);
  }
  return [...files];
}

/**
 * The prerender's {@link IslandPage} for one document: each island renders as its own root
 * (its page's translator, location and consent runtime, as `entry.client` hydrates it), and the
 * tail lists the scripts of exactly the islands rendered before it.
 */
export function createIslandPage({
  url,
  entry,
  chunks,
  spaFallback = false,
}: IslandPageOptions): IslandPage {
  const locale = localeFromPath(url.pathname);
  const location: PageLocation = { pathname: url.pathname, search: "", hash: "" };
  const staff = isStaffPath(url.pathname);
  let strings: Promise<{
    resources: Partial<LocaleResources>;
    translator: Translator;
    prerendered: PrerenderedStrings;
  }> | null = null;
  // i18next renders the islands; the browser gets the strings it resolved (prerenderStrings).
  const pageStrings = () =>
    (strings ??= loadResources(locale).then((all) => {
      const resources = islandResources(all, url.pathname);
      const translator = createTranslator(locale, { [locale]: resources as LocaleResources });
      return {
        resources,
        translator,
        prerendered: prerenderStrings(locale, resources, translator),
      };
    }));
  const renders = new Map<string, Promise<string>>();
  const names: IslandName[] = [];
  let tail: Promise<IslandTail | null> | null = null;

  async function renderIsland(name: IslandName, props: Record<string, unknown>, idPrefix: string) {
    const { translator, resources } = await pageStrings();
    const Component = (await ISLANDS[name]()) as ComponentType<Record<string, unknown>>;
    return renderToString(
      <IslandRoot
        translator={translator}
        resources={staff ? resources : undefined}
        location={location}
        live={false}
      >
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: idPrefix },
    );
  }

  async function renderTail(): Promise<IslandTail | null> {
    if (names.length === 0) return null;
    const { resources, prerendered } = await pageStrings();
    const boot: IslandBoot = {
      locale,
      strings: prerendered,
      ...(staff ? { resources } : {}),
      location,
    };
    const scripts = entry
      ? renderToStaticMarkup(
          <>
            {islandPreloads(entry, chunks, names).map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
            <script type="module" src={entry.module} />
          </>,
        )
      : null;
    return { bootJson: scriptJson(boot), scripts };
  }

  return {
    spaFallback,
    render(name, props, idPrefix) {
      const known = renders.get(idPrefix);
      if (known) return known;
      if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
      if (tail) {
        throw new Error(
          `island "${name}" rendered after the page's island scripts: an island must not wait for data`,
        );
      }
      names.push(name);
      const html = renderIsland(name, props, idPrefix);
      renders.set(idPrefix, html);
      return html;
    },
    tail() {
      return (tail ??= renderTail());
    },
  };
}
