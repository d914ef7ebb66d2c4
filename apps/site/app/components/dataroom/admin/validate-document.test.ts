import { describe, expect, it } from "vitest";
import { validateDocument } from "./validate-document";

const valid = {
  slug: "board-governance",
  title: "Governance",
  description: "How the firm is governed.",
  sections: [{ heading: "Board", paragraphs: ["Quarterly meetings."] }],
};

describe("a new document before it is sent", () => {
  it("passes when every field is there", () => {
    expect(validateDocument(valid)).toEqual({});
  });

  it("refuses slugs that are not lowercase words with hyphens, and the room's own pages", () => {
    for (const slug of ["Board", "board_governance", "-board", "access", "admin", "__document"]) {
      expect(validateDocument({ ...valid, slug }), slug).toEqual({ slug: "fields.slugInvalid" });
    }
  });

  it("names each missing field", () => {
    expect(validateDocument({ slug: "a", title: "", description: "", sections: [] })).toEqual({
      title: "fields.titleRequired",
      description: "fields.descriptionRequired",
      sections: "fields.sectionsRequired",
    });
  });
});
