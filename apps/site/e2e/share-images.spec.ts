/**
 * Share images (spec section 9: 1200×630): every insight, case study, service detail page,
 * compare page and each locale of the fourteen localized pages points its og:image and
 * twitter:image to a card of its own that the build wrote, with its alternative text in the
 * page's language; every other page keeps the default card. Read from the built site, then one
 * card fetched through the server.
 */
import { expect, test } from "@playwright/test";
import { LOCALE_CODES, LOCALES } from "@vantreo/i18n";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { clientDir } from "../scripts/build-dir.mjs";
import { builtPages } from "./built-pages";

const LOCALIZED = [
  "",
  "/services",
  "/contact",
  "/solutions",
  "/about",
  "/private-llm",
  "/data-architecture",
  "/ai-governance",
  "/private-ai-infrastructure",
  "/data-engineering-modernization",
  "/careers",
  "/documentation",
  "/atlanta-data-experts",
];
const OWN_CARD = /^\/(insights|case-studies|services|compare)\/.+/;

function head(path: string) {
  const html = readFileSync(join(clientDir(), path, "index.html"), "utf8");
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
  return { image: meta("og:image"), twitter: meta("twitter:image"), alt: meta("og:image:alt") };
}

function pngSize(file: string) {
  const png = readFileSync(file);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const pages = builtPages();
const CARD_IMAGE = new RegExp(`^https://[^/]+/og/(?:${LOCALE_CODES.join("|")})/[^/]+\\.png$`);
const expected = [
  ...pages.filter((path) => OWN_CARD.test(path)),
  ...LOCALE_CODES.flatMap((locale) => {
    const { prefix } = LOCALES[locale];
    const privacy = locale === "en" ? "/privacy-policy" : `${prefix}/privacy`;
    return [...LOCALIZED.map((path) => `${prefix}${path}` || "/"), privacy];
  }),
];

test("each page of its own card points to a 1200×630 image the build wrote", () => {
  expect(expected.length).toBeGreaterThan(42 + 20 + 6 + 6 + 50);
  const images = new Set<string>();
  for (const path of expected) {
    const { image, twitter, alt } = head(path);
    expect(image, path).toMatch(CARD_IMAGE);
    expect(twitter, path).toBe(image);
    expect(alt, path).toBeTruthy();
    const file = join(clientDir(), new URL(image!).pathname);
    expect(pngSize(file), path).toEqual({ width: 1200, height: 630 });
    images.add(image!);
  }
  // Its own: no two pages share a card.
  expect(images.size).toBe(expected.length);
});

test("the alternative text is in the page's language; other pages keep the default card", () => {
  expect(head("/ar/private-llm").alt).toMatch(/^موضوع: /);
  expect(head("/de/data-architecture").alt).toMatch(/^Thema: /);
  expect(head("/compare/ibm-alternative").alt).toMatch(/^Comparison: /);
  expect(head("/bookings").image).toMatch(/\/og\/vantreo-default\.png$/);
  expect(head("/bookings").alt).toBeTruthy();
});

test("a card is served as a PNG", async ({ request }) => {
  const response = await request.get("/og/ar/home.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});
