import { describe, expect, it } from "vitest";
import { deadlines, dueUrgency } from "./due-urgency";

const DUE = { law: null, gdpr: "2026-03-31T10:00:00.000Z", ccpa: "2026-04-14T10:00:00.000Z" };
const at = (iso: string) => Date.parse(iso);

describe("a request's due dates", () => {
  it("lists both laws' deadlines earliest first when the request states no law", () => {
    expect(deadlines({ ...DUE, gdpr: "2026-05-01T00:00:00.000Z" }).map((d) => d.law)).toEqual([
      "ccpa",
      "gdpr",
    ]);
    expect(deadlines({ law: "ccpa", ccpa: DUE.ccpa })).toEqual([{ law: "ccpa", at: DUE.ccpa }]);
  });

  it("is overdue once the earliest deadline has passed, even if the other is far away", () => {
    expect(dueUrgency(DUE, at("2026-03-31T10:00:00.001Z"))).toBe("overdue");
  });

  it("is soon within seven days of the governing deadline, on time before that", () => {
    expect(dueUrgency(DUE, at("2026-03-24T10:00:00.000Z"))).toBe("soon");
    expect(dueUrgency(DUE, at("2026-03-31T09:59:59.000Z"))).toBe("soon");
    expect(dueUrgency(DUE, at("2026-03-24T09:59:59.000Z"))).toBe("onTime");
  });

  it("has no urgency without a deadline", () => {
    expect(dueUrgency({ law: null }, 0)).toBeNull();
  });
});
