import { describe, expect, it } from "vitest";
import { isStaffRole, STAFF_ROLES } from "./staff-roles";

describe("the staff roles", () => {
  it("are the five the desk and the data room know, in the order an owner grants them", () => {
    expect(STAFF_ROLES).toEqual(["sales", "marketing", "investor-relations", "privacy", "owner"]);
  });

  it("recognise a role and refuse anything else", () => {
    expect(isStaffRole("privacy")).toBe(true);
    expect(isStaffRole("admin")).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });
});
