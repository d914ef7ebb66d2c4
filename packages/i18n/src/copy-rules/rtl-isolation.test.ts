import { describe, expect, it } from "vitest";
import { isolateLtr, LRI, PDI } from "./bidi-isolates";
import { findUnisolatedLtrRuns } from "./rtl-isolation";

const kinds = (text: string) => findUnisolatedLtrRuns(text).map((f) => f.kind);

describe("findUnisolatedLtrRuns", () => {
  it("flags a phone number, an e-mail address and a street address left bare in Arabic", () => {
    expect(kinds("اتصلوا على +1 (470) 555-0147")).toEqual(["phone number"]);
    expect(kinds("راسلونا على hello@vantreo.com")).toEqual(["e-mail address"]);
    expect(kinds("مكتبنا في 6100 Lake Forrest Drive NW")).toEqual(["street address"]);
  });

  it("flags Latin figures: $15M and 3x", () => {
    expect(kinds("أثر قدره $15M")).toContain("currency figure");
    expect(kinds("عائد 3x")).toEqual(["figure with a Latin unit"]);
    expect(kinds("يحتاج قرابة 140 GB من الذاكرة")).toEqual(["figure with a Latin unit"]);
    expect(kinds("مثل +966 5X XXX XXXX")).toEqual(["phone number"]);
    expect(findUnisolatedLtrRuns("وفق SR 11-7 وNIST CSF 2.0")).toEqual([]);
  });

  it("accepts each of them inside LRI … PDI", () => {
    const text = `اتصلوا على ${isolateLtr("+1 (470) 555-0147")} أو راسلونا على ${LRI}hello@vantreo.com${PDI}، مكتبنا في ${isolateLtr("6100 Lake Forrest Drive NW, Suite 210")}`;
    expect(findUnisolatedLtrRuns(text)).toEqual([]);
  });

  it("leaves dates, years and plain figures alone", () => {
    expect(findUnisolatedLtrRuns("بين 2025-01-14 و2025-10-21، بنسبة 99.9% و50+ عميلًا")).toEqual([]);
  });

  it("does not read markdown link targets", () => {
    expect(findUnisolatedLtrRuns("[راسلونا](mailto:hello@vantreo.com)")).toEqual([]);
  });
});
