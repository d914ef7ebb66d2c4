import { describe, expect, it } from "vitest";
import type { Lead } from "./lead-schema";
import { LEAD_TYPES } from "./lead-types";
import { validateLead } from "./validate-lead";

function lead(overrides: Partial<Lead>): Lead {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "",
    company: "",
    message: "We would like a data architecture review.",
    leadType: "contact",
    source: "contact-page",
    pageUrl: "",
    timestamp: "2025-06-16T12:00:00.000Z",
    metadata: { marketing_consent: false },
    ...overrides,
  };
}

const codes = (value: Lead) => validateLead(value).map((error) => error.code);

describe("validateLead for contact leads", () => {
  it("accepts a complete contact lead", () => {
    expect(validateLead(lead({}))).toEqual([]);
  });

  it("reports each failing field once, with the spec's message, in field order", () => {
    expect(validateLead(lead({ email: "", firstName: "", lastName: "", message: "" }))).toEqual([
      { field: "email", code: "valid_email_required", message: "Valid email address is required" },
      { field: "firstName", code: "first_name_required", message: "First name is required" },
      { field: "lastName", code: "last_name_required", message: "Last name is required" },
      {
        field: "message",
        code: "message_length",
        message: "Message must be between 10 and 5000 characters",
      },
    ]);
  });

  it("requires a first name of 1 to 50 characters", () => {
    expect(codes(lead({ firstName: "" }))).toEqual(["first_name_required"]);
    expect(codes(lead({ firstName: "A" }))).toEqual([]);
    expect(codes(lead({ firstName: "a".repeat(50) }))).toEqual([]);
    expect(codes(lead({ firstName: "a".repeat(51) }))).toEqual(["first_name_required"]);
  });

  it("requires a last name of 1 to 50 characters", () => {
    expect(codes(lead({ lastName: "" }))).toEqual(["last_name_required"]);
    expect(codes(lead({ lastName: "L" }))).toEqual([]);
    expect(codes(lead({ lastName: "l".repeat(50) }))).toEqual([]);
    expect(codes(lead({ lastName: "l".repeat(51) }))).toEqual(["last_name_required"]);
  });

  it("requires a message of 10 to 5000 characters", () => {
    expect(codes(lead({ message: "m".repeat(9) }))).toEqual(["message_length"]);
    expect(codes(lead({ message: "m".repeat(10) }))).toEqual([]);
    expect(codes(lead({ message: "m".repeat(5000) }))).toEqual([]);
    expect(codes(lead({ message: "m".repeat(5001) }))).toEqual(["message_length"]);
  });

  it("counts lengths after trimming", () => {
    expect(codes(lead({ firstName: "   " }))).toEqual(["first_name_required"]);
    expect(codes(lead({ firstName: `  ${"a".repeat(50)}  ` }))).toEqual([]);
    expect(codes(lead({ message: `   ${"m".repeat(9)}   ` }))).toEqual(["message_length"]);
    expect(codes(lead({ message: `\n${"m".repeat(5000)}\n` }))).toEqual([]);
  });

  it("requires a valid e-mail address", () => {
    for (const email of [
      "",
      "ada",
      "ada@",
      "@example.com",
      "ada@example",
      "ada@@example.com",
      "ada example@x.com",
      "ada@exa mple.com",
      "ada..l@example.com",
    ]) {
      expect(codes(lead({ email })), email).toEqual(["valid_email_required"]);
    }
    for (const email of [
      "ada@example.com",
      "ada.lovelace+leads@sub.example.co.uk",
      "  ada@example.com  ",
    ]) {
      expect(codes(lead({ email })), email).toEqual([]);
    }
  });

  it("refuses an e-mail address longer than 254 characters", () => {
    const local = "a".repeat(64);
    const domain = `${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(57)}.com`;
    expect(`${local}@${domain}`).toHaveLength(254);
    expect(codes(lead({ email: `${local}@${domain}` }))).toEqual([]);
    expect(codes(lead({ email: `${local}@x${domain}` }))).toEqual(["valid_email_required"]);
  });
});

