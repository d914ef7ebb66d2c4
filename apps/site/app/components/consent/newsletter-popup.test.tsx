// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { LeadClient, LeadInput } from "@vantreo/leads";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { unmountLeadToaster } from "../leads/lead-toaster";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterPopup } from "./newsletter-popup";
import {
  memoryStorage,
  renderWithConsent,
  resetCookies,
  storedChoice,
  testRuntime,
} from "./consent-test-harness";

const NOW = Date.UTC(2025, 9, 1, 12, 0, 0);

function setup(consent: "accepted" | "declined" | null) {
  const client = {
    submit: vi.fn<LeadClient["submit"]>(async () => ({
      success: true,
      leadId: "lead-1",
      message: "Thank you!",
    })),
  };
  const storage = memoryStorage(consent ? storedChoice(consent, NOW - 1000) : {});
  const runtime = testRuntime({ storage, now: () => Date.now() });
  renderWithConsent(<NewsletterPopup client={client} />, { runtime });
  return { client, runtime };
}

// Lets the lazy dialog and React's follow-up renders settle without moving the clock.
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

function leaveThroughTheTop() {
  fireEvent(
    document,
    new MouseEvent("mouseout", { bubbles: true, clientY: 0, relatedTarget: null }),
  );
}

const popup = () => screen.queryByRole("dialog");

describe("NewsletterPopup", () => {
  beforeAll(() => import("./newsletter-popup-dialog"));
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    vi.setSystemTime(NOW);
    resetCookies();
  });
  afterEach(() => {
    // The toaster mounts in its own root on a submission; unmount it before the document goes.
    act(() => unmountLeadToaster());
    cleanup();
    vi.useRealTimers();
  });

  describe("given marketing consent", () => {
    it("opens 10 seconds after load with the newsletter wording, not before", async () => {
      setup("accepted");
      await advance(9_999);
      expect(popup()).toBeNull();
      await advance(1);
      expect(popup()).toHaveAccessibleName("The Enterprise AI Briefing");
    });

    it("opens with the exit-intent wording when the mouse leaves through the top", async () => {
      setup("accepted");
      await settle();
      leaveThroughTheTop();
      await settle();
      expect(popup()).toHaveAccessibleName("Before you go");
    });

    it("files a timed signup as a newsletter lead from the popup and closes 2 s after success", async () => {
      const { client } = setup("accepted");
      await advance(10_000);
      fireEvent.change(screen.getByLabelText("Work email"), {
        target: { value: "dana@example.com" },
      });
      fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
      await settle();
      const lead = client.submit.mock.calls[0]?.[0] as LeadInput;
      expect(lead).toMatchObject({
        email: "dana@example.com",
        leadType: "newsletter",
        source: "popup",
        metadata: { marketing_consent: true, original_lead_type: "newsletter" },
      });
      expect(screen.getByRole("status")).toHaveTextContent(
        "Almost done: check your inbox to confirm your subscription.",
      );
      await advance(1_999);
      expect(popup()).not.toBeNull();
      await advance(1);
      expect(popup()).toBeNull();
    });

    it("files an exit-intent signup as an exit-intent lead", async () => {
      const { client } = setup("accepted");
      await settle();
      leaveThroughTheTop();
      await settle();
      fireEvent.change(screen.getByLabelText("Work email"), {
        target: { value: "dana@example.com" },
      });
      fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
      await settle();
      expect(client.submit.mock.calls[0]?.[0]).toMatchObject({
        leadType: "exit-intent",
        source: "exit-intent",
      });
    });

    it("refuses an invalid address with the translated error tied to the field, sending nothing", async () => {
      const { client } = setup("accepted");
      await advance(10_000);
      const field = screen.getByLabelText("Work email");
      fireEvent.change(field, { target: { value: "dana@" } });
      fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
      await settle();
      expect(client.submit).not.toHaveBeenCalled();
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription("Valid email address is required");
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Please correct the form errors and try again",
      );
      expect(field).toHaveValue("dana@");
    });

    it("shows once: closing it and leaving through the top again brings nothing", async () => {
      setup("accepted");
      await advance(10_000);
      fireEvent.click(screen.getByRole("button", { name: "No thanks" }));
      await settle();
      expect(popup()).toBeNull();
      leaveThroughTheTop();
      await advance(10_000);
      expect(popup()).toBeNull();
    });

    it("stays away on the next page load within 14 days of showing", async () => {
      setup("accepted");
      await advance(10_000);
      expect(popup()).not.toBeNull();
      cleanup();
      vi.setSystemTime(NOW + 13 * 24 * 60 * 60 * 1000);
      setup("accepted");
      await advance(10_000);
      expect(popup()).toBeNull();
    });
  });

  describe("without marketing consent", () => {
    it.each([
      ["no choice yet", null],
      ["a decline", "declined"],
    ] as const)("never opens after %s", async (_label, consent) => {
      setup(consent);
      await advance(10_000);
      leaveThroughTheTop();
      await settle();
      expect(popup()).toBeNull();
    });
  });
});
