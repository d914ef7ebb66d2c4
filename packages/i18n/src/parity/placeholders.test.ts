import { describe, expect, it } from "vitest";
import { placeholdersOf } from "./placeholders";

describe("placeholdersOf", () => {
  it("reads names with formats and spaces, sorted and once each", () => {
    expect(placeholdersOf("{{ count, number }} of {{total}} for {{email}} and {{count}}")).toEqual([
      "count",
      "email",
      "total",
    ]);
  });

  it("ignores single braces, which i18next does not interpolate", () => {
    expect(placeholdersOf("Please email {email}")).toEqual([]);
  });
});
