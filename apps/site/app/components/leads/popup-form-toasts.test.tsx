// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  memoryStorage,
  renderWithConsent,
  storedChoice,
  testRuntime,
} from "../consent/consent-test-harness";
import { NewsletterPopupForm } from "../consent/newsletter-popup-form";
import { popupLeadSettings } from "../consent/popup-lead-settings";
import { apiAnswer, testClient, unmountToasterAfterTest } from "./leads-test-kit";

type TagWindow = Window & { gtag?: (...args: unknown[]) => void };

afterEach(async () => {
  await unmountToasterAfterTest();
  cleanup();
  delete (window as TagWindow).gtag;
});

describe("the exit-intent popup's signup", () => {
  it("is confirmed by a toast that outlives the popup, and timed with its source", async () => {
    const gtag = vi.fn();
    (window as TagWindow).gtag = gtag;
    const storage = memoryStorage(storedChoice("accepted", Date.now() - 1000));
    const client = testClient(async () => apiAnswer(201, { success: true, leadId: "lead-p" }));
    renderWithConsent(
      <NewsletterPopupForm
        settings={popupLeadSettings("exit-intent")}
        client={client}
        onSuccess={() => {}}
      />,
      { runtime: testRuntime({ storage }) },
    );
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "reader@example.com" } });
    fireEvent.submit(screen.getByRole("textbox").closest("form")!);
    await act(() => vi.dynamicImportSettled());

    expect(await screen.findByText("Almost done")).toBeInTheDocument();
    // The toast lives outside the popup, so closing the popup does not take it along.
    expect(screen.getByText("Almost done").closest("[data-lead-toaster]")).not.toBeNull();
    await waitFor(() =>
      expect(gtag.mock.calls.filter((call) => call[1] === "timing_complete")).toHaveLength(1),
    );
    const timing = gtag.mock.calls.find((call) => call[1] === "timing_complete");
    expect(timing?.[2]).toMatchObject({ name: "lead_submit", event_category: "exit-intent" });
  });
});
