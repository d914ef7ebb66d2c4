// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { LeadClient } from "@vantreo/leads";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  apiAnswer,
  renderInSite,
  sentLead,
  stubResizeObserver,
  testClient,
  unmountToasterAfterTest,
} from "./leads-test-kit";
import { NewsletterSignup } from "./newsletter-signup";

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

async function subscribe(email: string, consent: boolean) {
  fireEvent.change(screen.getByLabelText(/Work email/), { target: { value: email } });
  if (consent) fireEvent.click(screen.getByRole("checkbox"));
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
  await act(() => vi.dynamicImportSettled());
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });
}

describe("NewsletterSignup", () => {
  it("asks for an e-mail and consent only, and sends a newsletter lead from the footer", async () => {
    const fetchMock = vi.fn(async () => apiAnswer(201, { success: true, leadId: "lead-n" }));
    harness.client = testClient(fetchMock);
    renderInSite(<NewsletterSignup />, { path: "/insights" });
    expect(screen.queryByLabelText(/Full name/)).toBeNull();
    expect(screen.getByRole("form", { name: "The Enterprise AI Briefing" })).toBeVisible();

    await subscribe("Reader@Example.com", true);
    expect(sentLead(fetchMock)).toMatchObject({
      email: "reader@example.com",
      leadType: "newsletter",
      source: "footer",
      metadata: { marketing_consent: true, original_lead_type: "newsletter" },
    });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Almost done: please check your inbox and confirm your subscription.",
    );
  });

  it("does not subscribe anyone who did not agree to receive it", async () => {
    const fetchMock = vi.fn();
    harness.client = testClient(fetchMock);
    renderInSite(<NewsletterSignup />, { path: "/insights" });
    await subscribe("reader@example.com", false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please confirm your consent to send the form.",
    );
  });
});
