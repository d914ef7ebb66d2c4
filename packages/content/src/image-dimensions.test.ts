import { describe, expect, it } from "vitest";
import { imageDimensions } from "./image-dimensions";

const svg = (tag: string) => new TextEncoder().encode(`<?xml version="1.0"?>\n${tag}<rect/></svg>`);

describe("imageDimensions", () => {
  it("reads width and height from a PNG's IHDR chunk", () => {
    // Width 1200 (0x04B0) and height 630 (0x0276), big-endian.
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0,
      0x04, 0xb0, 0, 0, 0x02, 0x76,
    ]);
    expect(imageDimensions(png)).toEqual({ width: 1200, height: 630 });
  });

  it("reads an SVG's width and height attributes, with or without px", () => {
    expect(
      imageDimensions(
        svg(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360px" viewBox="0 0 64 36">',
        ),
      ),
    ).toEqual({ width: 640, height: 360 });
  });

  it("falls back to an SVG's viewBox", () => {
    expect(imageDimensions(svg('<svg viewBox="0 0 320 180" width="100%">'))).toEqual({
      width: 320,
      height: 180,
    });
  });

  it("knows no size for other formats or an SVG without one", () => {
    expect(imageDimensions(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
    expect(imageDimensions(svg("<svg>"))).toBeUndefined();
  });
});
