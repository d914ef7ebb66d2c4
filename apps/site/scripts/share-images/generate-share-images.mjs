// Writes every page's share card into the build (spec section 9: 1200×630), after the prerender.
// Run by the site's `build` script. Cards are cached by a hash of what they show and of the
// template, renderer and fonts, so a rebuild renders only the cards whose page changed.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { clientDir } from "../build-dir.mjs";
import { readShareCards } from "./read-share-cards.mjs";
import { FONT_FILES, renderShareCard } from "./render-share-card.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const CACHE_DIR = join(here, "../../node_modules/.cache/share-images");
const BRAND = "Vantreo Data & AI";

/** What a card's pixels depend on besides its words: the template, the renderer, the fonts. */
async function renderVersion() {
  const hash = createHash("sha256");
  for (const file of ["share-card-svg.mjs", "render-share-card.mjs"])
    hash.update(await readFile(join(here, file)));
  const resvg = JSON.parse(
    await readFile(join(here, "../../node_modules/@resvg/resvg-js/package.json"), "utf8"),
  );
  hash.update(resvg.version);
  for (const font of FONT_FILES) hash.update(font);
  return hash.digest("hex");
}

/**
 * Renders the cards of every built page into `client` (`/og/{locale}/{page}.png`).
 * @param {{ client?: string, host?: string, cacheDir?: string | null, log?: (line: string) => void }} [options]
 * @returns {Promise<{ written: number, cached: number }>}
 */
export async function generateShareImages(options = {}) {
  const client = options.client ?? clientDir();
  const host =
    options.host ?? new URL(process.env.VITE_SITE_ORIGIN ?? "https://www.vantreo.com").host;
  const cacheDir = options.cacheDir === undefined ? CACHE_DIR : options.cacheDir;
  const version = await renderVersion();
  const cards = await readShareCards(client, BRAND);
  let cached = 0;
  for (const card of cards) {
    const data = { title: card.title, kind: card.kind, rtl: card.locale === "ar", host };
    const key = createHash("sha256").update(version).update(JSON.stringify(data)).digest("hex");
    const target = join(client, card.image);
    await mkdir(dirname(target), { recursive: true });
    const hit = cacheDir ? join(cacheDir, `${key}.png`) : null;
    if (hit && existsSync(hit)) {
      await copyFile(hit, target);
      cached += 1;
      continue;
    }
    const { png } = renderShareCard(data);
    await writeFile(target, png);
    if (hit && cacheDir) {
      await mkdir(cacheDir, { recursive: true });
      await writeFile(hit, png);
    }
  }
  options.log?.(
    `share images: ${cards.length} cards (${cards.length - cached} rendered, ${cached} from cache)`,
  );
  return { written: cards.length, cached };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await generateShareImages({
    log: (line) => console.log(`${line} in ${Date.now() - started} ms`),
  });
}
