import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { assertNoWebFonts, checkNoWebFonts, declaredFontFaces } from "./web-fonts.mjs";

const page = (path, fontPreloads = []) => ({ path, lang: "en", fontPreloads });
const SYSTEM_STACKS = `:root{--font-sans:ui-sans-serif,system-ui,sans-serif}
html{font-family:var(--font-sans)}html[lang=ar]{font-family:"Noto Sans Arabic",var(--font-sans)}`;

describe("no web font on any page", () => {
  it("passes system font stacks and pages without font preloads", () => {
    expect(declaredFontFaces(SYSTEM_STACKS)).toEqual([]);
    expect(() => assertNoWebFonts([page("/"), page("/ar")], SYSTEM_STACKS)).not.toThrow();
  });

  it("fails when a stylesheet declares a face, quoted or not, however it is minified", () => {
    const css = `${SYSTEM_STACKS}@font-face{font-family:"Inter Variable";src:url(/assets/inter.woff2)}
@font-face {font-weight:600; font-family: IBM Plex Sans Arabic; src: url('/assets/plex.woff2')}`;
    expect(declaredFontFaces(css)).toEqual(["Inter Variable", "IBM Plex Sans Arabic"]);
    expect(() => assertNoWebFonts([page("/")], css)).toThrow(
      "the stylesheet declares web fonts (Inter Variable, IBM Plex Sans Arabic)",
    );
  });

  it("fails when a page preloads a font, naming the first such page", () => {
    const pages = [
      page("/"),
      page("/de", ["/assets/inter.woff2"]),
      page("/ar", ["/assets/a.woff2"]),
    ];
    expect(() => assertNoWebFonts(pages, SYSTEM_STACKS)).toThrow(
      "/de preloads /assets/inter.woff2 (and 1 more pages preload fonts)",
    );
  });
});

describe("checkNoWebFonts on a build folder", () => {
  let client;
  afterEach(() => rm(client, { recursive: true, force: true }));

  it("reads every stylesheet under assets/", async () => {
    client = await mkdtemp(join(tmpdir(), "web-fonts-"));
    await mkdir(join(client, "assets"));
    await writeFile(join(client, "assets", "app-1.css"), SYSTEM_STACKS);
    await expect(checkNoWebFonts(client, [page("/")])).resolves.toBeUndefined();
    await writeFile(join(client, "assets", "dialog-2.css"), '@font-face{font-family:"X"}');
    await expect(checkNoWebFonts(client, [page("/")])).rejects.toThrow("declares web fonts (X)");
  });
});
