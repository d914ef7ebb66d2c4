import { describe, expect, it } from "vitest";
import { linkProblems } from "./link-problems.mjs";

const toPath = (url) => new URL(url, "http://localhost").pathname;
const page = (canonical, alternates = [], ids = []) => ({
  status: 200,
  type: "text/html",
  refs: { links: [], assets: [], alternates, canonical, noindex: false, ids },
});
const edge = (from, kind, ref, hash = "") => ({ from, kind, ref, path: toPath(ref), hash });

describe("linkProblems of a small crawl", () => {
  const en = "https://www.example.com/x";
  const de = "https://de.example.com/de/x";
  const crawl = {
    reached: new Set(),
    responses: new Map([
      ["/x", page(en, [{ hreflang: "de", href: de }], ["team"])],
      // The German page forgets to point back to the English one.
      ["/de/x", page("https://www.example.com/de/x", [{ hreflang: "de", href: de }])],
      ["/missing", { status: 404, type: "text/html", refs: null }],
      // A not-found page crawled as a start: its skip link points at its own main element.
      ["/nowhere", { ...page(undefined, [], ["main"]), status: 404 }],
      ["/logo.svg", { status: 200, type: "image/svg+xml", refs: null }],
    ]),
    edges: [
      edge("/x", "link", "/x#team", "team"),
      edge("/x", "link", "/x#nowhere", "nowhere"),
      edge("/x", "link", "/missing"),
      { from: "/nowhere", kind: "link", ref: "#main", path: "/nowhere", hash: "main" },
      { from: "/nowhere", kind: "link", ref: "#gone", path: "/nowhere", hash: "gone" },
      edge("/x", "asset", "/logo.svg"),
      edge("/x", "asset", "/gone.png"),
      edge("/x", "alternate", de),
      edge("/de/x", "alternate", de),
    ],
  };
  const problems = linkProblems(crawl, { toPath });

  it("reports a link to a page that answers 404 and to missing fragments, not a 404 page's own fragment", () => {
    expect(problems.links).toEqual([
      "/nowhere: link #gone has no element #gone",
      "/x: link /missing answers 404",
      "/x: link /x#nowhere has no element #nowhere",
    ]);
  });

  it("reports an asset that was never answered, not one that was", () => {
    expect(problems.assets).toEqual(["/x: asset /gone.png answers nothing"]);
  });

  it("reports an alternate whose page does not list the linking page, accepting a self-reference", () => {
    expect(problems.alternates).toEqual([`/x: alternate ${de} does not point back to ${en}`]);
  });
});
