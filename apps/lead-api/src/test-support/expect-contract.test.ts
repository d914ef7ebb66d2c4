import { deskStaffSchema, errorEnvelopeSchema } from "@vantreo/contracts";
import { describe, expect, it } from "vitest";
import { expectContract } from "./expect-contract";

describe("expectContract", () => {
  it("returns an answer that keeps to its schema", () => {
    const answer = { staff: [{ id: "s1", name: "Sam" }], you: "s1" };
    expect(expectContract(deskStaffSchema, answer)).toEqual(answer);
  });

  it("fails the test on an extra, a missing or a mistyped field, naming where", () => {
    for (const broken of [
      { staff: [], you: "s1", passwordHash: "x" },
      { staff: [] },
      { staff: [{ id: 1, name: "Sam" }], you: "s1" },
    ])
      expect(() => expectContract(deskStaffSchema, broken)).toThrow(/breaks the contract/);
    expect(() =>
      expectContract(errorEnvelopeSchema, { error: { code: "nope", message: "x" } }),
    ).toThrow(/"code"/);
  });
});
