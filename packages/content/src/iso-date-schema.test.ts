import { describe, expect, it } from "vitest";
import { IsoDateSchema } from "./iso-date-schema";

describe("IsoDateSchema", () => {
  it("accepts a quoted YYYY-MM-DD date as it is", () => {
    expect(IsoDateSchema.parse("2025-06-16")).toBe("2025-06-16");
  });

  it("writes a YAML date (a Date at UTC midnight) back as the same calendar day", () => {
    expect(IsoDateSchema.parse(new Date(Date.UTC(2025, 0, 14)))).toBe("2025-01-14");
  });

  it.each(["14/01/2025", "2025-13-01", "2025-02-30", "2025-1-4", ""])("rejects %j", (value) => {
    expect(IsoDateSchema.safeParse(value).success).toBe(false);
  });

  it("rejects an invalid Date", () => {
    expect(IsoDateSchema.safeParse(new Date("nope")).success).toBe(false);
  });
});
