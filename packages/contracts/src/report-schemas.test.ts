import { describe, expect, it } from "vitest";
import { REPORT_MAX_DAYS } from "./report-fields";
import { offlineConversionQuerySchema, reportQuerySchema } from "./report-schemas";

/** The query's value, or the invalid fields by name. */
function parse(query: Record<string, unknown>) {
  const result = reportQuerySchema.safeParse(query);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { fields };
}

describe("the report's query string", () => {
  it("defaults to weeks broken down by source", () => {
    expect(parse({ from: "2026-03-01", to: "2026-03-31" })).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      grain: "week",
      by: "source",
    });
  });

  it("reads a grain and a breakdown", () => {
    expect(
      parse({ from: "2026-01-01", to: "2026-01-01", grain: "quarter", by: "utm_campaign" }),
    ).toEqual({
      from: "2026-01-01",
      to: "2026-01-01",
      grain: "quarter",
      by: "utm_campaign",
    });
  });

  it("refuses dates that do not exist, an unknown grain or breakdown, each under its name", () => {
    expect(parse({ from: "2026-02-30", to: "2026-03-32", grain: "day", by: "email" })).toEqual({
      fields: {
        from: "a date YYYY-MM-DD",
        to: "a date YYYY-MM-DD",
        grain: "week, month or quarter",
        by: "an unknown breakdown",
      },
    });
    expect(parse({})).toEqual({
      fields: { from: "a date YYYY-MM-DD", to: "a date YYYY-MM-DD" },
    });
    expect(parse({ from: "2026-3-1", to: "2026-03-01" })).toEqual({
      fields: { from: "a date YYYY-MM-DD" },
    });
  });

  it("refuses a range that ends before it starts or is longer than the limit", () => {
    expect(parse({ from: "2026-03-02", to: "2026-03-01" })).toEqual({
      fields: { to: "before from" },
    });
    const from = "2024-01-01";
    const last = new Date(Date.parse(`${from}T00:00:00Z`) + (REPORT_MAX_DAYS - 1) * 86_400_000);
    const tooFar = new Date(last.getTime() + 86_400_000);
    expect(parse({ from, to: last.toISOString().slice(0, 10) })).not.toHaveProperty("fields");
    expect(parse({ from, to: tooFar.toISOString().slice(0, 10) })).toEqual({
      fields: { to: `at most ${REPORT_MAX_DAYS} days` },
    });
  });
});

describe("the offline conversions' query string", () => {
  const read = (query: Record<string, unknown>) => {
    const result = offlineConversionQuerySchema.safeParse(query);
    if (result.success) return result.data;
    return { fields: result.error.issues.map((issue) => [issue.path[0], issue.message]) };
  };

  it("reads a range and the ad network whose template the file follows", () => {
    expect(read({ from: "2026-03-01", to: "2026-03-31", network: "linkedin" })).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      network: "linkedin",
    });
  });

  it("refuses an unknown or missing network and a range that runs backwards", () => {
    expect(read({ from: "2026-03-01", to: "2026-03-31", network: "meta" })).toEqual({
      fields: [["network", "google or linkedin"]],
    });
    expect(read({ from: "2026-03-02", to: "2026-03-01", network: "google" })).toEqual({
      fields: [["to", "before from"]],
    });
  });
});
