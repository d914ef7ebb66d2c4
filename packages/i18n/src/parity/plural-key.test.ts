import { describe, expect, it } from "vitest";
import { requiredPluralCategories, splitPluralKey } from "./plural-key";

describe("splitPluralKey", () => {
  it("splits a CLDR category off the end of a key", () => {
    expect(splitPluralKey("resultCount_few")).toEqual({ base: "resultCount", category: "few" });
    expect(splitPluralKey("a.b_other")).toEqual({ base: "a.b", category: "other" });
  });

  it("leaves other underscores alone", () => {
    expect(splitPluralKey("valid_email_required")).toEqual({ base: "valid_email_required" });
  });
});

describe("requiredPluralCategories", () => {
  it("needs six forms in Arabic and two in English and German", () => {
    expect(requiredPluralCategories("ar")).toEqual(["zero", "one", "two", "few", "many", "other"]);
    expect(requiredPluralCategories("en")).toEqual(["one", "other"]);
    expect(requiredPluralCategories("de")).toEqual(["one", "other"]);
  });
});
