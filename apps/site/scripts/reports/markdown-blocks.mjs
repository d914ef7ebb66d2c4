// Block-level structure of a report body: enough of CommonMark/GFM for the bundled reports
// (headings, paragraphs, lists, task lists, tables, blockquotes, fenced code, images, rules).

/**
 * @typedef {{ type: "heading", level: number, text: string }
 *   | { type: "paragraph", text: string }
 *   | { type: "list", ordered: boolean, start: number, items: { text: string, checked?: boolean }[] }
 *   | { type: "table", header: string[], rows: string[][] }
 *   | { type: "quote", paragraphs: string[] }
 *   | { type: "code", lang: string, lines: string[] }
 *   | { type: "image", alt: string, src: string }
 *   | { type: "rule" }} Block
 */

const FENCE = /^(`{3,}|~{3,})\s*([\w+-]*)/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const TABLE_DIVIDER = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)[^)]*\)\s*$/;

/** @param {string} row */
function tableCells(row) {
  return row
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

/** @param {string} line @param {string | undefined} next */
function startsBlock(line, next) {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    line.startsWith(">") ||
    LIST_ITEM.test(line) ||
    (line.trim().startsWith("|") && next !== undefined && TABLE_DIVIDER.test(next))
  );
}

/**
 * Parses a markdown body into blocks, in order.
 * @param {string} markdown
 * @returns {Block[]}
 */
export function parseBlocks(markdown) {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  /** @type {Block[]} */
  const blocks = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    const next = lines[i + 1];
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const code = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? "").trimEnd().startsWith(fence[1] ?? "```")) code.push(lines[i++] ?? "");
      i += 1;
      blocks.push({ type: "code", lang: fence[2] ?? "", lines: code });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1]?.length ?? 2, text: heading[2] ?? "" });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      i += 1;
      continue;
    }
    if (line.startsWith(">")) {
      const quoted = [];
      while (i < lines.length && (lines[i] ?? "").startsWith(">")) quoted.push((lines[i++] ?? "").replace(/^>\s?/, ""));
      const paragraphs = quoted
        .join("\n")
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
        .filter(Boolean);
      blocks.push({ type: "quote", paragraphs });
      continue;
    }
    if (line.trim().startsWith("|") && next !== undefined && TABLE_DIVIDER.test(next)) {
      const header = tableCells(line);
      const rows = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? "").trim().startsWith("|")) rows.push(tableCells(lines[i++] ?? ""));
      blocks.push({ type: "table", header, rows: rows.map((r) => header.map((_, c) => r[c] ?? "")) });
      continue;
    }
    const first = LIST_ITEM.exec(line);
    if (first) {
      const ordered = /\d/.test(first[2] ?? "");
      /** @type {{ text: string, checked?: boolean }[]} */
      const items = [];
      while (i < lines.length) {
        const current = lines[i] ?? "";
        const item = LIST_ITEM.exec(current);
        if (item && /\d/.test(item[2] ?? "") === ordered) {
          const task = /^\[([ xX])\]\s+(.*)$/.exec(item[3] ?? "");
          items.push(task ? { text: task[2] ?? "", checked: task[1] !== " " } : { text: item[3] ?? "" });
        } else if (current.trim() && /^\s+/.test(current) && items.length > 0) {
          const last = items[items.length - 1];
          if (last) last.text += ` ${current.trim()}`;
        } else break;
        i += 1;
      }
      blocks.push({ type: "list", ordered, start: ordered ? Number.parseInt(first[2] ?? "1", 10) : 1, items });
      continue;
    }
    const image = IMAGE.exec(line);
    if (image) {
      blocks.push({ type: "image", alt: image[1] ?? "", src: image[2] ?? "" });
      i += 1;
      continue;
    }
    const paragraph = [line.trim()];
    i += 1;
    while (i < lines.length && (lines[i] ?? "").trim() && !startsBlock(lines[i] ?? "", lines[i + 1])) {
      paragraph.push((lines[i++] ?? "").trim());
    }
    blocks.push({ type: "paragraph", text: paragraph.join(" ") });
  }
  return blocks;
}
