import { describe, expect, it } from "vitest";
import { canOpen, visiblePages } from "./desk-roles";

describe("which desk pages a role sees", () => {
  it("shows sales and marketing the leads and the spam folder only", () => {
    expect(visiblePages(["sales"])).toEqual(["leads", "spam"]);
    expect(visiblePages(["marketing"])).toEqual(["leads", "spam"]);
  });

  it("shows privacy the privacy queue only, and investor relations nothing", () => {
    expect(visiblePages(["privacy"])).toEqual(["privacy"]);
    expect(visiblePages(["investor-relations"])).toEqual([]);
  });

  it("shows owners every page, staff management and mail included", () => {
    expect(visiblePages(["owner"])).toEqual(["leads", "spam", "privacy", "staff", "mail"]);
  });

  it("adds up the pages of several roles", () => {
    expect(visiblePages(["sales", "privacy"])).toEqual(["leads", "spam", "privacy"]);
    expect(canOpen("staff", ["sales", "privacy"])).toBe(false);
  });
});
