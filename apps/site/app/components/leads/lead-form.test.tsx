// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { LeadClient } from "@vantreo/leads";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LeadForm } from "./lead-form";
import type { LeadFormProps } from "./lead-form-props";
import {
  apiAnswer,
  renderInSite,
  sentLead,
  stubResizeObserver,
  testClient,
  unmountToasterAfterTest,
} from "./leads-test-kit";

// The engine's chunk imports the site's lead client; each test decides how it answers.
const harness = vi.hoisted(() => ({ client: null as Pick<LeadClient, "submit"> | null }));
vi.mock("./lead-client", () => ({
  leadClient: { submit: (lead: never) => harness.client!.submit(lead) },
}));

const CONTACT: LeadFormProps = {
  id: "contact",
  fields: ["name", "email", "company", "message"],
  submitLabel: "Send message",
  consent: false,
};

/** Lets the client's promise chain and React's updates run to the end. */
async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });
}

async function renderForm(props: Partial<LeadFormProps> = {}, options = {}) {
  const view = renderInSite(<LeadForm {...CONTACT} {...props} />, options);
  // The engine loads on the first focus, as it does for a visitor.
  fireEvent.focusIn(view.container.querySelector("input")!);
  await act(() => vi.dynamicImportSettled());
  return view;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole("button", { name: /Send message|Nachricht senden/ }));
}

beforeEach(() => stubResizeObserver());
afterEach(async () => {
  // The toaster mounts in its own root on first submit; unmount it before the document goes.
  await unmountToasterAfterTest();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  harness.client = null;
});

