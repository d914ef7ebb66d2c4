import { describe, expect, it } from "vitest";
import {
  expectPrerenderedInEveryLocale,
  expectPrivateHead,
  robots,
  type AnyLoader,
  type AnyMeta,
} from "../../components/staff/route-head.test-helper";
import { meta as leadMeta } from "./lead";
import { loader as inboxLoader, meta as inboxMeta } from "./index";
import { loader as mailLoader, meta as mailMeta } from "./mail";
import { loader as privacyLoader, meta as privacyMeta } from "./privacy";
import { loader as spamLoader, meta as spamMeta } from "./spam";
import { loader as staffLoader, meta as staffMeta } from "./staff";

const ADMIN_PAGES: [AnyLoader, AnyMeta, string][] = [
  [privacyLoader, privacyMeta, "privacy"],
  [staffLoader, staffMeta, "staff"],
  [mailLoader, mailMeta, "mail"],
];

describe("the lead desk's pages in search engines", () => {
  it("are noindex,nofollow in every language, without hreflang alternates", async () => {
    await expectPrivateHead(inboxLoader, inboxMeta, "/desk");
    await expectPrivateHead(inboxLoader, inboxMeta, "/de/desk");
    await expectPrivateHead(spamLoader, spamMeta, "/ar/desk/spam");
  });

  it("give the privacy, staff and mail pages a title of their own in every language", async () => {
    for (const [loader, meta, page] of ADMIN_PAGES) {
      for (const [prefix, title] of [
        ["", /^Lead desk: /],
        ["/de", /^Lead-Desk: /],
        ["/ar", /^لوحة العملاء المحتملين: /],
      ] as const) {
        const path = `${prefix}/desk/${page}`;
        const descriptors = await expectPrivateHead(loader, meta, path);
        expect(String(descriptors[0]?.title), path).toMatch(title);
      }
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

  it("prerenders every desk page and one lead shell in each language", () => {
    expectPrerenderedInEveryLocale([
      "/desk",
      "/desk/spam",
      "/desk/leads/__lead",
      "/desk/privacy",
      "/desk/staff",
      "/desk/mail",
      "/desk/account",
      "/desk/welcome",
    ]);
  });
});
