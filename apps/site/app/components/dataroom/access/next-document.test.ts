import { describe, expect, it } from "vitest";
import { nextDocument } from "./next-document";

describe("the document to open after a code is accepted", () => {
  it("is the slug of ?next=", () => {
    expect(nextDocument("?next=company-overview")).toBe("company-overview");
  });

  it("ignores anything that is not a plain slug, so it can never lead elsewhere", () => {
    expect(nextDocument("?next=https://evil.example")).toBeNull();
    expect(nextDocument("?next=//evil.example")).toBeNull();
    expect(nextDocument("?next=../admin")).toBeNull();
    expect(nextDocument("")).toBeNull();
  });
});
