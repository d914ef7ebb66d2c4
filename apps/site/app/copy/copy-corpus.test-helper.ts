/**
 * Every piece of visible copy of the site, by locale, for the copy-style tests: the page copy
 * modules (`copy/**`), the tools' copy, the shared UI strings of @vantreo/i18n, the service
 * catalog (`content/services/*.json`, with its German and Arabic titles and descriptions) and
 * the markdown documents (insights, case studies, careers; English). Each entry keeps the object
 * it sits in (`group`): a card's title, body and tags together, so a figure and the client it is
 * credited to are read as one claim.
 */
import { LOCALE_CODES, RESOURCES, type Locale } from "@vantreo/i18n";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** One string of copy with where it lives and the strings beside it. */
export interface CopyEntry {
  locale: Locale;
  /** "copy/pages/about.ts de.sections.3.items.1.body" */
  where: string;
  text: string;
  /** All strings of the smallest object that holds this one (the claim it belongs to). */
  group: string;
}

const LOCALES: readonly Locale[] = LOCALE_CODES;
/** Keys that hold addresses, identifiers or dates for machines, not words for people. */
const NOT_COPY = new Set([
  "href",
  "url",
  "id",
  "slug",
  "product",
  "icon",
  "imageUrl",
  "downloadUrl",
  "updated",
  "date",
  // Search-engine keywords are not shown to readers.
  "keywords",
]);
const contentDir = fileURLToPath(new URL("../../content/", import.meta.url));

const copyModules = import.meta.glob<Record<string, unknown>>(
  [
    "./**/*.ts",
    "../tools/**/*-copy.ts",
    "../tools/tool-copy.ts",
    "!./**/*.test.ts",
    "!./**/*.test-helper.ts",
    "!./**/*.server.ts",
  ],
  { eager: true },
);

function walk(tree: unknown, where: string, locale: Locale, out: CopyEntry[], group = ""): void {
  if (typeof tree === "string") {
    out.push({ locale, where, text: tree, group: group || tree });
  } else if (typeof tree === "function") {
    // Copy written as a function of its values ("Between {min} and {max}"): read its text.
    const text = (tree as (...args: string[]) => unknown)("1", "2", "3");
    if (typeof text === "string") out.push({ locale, where, text, group: text });
  } else if (Array.isArray(tree)) {
    tree.forEach((item, i) => walk(item, `${where}.${i}`, locale, out, group));
  } else if (tree && typeof tree === "object") {
    const own = Object.values(tree).filter(
      (value) => typeof value === "string" || Array.isArray(value),
    );
    const joined = own
      .flat(2)
      .filter((value) => typeof value === "string")
      .join(" \n ");
    for (const [key, value] of Object.entries(tree))
      if (!NOT_COPY.has(key)) walk(value, `${where}.${key}`, locale, out, joined || group);
  }
}

function isLocaleMap(value: unknown): value is Partial<Record<Locale, unknown>> {
  return (
    !!value &&
    typeof value === "object" &&
    "en" in value &&
    ("de" in value || "ar" in value || Object.keys(value).length === 1)
  );
}

function fromCopyModules(out: CopyEntry[]): void {
  for (const [file, module] of Object.entries(copyModules)) {
    for (const [name, value] of Object.entries(module)) {
      const where = `copy/${file.replace(/^\.\//, "")} ${name}`;
      if (isLocaleMap(value)) {
        for (const locale of LOCALES)
          if (value[locale] !== undefined) walk(value[locale], `${where}.${locale}`, locale, out);
      } else if (value && typeof value === "object" && !Array.isArray(value)) {
        walk(value, where, "en", out);
      }
    }
  }
}

function fromResources(out: CopyEntry[]): void {
  for (const locale of LOCALES) walk(RESOURCES[locale], `@vantreo/i18n ${locale}`, locale, out);
}

interface Catalogentry {
  id: string;
  i18n?: Partial<Record<Locale, unknown>>;
  [field: string]: unknown;
}

function fromServices(out: CopyEntry[]): void {
  const dir = `${contentDir}services/`;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const entries = JSON.parse(readFileSync(dir + file, "utf8")) as Catalogentry[];
    for (const { i18n, id, slug: _slug, ...english } of entries) {
      walk(english, `content/services/${file} ${id}`, "en", out);
      for (const locale of ["de", "ar"] as const)
        if (i18n?.[locale])
          walk(i18n[locale], `content/services/${file} ${id}.${locale}`, locale, out);
    }
  }
}

/** Markdown documents, one entry per paragraph, table row or list item (the unit of a claim). */
function fromMarkdown(out: CopyEntry[]): void {
  for (const collection of ["insights", "case-studies", "careers"]) {
    const dir = `${contentDir}${collection}/`;
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".md"))) {
      const text = readFileSync(dir + file, "utf8");
      // Code blocks are code, not copy.
      const prose = text.replace(/```[\s\S]*?```/g, "");
      prose
        .split(/\n\s*\n|\n(?=\s*[|>*-] )|\n(?=\w+:)/)
        .map((block) => block.trim())
        .filter(Boolean)
        .forEach((block, i) =>
          out.push({
            locale: "en",
            where: `content/${collection}/${file} #${i}`,
            text: block,
            group: block,
          }),
        );
    }
  }
}

let corpus: CopyEntry[] | undefined;

/** All copy of the site, every locale. */
export function copyCorpus(): CopyEntry[] {
  if (!corpus) {
    corpus = [];
    fromCopyModules(corpus);
    fromResources(corpus);
    fromServices(corpus);
    fromMarkdown(corpus);
  }
  return corpus;
}
