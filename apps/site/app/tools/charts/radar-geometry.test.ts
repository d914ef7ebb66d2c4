import { describe, expect, it } from "vitest";
import { labelAnchor, radarPoint, radarPolygon } from "./radar-geometry";

const center = { x: 100, y: 100 };

describe("radarPoint", () => {
  it("puts the first axis at 12 o'clock and goes clockwise", () => {
    // Four axes: up, right, down, left; value 5 of 5 at radius 80.
    expect([0, 1, 2, 3].map((i) => radarPoint(i, 4, 5, 5, 80, center))).toEqual([
      { x: 100, y: 20 },
      { x: 180, y: 100 },
      { x: 100, y: 180 },
      { x: 20, y: 100 },
    ]);
  });

  it("scales the distance by value over max", () => {
    // 2.5 of 5 is half the radius: 40 above the centre.
    expect(radarPoint(0, 6, 2.5, 5, 80, center)).toEqual({ x: 100, y: 60 });
  });

  it("places the second of six axes at 60 degrees clockwise from the top", () => {
    // sin 60° × 80 = 69.28; cos 60° × 80 = 40 → (169.28, 60).
    expect(radarPoint(1, 6, 5, 5, 80, center)).toEqual({ x: 169.28, y: 60 });
  });
});

describe("radarPolygon", () => {
  it("joins one point per value", () => {
    expect(radarPolygon([5, 5, 5, 5], 5, 80, center)).toBe("100,20 180,100 100,180 20,100");
  });
});

describe("labelAnchor", () => {
  it("anchors right-hand labels at their start, left-hand at their end, top and bottom centred", () => {
    expect([0, 1, 2, 3].map((i) => labelAnchor(i, 4))).toEqual([
      "middle",
      "start",
      "middle",
      "end",
    ]);
  });
});
