import {
  createTranslator,
  loadResources,
  localeFromPath,
  type LocaleResources,
} from "@vantreo/i18n";
import { renderToString } from "react-dom/server";
import { EARLY_CLICKS, ISLAND_BOOT_ID, ISLAND_TAG, type IslandBoot } from "./island-boot";
import { IslandRoot } from "./island-root";
import { islandResources } from "./island-resources";
import { ISLANDS, isIslandName } from "./registry";
import type { PageLocation } from "./page-location";

// The placeholder <Island> renders: `<vantreo-island data-island="name" data-props="{…}">`.
const PLACEHOLDER = new RegExp(
  `<${ISLAND_TAG} data-island="([a-z0-9-]+)"(?: data-props="([^"]*)")?></${ISLAND_TAG}>`,
  "g",
);

const ENTITIES: Record<string, string> = {
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
};

/** Reverses React's attribute escaping. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The entry module of the browser build and what it imports (from React Router's manifest). */
export type IslandEntry = { module: string; imports: readonly string[] };

/**
 * Renders every island placeholder of a prerendered document as its own React root (with the
 * same providers and id prefix the browser hydrates it with), then adds the islands' shared
 * data and, when `entry` is given, the browser entry. A document without islands is returned
 * as it is: it loads no JavaScript at all.
 */
export async function renderIslands(
  html: string,
  { url, entry }: { url: URL; entry: IslandEntry | null },
): Promise<string> {
  const found = [...html.matchAll(PLACEHOLDER)];
  if (found.length === 0) return html;

  const locale = localeFromPath(url.pathname);
  const location: PageLocation = { pathname: url.pathname, search: "", hash: "" };
  const resources = islandResources(await loadResources(locale), url.pathname);
  const translator = createTranslator(locale, { [locale]: resources as LocaleResources });

  const rendered = await Promise.all(
    found.map(async ([placeholder, name = "", propsAttribute], index) => {
      if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
      const Component = (await ISLANDS[name]()) as React.ComponentType<Record<string, unknown>>;
      const props = propsAttribute
        ? (JSON.parse(decodeAttribute(propsAttribute)) as Record<string, unknown>)
        : {};
      const idPrefix = `i${index}-`;
      const inner = renderToString(
        <IslandRoot translator={translator} location={location} live={false}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: idPrefix },
      );
      const propsPart = propsAttribute === undefined ? "" : ` data-props="${propsAttribute}"`;
      return {
        placeholder,
        html: `<${ISLAND_TAG} data-island="${name}" data-id-prefix="${idPrefix}"${propsPart}>${inner}</${ISLAND_TAG}>`,
      };
    }),
  );

  let output = html;
  for (const { placeholder, html: island } of rendered) {
    output = output.replace(placeholder, () => island);
  }

  const boot: IslandBoot = { locale, resources, location };
  const tail = [
    `<script type="application/json" id="${ISLAND_BOOT_ID}">${scriptJson(boot)}</script>`,
    ...(entry ? [islandScripts(entry)] : []),
  ].join("");
  return output.replace("</body>", () => `${tail}</body>`);
}

/** The id of the template that holds a page's island scripts until they load. */
export const ISLAND_SCRIPTS_ID = "vantreo-island-scripts";

/**
 * How many of the island script elements {@link ISLAND_LOADER} inserts per task. Each inserted
 * preload costs the browser 0.5–2.5 ms of main-thread work (measured in Chromium), so 40 at once
 * made one 50–70 ms task (×4 on Lighthouse's mobile CPU); 4 keep every task short.
 */
export const ISLAND_LOADER_BATCH = 4;

/**
 * Starts the island scripts once the page has painted: the text, the stylesheet and the fonts
 * get the connection first, the islands hydrate a frame later. The preloads go in a few at a
 * time, one task each, the entry script last. Until an island's React root listens, a click on
 * one of its buttons that submits nothing (the menu, the theme, the search) is recorded in
 * `window[EARLY_CLICKS]` and replayed once the island has hydrated, so a visitor's first tap is
 * not lost. Inline, hashed in the CSP; the same on every page.
 */
export const ISLAND_LOADER =
  `var q=window.${EARLY_CLICKS}=[];` +
  'document.addEventListener("click",function(e){' +
  'var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(b&&(b.type=="button"||!b.form)&&b.closest("vantreo-island:not([data-hydrating])"))' +
  "q.push(b)},true);" +
  "requestAnimationFrame(function(){" +
  `var t=document.getElementById("${ISLAND_SCRIPTS_ID}"),n=t&&t.content.firstChild;` +
  `function a(){for(var i=0;n&&${ISLAND_LOADER_BATCH}>i;i++,n=n.nextSibling)` +
  "document.head.appendChild(document.importNode(n,true));if(n)setTimeout(a,0)}" +
  "setTimeout(a,0)})";

/**
 * The entry and its imports (postbuild adds the page's island chunks), in an inert template
 * that {@link ISLAND_LOADER} puts into the page after the first paint.
 */
export function islandScripts(entry: IslandEntry): string {
  const preloads = entry.imports.map((href) => `<link rel="modulepreload" href="${href}"/>`);
  return (
    `<template id="${ISLAND_SCRIPTS_ID}">${preloads.join("")}` +
    `<script type="module" src="${entry.module}"></script></template>` +
    `<script>${ISLAND_LOADER}</script>`
  );
}
