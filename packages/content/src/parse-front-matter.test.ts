import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./parse-front-matter";

describe("parseFrontMatter", () => {
  it("splits YAML front matter from the markdown body", () => {
    const parsed = parseFrontMatter(
      "---\ntitle: Why AI stalls\ntags: [AI, Strategy]\n---\n\n# Heading\n\nText.\n",
    );
    expect(parsed).toEqual({
      data: { title: "Why AI stalls", tags: ["AI", "Strategy"] },
      body: "# Heading\n\nText.\n",
    });
  });

  it("returns null for a file without front matter, so the loader skips it", () => {
    expect(parseFrontMatter("# Just a note\n\nNo front matter here.\n")).toBeNull();
  });

  it("returns null for an empty front matter block", () => {
    expect(parseFrontMatter("---\n---\nBody\n")).toBeNull();
  });

  it("gives two files with the same text separate data objects", () => {
    const source = "---\ntitle: Same\n---\nBody\n";
    const first = parseFrontMatter(source);
    first!.data.title = "Changed";
    expect(parseFrontMatter(source)?.data.title).toBe("Same");
  });

  it("throws on malformed YAML", () => {
    expect(() => parseFrontMatter("---\ntitle: [unclosed\n---\nBody\n")).toThrow();
  });
});
