import { describe, expect, it } from "vitest";
import {
  head,
  robots,
  type AnyLoader,
  type AnyMeta,
} from "../../components/staff/route-head.test-helper";
import { prerenderPaths } from "../../route-table";
import { meta as leadMeta } from "./lead";
import { loader as inboxLoader, meta as inboxMeta } from "./index";
import { loader as spamLoader, meta as spamMeta } from "./spam";

describe("the lead desk's pages in search engines", () => {
  it("are noindex,nofollow in every language, without hreflang alternates", async () => {
    const pages: [AnyLoader, AnyMeta, string][] = [
      [inboxLoader, inboxMeta, "/desk"],
      [inboxLoader, inboxMeta, "/de/desk"],
      [spamLoader, spamMeta, "/ar/desk/spam"],
    ];
    for (const [loader, meta, path] of pages) {
      const descriptors = await head(loader, meta, path);
      expect(robots(descriptors), path).toBe("noindex,nofollow");
      expect(
        descriptors.filter((d) => d.rel === "alternate"),
        path,
      ).toEqual([]);
    }
  });

  it("gives every lead the same head from the root's strings: noindex, no canonical", () => {
    const descriptors = (leadMeta as unknown as AnyMeta)({
      location: { pathname: "/de/desk/leads/0b6f7f0e" },
      matches: [
        { loaderData: { resources: { desk: { lead: { title: "Lead", description: "d" } } } } },
      ],
    } as never);
    expect(descriptors[0]).toEqual({ title: "Lead | Vantreo Data & AI" });
    expect(robots(descriptors)).toBe("noindex,nofollow");
    expect(descriptors.some((d) => d.rel === "canonical" || d.property === "og:url")).toBe(false);
    expect(JSON.stringify(descriptors)).not.toContain("0b6f7f0e");
  });

  it("prerenders the inbox, the spam folder and one lead shell in each language", () => {
    const paths = prerenderPaths({
      services: [],
      insights: [],
      caseStudies: [],
      learning: [],
      careers: [],
    });
    for (const prefix of ["", "/de", "/ar"])
      for (const page of ["/desk", "/desk/spam", "/desk/leads/__lead"])
        expect(paths, `${prefix}${page}`).toContain(`${prefix}${page}`);
  });
});
