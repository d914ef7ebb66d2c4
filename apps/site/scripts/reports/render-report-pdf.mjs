// Renders one report (an insight with a downloadUrl) to a multi-page PDF: title page, contents,
// body, running header and page numbers. Standard fonts only, so every string goes through WinAnsi.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { drawBlock } from "./draw-blocks.mjs";
import { createPageWriter } from "./page-writer.mjs";
import { reportBlocks } from "./report-blocks.mjs";
import { FIRM_LINE, FIRM_NAME, THEME } from "./report-theme.mjs";
import { wrapSegments } from "./text-layout.mjs";
import { toWinAnsi } from "./win-ansi.mjs";

/** @typedef {{ title: string, date: string, author: string, tags: string[], excerpt?: string, body: string }} Report */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * `2025-06-16` as `June 16, 2025`, without depending on the machine's locale data.
 * @param {string} isoDate
 */
export function longDate(isoDate) {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** @param {import("./page-writer.mjs").PageWriter} writer @param {Report} report */
function drawTitlePage(writer, report) {
  const { colors, page } = THEME;
  const { fonts } = writer;
  writer.newPage();
  const titleLines = wrapSegments([{ text: report.title, style: "bold" }], {
    fonts,
    size: THEME.size.title,
    maxWidth: writer.width,
  });
  const bandHeight = 250 + titleLines.length * THEME.size.title * 1.2;
  writer.page.drawRectangle({
    x: 0,
    y: page.height - bandHeight,
    width: page.width,
    height: bandHeight,
    color: colors.cover,
  });
  writer.page.drawRectangle({
    x: 0,
    y: page.height - bandHeight - 6,
    width: page.width,
    height: 6,
    color: colors.accent,
  });
  writer.page.drawText(FIRM_NAME.toUpperCase(), {
    x: writer.left,
    y: page.height - 84,
    size: 13,
    font: fonts.bold,
    color: colors.white,
  });
  writer.page.drawText("RESEARCH REPORT", {
    x: writer.left,
    y: page.height - 170,
    size: 10,
    font: fonts.bold,
    color: colors.accentSoft,
  });
  writer.y = page.height - 186;
  writer.drawLines(titleLines, {
    size: THEME.size.title,
    color: colors.white,
    leading: THEME.size.title * 1.2,
  });
  writer.y = page.height - bandHeight - 40;
  if (report.excerpt) {
    const excerpt = wrapSegments([{ text: report.excerpt, style: "regular" }], {
      fonts,
      size: THEME.size.cover,
      maxWidth: writer.width,
    });
    writer.drawLines(excerpt, {
      size: THEME.size.cover,
      color: colors.muted,
      leading: THEME.size.cover * 1.5,
    });
    writer.y -= 24;
  }
  for (const [label, value] of [
    ["Published", longDate(report.date)],
    ["Author", report.author],
    ["Topics", report.tags.join(", ")],
  ]) {
    writer.page.drawText(toWinAnsi(label.toUpperCase()), {
      x: writer.left,
      y: writer.y - 12,
      size: 8,
      font: fonts.bold,
      color: colors.accent,
    });
    writer.page.drawText(toWinAnsi(value ?? ""), {
      x: writer.left + 78,
      y: writer.y - 12,
      size: 10.5,
      font: fonts.regular,
      color: colors.ink,
    });
    writer.y -= 22;
  }
  writer.page.drawLine({
    start: { x: writer.left, y: 86 },
    end: { x: page.width - THEME.margin.right, y: 86 },
    thickness: 0.6,
    color: colors.rule,
  });
  writer.page.drawText(toWinAnsi(FIRM_LINE), {
    x: writer.left,
    y: 68,
    size: 9,
    font: fonts.regular,
    color: colors.muted,
  });
  writer.page.drawText(
    toWinAnsi(`\u00a9 ${report.date.slice(0, 4)} ${FIRM_NAME}. All rights reserved.`),
    { x: writer.left, y: 54, size: 8, font: fonts.regular, color: colors.muted },
  );
}

/** @param {import("./page-writer.mjs").PageWriter} writer @param {import("pdf-lib").PDFPage} page @param {{ title: string, pageIndex: number }[]} outline */
function drawContents(writer, page, outline) {
  const { fonts } = writer;
  const { colors } = THEME;
  let y = THEME.page.height - THEME.margin.top - 18;
  page.drawText("Contents", {
    x: writer.left,
    y,
    size: THEME.size.h2 + 4,
    font: fonts.bold,
    color: colors.accent,
  });
  y -= 36;
  for (const entry of outline) {
    const title = toWinAnsi(entry.title);
    const number = String(entry.pageIndex + 1);
    const numberWidth = fonts.regular.widthOfTextAtSize(number, 11);
    const right = writer.left + writer.width;
    page.drawText(title, { x: writer.left, y, size: 11, font: fonts.regular, color: colors.ink });
    const dotsStart = writer.left + fonts.regular.widthOfTextAtSize(title, 11) + 6;
    const dotWidth = fonts.regular.widthOfTextAtSize(".", 11);
    const dots = Math.max(0, Math.floor((right - numberWidth - 6 - dotsStart) / dotWidth));
    page.drawText(".".repeat(dots), {
      x: dotsStart,
      y,
      size: 11,
      font: fonts.regular,
      color: colors.rule,
    });
    page.drawText(number, {
      x: right - numberWidth,
      y,
      size: 11,
      font: fonts.regular,
      color: colors.ink,
    });
    y -= 22;
  }
}

/** @param {import("./page-writer.mjs").PageWriter} writer @param {string} title */
function drawRunningHeadAndFoot(writer, title) {
  const { fonts } = writer;
  const { colors, page, margin } = THEME;
  const pages = writer.doc.getPages();
  const shortTitle = toWinAnsi(title.length > 70 ? `${title.slice(0, 67).trimEnd()}...` : title);
  pages.forEach((pdfPage, index) => {
    if (index === 0) return;
    const right = page.width - margin.right;
    pdfPage.drawText(FIRM_NAME, {
      x: margin.left,
      y: page.height - 44,
      size: 8.5,
      font: fonts.bold,
      color: colors.accent,
    });
    const titleWidth = fonts.regular.widthOfTextAtSize(shortTitle, 8.5);
    pdfPage.drawText(shortTitle, {
      x: right - titleWidth,
      y: page.height - 44,
      size: 8.5,
      font: fonts.regular,
      color: colors.muted,
    });
    pdfPage.drawLine({
      start: { x: margin.left, y: page.height - 52 },
      end: { x: right, y: page.height - 52 },
      thickness: 0.5,
      color: colors.rule,
    });
    const label = `Page ${index + 1} of ${pages.length}`;
    const labelWidth = fonts.regular.widthOfTextAtSize(label, 8.5);
    pdfPage.drawLine({
      start: { x: margin.left, y: 50 },
      end: { x: right, y: 50 },
      thickness: 0.5,
      color: colors.rule,
    });
    pdfPage.drawText("www.vantreo.com", {
      x: margin.left,
      y: 36,
      size: 8.5,
      font: fonts.regular,
      color: colors.muted,
    });
    pdfPage.drawText(label, {
      x: right - labelWidth,
      y: 36,
      size: 8.5,
      font: fonts.regular,
      color: colors.muted,
    });
  });
}

/**
 * Renders a report to PDF bytes. The output depends only on the report (fixed dates, no
 * random ids), so regenerating an unchanged report gives the same file.
 * @param {Report} report
 * @returns {Promise<Uint8Array>}
 */
export async function renderReportPdf(report) {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    boldItalic: await doc.embedFont(StandardFonts.HelveticaBoldOblique),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const writer = createPageWriter(doc, fonts);
  drawTitlePage(writer, report);
  writer.newPage();
  const contentsPage = writer.page;
  writer.newPage();
  /** @type {{ title: string, pageIndex: number }[]} */
  const outline = [];
  for (const block of reportBlocks(report.body)) drawBlock(writer, block, outline);
  drawContents(writer, contentsPage, outline);
  drawRunningHeadAndFoot(writer, report.title);

  const published = new Date(`${report.date}T12:00:00Z`);
  doc.setTitle(toWinAnsi(report.title));
  doc.setAuthor(toWinAnsi(report.author));
  if (report.excerpt) doc.setSubject(toWinAnsi(report.excerpt));
  doc.setKeywords(report.tags.map(toWinAnsi));
  doc.setCreator(FIRM_NAME);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-US");
  doc.setCreationDate(published);
  doc.setModificationDate(published);
  return doc.save({ useObjectStreams: false });
}