describe("LeadForm states", () => {
  it("goes from editing to a busy 'Submitting...' to a thank-you for 3 s, then the empty form", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    harness.client = testClient(fetchMock);
    const { container } = await renderForm();
    vi.useFakeTimers();
    type(/Full name/, "Ada Lovelace");
    type(/Work email/, "ada@example.com");
    submit();

    const busy = screen.getByRole("button", { name: "Submitting..." });
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(busy).toBeDisabled();
    expect(container.querySelector("form")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Submitting...");

    answer(apiAnswer(201, { success: true, leadId: "lead-1", message: "ok" }));
    await settle();
    expect(container.querySelector("form")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Message receivedThank you! We will be in touch within one business day.",
    );

    act(() => vi.advanceTimersByTime(2_999));
    expect(container.querySelector("form")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector("form")).not.toBeNull();
    expect(screen.getByLabelText(/Full name/)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  it("sends the name split into first and last name, the composed message and the spam signals", async () => {
    const fetchMock = vi.fn(async () => apiAnswer(201, { success: true, leadId: "lead-2" }));
    harness.client = testClient(fetchMock);
    await renderForm({ source: "footer", leadType: "newsletter", fields: ["name", "email"] });
    type(/Full name/, "Grace Brewster Hopper");
    type(/Work email/, "Grace@Example.com");
    submit();
    await settle();

    const lead = sentLead(fetchMock);
    expect(lead).toMatchObject({
      firstName: "Grace",
      lastName: "Brewster Hopper",
      email: "grace@example.com",
      leadType: "newsletter",
      source: "footer",
      message: "Source: footer",
    });
    const metadata = lead.metadata as Record<string, unknown>;
    expect(metadata).toMatchObject({ website: "", locale: "en", marketing_consent: false });
    expect(typeof metadata.form_fill_ms).toBe("number");
  });

  it("measures the fill time from when the form is shown", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    vi.advanceTimersByTime(1_000); // the page has been open a while before the form mounts
    const fetchMock = vi.fn(async () => apiAnswer(201, { success: true }));
    harness.client = testClient(fetchMock);
    await renderForm();
    vi.advanceTimersByTime(4_250);
    type(/Full name/, "Ada Lovelace");
    type(/Work email/, "ada@example.com");
    submit();
    await settle();
    expect((sentLead(fetchMock).metadata as Record<string, unknown>).form_fill_ms).toBe(4_250);
  });

  it("sends what a bot typed into the hidden honeypot, which people cannot reach", async () => {
    const fetchMock = vi.fn(async () => apiAnswer(201, { success: true }));
    harness.client = testClient(fetchMock);
    const { container } = await renderForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    type(/Full name/, "Ada Lovelace");
    type(/Work email/, "ada@example.com");
    submit();
    await settle();
    expect((sentLead(fetchMock).metadata as Record<string, unknown>).website).toBe(
      "https://spam.example",
    );
  });

  it("sends a submit pressed before the engine arrived, with the text typed before it", async () => {
    const fetchMock = vi.fn(async () => apiAnswer(201, { success: true }));
    harness.client = testClient(fetchMock);
    renderInSite(<LeadForm {...CONTACT} />);
    // No focus event: the text reaches the DOM only, as before hydration.
    type(/Full name/, "Ada Lovelace");
    type(/Work email/, "ada@example.com");
    type(/How can we help/, "We need a data platform review.");
    submit();
    expect(screen.getByRole("button", { name: "Submitting..." })).toHaveAttribute("aria-busy");
    await act(() => vi.dynamicImportSettled());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentLead(fetchMock)).toMatchObject({
      firstName: "Ada",
      email: "ada@example.com",
      message: "We need a data platform review.\n\nSource: contact-page",
    });
  });
});

describe("LeadForm errors", () => {
  it("lists each field's error under the validation message and ties it to its field", async () => {
    const fetchMock = vi.fn();
    harness.client = testClient(fetchMock);
    await renderForm();
    submit();

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Please correct the form errors and try again");
    expect(within(alert).getByRole("link", { name: "First name is required" })).toHaveAttribute(
      "href",
      "#contact-name",
    );
    expect(
      within(alert).getByRole("link", { name: "Valid email address is required" }),
    ).toHaveAttribute("href", "#contact-email");
    expect(alert).toHaveFocus();
    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("First name is required");
    expect(screen.getByLabelText(/Work email/)).toHaveAccessibleDescription(
      "We only use your email to reply to your inquiry. Valid email address is required",
    );
    expect(screen.getByLabelText(/Company/)).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the lead rule for a single-word name under the name field", async () => {
    const fetchMock = vi.fn();
    harness.client = testClient(fetchMock);
    await renderForm();
    type(/Full name/, "Ada");
    type(/Work email/, "ada@example.com");
    submit();
    await settle();
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription("Last name is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the errors in German on a German page", async () => {
    harness.client = testClient(vi.fn());
    await renderForm({ submitLabel: "Nachricht senden" }, { locale: "de", path: "/de/contact" });
    submit();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "Bitte korrigieren Sie die markierten Angaben und versuchen Sie es erneut.",
    );
    expect(screen.getByLabelText(/Geschäftliche E-Mail-Adresse/)).toHaveAccessibleDescription(
      /Bitte geben Sie eine gültige E-Mail-Adresse ein\.$/,
    );
  });

  it("blocks the submission until the marketing consent is ticked", async () => {
    const fetchMock = vi.fn(async () => apiAnswer(201, { success: true }));
    harness.client = testClient(fetchMock);
    await renderForm({ consent: true });
    type(/Full name/, "Ada Lovelace");
    type(/Work email/, "ada@example.com");
    submit();
    await settle();
    const consent = screen.getByRole("checkbox");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consent).toHaveAttribute("aria-invalid", "true");
    expect(consent).toHaveAccessibleDescription(
      "Read how we handle your data in our Privacy Policy. Please confirm your consent to send the form.",
    );

    fireEvent.click(consent);
    submit();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((sentLead(fetchMock).metadata as Record<string, unknown>).marketing_consent).toBe(true);
  });

  it("keeps every typed word after a network failure and offers the text by e-mail", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    harness.client = testClient(fetchMock);
    await renderForm();
    type(/Full name/, "Ada Lovelace");
    type(/Work email/, "ada@example.com");
    type(/Company/, "Analytical Engines");
    type(/How can we help/, "Please review our lakehouse.");
    submit();
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(3);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "Unable to submit form. Please try again or contact hello@vantreo.com",
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText(/Work email/)).toHaveValue("ada@example.com");
    expect(screen.getByLabelText(/Company/)).toHaveValue("Analytical Engines");
    expect(screen.getByLabelText(/How can we help/)).toHaveValue("Please review our lakehouse.");
    const mailto = within(alert).getByRole("link", {
      name: "Send what you typed to hello@vantreo.com by email instead",
    });
    expect(mailto.getAttribute("href")).toBe(
      "mailto:hello@vantreo.com?subject=Website%20inquiry%20from%20Ada%20Lovelace&body=" +
        "Name%3A%20Ada%20Lovelace%0D%0AEmail%3A%20ada%40example.com%0D%0ACompany%3A%20Analytical%20Engines" +
        "%0D%0A%0D%0APlease%20review%20our%20lakehouse.%0D%0A%0D%0ASource%3A%20contact-page%0D%0ACompany%3A%20Analytical%20Engines",
    );
  });

  it("shows 'Failed to submit lead' in red under the form when the lead API keeps failing", async () => {
    harness.client = testClient(vi.fn(async () => apiAnswer(500, { success: false })));
    const view = await renderForm();
    type(/Full name/, "Ada Lovelace");
    type(/Work email/, "ada@example.com");
    submit();
    await settle();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Failed to submit lead");
    expect(within(alert).getByText("Failed to submit lead")).toHaveClass("text-destructive");
    const button = screen.getByRole("button", { name: "Send message" });
    const form = view.container.querySelector("form")!;
    // Under the form: after its last field and its button, not above the fields.
    expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.querySelector("input")!.compareDocumentPosition(alert)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("keeps the validation summary above the fields it links to", async () => {
    harness.client = testClient(vi.fn());
    const view = await renderForm();
    submit();
    await settle();
    const alert = screen.getByRole("alert");
    const firstInput = view.container.querySelector("input")!;
    expect(
      alert.compareDocumentPosition(firstInput) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("says the request timed out when every attempt timed out", async () => {
    const hang = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    );
    harness.client = testClient(hang, { timeoutMs: 5 });
    await renderForm();
    type(/Full name/, "Ada Lovelace");
    type(/Work email/, "ada@example.com");
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Request timed out. Please try again.",
    );
    expect(hang).toHaveBeenCalledTimes(3);
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Ada Lovelace");
  });

  it("gives the form's unavailable message when no endpoint is configured", async () => {
    harness.client = testClient(vi.fn(), { endpoint: "" });
    await renderForm();
    type(/Full name/, "Ada Lovelace");
    type(/Work email/, "ada@example.com");
    submit();
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Contact form is temporarily unavailable. Please try again later or email hello@vantreo.com.",
    );
  });
});
