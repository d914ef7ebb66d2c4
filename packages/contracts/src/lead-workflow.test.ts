import { describe, expect, it } from "vitest";
import { canMove, isLeadStatus, LEAD_STATUSES, nextStatuses } from "./lead-workflow";

describe("the lead workflow", () => {
  it("allows exactly the documented moves", () => {
    const allowed = LEAD_STATUSES.flatMap((from) =>
      LEAD_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      "new→contacted",
      "new→archived",
      "contacted→qualified",
      "contacted→lost",
      "contacted→archived",
      "qualified→won",
      "qualified→lost",
      "qualified→archived",
      "won→archived",
      "lost→archived",
    ]);
  });

  it("offers the desk the same moves it allows, and none from archived", () => {
    for (const from of LEAD_STATUSES)
      expect(nextStatuses(from), from).toEqual(LEAD_STATUSES.filter((to) => canMove(from, to)));
    expect(nextStatuses("archived")).toEqual([]);
  });

  it("knows its states and nothing else", () => {
    expect(LEAD_STATUSES).toEqual(["new", "contacted", "qualified", "won", "lost", "archived"]);
    expect(isLeadStatus("won")).toBe(true);
    expect(isLeadStatus("spam")).toBe(false);
    expect(isLeadStatus(1)).toBe(false);
  });
});
