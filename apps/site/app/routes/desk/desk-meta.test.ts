import { describe, expect, it } from "vitest";
import {
  expectPrerenderedInEveryLocale,
  expectPrivateHead,
} from "../../components/staff/route-head.test-helper";
import { prerenderPaths } from "../../route-table";
import { loader, meta } from "./app";

describe("the staff app's shell in search engines", () => {
  it("is noindex,nofollow in every language, without hreflang alternates or a canonical", async () => {
    for (const path of ["/desk", "/de/desk", "/ar/desk"]) {
      const descriptors = await expectPrivateHead(loader, meta, path);
      expect(
        descriptors.some((d) => d.rel === "canonical" || d.property === "og:url"),
        path,
      ).toBe(false);
    }
  });

  it("is prerendered once per language, and no other staff path is", () => {
    expectPrerenderedInEveryLocale(["/desk"]);
    const paths = prerenderPaths({
      services: [],
      insights: [],
      caseStudies: [],
      learning: [],
      careers: [],
    });
    expect(paths.filter((path) => /\/desk\/|\/dataroom\/admin/.test(path))).toEqual([]);
  });
});
