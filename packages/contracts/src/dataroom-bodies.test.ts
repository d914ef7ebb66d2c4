import { describe, expect, it } from "vitest";
import { approveSchema, documentInputSchema } from "./dataroom-bodies";

describe("the data room's admin bodies", () => {
  it("approves for 14 days unless told, 1 to 90 whole days", () => {
    expect(approveSchema.parse({})).toEqual({ days: 14 });
    expect(approveSchema.parse({ days: 90 })).toEqual({ days: 90 });
    for (const days of [0, 91, 1.5, "7", null])
      expect(approveSchema.safeParse({ days }).success, String(days)).toBe(false);
  });

  it("takes a document with a free slug and plain sections, and refuses a reserved slug", () => {
    const document = {
      slug: "board-minutes",
      title: " Board minutes ",
      description: "Minutes of the board.",
      sections: [{ heading: "2026", paragraphs: ["Met twice."] }],
    };
    expect(documentInputSchema.parse(document).title).toBe("Board minutes");
    expect(documentInputSchema.safeParse({ ...document, slug: "Bad Slug" }).success).toBe(false);
    expect(documentInputSchema.safeParse({ ...document, sections: [] }).success).toBe(false);
  });
});
