// Pages are set in the reader's system fonts (packages/ui/src/styles.css): a web font is one more
// download on the way to the largest paint, and a face that swaps in after it moves the text.
// Checked on the built site, so a font that slips back in (an @font-face from an imported
// stylesheet, a font preload in a page) fails the build instead of slowing every page.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import postcss from "postcss";

/** The families the @font-face rules of `css` declare, read with a CSS parser. */
export function declaredFontFaces(css) {
  const families = [];
  postcss
    .parse(css)
    .walkAtRules("font-face", (rule) =>
      rule.walkDecls("font-family", (decl) =>
        families.push(decl.value.replace(/^(["'])(.*)\1$/, "$2")),
      ),
    );
  return families;
}

/**
 * Throws when a built stylesheet (`css`, every sheet of the build joined) declares a web font, or
 * a page (as `readPages` reads it) preloads one.
 */
export function assertNoWebFonts(pages, css) {
  const faces = declaredFontFaces(css);
  if (faces.length > 0) {
    throw new Error(
      `the stylesheet declares web fonts (${[...new Set(faces)].join(", ")}); pages are set in system fonts`,
    );
  }
  const preloading = pages.filter((page) => page.fontPreloads.length > 0);
  if (preloading.length > 0) {
    const page = preloading[0];
    throw new Error(
      `${page.path} preloads ${page.fontPreloads.join(", ")}` +
        (preloading.length > 1 ? ` (and ${preloading.length - 1} more pages preload fonts)` : "") +
        "; pages are set in system fonts",
    );
  }
}

/** Reads every stylesheet of the build in `client` and checks it and `pages` ({@link assertNoWebFonts}). */
export async function checkNoWebFonts(client, pages) {
  const assets = join(client, "assets");
  const sheets = (await readdir(assets)).filter((file) => file.endsWith(".css"));
  const css = await Promise.all(sheets.map((name) => readFile(join(assets, name), "utf8")));
  assertNoWebFonts(pages, css.join("\n"));
}
