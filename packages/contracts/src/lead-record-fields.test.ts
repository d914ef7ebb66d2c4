import { LeadSchema } from "@vantreo/leads";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { DeskLead } from "./desk-wire";
import {
  DESK_CSV_FIELDS,
  LEAD_FACTS,
  LEAD_FIELDS,
  LEAD_INPUT_FIELDS,
  SHARED_LEAD_FIELDS,
} from "./lead-record-fields";

describe("the lead record's declaration", () => {
  it("names every column, record key and wire name once", () => {
    for (const key of ["column", "name"] as const) {
      const values = LEAD_FIELDS.map((spec) => spec[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("declares as input exactly the fields of the public lead body", () => {
    expect([...LEAD_INPUT_FIELDS].sort()).toEqual(Object.keys(LeadSchema.shape).sort());
  });

  it("gives data requests the form and the consent proof, never the desk's workflow", () => {
    expect(
      SHARED_LEAD_FIELDS.every(
        (spec) => spec.part !== "record" || spec.key === "id" || spec.key === "receivedAt",
      ),
    ).toBe(true);
    expect(SHARED_LEAD_FIELDS.map((spec) => spec.column)).toContain("marketing_consent");
  });

  it("keeps the desk export's columns in their order", () => {
    expect(DESK_CSV_FIELDS.map((spec) => spec.name).slice(0, 7)).toEqual([
      "id",
      "receivedAt",
      "status",
      "ownerId",
      "leadType",
      "source",
      "locale",
    ]);
  });

  it("joins first and last name into one fact of the sales notification", () => {
    const name = LEAD_FACTS.find((row) => row.fact === "name");
    expect(name?.fields.map((spec) => spec.column)).toEqual(["first_name", "last_name"]);
  });

  it("derives the wire type: times as ISO strings, nullable columns as null", () => {
    expectTypeOf<DeskLead["receivedAt"]>().toEqualTypeOf<string>();
    expectTypeOf<DeskLead["replyBy"]>().toEqualTypeOf<string | null>();
    expectTypeOf<DeskLead["estimatedValue"]>().toEqualTypeOf<number | null>();
    expectTypeOf<DeskLead["version"]>().toEqualTypeOf<number>();
    expectTypeOf<keyof DeskLead>().toEqualTypeOf<
      | "id"
      | "receivedAt"
      | "status"
      | "ownerId"
      | "version"
      | "updatedAt"
      | "firstName"
      | "lastName"
      | "email"
      | "phone"
      | "company"
      | "message"
      | "leadType"
      | "source"
      | "pageUrl"
      | "timestamp"
      | "metadata"
      | "locale"
      | "replyBy"
      | "firstContactAt"
      | "routingRuleId"
      | "spamReason"
      | "estimatedValue"
      | "mergedInto"
    >();
  });
});
