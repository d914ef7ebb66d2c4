/**
 * An inverted index of character pairs, so a keystroke visits only the fields that can contain
 * the query instead of scanning every entry (the benchmark's target, bench/run.mjs: p99 <= 10 ms at 10,000 documents).
 *
 * A posting is one field of one entry: `entry * fieldCount + field`. A pair of ASCII units has
 * a bucket of its own, so for a two-character ASCII query ("ai", "ml") the postings are the
 * answer. Pairs with a non-ASCII unit share hashed buckets, and longer queries only narrow the
 * candidates; both are confirmed against the text.
 */
export interface BigramIndex {
  /** Postings of bucket `b` are `postings[offsets[b]]` up to `postings[offsets[b + 1]]`. */
  readonly offsets: Int32Array;
  /** Posting ids, ascending within each bucket. */
  readonly postings: Int32Array;
}

const ASCII_BUCKETS = 128 * 128;
const HASHED_BUCKETS = 4096;
const LINE_FEED = 10;

/** The bucket of a pair; below `ASCII_BUCKETS` it holds that pair and no other. */
export function bigramBucket(first: number, second: number): number {
  if (first < 128 && second < 128) return first * 128 + second;
  return ASCII_BUCKETS + ((first * 31 + second) & (HASHED_BUCKETS - 1));
}

/** Whether a bucket holds exactly one pair (see {@link bigramBucket}). */
export function isExactBucket(bucket: number): boolean {
  return bucket < ASCII_BUCKETS;
}

/**
 * Calls `visit(bucket, posting)` once per distinct bucket of each field. Pairs that straddle a
 * line feed (between the languages or list items of a field) are skipped: a normalised query
 * never contains one.
 */
function eachPair(
  texts: readonly string[],
  bounds: Int32Array,
  fieldCount: number,
  visit: (bucket: number, posting: number) => void,
): void {
  const lastPosting = new Int32Array(ASCII_BUCKETS + HASHED_BUCKETS).fill(-1);
  texts.forEach((text, entry) => {
    let start = 0;
    for (let field = 0; field < fieldCount; field += 1) {
      const posting = entry * fieldCount + field;
      const end = bounds[posting] ?? 0;
      for (let at = start; at + 1 < end; at += 1) {
        const first = text.charCodeAt(at);
        const second = text.charCodeAt(at + 1);
        if (first === LINE_FEED || second === LINE_FEED) continue;
        const bucket = bigramBucket(first, second);
        if (lastPosting[bucket] === posting) continue;
        lastPosting[bucket] = posting;
        visit(bucket, posting);
      }
      start = end + 1;
    }
  });
}

/**
 * Builds the pair index of prepared texts; `bounds[entry * fieldCount + field]` is where that
 * field ends in `texts[entry]`. Two passes (count, then fill) into typed arrays.
 */
export function buildBigramIndex(
  texts: readonly string[],
  bounds: Int32Array,
  fieldCount: number,
): BigramIndex {
  const offsets = new Int32Array(ASCII_BUCKETS + HASHED_BUCKETS + 1);
  eachPair(texts, bounds, fieldCount, (bucket) => {
    offsets[bucket + 1] = (offsets[bucket + 1] ?? 0) + 1;
  });
  for (let bucket = 1; bucket < offsets.length; bucket += 1) {
    offsets[bucket] = (offsets[bucket] ?? 0) + (offsets[bucket - 1] ?? 0);
  }
  const postings = new Int32Array(offsets[offsets.length - 1] ?? 0);
  const filled = offsets.slice(0, -1);
  eachPair(texts, bounds, fieldCount, (bucket, posting) => {
    const slot = filled[bucket] ?? 0;
    postings[slot] = posting;
    filled[bucket] = slot + 1;
  });
  return { offsets, postings };
}

/** The postings of one bucket, ascending. */
export function bucketPostings(index: BigramIndex, bucket: number): Int32Array {
  return index.postings.subarray(index.offsets[bucket], index.offsets[bucket + 1]);
}
