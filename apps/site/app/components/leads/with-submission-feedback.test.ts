import { createAnalytics } from "@vantreo/consent";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import type { LeadClient, LeadInput, SubmitResult } from "@vantreo/leads";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubmissionOutcome, Translate } from "./submission-outcome";
import { LOADING_TOAST_DELAY_MS, withSubmissionFeedback } from "./with-submission-feedback";

const t = createTranslator("en", RESOURCES).t as Translate;
const FOOTER_LEAD: LeadInput = {
  email: "reader@example.com",
  leadType: "newsletter",
  source: "footer",
};

function setup(
  answer: (lead: LeadInput) => Promise<SubmitResult>,
  consent = true,
  pathname = "/about",
) {
  const gtag = vi.fn();
  const analytics = createAnalytics({
    isAllowed: () => consent,
    webAnalytics: () => gtag,
    sessionRecorder: () => undefined,
  });
  const outcomes: SubmissionOutcome[] = [];
  let clock = 1_000;
  const inner: Pick<LeadClient, "submit"> = { submit: vi.fn(answer) };
  const client = withSubmissionFeedback(inner, {
    analytics,
    t,
    email: "hello@vantreo.com",
    notify: (outcome) => outcomes.push(outcome),
    now: () => clock,
    pathname: () => pathname,
  });
  const advanceClock = (ms: number) => (clock += ms);
  const timings = () => gtag.mock.calls.filter((call) => call[1] === "timing_complete");
  const conversions = () =>
    gtag.mock.calls.filter((call) => call[0] === "event" && call[1] !== "timing_complete");
  return { client, inner, outcomes, advanceClock, timings, conversions };
}

const failure = (extra: Partial<SubmitResult>): SubmitResult =>
  ({ success: false, message: "", lead: {}, mailto: "mailto:x", ...extra }) as SubmitResult;

afterEach(() => vi.useRealTimers());

describe("a lead submission through the feedback wrapper", () => {
  it("passes the lead and the answer through unchanged", async () => {
    const answer: SubmitResult = { success: true, leadId: "lead-7", message: "ok" };
    const { client, inner } = setup(async () => answer);
    await expect(client.submit(FOOTER_LEAD)).resolves.toBe(answer);
    expect(inner.submit).toHaveBeenCalledWith(FOOTER_LEAD);
  });

  it("sends lead_submit with the time from submit to the answer and the form's source", async () => {
    const { client, advanceClock, timings } = setup(async () => {
      advanceClock(812.6);
      return { success: true, message: "ok" };
    });
    await client.submit(FOOTER_LEAD);
    expect(timings()).toEqual([
      ["event", "timing_complete", { name: "lead_submit", value: 813, event_category: "footer" }],
    ]);
  });

  it("times a refusal the lead API answered (a 503 after the retries), with its source", async () => {
    const { client, advanceClock, timings } = setup(async () => {
      advanceClock(3_200);
      return failure({ code: "submit_lead_failed", error: "server", status: 503 });
    });
    await client.submit({ ...FOOTER_LEAD, source: "contact-page" });
    expect(timings()[0]?.[2]).toEqual({
      name: "lead_submit",
      value: 3_200,
      event_category: "contact-page",
    });
  });

  it("sends no timing for a lead that never got an answer (refused locally, or the network failed)", async () => {
    const { client, timings } = setup(async (lead) =>
      lead.email === ""
        ? failure({ code: "validation_failed", error: "validation" })
        : failure({ code: "network_failure", error: "network" }),
    );
    await client.submit({ ...FOOTER_LEAD, email: "" });
    await client.submit(FOOTER_LEAD);
    expect(timings()).toEqual([]);
  });

  it("sends no timing without analytics consent, yet still shows the toast", async () => {
    const { client, timings, outcomes } = setup(
      async () => ({ success: true, message: "ok" }),
      false,
    );
    await client.submit(FOOTER_LEAD);
    expect(timings()).toEqual([]);
    expect(outcomes.map((outcome) => outcome.title)).toEqual(["Almost done"]);
  });

  it("toasts the answer: success, or the translated error", async () => {
    const { client, outcomes } = setup(async (lead) =>
      lead.source === "footer"
        ? { success: true, message: "ok" }
        : failure({ code: "rate_limited", error: "rate_limited", status: 429 }),
    );
    await client.submit(FOOTER_LEAD);
    await client.submit({ ...FOOTER_LEAD, leadType: "contact", source: "contact-page" });
    expect(outcomes.map(({ kind, title }) => [kind, title])).toEqual([
      ["success", "Almost done"],
      ["error", "Too many requests. Please wait a moment and try again."],
    ]);
    expect(outcomes[0]?.id).not.toBe(outcomes[1]?.id);
  });

  it("shows a loading toast only for a slow answer, replaced by the result under the same id", async () => {
    vi.useFakeTimers();
    let answer: (result: SubmitResult) => void = () => {};
    const { client, outcomes } = setup(() => new Promise((resolve) => (answer = resolve)));
    const pending = client.submit({ ...FOOTER_LEAD, leadType: "contact", source: "contact-page" });
    vi.advanceTimersByTime(LOADING_TOAST_DELAY_MS - 1);
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(outcomes.map(({ kind, title }) => [kind, title])).toEqual([
      ["loading", "Submitting..."],
    ]);
    answer({ success: true, message: "ok" });
    await pending;
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["loading", "success"]);
    expect(outcomes[1]?.id).toBe(outcomes[0]?.id);
  });

  it("shows no loading toast when the answer comes within 500 ms", async () => {
    vi.useFakeTimers();
    const { client, outcomes } = setup(async () => ({ success: true, message: "ok" }));
    await client.submit(FOOTER_LEAD);
    vi.advanceTimersByTime(LOADING_TOAST_DELAY_MS * 2);
    expect(LOADING_TOAST_DELAY_MS).toBe(500);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["success"]);
  });

  it("toasts 'Failed to submit' and rethrows when a client throws", async () => {
    const { client, outcomes } = setup(async () => {
      throw new Error("boom");
    });
    await expect(client.submit(FOOTER_LEAD)).rejects.toThrow("boom");
    expect(outcomes.map(({ kind, title }) => [kind, title])).toEqual([
      ["error", "Failed to submit"],
    ]);
  });
});