describe("validateLead for other lead types", () => {
  it("asks only for a valid e-mail on exit-intent and newsletter leads", () => {
    for (const leadType of ["exit-intent", "newsletter"] as const) {
      expect(codes(lead({ leadType, firstName: "", lastName: "", message: "" }))).toEqual([]);
      expect(codes(lead({ leadType, email: "not-an-email" }))).toEqual(["valid_email_required"]);
    }
  });

  it("asks for a valid e-mail and a company of 2 to 100 characters on assessment leads", () => {
    const assessment = (company: string) =>
      lead({ leadType: "assessment", firstName: "", message: "", company });
    expect(codes(assessment("A"))).toEqual(["company_required"]);
    expect(codes(assessment("AB"))).toEqual([]);
    expect(codes(assessment("c".repeat(100)))).toEqual([]);
    expect(codes(assessment("c".repeat(101)))).toEqual(["company_required"]);
    expect(codes(assessment(" A "))).toEqual(["company_required"]);
    expect(validateLead(lead({ leadType: "assessment", email: "x", company: "" }))).toEqual([
      { field: "email", code: "valid_email_required", message: "Valid email address is required" },
      { field: "company", code: "company_required", message: "Company name is required" },
    ]);
  });

  it("lets demo-request, analysis and abandonment leads leave every field empty", () => {
    for (const leadType of ["demo-request", "analysis", "abandonment"] as const) {
      expect(
        codes(lead({ leadType, email: "", firstName: "", lastName: "", message: "" })),
      ).toEqual([]);
      expect(codes(lead({ leadType, email: "   " }))).toEqual([]);
      expect(codes(lead({ leadType, email: " ada@example.com " }))).toEqual([]);
    }
  });

  it("asks for a valid e-mail on data-rights requests, the only way to answer them", () => {
    const request = (email: string) =>
      lead({ leadType: "data-rights", email, firstName: "", lastName: "", message: "" });
    expect(validateLead(request(""))).toEqual([
      { field: "email", code: "valid_email_required", message: "Valid email address is required" },
    ]);
    expect(codes(request("not-an-email"))).toEqual(["valid_email_required"]);
    expect(codes(request("ada@example.com"))).toEqual([]);
  });
});

describe("validateLead refuses anything but one address on every lead type (T3-M1)", () => {
  // The review's reproduction and its relatives: each would make nodemailer mail several people.
  const notOneAddress = [
    'mailtest1@example.com, mailtest2@example.org, "IT Support" <mailtest3@example.net>',
    "a@example.com,b@example.org",
    "a@example.com;b@example.org",
    "a@example.com b@example.org",
    "IT <it@example.com>",
    '"IT Support" <it@example.com>',
    "<it@example.com>",
    "it@example.com (IT)",
    "group: a@example.com, b@example.org;",
    "a@example.com\nb@example.org",
    "not-an-email",
  ];

  it.each(LEAD_TYPES)(
    "answers a %s lead with a list or a display name by the e-mail error",
    (leadType) => {
      for (const email of notOneAddress) {
        expect(validateLead(lead({ leadType, email })), email).toContainEqual({
          field: "email",
          code: "valid_email_required",
          message: "Valid email address is required",
        });
      }
    },
  );
});

describe("validateLead field limits on every lead type", () => {
  const tooLong = {
    email: `${"a".repeat(250)}@b.co`,
    firstName: "f".repeat(51),
    lastName: "l".repeat(51),
    message: "m".repeat(5001),
    company: "c".repeat(101),
  };

  it.each(LEAD_TYPES)("refuses each field over its limit on a %s lead", (leadType) => {
    expect(codes(lead({ leadType, ...tooLong }))).toEqual([
      "valid_email_required",
      "first_name_required",
      "last_name_required",
      "message_length",
      "company_required",
    ]);
  });

  it.each(LEAD_TYPES)("accepts each field at its limit on a %s lead", (leadType) => {
    expect(
      codes(
        lead({
          leadType,
          email: `${"a".repeat(64)}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(57)}.com`,
          firstName: ` ${"f".repeat(50)} `,
          lastName: "l".repeat(50),
          message: "m".repeat(5000),
          company: "c".repeat(100),
        }),
      ),
    ).toEqual([]);
  });
});
