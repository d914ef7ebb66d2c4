import { describe, expect, it } from "vitest";
import { lockoutMinutes } from "./api-error";

describe("the lockout wait", () => {
  it("rounds Retry-After seconds up to whole minutes, at least one", () => {
    expect(lockoutMinutes(900)).toBe(15);
    expect(lockoutMinutes(61)).toBe(2);
    expect(lockoutMinutes(5)).toBe(1);
  });

  it("assumes the 15-minute lockout of the lead API when the API names no wait", () => {
    expect(lockoutMinutes(null)).toBe(15);
  });
});
