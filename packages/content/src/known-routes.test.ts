import { describe, expect, it } from "vitest";
import { routeMatcher, routePath } from "./known-routes";

describe("routePath", () => {
  it("drops the query, the fragment and a trailing slash", () => {
    expect(routePath("/contact/?source=insight#form")).toBe("/contact");
    expect(routePath("/")).toBe("/");
  });
});

describe("routeMatcher", () => {
  it("matches normalised paths against a list of routes", () => {
    const isKnown = routeMatcher(["/careers/", "/insights/why-ai-stalls"]);
    expect(isKnown("/careers")).toBe(true);
    expect(isKnown("/insights/why-ai-stalls")).toBe(true);
    expect(isKnown("/insights")).toBe(false);
  });
});
