// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { LeadClient } from "@vantreo/leads";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { InlineLeadForm } from "./inline-lead-form";
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

beforeEach(() => stubResizeObserver());
afterEach(async () => {
  // The toaster mounts in its own root on a submission; unmount it before the document goes.
  await unmountToasterAfterTest();
  cleanup();
  vi.unstubAllGlobals();
});

it("sends a contact lead from the service page with the service's slug as utm_service", async () => {
  const fetchMock = vi.fn(async () => apiAnswer(201, { success: true, leadId: "lead-s" }));
  harness.client = testClient(fetchMock);
  renderInSite(<InlineLeadForm serviceSlug="llm-evaluation" />, {
    path: "/services/llm-evaluation",
  });
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Talk to our team");
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Ada Lovelace" } });
  fireEvent.change(screen.getByLabelText(/Work email/), { target: { value: "ada@example.com" } });
  fireEvent.change(screen.getByLabelText(/Company/), { target: { value: "Analytical Engines" } });
  fireEvent.click(screen.getByRole("checkbox"));
  fireEvent.click(screen.getByRole("button", { name: "Send message" }));
  await act(() => vi.dynamicImportSettled());
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });

  expect(sentLead(fetchMock)).toMatchObject({
    leadType: "contact",
    source: "service-page",
    company: "Analytical Engines",
    message: "Source: service-page\nCompany: Analytical Engines",
    metadata: { utm_service: "llm-evaluation", marketing_consent: true },
  });
});
