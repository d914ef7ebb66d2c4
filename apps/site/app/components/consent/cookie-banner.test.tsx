// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CookieBanner } from "./cookie-banner";
import {
  memoryStorage,
  renderWithConsent,
  storedChoice,
  testRuntime,
} from "./consent-test-harness";

const NOW = Date.UTC(2025, 9, 1, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

function setup(
  options: { initial?: Record<string, string>; gpc?: boolean; locale?: "en" | "de" | "ar" } = {},
) {
  const storage = memoryStorage(options.initial);
  const runtime = testRuntime({
    storage,
    now: () => NOW,
    navigator: options.gpc ? { globalPrivacyControl: true } : {},
  });
  const path = options.locale && options.locale !== "en" ? `/${options.locale}` : "/";
  const view = renderWithConsent(<CookieBanner />, { runtime, locale: options.locale, path });
  return { storage, runtime, ...view };
}

const banner = () => screen.findByRole("dialog", { name: "We value your privacy" });

describe("CookieBanner", () => {
  // The banner's code is a lazy chunk; load it once so the first test does not time out on it.
  beforeAll(() => import("./cookie-banner-panel"));
  afterEach(cleanup);

  describe("given no stored choice", () => {
    it("shows a non-modal dialog with Accept, Decline and a link to the cookie preferences", async () => {
      setup();
      const dialog = await banner();
      expect(dialog).toHaveAttribute("aria-modal", "false");
      expect(screen.getByRole("button", { name: "Accept all" })).toBeVisible();
      expect(screen.getByRole("button", { name: "Decline" })).toBeVisible();
      expect(screen.getByRole("link", { name: "Manage preferences" })).toHaveAttribute(
        "href",
        "/cookie-preferences",
      );
      expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy-policy",
      );
    });

    it("gives Accept and Decline the same visual weight", async () => {
      setup();
      await banner();
      const accept = screen.getByRole("button", { name: "Accept all" });
      const decline = screen.getByRole("button", { name: "Decline" });
      expect(accept.className).toBe(decline.className);
    });

    it("moves focus to the banner when nothing else has it, without trapping it", async () => {
      setup();
      const dialog = await banner();
      expect(dialog).toHaveFocus();
      expect(dialog).not.toHaveAttribute("aria-modal", "true");
    });
  });

  describe("when the visitor accepts", () => {
    it("hides the banner, stores the acceptance and hands focus to the main content", async () => {
      const { storage } = setup();
      await banner();
      fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(document.getElementById("main-content")).toHaveFocus();
      await waitFor(() =>
        expect(JSON.parse(storage.entries.get("cookieConsent") ?? "{}")).toMatchObject({
          cookieConsent: "accepted",
          timestamp: NOW,
        }),
      );
    });
  });

  describe("when the visitor declines", () => {
    it("hides the banner and stores the decline", async () => {
      const { storage, runtime } = setup();
      await banner();
      fireEvent.click(screen.getByRole("button", { name: "Decline" }));
      expect(screen.queryByRole("dialog")).toBeNull();
      await waitFor(() =>
        expect(JSON.parse(storage.entries.get("cookieConsent") ?? "{}")).toMatchObject({
          cookieConsent: "declined",
        }),
      );
      expect(runtime.manager.allows("analytics")).toBe(false);
    });

    // Issue #37: the tap's frame shows the answer; the choice and what follows it come after.
    it("hides the banner in the tap's frame and makes the choice after that frame is painted", async () => {
      const { storage, runtime } = setup();
      await banner();
      const frames: number[] = [];
      const frame = requestAnimationFrame((time) => frames.push(time));
      fireEvent.click(screen.getByRole("button", { name: "Decline" }));
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(storage.entries.has("cookieConsent")).toBe(false);
      expect(runtime.manager.getState().showBanner).toBe(true);
      await waitFor(() => expect(runtime.manager.getState().status).toBe("declined"));
      expect(frames).toHaveLength(1);
      cancelAnimationFrame(frame);
    });

    it("makes the choice at once when the page goes away before the next paint", async () => {
      const { storage } = setup();
      await banner();
      fireEvent.click(screen.getByRole("button", { name: "Decline" }));
      expect(storage.entries.has("cookieConsent")).toBe(false);
      window.dispatchEvent(new Event("pagehide"));
      expect(JSON.parse(storage.entries.get("cookieConsent") ?? "{}")).toMatchObject({
        cookieConsent: "declined",
      });
    });
  });

  describe("given a stored choice", () => {
    it("stays hidden while the choice is 30 days old or younger", async () => {
      setup({ initial: storedChoice("accepted", NOW - 30 * DAY) });
      await act(async () => {});
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("returns once the choice is older than 30 days", async () => {
      setup({ initial: storedChoice("declined", NOW - 30 * DAY - 1) });
      expect(await banner()).toBeVisible();
    });
  });

  describe("given a browser that sends Global Privacy Control", () => {
    it("declines for the visitor and shows the GPC notice instead of the banner", async () => {
      const { runtime } = setup({ gpc: true });
      const notice = await screen.findByRole("status");
      expect(notice).toHaveTextContent("Global Privacy Control respected");
      expect(screen.queryByRole("button", { name: "Accept all" })).toBeNull();
      expect(runtime.manager.getState().status).toBe("declined");
    });

    it("hides the notice when dismissed", async () => {
      setup({ gpc: true });
      await screen.findByRole("status");
      fireEvent.click(screen.getByRole("button", { name: "OK" }));
      expect(screen.queryByRole("status")).toBeNull();
    });
  });

  describe("in other languages", () => {
    it("speaks German and links the German privacy policy", async () => {
      setup({ locale: "de" });
      await screen.findByRole("dialog", { name: "Ihre Privatsphäre ist uns wichtig" });
      expect(screen.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
      expect(screen.getByRole("button", { name: "Ablehnen" })).toBeVisible();
      expect(screen.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
        "href",
        "/de/privacy",
      );
    });

    it("speaks Arabic and keeps the preferences link on the English-only page", async () => {
      const { i18n } = setup({ locale: "ar" });
      const dialog = await screen.findByRole("dialog", { name: i18n.t("consent:banner.title") });
      expect(dialog).toHaveTextContent(i18n.t("consent:banner.description"));
      expect(screen.getByRole("link", { name: i18n.t("consent:banner.manage") })).toHaveAttribute(
        "href",
        "/cookie-preferences",
      );
    });
  });
});
