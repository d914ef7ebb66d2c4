// @vitest-environment jsdom
import { createTranslator, loadResources, RESOURCES } from "@vantreo/i18n";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { COOKIE_PREFERENCES_PAGE_COPY } from "../copy/cookie-preferences-page";
import { Island } from "./island";
import { ISLAND_BOOT_ID, type IslandBoot } from "./island-boot";
import { ISLAND_SCRIPTS_ID } from "./island-loader";
import { IslandPageContext } from "./island-page";
import {
  createIslandPage,
  islandPreloads,
  scriptJson,
  type IslandEntry,
} from "./island-page.server";
import { IslandScripts } from "./island-scripts";

const entry: IslandEntry = { module: "/assets/entry.client-1.js", imports: ["/assets/react-1.js"] };
const chunks = {
  "header-actions": ["/assets/react-1.js", "/assets/ui-1.js", "/assets/header-actions-1.js"],
  "footer-newsletter": ["/assets/ui-1.js", "/assets/newsletter-1.js"],
  "site-runtime": ["/assets/entry.client-1.js", "/assets/site-runtime-1.js"],
  "cookie-preferences": ["/assets/ui-1.js", "/assets/cookie-preferences-1.js"],
};

/** Prerenders a document as the server entry does, and parses it as the browser would. */
async function prerender(path: string, body: ReactNode, build: IslandEntry | null = entry) {
  const page = createIslandPage({ url: new URL(`http://x${path}`), entry: build, chunks });
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <IslandPageContext value={page}>
        <html lang="en">
          <head />
          <body>
            {body}
            <IslandScripts />
          </body>
        </html>
      </IslandPageContext>,
      {
        onAllReady() {
          const stream = new PassThrough();
          pipe(stream);
          void text(stream).then(resolve);
        },
        onShellError: reject,
      },
    );
  });
  return { html, document: new DOMParser().parseFromString(html, "text/html") };
}

const islands = (document: Document) => [...document.querySelectorAll("vantreo-island")];

describe("a prerendered island", () => {
  it("is its own root in <vantreo-island>, with its name, directive, props and id prefix", async () => {
    const { document } = await prerender(
      "/de/contact",
      <>
        <Island name="header-actions" hydrate="interaction" props={{ notFound: true }} />
        <Island name="footer-newsletter" hydrate="visible" />
      </>,
    );
    const [header, footer] = islands(document) as HTMLElement[];
    expect(header?.dataset).toMatchObject({ island: "header-actions", hydrate: "interaction" });
    // React escaped the JSON; the browser's dataset gives it back as written.
    expect(JSON.parse(header?.dataset.props ?? "")).toEqual({ notFound: true });
    expect(footer?.dataset).toMatchObject({ island: "footer-newsletter", hydrate: "visible" });
    expect(footer?.dataset.props).toBeUndefined();
    expect(header?.dataset.idPrefix).not.toBe(footer?.dataset.idPrefix);
    // German strings (the page's locale), and the not-found rule from the props: every language
    // link goes to that language's home.
    const de = createTranslator("de", { de: await loadResources("de") });
    expect(header?.querySelector(`[aria-label="${de.t("common:header.searchLabel")}"]`)).not.toBe(
      null,
    );
    expect(header?.querySelector('a[hreflang="ar"]')?.getAttribute("href")).toBe("/ar");
  });

  it("hydrates on load unless told otherwise", async () => {
    const { document } = await prerender("/", <Island name="site-runtime" />);
    expect((islands(document)[0] as HTMLElement).dataset.hydrate).toBe("load");
  });

  it("keeps props that need escaping intact", async () => {
    const copy = { ...COOKIE_PREFERENCES_PAGE_COPY.en, title: `"Cookies" & <'you'>` };
    const { document } = await prerender(
      "/cookie-preferences",
      <Island name="cookie-preferences" props={{ copy }} />,
    );
    const element = islands(document)[0] as HTMLElement;
    expect(JSON.parse(element.dataset.props ?? "")).toEqual({ copy });
  });

  it("gives each island's useId values its own prefix, as the browser hydrates them", async () => {
    const { document } = await prerender(
      "/cookie-preferences",
      <>
        <Island name="site-runtime" />
        <Island name="cookie-preferences" props={{ copy: COOKIE_PREFERENCES_PAGE_COPY.en }} />
      </>,
    );
    const element = islands(document)[1] as HTMLElement;
    const prefix = element.dataset.idPrefix ?? "";
    expect(prefix).not.toBe("");
    // The preference switches label themselves with useId (React's ids start with "_").
    const ids = [...element.querySelectorAll("[id]")]
      .map((node) => node.id)
      .filter((id) => id.startsWith("_"));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id.startsWith(`_${prefix}R_`)).toBe(true);
  });

  it("refuses an island the registry does not know", async () => {
    const Unknown = Island as (props: { name: string }) => ReactNode;
    await expect(prerender("/", <Unknown name="no-such-island" />)).rejects.toThrow(
      /unknown island "no-such-island"/,
    );
  });

  it("does not render outside the prerender or InlineIslands", async () => {
    const { renderToString } = await import("react-dom/server");
    expect(() => renderToString(<Island name="site-runtime" />)).toThrow(/only in the prerender/);
  });
});

