// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { LeadClient } from "@vantreo/leads";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_PAGE_COPY } from "../../copy/contact-page";
import Contact from "../../routes/contact";
import type { Route } from "../../routes/+types/contact";
import {
  apiAnswer,
  renderInSite,
  sentLead,
  stubResizeObserver,
  testClient,
  unmountToasterAfterTest,
} from "./leads-test-kit";

const harness = vi.hoisted(() => ({ client: null as Pick<LeadClient, "submit"> | null }));
vi.mock("./lead-client", () => ({
  leadClient: { submit: (lead: never) => harness.client!.submit(lead) },
}));

function renderContact(path: string, locale: "en" | "de" = "en") {
  const props = {
    loaderData: { locale, pathname: path.split("?")[0], copy: CONTACT_PAGE_COPY[locale] },
  } as unknown as Route.ComponentProps;
  return renderInSite(<Contact {...props} />, { locale, path });
}

async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });
}

beforeEach(() => stubResizeObserver());
afterEach(async () => {
  // The toaster mounts in its own root on first submit; unmount it before the document goes.
  await unmountToasterAfterTest();
  cleanup();
  vi.unstubAllGlobals();
});

describe("the contact page", () => {
  it("prefills the message from the subject, notes the Atlanta office and records both", async () => {
    const fetchMock = vi.fn(async () => apiAnswer(201, { success: true, leadId: "lead-9" }));
    harness.client = testClient(fetchMock);
    renderContact(
      "/contact?source=hero-banner&utm_service=private-llm&subject=Private%20LLM%20readiness%20review&location=atlanta",
    );
    expect(screen.getByLabelText(/How can we help/)).toHaveValue("Private LLM readiness review");
    expect(screen.getByTestId("atlanta-note")).toHaveTextContent(
      "You are contacting our Atlanta team.",
    );

    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Ada Lovelace" } });
    fireEvent.change(screen.getByLabelText(/Work email/), {
      target: { value: "ada@example.com" },
    });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await act(() => vi.dynamicImportSettled());
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const lead = sentLead(fetchMock);
    expect(lead).toMatchObject({
      source: "hero-cta",
      leadType: "contact",
      message: "Private LLM readiness review\n\nSource: hero-banner",
    });
    expect(lead.metadata).toMatchObject({
      utm_service: "private-llm",
      location: "atlanta",
      marketing_consent: true,
    });
  });

  it("passes the service on to the scheduling pages", () => {
    renderContact("/contact?utm_service=mlops-consulting");
    expect(screen.getByRole("link", { name: /15-minute discovery call/ })).toHaveAttribute(
      "href",
      "https://cal.vantreo.com/discovery-15?utm_source=contact-page&utm_service=mlops-consulting",
    );
  });

  it("shows no Atlanta note and an empty message without a query", () => {
    renderContact("/contact");
    expect(screen.queryByTestId("atlanta-note")).toBeNull();
    expect(screen.getByLabelText(/How can we help/)).toHaveValue("");
  });

  it("shows the office, phone, e-mail and office hours", () => {
    renderContact("/contact");
    expect(screen.getByText(/Sandy Springs, GA 30328/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+1 (470) 555-0147" })).toHaveAttribute(
      "href",
      "tel:+14705550147",
    );
    expect(screen.getByRole("link", { name: "hello@vantreo.com" })).toHaveAttribute(
      "href",
      "mailto:hello@vantreo.com",
    );
    expect(screen.getByText("Monday to Friday, 08:00-18:00 Eastern Time")).toBeInTheDocument();
  });

  it("speaks German on /de/contact", () => {
    renderContact("/de/contact", "de");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Sprechen Sie mit erfahrenen Daten- und KI-Beratern",
    );
    expect(screen.getByLabelText(/Vollständiger Name/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nachricht senden" })).toBeInTheDocument();
  });
});
