import { describe, expect, it } from "vitest";
import { canOpen, visiblePages } from "./desk-roles";

describe("which desk pages a role sees", () => {
  it("shows sales and marketing the leads, the spam folder, the subscribers, the reports and their own account", () => {
    expect(visiblePages(["sales"])).toEqual(["leads", "spam", "subscribers", "reports", "account"]);
    expect(visiblePages(["marketing"])).toEqual([
      "leads",
      "spam",
      "subscribers",
      "reports",
      "account",
    ]);
  });

  it("shows privacy the privacy queue, and investor relations only their own account", () => {
    expect(visiblePages(["privacy"])).toEqual(["privacy", "account"]);
    expect(visiblePages(["investor-relations"])).toEqual(["account"]);
  });

  it("shows owners every page, staff management and mail included", () => {
    expect(visiblePages(["owner"])).toEqual([
      "leads",
      "spam",
      "subscribers",
      "reports",
      "privacy",
      "staff",
      "mail",
      "account",
    ]);
  });

  it("adds up the pages of several roles", () => {
    expect(visiblePages(["sales", "privacy"])).toEqual([
      "leads",
      "spam",
      "subscribers",
      "reports",
      "privacy",
      "account",
    ]);
    expect(canOpen("staff", ["sales", "privacy"])).toBe(false);
  });
});
