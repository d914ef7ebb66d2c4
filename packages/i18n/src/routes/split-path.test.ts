import { describe, expect, it } from "vitest";
import { splitPath } from "./split-path";

describe("splitPath", () => {
  it("separates the pathname from query and hash", () => {
    expect(splitPath("/contact?location=atlanta#form")).toEqual({
      pathname: "/contact",
      suffix: "?location=atlanta#form",
    });
  });

  it("drops trailing slashes but keeps the root", () => {
    expect(splitPath("/about//").pathname).toBe("/about");
    expect(splitPath("/").pathname).toBe("/");
    expect(splitPath("").pathname).toBe("/");
  });

  it("adds a missing leading slash", () => {
    expect(splitPath("careers").pathname).toBe("/careers");
  });
});
