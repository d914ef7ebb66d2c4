import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes a content date as a long date in each language", () => {
    expect(formatDate("2025-01-14", "en")).toBe("January 14, 2025");
    expect(formatDate("2025-01-14", "de")).toBe("14. Januar 2025");
    expect(formatDate("2025-01-14", "ar")).toBe("14 يناير 2025");
  });

  it("uses the Gregorian calendar and Latin digits for Saudi Arabia", () => {
    // Without the pin ar-SA may render 14 Rajab 1446 AH in Arabic-Indic digits.
    expect(formatDate("2025-01-14", "ar-SA")).toBe("14 يناير 2025");
  });

  it("keeps the calendar day of a YYYY-MM-DD date whatever the time zone", () => {
    expect(formatDate("2025-10-21", "en")).toBe("October 21, 2025");
    expect(formatDate(new Date(Date.UTC(2025, 5, 16, 23, 30)), "en")).toBe("June 16, 2025");
  });

  it("accepts Intl options", () => {
    expect(formatDate("2025-07-10", "en", { month: "short", year: "numeric" })).toBe("Jul 2025");
  });

  it("rejects a date that cannot be parsed", () => {
    expect(() => formatDate("not a date", "en")).toThrow(RangeError);
  });
});
