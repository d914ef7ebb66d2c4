import { describe, expect, it } from "vitest";
import { TopResults } from "./top-results";

function keep(limit: number, offers: [string, number][]): string[] {
  const top = new TopResults<string>(limit);
  for (const [item, score] of offers) top.offer(item, score);
  return top.ranked().map(({ item }) => item);
}

describe("TopResults", () => {
  it("keeps the best candidates by descending score", () => {
    expect(
      keep(2, [
        ["a", 1],
        ["b", 3],
        ["c", 2],
      ]),
    ).toEqual(["b", "c"]);
  });

  it("keeps equal scores in the order offered", () => {
    expect(
      keep(4, [
        ["a", 1],
        ["b", 2],
        ["c", 1],
        ["d", 2],
      ]),
    ).toEqual(["b", "d", "a", "c"]);
  });

  it("does not let a later equal score push out an earlier one at the limit", () => {
    expect(
      keep(2, [
        ["a", 5],
        ["b", 5],
        ["c", 5],
      ]),
    ).toEqual(["a", "b"]);
  });

  it("keeps nothing with a limit of 0", () => {
    expect(keep(0, [["a", 5]])).toEqual([]);
  });
});
