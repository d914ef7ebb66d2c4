import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError } from "./content-error";
import { loadCollection } from "./load-collection";
import { tempDir } from "./temp-dir.test-helper";

const insight = (date: string, extra = "") =>
  `---\ntitle: Article of ${date}\ndate: ${date}\nauthor: Vantreo Research Team\ntags: [AI, Governance]\n${extra}---\n\nBody of ${date}.\n`;

async function contentError(promise: Promise<unknown>): Promise<ContentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe("loadCollection", () => {
  it("reads front matter and body, with the slug from the file name", async () => {
    const dir = tempDir({
      "why-ai-stalls.md": insight("2025-01-14", "excerpt: Most pilots never ship.\n"),
    });
    expect(await loadCollection(dir, "insight")).toEqual([
      {
        slug: "why-ai-stalls",
        file: join(dir, "why-ai-stalls.md"),
        title: "Article of 2025-01-14",
        date: "2025-01-14",
        author: "Vantreo Research Team",
        tags: ["AI", "Governance"],
        excerpt: "Most pilots never ship.",
        body: "Body of 2025-01-14.\n",
      },
    ]);
  });

  it("leaves the excerpt undefined when the front matter has none", async () => {
    const [doc] = await loadCollection(
      tempDir({ "no-excerpt.md": insight("2025-03-03") }),
      "insight",
    );
    expect(doc?.excerpt).toBeUndefined();
  });

  it("sorts the list by date, newest first", async () => {
    const dir = tempDir({
      "a.md": insight("2025-01-14"),
      "b.md": insight("2025-10-21"),
      "c.md": insight("2025-06-16"),
      "d.md": insight("2025-07-10"),
    });
    expect((await loadCollection(dir, "insight")).map((d) => d.slug)).toEqual(["b", "d", "c", "a"]);
  });

  it("skips files without front matter, README files and non-markdown files", async () => {
    const dir = tempDir({
      "kept.md": insight("2025-02-01"),
      "draft-notes.md": "# Notes\n\nNo front matter, so not published.\n",
      "README.md": "---\ntitle: How to add an article\n---\n",
      "image.svg": "<svg/>",
      "nested/inner.md": insight("2025-02-02"),
    });
    expect((await loadCollection(dir, "insight")).map((d) => d.slug)).toEqual(["kept"]);
  });

  it("loads an empty folder and a missing folder as an empty collection", async () => {
    expect(await loadCollection(tempDir(), "learning")).toEqual([]);
    expect(await loadCollection(join(tempDir(), "learning"), "learning")).toEqual([]);
  });

  it("fails with the path and field of every bad document", async () => {
    const dir = tempDir({
      "good.md": insight("2025-01-14"),
      "no-tags.md":
        "---\ntitle: T\ndate: 2025-01-14\nauthor: Vantreo Research Team\ntags: []\n---\nBody\n",
      "bad-date.md":
        "---\ntitle: T\ndate: 16/06/2025\nauthor: Vantreo Research Team\ntags: [AI]\n---\nBody\n",
    });
    const error = await contentError(loadCollection(dir, "insight"));
    expect(error.issues).toEqual([
      {
        file: join(dir, "bad-date.md"),
        field: "date",
        message: "expected a date written YYYY-MM-DD",
      },
      { file: join(dir, "no-tags.md"), field: "tags", message: "needs at least one tag" },
    ]);
    expect(error.message).toContain(`${join(dir, "no-tags.md")}: tags: needs at least one tag`);
  });

  it("fails on a missing required field, naming it", async () => {
    const dir = tempDir({ "x.md": "---\ntitle: T\ndate: 2025-01-14\ntags: [AI]\n---\nBody\n" });
    const error = await contentError(loadCollection(dir, "insight"));
    expect(error.issues).toEqual([
      { file: join(dir, "x.md"), field: "author", message: expect.any(String) },
    ]);
  });

  it("fails on malformed YAML, naming the file", async () => {
    const dir = tempDir({ "broken.md": "---\ntitle: [unclosed\n---\nBody\n" });
    const error = await contentError(loadCollection(dir, "insight"));
    expect(error.issues[0]).toMatchObject({ file: join(dir, "broken.md"), field: "front matter" });
  });

  it("fails on a file name that is not a kebab-case slug", async () => {
    const dir = tempDir({ "Why_AI.md": insight("2025-01-14") });
    const error = await contentError(loadCollection(dir, "insight"));
    expect(error.issues).toEqual([
      { file: join(dir, "Why_AI.md"), field: "slug", message: expect.any(String) },
    ]);
  });

  it("validates each collection with its own schema", async () => {
    const dir = tempDir({ "role.md": insight("2025-01-14") });
    const error = await contentError(loadCollection(dir, "career"));
    const fields = error.issues.map((i) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "location",
        "type",
        "team",
        "summary",
        "responsibilities",
        "requirements",
      ]),
    );
  });

  it("checks that a case study image exists in the public folder when one is given", async () => {
    const image = "imageUrl: /images/case-studies/present.svg\n";
    const missing = "imageUrl: /images/case-studies/missing.svg\n";
    const publicDir = tempDir({
      "images/case-studies/present.svg": '<svg width="640" height="360"/>',
    });
    const dir = tempDir({
      "present.md": insight("2025-01-14", image),
      "missing.md": insight("2025-01-15", missing),
    });
    const error = await contentError(loadCollection(dir, "case-study", { publicDir }));
    expect(error.issues).toEqual([
      {
        file: join(dir, "missing.md"),
        field: "imageUrl",
        message: expect.stringContaining("missing.svg"),
      },
    ]);
    expect(await loadCollection(dir, "case-study")).toHaveLength(2);
  });
});
