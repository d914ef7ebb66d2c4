import { describe, expect, it } from "vitest";
import { leadExportQuerySchema, leadQuerySchema } from "./lead-filter";
import { LEAD_FILTER_FIELDS } from "./lead-filter-fields";

/** The query's value, or the invalid fields by name. */
function parse(query: Record<string, unknown>) {
  const result = leadQuerySchema.safeParse(query);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { fields };
}

const DAY = 86_400_000;

describe("the lead filter's query string", () => {
  it("defaults to the first page of 25 genuine leads, unfiltered", () => {
    expect(parse({})).toEqual({
      filter: { spam: false },
      sort: "received",
      page: 1,
      size: 25,
    });
    // Empty values mean "not given", as a submitted empty form field sends them.
    expect(parse({ type: "", source: "", q: "  ", page: "", size: "", spam: "" })).toEqual({
      filter: { spam: false },
      sort: "received",
      page: 1,
      size: 25,
    });
  });

  it("reads every filter", () => {
    expect(
      parse({
        type: "contact",
        source: "footer",
        locale: "de",
        status: "qualified",
        owner: "none",
        booking: "true",
        from: "2026-03-01",
        to: "2026-03-02T10:00:00Z",
        spam: "true",
        q: "  Ada Lovelace ",
        page: "3",
        size: "100",
      }),
    ).toEqual({
      filter: {
        type: "contact",
        source: "footer",
        locale: "de",
        status: "qualified",
        owner: "none",
        booking: true,
        from: Date.parse("2026-03-01T00:00:00Z"),
        to: Date.parse("2026-03-02T10:00:00Z") + 1,
        spam: true,
        q: "Ada Lovelace",
      },
      sort: "received",
      page: 3,
      size: 100,
    });
  });

  it("ends a bare `to` date with the end of that day (UTC), a bare `from` starts it", () => {
    const start = Date.parse("2026-03-01T00:00:00.000Z");
    expect(parse({ from: "2026-03-01", to: "2026-03-01" })).toMatchObject({
      filter: { from: start, to: start + DAY },
    });
  });

  it("refuses each malformed field under its own name, with today's reasons", () => {
    expect(parse({ type: "fax" })).toEqual({ fields: { type: "unknown lead type" } });
    expect(parse({ source: "tv" })).toEqual({ fields: { source: "unknown source" } });
    expect(parse({ locale: "german" })).toEqual({ fields: { locale: "not a locale" } });
    expect(parse({ status: "spam" })).toEqual({ fields: { status: "unknown status" } });
    expect(parse({ owner: "a b" })).toEqual({ fields: { owner: "not a staff id" } });
    expect(parse({ from: "yesterday" })).toEqual({ fields: { from: "not an ISO 8601 date" } });
    expect(parse({ to: "2026-02-30T25:00Z" })).toEqual({ fields: { to: "not an ISO 8601 date" } });
    expect(parse({ to: "2026-13-01" })).toEqual({ fields: { to: "not an ISO 8601 date" } });
    expect(parse({ spam: "yes" })).toEqual({ fields: { spam: "true or false" } });
    expect(parse({ booking: "1" })).toEqual({ fields: { booking: "true or false" } });
    expect(parse({ booking: "false" })).toMatchObject({ filter: { booking: false } });
    expect(parse({ page: "0" })).toEqual({ fields: { page: "a whole number from 1" } });
    expect(parse({ page: "1.5" })).toEqual({ fields: { page: "a whole number from 1" } });
    expect(parse({ page: "1234567" })).toEqual({ fields: { page: "a whole number from 1" } });
    expect(parse({ size: "0" })).toEqual({ fields: { size: "a whole number from 1 to 100" } });
  });

  it("takes a page size up to 100 and no more", () => {
    expect(parse({ size: "100" })).toMatchObject({ size: 100 });
    expect(parse({ size: "101" })).toEqual({ fields: { size: "a whole number from 1 to 100" } });
  });

  it("takes a search of up to 100 characters after trimming, and no more", () => {
    expect(parse({ q: ` ${"a".repeat(100)} ` })).toMatchObject({ filter: { q: "a".repeat(100) } });
    expect(parse({ q: "a".repeat(101) })).toEqual({ fields: { q: "at most 100 characters" } });
  });

  it("orders newest first unless a declared order is asked for, and refuses any other", () => {
    expect(parse({ sort: "received" })).toMatchObject({ sort: "received" });
    expect(parse({ sort: "name" })).toEqual({ fields: { sort: "unknown order" } });
  });

  it("refuses a field given twice instead of picking one", () => {
    expect(parse({ status: ["new", "won"] })).toEqual({ fields: { status: "unknown status" } });
  });

  it("names every malformed field at once", () => {
    expect(
      Object.keys((parse({ type: "x", from: "x", size: "x" }) as { fields: object }).fields),
    ).toEqual(["type", "from", "size"]);
  });

  it("is declared over exactly the filter's field names, plus spam, page and size", () => {
    expect(Object.keys(leadQuerySchema.in.shape)).toEqual([
      ...LEAD_FILTER_FIELDS,
      "spam",
      "page",
      "size",
    ]);
  });
});

describe("the export's query string", () => {
  it("takes the list's filter, CSV with commas by default", () => {
    expect(leadExportQuerySchema.parse({ status: "won", page: "2" })).toEqual({
      filter: { status: "won", spam: false },
      format: "csv",
      separator: ",",
    });
  });

  it("refuses an unknown format or separator", () => {
    const result = leadExportQuerySchema.safeParse({ format: "xlsx", separator: "|" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["format", "csv or json"],
      ["separator", ", or ;"],
    ]);
  });
});
