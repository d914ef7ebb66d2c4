import { describe, expect, it } from "vitest";
import { nearestRanks, timesOf } from "./report-store";

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
      // Times as the roll-up holds them: owner, period, time, how many leads had it; few
      // distinct times, so many repeat.
      const rows = Array.from({ length: 1 + Math.floor(next() * 40) }, () => ({
        owner_id: ["", "s1", "s2"][Math.floor(next() * 3)]!,
        period: Math.floor(next() * 3),
        ms: Math.floor(next() * 12) * 60_000,
        n: 1 + Math.floor(next() * 3),
      }));
      // As the store reads them: one row per owner and period, its times as one list.
      const lists = new Map<string, { owner_id: string; times: string[] }>();
      for (const row of rows) {
        const key = `${row.owner_id}/${row.period}`;
        const list = lists.get(key) ?? { owner_id: row.owner_id, times: [] };
        list.times.push(`${row.ms}:${row.n}`);
        lists.set(key, list);
      }
      const read = [...lists.values()].map((row) => ({
        ...row,
        times: timesOf(row.times.join(",")),
      }));
      const ranks = nearestRanks(read, (row) => row.owner_id);
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
    const rows = (count: number) => [
      { g: 1, times: Array.from({ length: count }, (_, i) => (count - i) * 1000) },
    ];
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

  it("read a list's times as often as each was counted, and an empty list as none", () => {
    expect(timesOf("60000:2,1000:1,1700000000000:3")).toEqual([
      60_000, 60_000, 1000, 1_700_000_000_000, 1_700_000_000_000, 1_700_000_000_000,
    ]);
    expect(timesOf(null)).toEqual([]);
    expect(timesOf("")).toEqual([]);
  });
});
