import { describe, expect, it } from "vitest";
import { intersectSorted } from "./sorted-intersection";

const list = (...values: number[]) => Int32Array.from(values);

describe("intersectSorted", () => {
  it("keeps the values both lists hold, walking lists of similar length", () => {
    expect([...intersectSorted(list(1, 3, 5, 7), list(2, 3, 4, 7, 9))]).toEqual([3, 7]);
  });

  it("binary-searches a much longer list with the same result", () => {
    const longer = Int32Array.from({ length: 1000 }, (_, n) => n * 2);
    expect([...intersectSorted(list(4, 5, 998, 1998, 2000), longer)]).toEqual([4, 998, 1998]);
  });

  it("is empty when either list is", () => {
    expect([...intersectSorted(list(), list(1, 2))]).toEqual([]);
    expect([...intersectSorted(list(1, 2), list())]).toEqual([]);
  });
});
