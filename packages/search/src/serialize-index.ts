import {
  localizedText,
  type IndexEntry,
  type IndexEntryType,
  type LocalizedText,
  type SearchIndex,
} from "./search-index";

/**
 * Wire format: one array per entry instead of an object, so property names are not repeated
 * thousands of times. `[type, slug, category, titles, descriptions, problem, clusters, tags,
 * date, id]`, where titles and descriptions are `[en, de?, ar?]` and `id` is left out when it
 * equals the slug.
 */
type WireEntry = [
  string,
  string,
  string,
  string[],
  string[],
  string,
  string[],
  string[],
  string,
  string?,
];

const TYPE_CODES: Readonly<Record<IndexEntryType, string>> = {
  service: "s",
  insight: "i",
  "case-study": "c",
  learning: "l",
};

const TYPES_BY_CODE = new Map(
  Object.entries(TYPE_CODES).map(([type, code]) => [code, type as IndexEntryType]),
);

function wireText(text: LocalizedText): string[] {
  if (text.ar !== undefined) return [text.en, text.de ?? "", text.ar];
  return text.de === undefined ? [text.en] : [text.en, text.de];
}

function toWire(entry: IndexEntry): WireEntry {
  const wire: WireEntry = [
    TYPE_CODES[entry.type],
    entry.slug,
    entry.category,
    wireText(entry.title),
    wireText(entry.description),
    entry.problem,
    [...entry.clusters],
    [...entry.tags],
    entry.date ?? "",
  ];
  if (entry.id !== entry.slug) wire.push(entry.id);
  return wire;
}

/** Serializes an index to the compact JSON text the site publishes for the dialog. */
export function serializeIndex(index: SearchIndex): string {
  return JSON.stringify({ v: index.version, e: index.entries.map(toWire) });
}

function invalid(reason: string): never {
  throw new TypeError(`Invalid search index: ${reason}`);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function readText(value: unknown, position: number): LocalizedText {
  if (!isStringArray(value) || value.length === 0) invalid(`entry ${position} has no text`);
  const [en = "", de, ar] = value;
  return localizedText(en, de === "" ? undefined : de, ar === "" ? undefined : ar);
}

function fromWire(value: unknown, position: number): IndexEntry {
  if (!Array.isArray(value)) return invalid(`entry ${position} is not an array`);
  const [code, slug, category, titles, descriptions, problem, clusters, tags, date, id] = value;
  const type = TYPES_BY_CODE.get(String(code));
  if (type === undefined) return invalid(`entry ${position} has an unknown type`);
  if (typeof slug !== "string" || typeof category !== "string" || typeof problem !== "string") {
    return invalid(`entry ${position} lacks a slug, category or problem statement`);
  }
  if (!isStringArray(clusters) || !isStringArray(tags) || typeof date !== "string") {
    return invalid(`entry ${position} has malformed keywords, tags or date`);
  }
  return {
    type,
    id: typeof id === "string" ? id : slug,
    slug,
    category,
    title: readText(titles, position),
    description: readText(descriptions, position),
    problem,
    clusters,
    tags,
    ...(date === "" ? {} : { date }),
  };
}

/**
 * Reads an index written by {@link serializeIndex}, as text or as already parsed JSON (e.g.
 * `await response.json()`). Throws a `TypeError` naming the problem when it is not one.
 */
export function deserializeIndex(serialized: unknown): SearchIndex {
  const data: unknown = typeof serialized === "string" ? JSON.parse(serialized) : serialized;
  if (typeof data !== "object" || data === null) return invalid("not an object");
  const { v, e } = data as { v?: unknown; e?: unknown };
  if (v !== 1) return invalid(`unsupported version ${String(v)}`);
  if (!Array.isArray(e)) return invalid("entries missing");
  return { version: 1, entries: e.map(fromWire) };
}
