import { describe, expect, it } from "vitest";
import { fieldErrorsFromResponse } from "./response-errors";

describe("fieldErrorsFromResponse", () => {
  it("maps the catalogue texts of a lead API answer back to fields and codes", () => {
    expect(
      fieldErrorsFromResponse(["Valid email address is required", "Company name is required"]),
    ).toEqual([
      { field: "email", code: "valid_email_required", message: "Valid email address is required" },
      { field: "company", code: "company_required", message: "Company name is required" },
    ]);
  });

  it("accepts objects carrying a code", () => {
    expect(
      fieldErrorsFromResponse([{ field: "lastName", code: "last_name_required", message: "x" }]),
    ).toEqual([
      { field: "lastName", code: "last_name_required", message: "Last name is required" },
    ]);
  });

  it("skips texts the catalogue does not know, duplicates and non-field codes", () => {
    expect(
      fieldErrorsFromResponse([
        "<b>owned</b>",
        "First name is required",
        "First name is required",
        "Failed to submit lead",
        42,
        null,
      ]),
    ).toEqual([
      { field: "firstName", code: "first_name_required", message: "First name is required" },
    ]);
  });

  it("returns nothing for anything but a list", () => {
    expect(fieldErrorsFromResponse(undefined)).toEqual([]);
    expect(fieldErrorsFromResponse("Valid email address is required")).toEqual([]);
  });
});
