import { createTranslator, loadResources } from "@vantreo/i18n";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COOKIE_PREFERENCES_PAGE_COPY } from "../copy/cookie-preferences-page";
import { Island } from "./island";
import { ISLAND_BOOT_ID, type IslandBoot } from "./island-boot";
import { decodeAttribute, renderIslands, scriptJson } from "./render-islands";

function page(body: string) {
  return `<!DOCTYPE html><html lang="en"><head></head><body>${body}</body></html>`;
}

function boot(html: string): IslandBoot {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${ISLAND_BOOT_ID}">(.*?)</script>`),
  );
  if (!match?.[1]) throw new Error("no boot data");
  return JSON.parse(match[1]) as IslandBoot;
}

const entry = { module: "/assets/entry.client-1.js", imports: ["/assets/react-1.js"] };

describe("renderIslands", () => {
  it("leaves a page without islands alone: no boot data, no script", async () => {
    const html = page("<main><h1>Static</h1></main>");
    expect(await renderIslands(html, { url: new URL("http://x/about"), entry })).toBe(html);
  });

  it("renders each placeholder in place, as its own root with its props and id prefix", async () => {
    const placeholders = renderToStaticMarkup(
      <>
        <Island name="header-actions" props={{ notFound: true }} />
        <Island name="footer-newsletter" />
      </>,
    );
    const html = await renderIslands(page(placeholders), {
      url: new URL("http://x/de/contact"),
      entry,
    });
    expect(html).toContain(
      '<vantreo-island data-island="header-actions" data-id-prefix="i0-" data-props="{&quot;notFound&quot;:true}">',
    );
    expect(html).toContain('<vantreo-island data-island="footer-newsletter" data-id-prefix="i1-">');
    // German strings (the page's locale), and the not-found rule from the props: every language
    // link goes to that language's home.
    const de = createTranslator("de", { de: await loadResources("de") });
    expect(html).toContain(`aria-label="${de.t("common:header.searchLabel")}"`);
    expect(html).toMatch(/<a hrefLang="ar"[^>]*href="\/ar"[^>]*><span[^>]*lang="ar">العربية</);
    expect(html).not.toContain('data-island="header-actions"></vantreo-island>');
  });

  it("gives each island's useId values its own prefix, as the browser hydrates them", async () => {
    const placeholders = renderToStaticMarkup(
      <>
        <Island name="site-runtime" />
        <Island name="cookie-preferences" props={{ copy: COOKIE_PREFERENCES_PAGE_COPY.en }} />
      </>,
    );
    const html = await renderIslands(page(placeholders), {
      url: new URL("http://x/cookie-preferences"),
      entry,
    });
    // The preference switches label themselves with useId: second island, prefix "i1-".
    const ids = [...html.matchAll(/ id="(_[^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^_i1-R_/);
  });

  it("adds the boot data and the entry before </body>, with the page's locale and strings", async () => {
    const html = await renderIslands(page(renderToStaticMarkup(<Island name="site-runtime" />)), {
      url: new URL("http://x/ar/services"),
      entry,
    });
    const data = boot(html);
    expect(data.locale).toBe("ar");
    expect(data.location).toEqual({ pathname: "/ar/services", search: "", hash: "" });
    const ar = await loadResources("ar");
    expect(data.resources.common).toEqual(ar.common);
    expect(data.resources).not.toHaveProperty("dataroom");
    expect(html).toContain(
      '<template id="vantreo-island-scripts"><link rel="modulepreload" href="/assets/react-1.js"/><script type="module" src="/assets/entry.client-1.js"></script></template>',
    );
    expect(html).toMatch(/<script>[^<]+requestAnimationFrame\([^<]+<\/script><\/body>/);
  });

  it("without an entry (development) adds only the boot data", async () => {
    const html = await renderIslands(page(renderToStaticMarkup(<Island name="site-runtime" />)), {
      url: new URL("http://x/"),
      entry: null,
    });
    expect(html).toContain(`id="${ISLAND_BOOT_ID}"`);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("<template");
  });

  it("refuses an island the registry does not know", async () => {
    const html = page('<vantreo-island data-island="no-such-island"></vantreo-island>');
    await expect(renderIslands(html, { url: new URL("http://x/"), entry })).rejects.toThrow(
      /unknown island "no-such-island"/,
    );
  });
});

describe("encoding", () => {
  it("decodes React's attribute escaping", () => {
    expect(decodeAttribute("{&quot;a&quot;:&quot;&lt;b&gt; &amp; &#x27;c&#x27;&quot;}")).toBe(
      `{"a":"<b> & 'c'"}`,
    );
  });

  it("keeps JSON from closing its script element", () => {
    const json = scriptJson({ text: "</script><script>alert(1)</script>\u2028" });
    expect(json).not.toContain("</script>");
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>\u2028" });
  });
});
