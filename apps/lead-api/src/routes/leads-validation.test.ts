import { beforeEach, describe, expect, it } from "vitest";
import { LEAD_TYPES } from "@vantreo/leads";
import {
  createTestApp,
  postLead,
  send,
  VALID_CONTACT,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

// Spec section 5: the rules by lead type, and the exact English messages.
describe.each(STORE_KINDS)("POST /v1/leads validation on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp(currentStore().store);
  });

  it("answers 400 with every failed rule of a contact lead", async () => {
    const response = await postLead(app, {
      leadType: "contact",
      email: "not-an-email",
      firstName: " ",
      lastName: "",
      message: "short",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "Please correct the form errors and try again",
      errors: [
        "Valid email address is required",
        "First name is required",
        "Last name is required",
        "Message must be between 10 and 5000 characters",
      ],
    });
  });

  it("refuses names over 50 characters and messages over 5000", async () => {
    const response = await postLead(app, {
      ...VALID_CONTACT,
      firstName: "a".repeat(51),
      lastName: "b".repeat(51),
      message: "m".repeat(5001),
    });
    expect(((await response.json()) as { errors: string[] }).errors).toEqual([
      "First name is required",
      "Last name is required",
      "Message must be between 10 and 5000 characters",
    ]);
  });

  it.each(["exit-intent", "newsletter"])(
    "requires only a valid email for %s leads",
    async (leadType) => {
      const bad = await postLead(app, { leadType, email: "nobody" });
      expect(await bad.json()).toMatchObject({ errors: ["Valid email address is required"] });
      const good = await postLead(app, { leadType, email: "reader@example.com" });
      expect(good.status).toBe(201);
    },
  );

  it("requires a valid email and a company of 2 to 100 characters for assessment leads", async () => {
    const bad = await postLead(app, { leadType: "assessment", email: "x@", company: "A" });
    expect(await bad.json()).toMatchObject({
      errors: ["Valid email address is required", "Company name is required"],
    });
    const tooLong = await postLead(app, {
      leadType: "assessment",
      email: "cto@example.com",
      company: "C".repeat(101),
    });
    expect(await tooLong.json()).toMatchObject({ errors: ["Company name is required"] });
    const good = await postLead(app, {
      leadType: "assessment",
      email: "cto@example.com",
      company: "Acme",
    });
    expect(good.status).toBe(201);
  });

  it("asks nothing but the field limits of demo-request, analysis and abandonment leads", async () => {
    for (const leadType of ["demo-request", "analysis", "abandonment"]) {
      expect((await postLead(app, { leadType })).status, leadType).toBe(201);
      expect((await postLead(app, { leadType, email: "ada@example.com" })).status).toBe(201);
    }
  });

  it("refuses the review's recipient list on a demo-request lead with the e-mail error, storing nothing (T3-M1)", async () => {
    const response = await postLead(app, {
      leadType: "demo-request",
      firstName: "Your account is locked, see evil.example",
      email: 'mailtest1@example.com, mailtest2@example.org, "IT Support" <mailtest3@example.net>',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "Please correct the form errors and try again",
      errors: ["Valid email address is required"],
    });
    expect((await currentStore().store.mail.counts()).pending).toBe(0);
  });

  it.each(["demo-request", "analysis", "abandonment"])(
    "refuses a list or a display name as the e-mail of %s leads",
    async (leadType) => {
      for (const email of ["a@example.com,b@example.org", "IT <it@example.com>"]) {
        const response = await postLead(app, { leadType, email });
        expect(response.status, email).toBe(400);
        expect(await response.json()).toMatchObject({
          errors: ["Valid email address is required"],
        });
      }
    },
  );

  it.each(LEAD_TYPES)("refuses fields over their limits on %s leads", async (leadType) => {
    const response = await postLead(app, {
      ...VALID_CONTACT,
      leadType,
      email: `${"a".repeat(250)}@b.co`,
      firstName: "a".repeat(51),
      lastName: "b".repeat(51),
      message: "m".repeat(5001),
      company: "c".repeat(101),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: string[] }).errors).toEqual([
      "Valid email address is required",
      "First name is required",
      "Last name is required",
      "Message must be between 10 and 5000 characters",
      "Company name is required",
    ]);
  });

  it("requires a valid email for data-rights requests", async () => {
    for (const email of [undefined, "", "nobody", "a@b"]) {
      const response = await postLead(app, { leadType: "data-rights", firstName: "Ada", email });
      expect(response.status, String(email)).toBe(400);
      expect(await response.json()).toMatchObject({ errors: ["Valid email address is required"] });
    }
    const good = await postLead(app, { leadType: "data-rights", email: "ada@example.com" });
    expect(good.status).toBe(201);
  });

  it("answers 400 naming the field whose value has the wrong type", async () => {
    const response = await postLead(app, { ...VALID_CONTACT, email: 42, metadata: "yes" });
    expect(await response.json()).toEqual({
      success: false,
      message: "Please correct the form errors and try again",
      errors: ["Invalid value for email", "Invalid value for metadata"],
    });
  });

  it("answers 400 when the body is not a JSON object, not JSON or not UTF-8", async () => {
    const notObject = await postLead(app, "[1,2,3]");
    expect(await notObject.json()).toMatchObject({
      errors: ["Request body must be a JSON object"],
    });
    const notJson = await postLead(app, "{ firstName: Grace }");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ errors: ["Request body must be valid JSON"] });
    const latin1 = await send(app, "/v1/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]),
    });
    expect(latin1.status).toBe(400);
    expect(await latin1.json()).toMatchObject({
      errors: ["Request body must be UTF-8 encoded JSON"],
    });
  });
});
