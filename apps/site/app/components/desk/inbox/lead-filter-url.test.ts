import { describe, expect, it } from "vitest";
import { filterFromForm, readInboxQuery, writeInboxQuery } from "./lead-filter-url";

describe("the inbox's filters in the URL", () => {
  it("reads every known filter and the page, leaving out empty and unknown fields", () => {
    const query = readInboxQuery(
      new URLSearchParams("q=acme&status=new&type=&owner=none&from=2026-01-01&page=3&evil=1"),
    );
    expect(query).toEqual({
      filter: { q: "acme", status: "new", owner: "none", from: "2026-01-01" },
      page: 3,
    });
  });

  it("falls back to page 1 for a page that is not a whole number from 1", () => {
    for (const page of ["0", "-2", "1.5", "x", ""])
      expect(readInboxQuery(new URLSearchParams(`page=${page}`)).page, page).toBe(1);
  });

  it("writes a state back to the same query string, so a shared link opens the same view", () => {
    const search = "q=m%C3%BCller&locale=de&status=contacted&booking=true&to=2026-02-01&page=2";
    expect(writeInboxQuery(readInboxQuery(new URLSearchParams(search)))).toBe(search);
  });

  it("leaves page 1 and empty fields out of the URL", () => {
    expect(writeInboxQuery({ filter: { q: " ", status: "new" }, page: 1 })).toBe("status=new");
  });

  it("starts a submitted filter form at page 1", () => {
    const data = new FormData();
    data.set("q", "  acme ");
    data.set("type", "contact");
    data.set("status", "");
    expect(filterFromForm(data)).toEqual({ filter: { q: "acme", type: "contact" }, page: 1 });
  });
});
