import { describe, expect, it } from "vitest";
import { toggleChip } from "./toggle-chip";

describe("toggleChip", () => {
  it("activates the clicked chip when none is active", () => {
    expect(toggleChip(undefined, "security")).toBe("security");
  });

  it("switches to the clicked chip when another is active", () => {
    expect(toggleChip("security", "technical")).toBe("technical");
  });

  it("clears the filter when the active chip is clicked", () => {
    expect(toggleChip("stuck-poc", "stuck-poc")).toBeUndefined();
  });
});
