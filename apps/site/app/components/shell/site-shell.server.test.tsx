// @vitest-environment jsdom
import { loadResources, localeFromPath } from "@vantreo/i18n";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { IslandPageContext } from "../../islands/island-page";
import { createIslandPage, type IslandEntry } from "../../islands/island-page.server";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { linkPath } from "../../navigation/use-locale";
import { AppProviders } from "./app-providers";
import { SiteShell } from "./site-shell";

// Vite defines it at build time (vite.config.ts); the footer's copyright reads it.
vi.stubGlobal("__BUILD_YEAR__", 2026);

const entry: IslandEntry = { module: "/assets/entry.client-1.js", imports: [] };
const chunks = {
  "header-actions": ["/assets/header-actions-1.js"],
  "footer-newsletter": ["/assets/newsletter-1.js"],
  "site-runtime": ["/assets/site-runtime-1.js"],
};

/** Prerenders the shell of `path` as the server entry does, parsed as the browser would. */
async function prerenderShell(path: string, staff: boolean): Promise<Document> {
  const locale = localeFromPath(path);
  const resources = await loadResources(locale);
  const page = createIslandPage({ url: new URL(`http://x${path}`), entry, chunks });
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <IslandPageContext value={page}>
        <MemoryPageLocation path={path}>
          <AppProviders locale={locale} resources={resources}>
            <SiteShell notFound={false} shellPath={undefined} staff={staff}>
              <h1>Page</h1>
            </SiteShell>
          </AppProviders>
        </MemoryPageLocation>
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
  return new DOMParser().parseFromString(html, "text/html");
}

const island = (document: Document, name: string) =>
  document.querySelector<HTMLElement>(`vantreo-island[data-island="${name}"]`);

describe("given the shell of a staff page (the lead desk, the data room's admin)", () => {
  for (const path of ["/desk", "/de/desk/privacy", "/ar/dataroom/admin"]) {
    it(`on ${path}: no newsletter signup, popup, site header or site runtime, but skip link and legal links`, async () => {
      const document = await prerenderShell(path, true);
      expect(island(document, "footer-newsletter")).toBeNull();
      expect(document.querySelector("form#newsletter")).toBeNull();
      // No site runtime: no consent runtime, banner, tracker or popup, and none of its code.
      expect(island(document, "site-runtime")).toBeNull();
      // The staff app draws its own header; the site's navigation is not there.
      expect(island(document, "header-actions")).toBeNull();
      expect(document.querySelector('a[href="#main-content"]')).not.toBeNull();
      const footer = document.querySelector("footer");
      for (const legal of [
        "/privacy-policy",
        "/cookie-preferences",
        "/data-rights",
        "/impressum",
      ]) {
        const href = linkPath(legal, localeFromPath(path));
        expect(footer?.querySelector(`a[href="${href}"]`), href).not.toBeNull();
      }
      // No consultation call to action either.
      expect(footer?.querySelector("[data-cta]")).toBeNull();
    });
  }
});

describe("given the shell of a public page", () => {
  it("carries the footer's newsletter signup and lets the runtime arm the popup", async () => {
    const document = await prerenderShell("/de/contact", false);
    expect(island(document, "footer-newsletter")).not.toBeNull();
    expect(document.querySelector("footer form#newsletter")).not.toBeNull();
    expect(island(document, "site-runtime")).not.toBeNull();
    expect(document.querySelector("footer [data-cta]")).not.toBeNull();
  });
});

describe("given the header of a public page", () => {
  it("has a theme toggle and a menu that work before any island (the head script, a popover)", async () => {
    const document = await prerenderShell("/ar/contact", false);
    const header = document.querySelector("header")!;
    const toggle = header.querySelector<HTMLButtonElement>("button[data-theme-toggle]");
    expect(toggle?.closest("vantreo-island")).toBeNull();
    expect(toggle?.textContent).toContain("التبديل إلى المظهر الفاتح");

    const open = header.querySelector<HTMLButtonElement>('button[popovertarget="site-menu"]');
    expect(open?.closest("vantreo-island")).toBeNull();
    expect(open?.getAttribute("aria-label")).toBe("فتح القائمة");
    expect(open?.hasAttribute("popovertargetaction")).toBe(false);
    const menu = document.getElementById("site-menu")!;
    expect(menu.getAttribute("popover")).toBe("auto");
    expect(menu.getAttribute("role")).toBe("dialog");
    expect(document.getElementById(menu.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "قائمة الموقع",
    );
    // Six groups, each a native disclosure; the links are localized.
    expect(menu.querySelectorAll("nav details > summary")).toHaveLength(6);
    expect(menu.querySelector('a[href="/ar/services"]')).not.toBeNull();
    const close = menu.querySelector('button[popovertarget="site-menu"]');
    expect(close?.getAttribute("popovertargetaction")).toBe("hide");
    expect(close?.hasAttribute("autofocus")).toBe(true);
    // No script is needed for either: the island holds only search and the languages.
    const actions = island(document, "header-actions")!;
    expect(actions.querySelector("[data-theme-toggle], [popovertarget]")).toBeNull();
  });
});
