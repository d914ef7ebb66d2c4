import { describe, expect, it } from "vitest";
import { formatDate, formatDateInZone } from "./format-date";

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

describe("formatDateInZone", () => {
  const at = Date.UTC(2026, 11, 3, 15, 0);

  it("writes an instant in a time zone with the zone's name, the weekday when asked", () => {
    expect(formatDateInZone(at, "en", "America/New_York")).toBe("Dec 3, 2026, 10:00 AM EST");
    expect(formatDateInZone(at, "en", "America/New_York", { weekday: "short" })).toBe(
      "Thu, Dec 3, 2026, 10:00 AM EST",
    );
    expect(formatDateInZone(at, "de", "Europe/Berlin")).toBe("3. Dez. 2026, 16:00 MEZ");
  });

  it("falls back to UTC, named so, for a zone Intl does not know, and still rejects a bad date", () => {
    expect(formatDateInZone(at, "en", "Mars/Olympus_Mons")).toBe("Dec 3, 2026, 3:00 PM UTC");
    expect(() => formatDateInZone("not a date", "en", "America/New_York")).toThrow(RangeError);
  });
});
