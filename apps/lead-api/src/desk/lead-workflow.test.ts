import { describe, expect, it } from "vitest";
import { canMove, LEAD_STATUSES } from "./lead-workflow";

describe("lead workflow", () => {
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
});
