import { bigramBucket, bucketPostings, isExactBucket } from "./bigram-index";
import { SCORED_FIELDS, type PreparedIndex } from "./prepare-index";
import { SEARCH_WEIGHTS } from "./search-weights";
import { intersectSorted } from "./sorted-intersection";

/** Points per field, in {@link SCORED_FIELDS} order (spec section 9). */
const FIELD_WEIGHTS = [
  SEARCH_WEIGHTS.title,
  SEARCH_WEIGHTS.excerpt,
  SEARCH_WEIGHTS.problemStatement,
  SEARCH_WEIGHTS.keywordCluster,
  SEARCH_WEIGHTS.contentTag,
] as const;

const FIELD_COUNT = SCORED_FIELDS.length;

/** Ids of the fields that hold every pair of the query, or undefined to check them all. */
function candidateFields(index: PreparedIndex, query: string): Int32Array | undefined {
  if (index.bigrams === undefined || query.length < 2) return undefined;
  const { bigrams } = index;
  const buckets = new Set<number>();
  for (let at = 0; at + 1 < query.length; at += 1) {
    buckets.add(bigramBucket(query.charCodeAt(at), query.charCodeAt(at + 1)));
  }
  const lists = [...buckets]
    .map((bucket) => bucketPostings(bigrams, bucket))
    .sort((a, b) => a.length - b.length);
  return lists.reduce((kept, list) => intersectSorted(kept, list));
}

function fieldContains(index: PreparedIndex, posting: number, query: string): boolean {
  const entry = Math.floor(posting / FIELD_COUNT);
  const field = posting % FIELD_COUNT;
  const start = field === 0 ? 0 : (index.bounds[posting - 1] ?? 0) + 1;
  const at = (index.texts[entry] ?? "").indexOf(query, start);
  return at !== -1 && at + query.length <= (index.bounds[posting] ?? 0);
}

/**
 * Points of one entry by scanning its text: after a hit the scan jumps to the next field, so a
 * field counts once and the text is read at most once.
 */
function scanEntry(index: PreparedIndex, entry: number, query: string): number {
  const text = index.texts[entry] ?? "";
  const base = entry * FIELD_COUNT;
  let score = 0;
  let field = 0;
  let at = text.indexOf(query);
  while (at !== -1) {
    while (at >= (index.bounds[base + field] ?? 0)) field += 1;
    score += FIELD_WEIGHTS[field] ?? 0;
    // The next field starts just past this field's line feed.
    at = text.indexOf(query, (index.bounds[base + field] ?? 0) + 1);
    field += 1;
  }
  return score;
}

/**
 * Points each entry earns from the query's text alone (spec section 9): title 10, excerpt 5,
 * problem statement 7, keyword cluster 8, content tag 3. Each field counts once. 0 means the
 * query matches nowhere and the entry is not a result. At most 33, so a byte per entry.
 */
export function scoreEntries(index: PreparedIndex, normalizedQuery: string): Uint8Array {
  const scores = new Uint8Array(index.entries.length);
  const candidates = candidateFields(index, normalizedQuery);
  if (candidates === undefined) {
    for (let entry = 0; entry < scores.length; entry += 1) {
      scores[entry] = scanEntry(index, entry, normalizedQuery);
    }
    return scores;
  }
  // A two-unit ASCII query is one exact bucket: its postings need no check against the text.
  const exact =
    normalizedQuery.length === 2 &&
    isExactBucket(bigramBucket(normalizedQuery.charCodeAt(0), normalizedQuery.charCodeAt(1)));
  for (const posting of candidates) {
    if (exact || fieldContains(index, posting, normalizedQuery)) {
      const entry = Math.floor(posting / FIELD_COUNT);
      scores[entry] = (scores[entry] ?? 0) + (FIELD_WEIGHTS[posting % FIELD_COUNT] ?? 0);
    }
  }
  return scores;
}
