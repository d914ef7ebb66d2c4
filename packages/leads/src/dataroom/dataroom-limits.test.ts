import { describe, expect, it } from "vitest";
import { LEAD_LIMITS } from "../lead-limits";
import { ACCESS_DAYS, ACCESS_REQUEST_LIMITS, isDocumentSlug } from "./dataroom-limits";

describe("the data room's limits", () => {
  it("take the firm and message limits of a request from the lead rules", () => {
    expect(ACCESS_REQUEST_LIMITS.firm).toEqual(LEAD_LIMITS.company);
    expect(ACCESS_REQUEST_LIMITS.message.max).toBe(LEAD_LIMITS.message.max);
    expect(ACCESS_REQUEST_LIMITS.name).toEqual({ min: 1, max: 100 });
  });

  it("let a code work 14 days by default, 1 to 90 on approval", () => {
    expect(ACCESS_DAYS).toEqual({ default: 14, min: 1, max: 90 });
  });

  describe("given a document slug", () => {
    it.each(["board-deck-2026", "q3", "a"])("accepts %s", (slug) => {
      expect(isDocumentSlug(slug)).toBe(true);
    });

    it.each([
      "Board",
      "deck--2026",
      "-deck",
      "deck-",
      "deck_2026",
      "access",
      "admin",
      "__document",
    ])("refuses %s", (slug) => expect(isDocumentSlug(slug)).toBe(false));

    it("refuses one over 80 characters", () => {
      expect(isDocumentSlug("a".repeat(80))).toBe(true);
      expect(isDocumentSlug("a".repeat(81))).toBe(false);
    });
  });
});
