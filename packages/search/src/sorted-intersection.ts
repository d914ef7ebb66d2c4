function contains(sorted: Int32Array, value: number, from: number): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The values present in both ascending arrays. Walks both when they are of similar length,
 * binary-searches the longer one when the shorter is much shorter.
 */
export function intersectSorted(shorter: Int32Array, longer: Int32Array): Int32Array {
  const result = new Int32Array(Math.min(shorter.length, longer.length));
  let count = 0;
  if (shorter.length * 16 < longer.length) {
    let from = 0;
    for (const value of shorter) {
      from = contains(longer, value, from);
      if (longer[from] === value) result[count++] = value;
    }
  } else {
    let left = 0;
    let right = 0;
    while (left < shorter.length && right < longer.length) {
      const a = shorter[left] ?? 0;
      const b = longer[right] ?? 0;
      if (a === b) {
        result[count++] = a;
        left += 1;
        right += 1;
      } else if (a < b) left += 1;
      else right += 1;
    }
  }
  return result.subarray(0, count);
}
