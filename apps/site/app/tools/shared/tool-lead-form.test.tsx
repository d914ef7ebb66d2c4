// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createTranslator, RESOURCES, type Locale } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { unmountLeadToaster } from "../../components/leads/lead-toaster";
import { ToolLeadForm } from "./tool-lead-form";

// A plain stand-in for fetch: the requests it saw and what it answers.
const network = vi.hoisted(() => ({
  requests: [] as RequestInit[],
  answer: (): Promise<Response> => Promise.reject(new TypeError("Failed to fetch")),
}));

// The engine's chunk sends through the site's lead client: the real one, with the network
// replaced and no waiting between attempts.
vi.mock("../../components/leads/lead-client", async () => {
  const { createLeadClient } = await import("@vantreo/leads");
  return {
    leadClient: createLeadClient({
      endpoint: "https://leads.test/v1/leads",
      contactEmail: "hello@vantreo.com",
      fetch: (_url: RequestInfo | URL, init?: RequestInit) => {
        network.requests.push(init ?? {});
        return network.answer();
      },
      sleep: async () => {},
    }),
  };
});

vi.mock("../../config/site-config", () => ({
  siteConfig: { email: "hello@vantreo.com", marketingConsentCheckbox: true },
}));

function renderForm({ onSuccess = vi.fn(), locale = "en" as Locale } = {}) {
  render(
    <TranslationProvider translator={createTranslator(locale, RESOURCES)}>
      <ToolLeadForm
        leadType="assessment"
        companyRequired
        metadata={{ tool: "data-maturity-assessment", overall_score: 2.7 }}
        heading="Email me the detailed report"
        intro="Send the full report to our team."
        submitLabel="Email me the detailed report"
        onSuccess={onSuccess}
      />
    </TranslationProvider>,
  );
  return onSuccess;
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm() {
  fill(/Full name/, "Dana Whitfield");
  fill(/Work email/, "dana@example.com");
  fill(/^Company/, "Northwind Health");
  fireEvent.click(screen.getByRole("checkbox"));
}

/** The visitor's first focus in the form, which fetches the engine as it does in a browser. */
async function focusForm() {
  fireEvent.focusIn(document.querySelector('input[name="name"]')!);
  await act(() => vi.dynamicImportSettled());
}

function submitForm() {
  fireEvent.click(screen.getByRole("button", { name: "Email me the detailed report" }));
}

beforeEach(() => {
  network.requests = [];
});
afterEach(() => {
  // The toaster mounts in its own root on first submit; unmount it before the document goes.
  act(() => unmountLeadToaster());
  cleanup();
});

// Rendering a whole tool in jsdom takes seconds on a busy machine; the logic is fast.
describe("given the maturity report's assessment lead form", { timeout: 30_000 }, () => {
  it("when sent before the engine arrived (no focus, no hover), sends what was typed once it has", async () => {
    network.answer = async () =>
      new Response(JSON.stringify({ success: true, leadId: "lead-0", message: "ok" }), {
        status: 201,
      });
    renderForm();
    fillValidForm();
    submitForm();
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Thank you! We will be in touch within one business day.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(network.requests).toHaveLength(1);
    expect(JSON.parse(String(network.requests[0]?.body))).toMatchObject({
      firstName: "Dana",
      email: "dana@example.com",
      company: "Northwind Health",
    });
  });

  it("when sent empty with a one-letter company, shows every field's error and sends nothing", async () => {
    renderForm();
    await focusForm();
    fill(/^Company/, "A");
    submitForm();
    expect(
      await screen.findByText("Please correct the form errors and try again"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription(
      "First name is required",
    );
    expect(screen.getByLabelText(/Work email/)).toHaveAccessibleDescription(
      "Valid email address is required",
    );
    expect(screen.getByLabelText(/^Company/)).toHaveAccessibleDescription(
      "Between 2 and 100 characters. Company name is required",
    );
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(
      "Please confirm your consent to send the form.",
    );
    expect(network.requests).toEqual([]);
  });

  it.each(["de", "ar"] as const)(
    "in %s, shows the form's and the company's error in the visitor's language",
    async (locale) => {
      const t = createTranslator(locale, RESOURCES).withNamespace("leads");
      renderForm({ locale });
      await focusForm();
      submitForm();
      expect(await screen.findByText(t("validation_failed"))).toBeInTheDocument();
      expect(t("company_required")).not.toBe("Company name is required");
      const company = document.querySelector<HTMLInputElement>('input[name="company"]')!;
      expect(company).toHaveAccessibleDescription(expect.stringContaining(t("company_required")));
      expect(network.requests).toEqual([]);
    },
  );

  it("when the network fails on every attempt, keeps what was typed and offers an e-mail", async () => {
    network.answer = () => Promise.reject(new TypeError("Failed to fetch"));
    renderForm();
    await focusForm();
    fillValidForm();
    submitForm();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Unable to submit form. Please try again or contact hello@vantreo.com",
    );
    expect(
      screen.getByRole("link", {
        name: "Send what you typed to hello@vantreo.com by email instead",
      }),
    ).toHaveAttribute("href", expect.stringMatching(/^mailto:hello@vantreo\.com/));
    expect(network.requests).toHaveLength(3);
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Dana Whitfield");
    expect(screen.getByLabelText(/Work email/)).toHaveValue("dana@example.com");
    expect(screen.getByLabelText(/^Company/)).toHaveValue("Northwind Health");
  });

  it("when accepted, sends an assessment lead from the inline form with the report and thanks the visitor", async () => {
    network.answer = async () =>
      new Response(JSON.stringify({ success: true, leadId: "lead-1", message: "ok" }), {
        status: 201,
      });
    const onSuccess = renderForm();
    await focusForm();
    fillValidForm();
    submitForm();
    expect(
      await screen.findByText("Thank you! We will be in touch within one business day."),
    ).toBeInTheDocument();
    const body = JSON.parse(String(network.requests[0]?.body));
    expect(body).toMatchObject({
      firstName: "Dana",
      lastName: "Whitfield",
      email: "dana@example.com",
      company: "Northwind Health",
      leadType: "assessment",
      source: "inline-form",
      metadata: { marketing_consent: true, tool: "data-maturity-assessment", overall_score: 2.7 },
    });
    // The tools' leads carry their result, as before, and no form signals or attribution.
    expect(body.metadata).not.toHaveProperty("form_fill_ms");
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });
});