describe("the conversions of an accepted lead (spec section 9)", () => {
  const ok = async (): Promise<SubmitResult> => ({ success: true, message: "ok" });

  it("counts a contact lead from the contact page (any locale) as contact form 100, tracked at 2000", async () => {
    const { client, conversions } = setup(ok, true, "/de/contact");
    await client.submit({ ...FOOTER_LEAD, leadType: "contact", source: "contact-page" });
    expect(conversions()).toEqual([
      ["event", "contact_form", { value: 100, currency: "USD" }],
      ["event", "generate_lead", { value: 2000, currency: "USD", lead_kind: "contact_form" }],
    ]);
  });

  it("counts a contact lead from a service page's form as one lead capture of 500", async () => {
    const { client, conversions } = setup(ok, true, "/services/llm-evaluation");
    await client.submit({ ...FOOTER_LEAD, leadType: "contact", source: "service-page" });
    expect(conversions()).toEqual([
      ["event", "generate_lead", { value: 500, currency: "USD", lead_kind: "lead_capture" }],
    ]);
  });

  it("counts the footer newsletter signup as newsletter 25, tracked at 100", async () => {
    const { client, conversions } = setup(ok);
    await client.submit(FOOTER_LEAD);
    expect(conversions()).toEqual([
      ["event", "newsletter", { value: 25, currency: "USD" }],
      ["event", "generate_lead", { value: 100, currency: "USD", lead_kind: "newsletter" }],
    ]);
  });

  it("counts a demo request as 500", async () => {
    const { client, conversions } = setup(ok, true, "/contact");
    await client.submit({ ...FOOTER_LEAD, leadType: "demo-request", source: "contact-page" });
    expect(conversions()).toEqual([["event", "demo_request", { value: 500, currency: "USD" }]]);
  });

  it("counts a service page's brief request as one whitepaper of 75, only with consent", async () => {
    const brief = {
      ...FOOTER_LEAD,
      leadType: "analysis",
      source: "service-page",
      metadata: { marketing_consent: false, lead_magnet: "mlops-model-operations" },
    };
    const { client, conversions } = setup(ok, true, "/de/services/mlops-model-operations");
    await client.submit(brief);
    expect(conversions()).toEqual([["event", "whitepaper", { value: 75, currency: "USD" }]]);
    const declined = setup(ok, false, "/services/mlops-model-operations");
    await declined.client.submit(brief);
    expect(declined.conversions()).toEqual([]);
  });

  it("sends nothing for a refused lead, nor without consent", async () => {
    const refused = setup(async () => failure({ code: "submit_lead_failed", error: "server" }));
    await refused.client.submit(FOOTER_LEAD);
    expect(refused.conversions()).toEqual([]);
    const declined = setup(ok, false);
    await declined.client.submit(FOOTER_LEAD);
    expect(declined.conversions()).toEqual([]);
  });
});
