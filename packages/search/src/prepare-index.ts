import { buildBigramIndex, type BigramIndex } from "./bigram-index";
import { normalizeText } from "./normalize-text";
import { findPersona, type PersonaId } from "./personas";
import type { IndexEntry, LocalizedText, SearchIndex } from "./search-index";
import { containsAtWordStart } from "./word-start";

/** The scored fields, in the order they sit in a prepared text. */
export const SCORED_FIELDS = ["title", "description", "problem", "clusters", "tags"] as const;

/**
 * An index ready to search. Each entry's scored fields are normalised and joined into one
 * text, in {@link SCORED_FIELDS} order, separated by line feeds; `bounds` says where each field
 * ends. A normalised query never contains a line feed (its whitespace is collapsed to spaces),
 * so a match never spans two fields.
 */
export interface PreparedIndex {
  readonly entries: readonly IndexEntry[];
  /** The normalised text of each entry. */
  readonly texts: readonly string[];
  /** `bounds[i * 5 + f]`: where field `f` of entry `i` ends (exclusive) in `texts[i]`. */
  readonly bounds: Int32Array;
  /**
   * Which fields hold which character pairs, to skip fields that cannot match; absent on an
   * index small enough to scan whole (see {@link PAIR_INDEX_MIN_CHARACTERS}).
   */
  readonly bigrams?: BigramIndex;
  /** Per persona, the number of its keywords found in each entry (in entry order). */
  readonly personaHits: Map<PersonaId, Uint8Array>;
}

function normalizeAll(texts: readonly string[]): string {
  return texts.map(normalizeText).join("\n");
}

function localized(text: LocalizedText): string {
  const versions = [text.en];
  if (text.de !== undefined) versions.push(text.de);
  if (text.ar !== undefined) versions.push(text.ar);
  return normalizeAll(versions);
}

function fieldsOf(entry: IndexEntry): string[] {
  return [
    localized(entry.title),
    localized(entry.description),
    normalizeText(entry.problem),
    normalizeAll(entry.clusters),
    normalizeAll(entry.tags),
  ];
}

/**
 * Below this much normalised text, scanning every field takes tens of microseconds, less than
 * building the pair index would cost on first open (the site's index is about 70,000).
 */
export const PAIR_INDEX_MIN_CHARACTERS = 200_000;

const prepared = new WeakMap<SearchIndex, PreparedIndex>();

/**
 * Normalises an index once and keeps the result for as long as the index object lives, so
 * each keystroke only scans prepared strings. `pairIndexFrom` (characters of normalised text)
 * decides when the pair index is built; tests lower it to exercise both ways of scoring.
 */
export function prepareIndex(
  index: SearchIndex,
  pairIndexFrom = PAIR_INDEX_MIN_CHARACTERS,
): PreparedIndex {
  const cached = prepared.get(index);
  if (cached !== undefined) return cached;
  const { entries } = index;
  const bounds = new Int32Array(entries.length * SCORED_FIELDS.length);
  const texts = entries.map((entry, position) => {
    const fields = fieldsOf(entry);
    let end = -1;
    fields.forEach((field, order) => {
      end += field.length + 1;
      bounds[position * SCORED_FIELDS.length + order] = end;
    });
    return fields.join("\n");
  });
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  const ready: PreparedIndex = {
    entries,
    texts,
    bounds,
    ...(characters >= pairIndexFrom
      ? { bigrams: buildBigramIndex(texts, bounds, SCORED_FIELDS.length) }
      : {}),
    personaHits: new Map(),
  };
  prepared.set(index, ready);
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
  index.texts.forEach((text, position) => {
    hits[position] = keywords.filter((keyword) => containsAtWordStart(text, keyword)).length;
  });
  index.personaHits.set(personaId, hits);
  return hits;
}
