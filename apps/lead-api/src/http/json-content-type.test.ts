import { describe, expect, it } from "vitest";
import { isJsonContentType } from "./json-content-type";

describe("isJsonContentType", () => {
  it("accepts application/json, any case, with or without a UTF-8 charset", () => {
    for (const value of [
      "application/json",
      "Application/JSON",
      "application/json; charset=utf-8",
      'application/json;charset="UTF-8"',
    ]) {
      expect(isJsonContentType(value), value).toBe(true);
    }
  });

  it("refuses other media types, other charsets and a missing header", () => {
    for (const value of [
      undefined,
      "",
      "text/json",
      "application/jsonx",
      "application/ld+json",
      "application/json; charset=utf-16",
    ]) {
      expect(isJsonContentType(value), String(value)).toBe(false);
    }
  });
});
