import { Resvg } from "@resvg/resvg-js";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generateShareImages } from "./generate-share-images.mjs";
import { shareCardOfPage } from "./read-share-cards.mjs";
import { FONT_FILES } from "./render-share-card.mjs";
import { CARD_WIDTH, MARGIN, shareCardSvg, titleLayer, wrapTitle } from "./share-card-svg.mjs";

const BRAND = "Vantreo Data & AI";

/** The width and height in a PNG's IHDR chunk. */
function pngSize(png) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function page({ lang = "en", title, image, alt }) {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta property="og:title" content="${title} | Vantreo Data &amp; AI"/><meta property="og:image" content="https://www.vantreo.com${image}"/><meta property="og:image:alt" content="${alt}"/></head><body></body></html>`;
}

describe("wrapTitle", () => {
  it("breaks at spaces within the line length and marks a cut title with an ellipsis", () => {
    expect(wrapTitle("one two three four", 9, 4)).toEqual(["one two", "three", "four"]);
    expect(wrapTitle("one two three four five", 5, 2)).toEqual(["one", "two…"]);
  });
});

describe("shareCardOfPage", () => {
  it("reads the card a page asks for from its head", () => {
    const html = page({
      lang: "de",
      title: "Daten &amp; KI: Architektur",
      image: "/og/de/data-architecture.png",
      alt: "Thema: Daten &amp; KI: Architektur",
    });
    expect(shareCardOfPage(html, "/de/data-architecture", BRAND)).toEqual({
      image: "/og/de/data-architecture.png",
      title: "Daten & KI: Architektur",
      kind: "Thema",
      locale: "de",
      page: "/de/data-architecture",
    });
  });

  it("ignores a page on the default image", () => {
    const html = page({ title: "Bookings", image: "/og/vantreo-default.png", alt: "Vantreo" });
    expect(shareCardOfPage(html, "/bookings", BRAND)).toBeNull();
  });
});

describe("the Arabic card's text layer", () => {
  const layout = (lines) => ({
    lines,
    fontSize: 64,
    kind: "موضوع",
    rtl: true,
    host: "www.vantreo.com",
  });

  it("is anchored on the right margin, right to left, each line a right-to-left isolate", () => {
    const svg = shareCardSvg(layout(["نماذج LLM خاصة"]));
    const title = svg.match(/<text id="title"[^>]*>/)?.[0] ?? "";
    expect(title).toContain(`x="${CARD_WIDTH - MARGIN}"`);
    expect(title).toContain('text-anchor="end"');
    expect(title).toContain('direction="rtl"');
    expect(svg).toContain("\u2067نماذج LLM خاصة\u2069");
  });

  it("puts the first word on the right and a Latin run after it to its left (glyph order)", () => {
    const render = (text) =>
      new Resvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${titleLayer(layout([text]))}</svg>`,
        { font: { fontFiles: FONT_FILES, loadSystemFonts: false } },
      ).render();
    const whole = render("مرحبا LLM");
    const first = render("مرحبا");
    // The first (Arabic) word ends the line on the right in both renders, pixel for pixel; the
    // Latin run adds ink only to its left. A left-to-right layout would put LLM on the right.
    // `pixels` copies the whole RGBA buffer on every read: read it once.
    const ink = (image, from, to) => {
      const pixels = image.pixels;
      let sum = 0;
      for (let y = 250; y < 360; y += 1)
        for (let x = from; x < to; x += 1) sum += pixels[(y * image.width + x) * 4 + 3];
      return sum;
    };
    const right = [CARD_WIDTH - MARGIN - 150, CARD_WIDTH - MARGIN + 10];
    expect(ink(first, ...right)).toBeGreaterThan(0);
    expect(ink(whole, ...right)).toBe(ink(first, ...right));
    expect(ink(whole, 400, CARD_WIDTH - MARGIN - 250)).toBeGreaterThan(0);
    expect(ink(first, 400, CARD_WIDTH - MARGIN - 250)).toBe(0);
  });
});

describe("generateShareImages", () => {
  let dir;
  afterEach(async () => dir && (await rm(dir, { recursive: true, force: true })));

  it("writes a 1200×630 PNG for every page that asks for one, in English, German and Arabic", async () => {
    dir = await mkdtemp(join(tmpdir(), "share-images-"));
    const pages = {
      "insights/roi": page({
        title: "Measuring AI ROI",
        image: "/og/en/insights--roi.png",
        alt: "Insight: Measuring AI ROI",
      }),
      de: page({
        lang: "de",
        title: "Startseite",
        image: "/og/de/home.png",
        alt: "Daten- und KI-Beratung: Startseite",
      }),
      "ar/private-llm": page({
        lang: "ar",
        title: "نماذج لغوية خاصة",
        image: "/og/ar/private-llm.png",
        alt: "موضوع: نماذج لغوية خاصة",
      }),
      bookings: page({ title: "Bookings", image: "/og/vantreo-default.png", alt: "Vantreo" }),
    };
    for (const [path, html] of Object.entries(pages)) {
      await mkdir(join(dir, path), { recursive: true });
      await writeFile(join(dir, path, "index.html"), html);
    }
    const result = await generateShareImages({
      client: `${dir}/`,
      host: "www.vantreo.com",
      cacheDir: null,
    });
    expect(result.written).toBe(3);
    for (const image of ["og/en/insights--roi.png", "og/de/home.png", "og/ar/private-llm.png"]) {
      expect(pngSize(await readFile(join(dir, image)))).toEqual({ width: 1200, height: 630 });
    }
  });
});
