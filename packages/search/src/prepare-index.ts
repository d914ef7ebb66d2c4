import { normalizeText } from "./normalize-text";
import { findPersona, type PersonaId } from "./personas";
import type { IndexEntry, LocalizedText, SearchIndex } from "./search-index";
import { containsAtWordStart } from "./word-start";

/**
 * An index entry with every scored field normalised once. The languages of a field and the
 * items of a list are joined by a line feed, which a normalised query never contains, so one
 * `includes` per field answers "does any of them contain the query".
 */
export interface PreparedEntry {
  readonly entry: IndexEntry;
  readonly title: string;
  readonly description: string;
  readonly problem: string;
  readonly clusters: string;
  readonly tags: string;
}

/** An index ready to search: prepared entries and the persona boosts computed so far. */
export interface PreparedIndex {
  readonly entries: readonly PreparedEntry[];
  /** Per persona, the number of its keywords found in each entry (in entry order). */
  readonly personaHits: Map<PersonaId, Uint8Array>;
}

const JOIN = "\n";

function normalizeAll(texts: readonly string[]): string {
  return texts.map(normalizeText).join(JOIN);
}

function localized(text: LocalizedText): string {
  const versions = [text.en];
  if (text.de !== undefined) versions.push(text.de);
  if (text.ar !== undefined) versions.push(text.ar);
  return normalizeAll(versions);
}

function prepareEntry(entry: IndexEntry): PreparedEntry {
  return {
    entry,
    title: localized(entry.title),
    description: localized(entry.description),
    problem: normalizeText(entry.problem),
    clusters: normalizeAll(entry.clusters),
    tags: normalizeAll(entry.tags),
  };
}

const prepared = new WeakMap<SearchIndex, PreparedIndex>();

/**
 * Normalises an index once and keeps the result for as long as the index object lives, so
 * each keystroke only scans prepared strings.
 */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  let ready = prepared.get(index);
  if (ready === undefined) {
    ready = { entries: index.entries.map(prepareEntry), personaHits: new Map() };
    prepared.set(index, ready);
  }
  return ready;
}

/**
 * How many of the persona's keywords each entry contains, anywhere in its scored text.
 * Independent of the query, so computed once per persona and index.
 */
export function personaHits(index: PreparedIndex, personaId: PersonaId): Uint8Array {
  const cached = index.personaHits.get(personaId);
  if (cached !== undefined) return cached;
  const keywords = (findPersona(personaId)?.keywords ?? []).map(normalizeText);
  const hits = new Uint8Array(index.entries.length);
  index.entries.forEach((entry, position) => {
    const text = [entry.title, entry.description, entry.problem, entry.clusters, entry.tags].join(
      JOIN,
    );
    hits[position] = keywords.filter((keyword) => containsAtWordStart(text, keyword)).length;
  });
  index.personaHits.set(personaId, hits);
  return hits;
}
