import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLeadClient } from "./create-lead-client";
import {
  ENDPOINT,
  headersOf,
  jsonResponse,
  scriptedFetch,
  VALID_LEAD,
} from "./lead-client-test-kit";

const SANITIZED = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+14045550100",
  company: "Analytical Engines",
  message: "We want to evaluate a private LLM.\n\nSource: contact-page",
  leadType: "contact",
  source: "contact-page",
  pageUrl: "https://www.vantreo.com/contact",
  timestamp: "2025-06-16T12:00:00.000Z",
  metadata: { marketing_consent: true },
};

describe("createLeadClient: a submission", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("POSTs the sanitized lead as JSON to the endpoint", async () => {
    const fetch = scriptedFetch([
      jsonResponse(201, { success: true, leadId: "lead_42", message: "Received" }),
    ]);
    const client = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
    });
    await client.submit(VALID_LEAD);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(headersOf(fetch, 0)["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(SANITIZED);
  });

  it("answers with the lead API's lead id and message", async () => {
    const fetch = scriptedFetch([
      jsonResponse(201, { success: true, leadId: "lead_42", message: "Received" }),
    ]);
    const client = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
    });
    expect(await client.submit(VALID_LEAD)).toEqual({
      success: true,
      leadId: "lead_42",
      message: "Received",
    });
  });

  it("falls back to the thank-you text when the answer has no message or no JSON", async () => {
    const fetch = scriptedFetch([new Response("accepted", { status: 202 })]);
    const client = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
    });
    expect(await client.submit(VALID_LEAD)).toEqual({
      success: true,
      message: "Thank you! We will be in touch within one business day.",
    });
  });

  it("sends a UUID Idempotency-Key and no signature by default", async () => {
    const fetch = scriptedFetch([jsonResponse(200, { success: true, leadId: "l", message: "ok" })]);
    await createLeadClient({ endpoint: ENDPOINT, contactEmail: "hello@vantreo.com", fetch }).submit(
      VALID_LEAD,
    );
    const headers = headersOf(fetch, 0);
    expect(headers["Idempotency-Key"]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(headers["X-Lead-Signature"]).toBeUndefined();
  });

  it("uses a new Idempotency-Key for each submission", async () => {
    const fetch = scriptedFetch([
      jsonResponse(200, { success: true, message: "ok" }),
      jsonResponse(200, { success: true, message: "ok" }),
    ]);
    const client = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
    });
    await client.submit(VALID_LEAD);
    await client.submit(VALID_LEAD);
    expect(headersOf(fetch, 0)["Idempotency-Key"]).not.toBe(headersOf(fetch, 1)["Idempotency-Key"]);
  });

  it("signs timestamp and body with HMAC-SHA256 when a signing key is set", async () => {
    const fetch = scriptedFetch([jsonResponse(200, { success: true, message: "ok" })]);
    await createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
      signingKey: "k3y",
    }).submit(VALID_LEAD);
    const body = String(fetch.mock.calls[0]?.[1]?.body);
    const expected = createHmac("sha256", "k3y")
      .update(`2025-06-16T12:00:00.000Z.${body}`)
      .digest("hex");
    expect(headersOf(fetch, 0)["X-Lead-Signature"]).toBe(expected);
  });

  it("looks up the global fetch when none is given", async () => {
    const fetch = scriptedFetch([jsonResponse(200, { success: true, leadId: "g", message: "ok" })]);
    vi.stubGlobal("fetch", fetch);
    const client = createLeadClient({ endpoint: ENDPOINT, contactEmail: "hello@vantreo.com" });
    expect(await client.submit(VALID_LEAD)).toMatchObject({ success: true, leadId: "g" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("createLeadClient: failures before sending", () => {
  it("tells the visitor to e-mail when no endpoint is configured, keeping the lead", async () => {
    const fetch = scriptedFetch([]);
    for (const endpoint of [undefined, "", "   "]) {
      const result = await createLeadClient({
        endpoint,
        contactEmail: "hello@vantreo.com",
        fetch,
      }).submit(VALID_LEAD);
      expect(result).toMatchObject({
        success: false,
        code: "endpoint_missing",
        message: "Contact form is temporarily unavailable. Please email hello@vantreo.com",
        error: "endpoint_missing",
        lead: SANITIZED,
      });
      expect(
        result.success === false && result.mailto.startsWith("mailto:hello@vantreo.com?subject="),
      ).toBe(true);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists the validation messages and sends nothing when the lead breaks a rule", async () => {
    const fetch = scriptedFetch([]);
    const client = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
    });
    const result = await client.submit({ ...VALID_LEAD, email: "ada@", lastName: " " });
    expect(result).toMatchObject({
      success: false,
      code: "validation_failed",
      message: "Please correct the form errors and try again",
      error: "validation",
      errors: [
        {
          field: "email",
          code: "valid_email_required",
          message: "Valid email address is required",
        },
        { field: "lastName", code: "last_name_required", message: "Last name is required" },
      ],
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("createLeadClient: answers that are final", () => {
  it("does not retry a 400 and shows the API's validation messages", async () => {
    const fetch = scriptedFetch([
      jsonResponse(400, {
        success: false,
        message: "Please correct the form errors and try again",
        errors: ["Valid email address is required"],
      }),
    ]);
    const sleep = vi.fn(() => Promise.resolve());
    const client = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
      sleep,
    });
    expect(await client.submit(VALID_LEAD)).toMatchObject({
      success: false,
      code: "validation_failed",
      message: "Please correct the form errors and try again",
      error: "validation",
      status: 400,
      errors: [
        {
          field: "email",
          code: "valid_email_required",
          message: "Valid email address is required",
        },
      ],
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it.each([401, 403, 404, 409, 413, 422])(
    "does not retry a %i and reports 'Failed to submit lead'",
    async (status) => {
      const fetch = scriptedFetch([jsonResponse(status, { success: false, message: "no" })]);
      const client = createLeadClient({
        endpoint: ENDPOINT,
        contactEmail: "hello@vantreo.com",
        fetch,
      });
      expect(await client.submit(VALID_LEAD)).toMatchObject({
        success: false,
        code: "submit_lead_failed",
        message: "Failed to submit lead",
        error: "rejected",
        status,
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it("treats a 200 whose body says success: false as a refusal", async () => {
    const fetch = scriptedFetch([jsonResponse(200, { success: false, message: "Duplicate" })]);
    const client = createLeadClient({
      endpoint: ENDPOINT,
      contactEmail: "hello@vantreo.com",
      fetch,
    });
    expect(await client.submit(VALID_LEAD)).toMatchObject({
      success: false,
      code: "submit_lead_failed",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
