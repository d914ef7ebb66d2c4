import { describe, expect, it } from "vitest";
import { ContentError } from "./content-error";
import { renderCollection } from "./render-collection";

const doc = (slug: string, body: string) => ({
  slug,
  file: `insights/${slug}.md`,
  body,
  title: slug,
});

describe("renderCollection", () => {
  it("adds the rendered body to every document, keeping their order and fields", async () => {
    const rendered = await renderCollection([doc("b", "## B\n\n[home](/)\n"), doc("a", "A\n")], {
      knownRoutes: ["/"],
    });
    expect(rendered.map((d) => [d.slug, d.title, d.html])).toEqual([
      ["b", "b", '<h2 id="b">B</h2>\n<p><a href="/">home</a></p>'],
      ["a", "a", "<p>A</p>"],
    ]);
    expect(rendered[0]?.toc).toEqual([{ depth: 2, id: "b", text: "B" }]);
  });

  it("reports the broken links of every document at once", async () => {
    const error = await renderCollection([doc("a", "[x](/nope)\n"), doc("b", "[y](/gone)\n")], {
      knownRoutes: ["/"],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues.map((i) => `${i.file} ${i.field}`)).toEqual([
      "insights/a.md link /nope",
      "insights/b.md link /gone",
    ]);
  });
});
