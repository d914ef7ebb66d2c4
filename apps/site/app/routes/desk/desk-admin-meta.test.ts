import { describe, expect, it } from "vitest";
import {
  head,
  robots,
  type AnyLoader,
  type AnyMeta,
} from "../../components/staff/route-head.test-helper";
import { prerenderPaths } from "../../route-table";
import { loader as mailLoader, meta as mailMeta } from "./mail";
import { loader as privacyLoader, meta as privacyMeta } from "./privacy";
import { loader as staffLoader, meta as staffMeta } from "./staff";

const PAGES: [AnyLoader, AnyMeta, string][] = [
  [privacyLoader, privacyMeta, "privacy"],
  [staffLoader, staffMeta, "staff"],
  [mailLoader, mailMeta, "mail"],
];

describe("the desk's privacy, staff and mail pages", () => {
  it("are noindex,nofollow with a title of their own in every language", async () => {
    for (const [loader, meta, page] of PAGES) {
      for (const [prefix, title] of [
        ["", /^Lead desk: /],
        ["/de", /^Lead-Desk: /],
        ["/ar", /^مكتب العملاء المحتملين: /],
      ] as const) {
        const path = `${prefix}/desk/${page}`;
        const descriptors = await head(loader, meta, path);
        expect(robots(descriptors), path).toBe("noindex,nofollow");
        expect(String(descriptors[0]?.title), path).toMatch(title);
        expect(
          descriptors.filter((d) => d.rel === "alternate"),
          path,
        ).toEqual([]);
      }
    }
  });

  it("are prerendered in each language", () => {
    const paths = prerenderPaths({
      services: [],
      insights: [],
      caseStudies: [],
      learning: [],
      careers: [],
    });
    for (const prefix of ["", "/de", "/ar"])
      for (const page of ["privacy", "staff", "mail"])
        expect(paths, `${prefix}/desk/${page}`).toContain(`${prefix}/desk/${page}`);
  });
});
