import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, issuesFromZod } from "./content-error";

describe("ContentError", () => {
  it("lists every issue with its file and field in the message", () => {
    const error = new ContentError([
      { file: "insights/a.md", field: "tags", message: "needs at least one tag" },
      { file: "insights/b.md", message: "broken" },
    ]);
    expect(error.message).toBe(
      "2 content problems:\n  insights/a.md: tags: needs at least one tag\n  insights/b.md: broken",
    );
    expect(error.name).toBe("ContentError");
  });
});

describe("issuesFromZod", () => {
  const schema = z.strictObject({ title: z.string(), items: z.array(z.string()) });

  it("names nested fields the way YAML writes them", () => {
    const error = schema.safeParse({ title: "x", items: ["a", 2] }).error!;
    expect(issuesFromZod("careers/x.md", error)).toEqual([
      { file: "careers/x.md", field: "items[1]", message: expect.any(String) },
    ]);
  });

  it("names unknown keys as the field", () => {
    const error = schema.safeParse({ title: "x", items: [], slug: "y", draft: true }).error!;
    expect(issuesFromZod("f.md", error)).toEqual([
      { file: "f.md", field: "slug, draft", message: "unknown front matter field" },
    ]);
  });
});
