// One lead-magnet brief as a self-contained HTML document (fonts inlined), printed to PDF by
// Chromium (`render-briefs.mjs`): Chromium shapes Arabic right to left, which the standard PDF
// fonts of the research reports cannot.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { BRIEF_COPY } from "./brief-copy.mjs";

const require = createRequire(import.meta.url);

/** @param {string} file @param {string} family @param {number} weight */
function fontFace(file, family, weight) {
  const data = readFileSync(require.resolve(file)).toString("base64");
  return `@font-face{font-family:"${family}";font-weight:${weight};src:url(data:font/ttf;base64,${data}) format("truetype")}`;
}

// Bundled fonts, never the machine's: the same bytes on every build machine.
const FONTS = [
  fontFace("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf", "Brief", 400),
  fontFace("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf", "Brief", 700),
  fontFace(
    "@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf",
    "BriefArabic",
    400,
  ),
  fontFace(
    "@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf",
    "BriefArabic",
    700,
  ),
].join("");

// Inter's contextual alternates draw "+", "(", ")" and "-" beside digits as glyphs with no Unicode
// value, so a reader copying the phone number would get nothing: they are off.
const STYLE = `${FONTS}
@page{size:A4;margin:18mm 18mm 20mm}
*{box-sizing:border-box}
body{margin:0;font:10.5pt/1.5 "Brief","BriefArabic",sans-serif;color:#0f172a;font-variant-ligatures:no-contextual}
:lang(ar){font-family:"BriefArabic","Brief",sans-serif}
header{border-block-end:3px solid #0e7490;padding-block-end:10pt;margin-block-end:14pt}
.brand{font-weight:700;color:#0e7490;font-size:10pt;letter-spacing:.02em}
.kicker{text-transform:uppercase;font-size:8.5pt;color:#475569;margin:8pt 0 2pt}
:lang(ar) .kicker{text-transform:none}
h1{font-size:21pt;line-height:1.2;margin:0 0 6pt}
.magnet{font-size:12pt;font-weight:700;color:#0e7490;margin:0}
.summary{font-size:11.5pt;color:#334155}
h2{font-size:12.5pt;color:#0e7490;margin:14pt 0 4pt;break-after:avoid}
p{margin:0 0 6pt}
ul{margin:0;padding-inline-start:14pt}
li{margin-block-end:3pt}
.note{font-size:9pt;color:#475569;font-style:italic}
.offer{border:1px solid #cbd5e1;border-radius:6pt;padding:8pt 10pt;break-inside:avoid}
.offer li{list-style:none;margin:0}
.offer ul{padding:0}
.contact{margin-block-start:16pt;background:#f1f5f9;border-radius:6pt;padding:10pt 12pt;break-inside:avoid}
.contact dl{display:grid;grid-template-columns:auto 1fr;gap:2pt 10pt;margin:0}
.contact dt{font-weight:700}
.contact dd{margin:0}
bdi,.ltr{unicode-bidi:isolate}`;

/** @typedef {{ lang: string, dir: "ltr" | "rtl", title: string, body: string }} BriefParts */

/**
 * The empty document every brief is printed in: the fonts and styles, parsed once per build
 * (decoding the inlined fonts is most of a page load).
 */
export function briefShell() {
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title></title><style>${STYLE}</style></head><body></body></html>`;
}

/** @param {string} text */
const esc = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * @param {import("@vantreo/content").ServiceEntry} service
 * @param {import("./brief-copy.mjs").BriefLocale} locale
 * @param {import("@vantreo/firm").FirmFacts} firm
 * @returns {BriefParts}
 */
export function briefParts(service, locale, firm) {
  const copy = BRIEF_COPY[locale];
  const local = locale === "en" ? null : service.i18n[locale];
  // English catalogue text inside a German or Arabic brief is marked as English (WCAG 3.1.2).
  const en = locale === "en" ? "" : ' lang="en" dir="ltr"';
  // The calls to action name their prices themselves ("Start MLOps discovery — $5,000").
  const offers = service.primaryCTAs
    .map((cta) => `<li><span${en}>${esc(cta.text)}</span></li>`)
    .join("");
  const { address, phone, email, hours } = firm;
  const office = `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
  const caseStudy = service.caseStudy
    ? `<h2>${esc(copy.result)}</h2><div${en}><p><strong>${esc(service.caseStudy.company)}</strong></p><p>${esc(service.caseStudy.challenge)}</p><p>${esc(service.caseStudy.result)}</p><p><strong>${esc(service.caseStudy.metric)}</strong></p></div>`
    : "";
  const body = `<header><div class="brand"><bdi>${esc(firm.brand)}</bdi></div>
<p class="kicker">${esc(copy.kicker)}</p>
<h1>${esc(local?.title ?? service.h1)}</h1>
<p class="magnet" lang="en" dir="auto"><bdi>${esc(service.leadMagnetTitle)}</bdi></p></header>
<p class="summary">${esc(local?.shortDescription ?? service.shortDescription)}</p>
${copy.englishNote ? `<p class="note">${esc(copy.englishNote)}</p>` : ""}
<p${en}>${esc(service.leadMagnetDescription)}</p>
<h2>${esc(copy.problem)}</h2><p${en}>${esc(service.problemStatement)}</p>
<h2>${esc(copy.approach)}</h2><p${en}>${esc(service.solution)}</p>
<h2>${esc(copy.benefits)}</h2><ul${en}>${service.keyBenefits.map((b) => `<li>${esc(b)}</li>`).join("")}</ul>
${caseStudy}
<h2>${esc(copy.offer)}</h2><div class="offer"><ul>${offers}</ul></div>
<section class="contact"><h2>${esc(copy.contact)}</h2><dl>
<dt>${esc(copy.phone)}</dt><dd><bdi class="ltr" dir="ltr">${esc(phone?.display ?? "")}</bdi></dd>
<dt>${esc(copy.email)}</dt><dd><bdi class="ltr" dir="ltr">${esc(email)}</bdi></dd>
<dt>${esc(copy.office)}</dt><dd><bdi class="ltr" dir="ltr">${esc(office)}</bdi></dd>
<dt>${esc(copy.hours)}</dt><dd><bdi class="ltr" dir="ltr">${esc(`${hours.days}, ${hours.opens}–${hours.closes} (${hours.timeZone})`)}</bdi></dd>
</dl></section>`;
  return {
    lang: locale,
    dir: locale === "ar" ? "rtl" : "ltr",
    title: service.leadMagnetTitle,
    body,
  };
}
