import { createTranslator, RESOURCES, type Locale } from "@vantreo/i18n";
import type { SubmitFailure, SubmitResult } from "@vantreo/leads";
import { describe, expect, it } from "vitest";
import { loadingOutcome, resultOutcome, type Translate } from "./submission-outcome";

const EMAIL = "hello@vantreo.com";
const translate = (locale: Locale) => createTranslator(locale, RESOURCES).t as Translate;
const t = translate("en");

const sent: SubmitResult = { success: true, leadId: "lead-1", message: "ok" };
function failed(code: SubmitFailure["code"], error: SubmitFailure["error"]): SubmitResult {
  return { success: false, code, error, message: "", lead: {} as never, mailto: "mailto:x" };
}

describe("the toast of a submission on its way", () => {
  it("says 'Submitting...' (spec section 8) in a region named for screen readers", () => {
    expect(loadingOutcome("s-1", t)).toEqual({
      id: "s-1",
      kind: "loading",
      title: "Submitting...",
      labels: { region: "Notifications", close: "Close notification" },
    });
  });
});

describe("the toast of a submission's answer", () => {
  it("confirms a message with the thank-you", () => {
    expect(resultOutcome("s-1", sent, "contact", t, EMAIL)).toMatchObject({
      id: "s-1",
      kind: "success",
      title: "Message sent",
      description: "Thank you! We will be in touch within one business day.",
    });
  });

  it("confirms a newsletter signup from the footer or the popup as a subscription", () => {
    for (const leadType of ["newsletter", "exit-intent"]) {
      expect(resultOutcome("s-2", sent, leadType, t, EMAIL)).toMatchObject({
        kind: "success",
        title: "Almost done",
        description: "Check your inbox and confirm your subscription with the link we sent.",
      });
    }
  });

  it("confirms a data-rights request without promising a reply time", () => {
    const outcome = resultOutcome("s-3", sent, "data-rights", t, EMAIL);
    expect(outcome).toMatchObject({ kind: "success", title: "Request received" });
    expect(outcome.description).toBeUndefined();
  });

  it("shows the catalogue's error with the contact address, and that nothing typed was lost", () => {
    expect(resultOutcome("s-4", failed("network_failure", "network"), "contact", t, EMAIL)).toEqual(
      {
        id: "s-4",
        kind: "error",
        title: "Unable to submit form. Please try again or contact hello@vantreo.com",
        description: "Everything you typed is still in the form.",
        labels: { region: "Notifications", close: "Close notification" },
      },
    );
    expect(resultOutcome("s-5", failed("timeout", "timeout"), "contact", t, EMAIL).title).toBe(
      "Request timed out. Please try again.",
    );
  });

  it("uses the form's wording when no endpoint is configured, as the form does", () => {
    const outcome = resultOutcome(
      "s-6",
      failed("endpoint_missing", "endpoint_missing"),
      "",
      t,
      EMAIL,
    );
    expect(outcome.title).toBe(
      "Contact form is temporarily unavailable. Please try again later or email hello@vantreo.com.",
    );
  });

  it("falls back to 'Failed to submit' when the client threw", () => {
    expect(resultOutcome("s-7", null, "contact", t, EMAIL).title).toBe("Failed to submit");
  });

  it("speaks German and Arabic on /de and /ar", () => {
    const de = resultOutcome(
      "s-8",
      failed("rate_limited", "rate_limited"),
      "contact",
      translate("de"),
      EMAIL,
    );
    expect(de.labels).toEqual({
      region: "Benachrichtigungen",
      close: "Benachrichtigung schließen",
    });
    expect(de.description).toBe("Alles, was Sie eingegeben haben, steht weiterhin im Formular.");
    const ar = resultOutcome("s-9", sent, "newsletter", translate("ar"), EMAIL);
    expect(ar).toMatchObject({ title: "خطوة أخيرة", labels: { region: "الإشعارات" } });
  });
});