describe("the island tail", () => {
  it("is nothing on a page without islands: no data, no script", async () => {
    const { html, document } = await prerender("/about", <main>Static</main>);
    expect(document.getElementById(ISLAND_BOOT_ID)).toBe(null);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<template");
  });

  it("carries the page's locale, location and strings, after every island", async () => {
    const { html, document } = await prerender("/ar/services", <Island name="site-runtime" />);
    const boot = JSON.parse(
      document.getElementById(ISLAND_BOOT_ID)?.textContent ?? "",
    ) as IslandBoot;
    expect(boot.locale).toBe("ar");
    expect(boot.location).toEqual({ pathname: "/ar/services", search: "", hash: "" });
    // The strings i18next resolved: a key's text, a counted string's forms, values unfilled.
    const { t } = createTranslator("ar", RESOURCES);
    expect(boot.strings.common?.["header.search"]).toBe(t("header.search"));
    expect(boot.strings.search?.["resultCount"]).toMatchObject({
      zero: t("search:resultCount", { count: 0 }),
      few: t("search:resultCount", { count: 3, skipInterpolation: true }),
    });
    expect(JSON.stringify(boot.strings.search?.["resultCount"])).toContain("{{count, number}}");
    expect(boot.strings).not.toHaveProperty("dataroom");
    // A public page carries no resources for i18next: its islands never load it.
    expect(boot).not.toHaveProperty("resources");
    expect(html.indexOf(ISLAND_BOOT_ID)).toBeGreaterThan(html.lastIndexOf("</vantreo-island>"));
  });

  it("carries the resources for i18next on a staff page", async () => {
    const { document } = await prerender("/de/desk", <Island name="site-runtime" />);
    const boot = JSON.parse(
      document.getElementById(ISLAND_BOOT_ID)?.textContent ?? "",
    ) as IslandBoot;
    const de = await loadResources("de");
    expect(boot.resources?.desk).toEqual(de.desk);
    expect(boot.strings.desk).toBeDefined();
  });

  it("lists the entry's imports and the page's islands' chunks, each once, the entry last", async () => {
    const { document } = await prerender(
      "/",
      <>
        <Island name="header-actions" hydrate="interaction" />
        <Island name="site-runtime" />
      </>,
    );
    const template = document.getElementById(ISLAND_SCRIPTS_ID) as HTMLTemplateElement;
    const hrefs = [...template.content.children].map(
      (node) => `${node.localName} ${node.getAttribute("href") ?? node.getAttribute("src")}`,
    );
    expect(hrefs).toEqual([
      "link /assets/react-1.js",
      "link /assets/ui-1.js",
      "link /assets/header-actions-1.js",
      "link /assets/site-runtime-1.js",
      "script /assets/entry.client-1.js",
    ]);
    expect(document.querySelector("body > script:last-child")?.textContent).toContain(
      "requestAnimationFrame",
    );
  });

  it("without a built entry (development) carries the data only", async () => {
    const { html, document } = await prerender("/", <Island name="site-runtime" />, null);
    expect(document.getElementById(ISLAND_BOOT_ID)).not.toBe(null);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("<template");
  });
});

describe("islandPreloads", () => {
  it("refuses an island without a chunk in the build", () => {
    expect(() => islandPreloads(entry, {}, ["site-runtime"])).toThrow(/no chunk/);
  });
});

describe("scriptJson", () => {
  it("keeps JSON from closing its script element", () => {
    const json = scriptJson({ text: "</script><script>alert(1)</script>\u2028" });
    expect(json).not.toContain("</script>");
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>\u2028" });
  });
});
