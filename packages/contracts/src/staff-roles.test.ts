import { describe, expect, it } from "vitest";
import {
  can,
  CAPABILITIES,
  isStaffRole,
  parseRoles,
  STAFF_ROLES,
  type Capability,
} from "./staff-roles";

describe("the staff roles", () => {
  it("are the five the desk and the data room know, in the order an owner grants them", () => {
    expect(STAFF_ROLES).toEqual(["sales", "marketing", "investor-relations", "privacy", "owner"]);
  });

  it("recognise a role and refuse anything else", () => {
    expect(isStaffRole("privacy")).toBe(true);
    expect(isStaffRole("admin")).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it("parse a list into roles in grant order, refusing an empty list or an unknown role", () => {
    expect(parseRoles("owner, sales,sales")).toEqual(["sales", "owner"]);
    expect(parseRoles(["privacy", "marketing"])).toEqual(["marketing", "privacy"]);
    expect(parseRoles([])).toBeNull();
    expect(parseRoles(["sales", "admin"])).toBeNull();
    expect(parseRoles(7)).toBeNull();
  });
});

describe("the role → capability rule", () => {
  const grid = (roles: (typeof STAFF_ROLES)[number][]) =>
    (Object.keys(CAPABILITIES) as Capability[]).filter((capability) => can(roles, capability));

  it("grants each role exactly its capabilities", () => {
    expect(grid(["sales"])).toEqual(["leads", "reports", "account"]);
    expect(grid(["marketing"])).toEqual(["leads", "reports", "adConversions", "account"]);
    expect(grid(["privacy"])).toEqual(["privacy", "account"]);
    expect(grid(["investor-relations"])).toEqual(["dataroom", "account"]);
  });

  it("grants an owner everything, and nothing to someone without roles", () => {
    expect(grid(["owner"])).toEqual(Object.keys(CAPABILITIES));
    expect(grid([])).toEqual([]);
  });

  it("lets only owners edit the reply templates that sales and marketing send", () => {
    expect(can(["owner"], "replyTemplates")).toBe(true);
    for (const role of STAFF_ROLES.filter((r) => r !== "owner"))
      expect(can([role], "replyTemplates")).toBe(false);
  });

  it("lets marketing and owners download the offline conversions, not sales", () => {
    expect(can(["marketing"], "adConversions")).toBe(true);
    expect(can(["owner"], "adConversions")).toBe(true);
    expect(can(["sales"], "adConversions")).toBe(false);
    expect(can(["privacy", "investor-relations"], "adConversions")).toBe(false);
  });

  it("adds up the capabilities of several roles", () => {
    expect(grid(["sales", "privacy"])).toEqual(["leads", "reports", "privacy", "account"]);
  });
});
