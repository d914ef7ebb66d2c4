// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadInput } from "./lead-schema";
import { sanitizeLead } from "./sanitize-lead";
import type { SubmitResult } from "./submit-result";
import { useLeadForm, type UseLeadFormOptions } from "./use-lead-form";

function fakeClient(answer: (lead: LeadInput) => Promise<SubmitResult>) {
  return { submit: vi.fn(answer) };
}

function failure(code: "network_failure" | "endpoint_missing", lead: LeadInput): SubmitResult {
  return {
    success: false,
    code,
    message: "ignored by the hook",
    error: code === "endpoint_missing" ? "endpoint_missing" : "network",
    lead: sanitizeLead(lead),
    mailto: "mailto:hello@vantreo.com?subject=Website%20inquiry",
  };
}

function setup(options: Partial<UseLeadFormOptions> & Pick<UseLeadFormOptions, "client">) {
  return renderHook(() =>
    useLeadForm({
      contactEmail: "hello@vantreo.com",
      pageUrl: "https://www.vantreo.com/contact",
      initialValues: { name: "", email: "", message: "" },
      ...options,
    }),
  );
}

describe("useLeadForm", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("goes from editing to submitting to a 3-second thank-you, then returns an empty form", async () => {
    let resolve: (result: SubmitResult) => void = () => {};
    const client = fakeClient(() => new Promise((done) => (resolve = done)));
    const { result } = setup({ client });
    expect(result.current.status).toBe("editing");
    act(() => {
      result.current.setValue("name", "Ada Lovelace");
      result.current.setValue("email", "ada@example.com");
      result.current.setValue("message", "Please call me about MLOps.");
    });
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.submit();
    });
    expect(result.current.status).toBe("submitting");
    await act(async () => {
      resolve({
        success: true,
        leadId: "lead_1",
        message: "Thank you! We will be in touch within one business day.",
      });
      await pending;
    });
    expect(result.current.status).toBe("success");
    expect(result.current.values).toEqual({ name: "", email: "", message: "" });
    expect(client.submit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        message: "Please call me about MLOps.\n\nSource: contact-page",
      }),
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.status).toBe("success");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe("editing");
  });

  it("blocks submission and names the fields when name or e-mail is missing", async () => {
    const client = fakeClient(() => Promise.reject(new Error("must not be called")));
    const { result } = setup({ client });
    await act(() => result.current.submit());
    expect(client.submit).not.toHaveBeenCalled();
    expect(result.current.status).toBe("error");
    expect(result.current.error).toEqual({
      code: "validation_failed",
      message: "Please correct the form errors and try again",
    });
    expect(result.current.fieldErrors.name?.message).toBe("First name is required");
    expect(result.current.fieldErrors.email?.message).toBe("Valid email address is required");
  });

  it("blocks submission without the marketing consent when the form requires it", async () => {
    const client = fakeClient(() => Promise.reject(new Error("must not be called")));
    const { result } = setup({
      client,
      consentRequired: true,
      initialValues: { name: "Ada Lovelace", email: "ada@example.com" },
    });
    await act(() => result.current.submit());
    expect(client.submit).not.toHaveBeenCalled();
    expect(result.current.fieldErrors.marketing_consent?.code).toBe("consent_required");
  });

  it("keeps what was typed on failure and offers the mailto fallback", async () => {
    const client = fakeClient((lead) => Promise.resolve(failure("network_failure", lead)));
    const { result } = setup({
      client,
      initialValues: { name: "Ada Lovelace", email: "ada@example.com" },
    });
    await act(() => result.current.submit());
    expect(result.current.status).toBe("error");
    expect(result.current.error).toEqual({
      code: "network_failure",
      message: "Unable to submit form. Please try again or contact hello@vantreo.com",
    });
    expect(result.current.values).toEqual({ name: "Ada Lovelace", email: "ada@example.com" });
    expect(result.current.mailto).toBe("mailto:hello@vantreo.com?subject=Website%20inquiry");
  });

  it("shows the form variant of the missing-endpoint message", async () => {
    const client = fakeClient((lead) => Promise.resolve(failure("endpoint_missing", lead)));
    const { result } = setup({ client, initialValues: { name: "Ada", email: "ada@example.com" } });
    await act(() => result.current.submit());
    expect(result.current.error).toEqual({
      code: "endpoint_missing_form",
      message:
        "Contact form is temporarily unavailable. Please try again later or email hello@vantreo.com.",
    });
  });

  it("falls back to 'Failed to submit' when the client throws", async () => {
    const client = fakeClient(() => Promise.reject(new Error("bug")));
    const { result } = setup({ client, initialValues: { name: "Ada", email: "ada@example.com" } });
    await act(() => result.current.submit());
    expect(result.current.error).toEqual({ code: "submit_failed", message: "Failed to submit" });
    expect(result.current.values.name).toBe("Ada");
  });

  it("returns to editing and clears the field's error when the visitor types again", async () => {
    const client = fakeClient(() => Promise.reject(new Error("must not be called")));
    const { result } = setup({ client });
    await act(() => result.current.submit());
    act(() => result.current.setValue("email", "ada@example.com"));
    expect(result.current.status).toBe("editing");
    expect(result.current.error).toBeNull();
    expect(result.current.fieldErrors.email).toBeUndefined();
    expect(result.current.fieldErrors.name?.code).toBe("first_name_required");
  });

  it("sends once when submitted twice while a submission is under way", async () => {
    let resolve: (result: SubmitResult) => void = () => {};
    const client = fakeClient(() => new Promise((done) => (resolve = done)));
    const { result } = setup({ client, initialValues: { name: "Ada", email: "ada@example.com" } });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
      void result.current.submit();
    });
    await act(async () => {
      resolve({ success: true, message: "ok" });
      await first;
    });
    expect(client.submit).toHaveBeenCalledTimes(1);
  });
});
