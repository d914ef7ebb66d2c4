import { describe, expect, it } from "vitest";
import { splitFullName } from "./split-full-name";

describe("splitFullName", () => {
  it("makes the first word the first name and the rest the last name", () => {
    expect(splitFullName("Ada Lovelace")).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect(splitFullName("Maria de la Cruz")).toEqual({
      firstName: "Maria",
      lastName: "de la Cruz",
    });
  });

  it("ignores surrounding and repeated whitespace", () => {
    expect(splitFullName("  Ada \t  King   Lovelace \n")).toEqual({
      firstName: "Ada",
      lastName: "King Lovelace",
    });
  });

  it("leaves the last name empty for a single word, and both for no words", () => {
    expect(splitFullName("Ada")).toEqual({ firstName: "Ada", lastName: "" });
    expect(splitFullName("   ")).toEqual({ firstName: "", lastName: "" });
  });

  it("splits Arabic names the same way", () => {
    expect(splitFullName("ليلى عبد الله")).toEqual({ firstName: "ليلى", lastName: "عبد الله" });
  });
});
