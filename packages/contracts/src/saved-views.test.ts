import { describe, expect, it } from "vitest";
import { VIEW_NAME_MAX } from "./saved-view-fields";
import { savedViewInputSchema, savedViewRenameSchema, savedViewSchema } from "./saved-views";

describe("saved views", () => {
  it("takes a trimmed name, a list and the filter's query string", () => {
    expect(
      savedViewInputSchema.parse({
        name: "  Won this month ",
        list: "inbox",
        search: "status=won",
      }),
    ).toEqual({ name: "Won this month", list: "inbox", search: "status=won" });
    expect(savedViewInputSchema.parse({ name: "All", list: "spam", search: "" }).search).toBe("");
  });

  it("refuses a blank or long name, another list and a query string with its ?", () => {
    const base = { name: "Mine", list: "inbox", search: "" };
    for (const bad of [
      { ...base, name: "   " },
      { ...base, name: "x".repeat(VIEW_NAME_MAX + 1) },
      { ...base, list: "archive" },
      { ...base, search: "?status=new" },
      { name: "Mine", list: "inbox" },
    ])
      expect(savedViewInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(savedViewRenameSchema.safeParse({ name: "" }).success).toBe(false);
  });

  it("reads a view as the API answers it", () => {
    const view = {
      id: "v1",
      name: "Mine",
      list: "inbox",
      search: "owner=me",
      createdAt: "2026-11-29T07:00:00.000Z",
      updatedAt: "2026-11-29T07:00:00.000Z",
    };
    expect(savedViewSchema.parse(view)).toEqual(view);
    expect(savedViewSchema.safeParse({ ...view, createdAt: 0 }).success).toBe(false);
  });
});
