import { describe, expect, it } from "vitest";
import { nearestRanks } from "./report-store";

/** The nearest-rank median and 90th percentile of a list, by sorting it out (the definition). */
function byDefinition(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const n = sorted.length;
  return {
    contacted: n,
    medianMs: sorted[Math.ceil(n / 2) - 1] ?? null,
    p90Ms: sorted[Math.ceil((9 * n) / 10) - 1] ?? null,
  };
}

describe("the first-contact percentiles from the roll-up's counted times", () => {
  it("equal the nearest ranks of every lead's time, equal times counted together included", () => {
    let seed = 5;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 50; round += 1) {
      // Rows as the store reads them: owner, period, time, how many leads had it; few distinct
      // times, so many repeat.
      const rows = Array.from({ length: 1 + Math.floor(next() * 40) }, () => ({
        owner_id: ["", "s1", "s2"][Math.floor(next() * 3)]!,
        period: Math.floor(next() * 3),
        ms: Math.floor(next() * 12) * 60_000,
        n: 1 + Math.floor(next() * 3),
      })).sort((a, b) => a.ms - b.ms);
      const ranks = nearestRanks(rows, (row) => String(row.owner_id));
      for (const owner of ["", "s1", "s2"]) {
        const times = rows
          .filter((row) => row.owner_id === owner)
          .flatMap((row) => Array.from({ length: row.n }, () => row.ms));
        if (times.length === 0) expect(ranks.has(owner)).toBe(false);
        else expect(ranks.get(owner)).toEqual(byDefinition(times));
      }
    }
  });

  it("take the 5th and 9th of ten and the 6th and 10th of eleven", () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ g: 1, ms: (i + 1) * 1000, n: 1 }));
    expect(nearestRanks(rows(10), (row) => row.g).get(1)).toEqual({
      contacted: 10,
      medianMs: 5000,
      p90Ms: 9000,
    });
    expect(nearestRanks(rows(11), (row) => row.g).get(1)).toEqual({
      contacted: 11,
      medianMs: 6000,
      p90Ms: 10_000,
    });
  });
});
