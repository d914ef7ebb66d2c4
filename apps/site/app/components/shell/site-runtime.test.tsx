// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { ConsentRuntime } from "@vantreo/consent";
import { createTranslator, RESOURCES, localeFromPath } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import type * as siteConsentRuntimeModule from "../consent/site-consent-runtime";
import { createSiteConsentRuntime } from "../consent/site-consent-runtime";
import { SiteRuntime } from "./site-runtime";

// The page's one runtime, as a build with a tag manager and the ad tracker would make it (a test
// build has no tracker ids), fresh for every test.
const page = vi.hoisted(() => ({ runtime: undefined as ConsentRuntime | undefined }));
vi.mock("../consent/site-consent-runtime", async (importOriginal) => {
  const actual = await importOriginal<typeof siteConsentRuntimeModule>();
  return { ...actual, siteConsentRuntime: () => page.runtime };
});

const NOW = Date.UTC(2026, 10, 2, 9, 0, 0);
const ACCEPTED = JSON.stringify({
  cookieConsent: "accepted",
  timestamp: NOW,
  revision: 1,
  categories: { functional: true, analytics: true, marketing: true, personalization: true },
});

type TrackedWindow = Window & { dataLayer?: unknown[] };

function renderRuntime(path: string) {
  const locale = localeFromPath(path);
  const translator = createTranslator(locale, { [locale]: RESOURCES[locale] });
  render(
    <TranslationProvider translator={translator}>
      <MemoryPageLocation path={path}>
        <main id="main-content" tabIndex={-1} />
        <SiteRuntime />
      </MemoryPageLocation>
    </TranslationProvider>,
  );
}

/** Lets the runtime's effects, its gated-script checks and the banner's lazy chunk run. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const trackerScripts = () =>
  [...document.querySelectorAll("script[src]")]
    .map((script) => new URL(script.getAttribute("src") ?? "").hostname)
    .sort();
const banner = () => screen.queryByRole("dialog", { name: /privacy|Datenschutz|خصوصيتك/i });

describe("SiteRuntime", () => {
  // The banner's code is a lazy chunk; load it once so no test waits on its first import.
  beforeAll(() => import("../consent/cookie-banner-panel"));
  beforeEach(() => {
    vi.spyOn(Date, "now").mockReturnValue(NOW);
    page.runtime = createSiteConsentRuntime(
      {},
      { gtagId: "GTM-UNITTEST", linkedInPartnerId: "1234567" },
    );
  });
  afterEach(() => {
    cleanup();
    page.runtime?.stop();
    vi.restoreAllMocks();
    localStorage.clear();
    document.head.replaceChildren();
    delete (window as TrackedWindow).dataLayer;
  });

  describe("given a visitor who accepted every category on the public site", () => {
    beforeEach(() => localStorage.setItem("cookieConsent", ACCEPTED));

    it("loads the trackers and tells Consent Mode on a public page", async () => {
      renderRuntime("/de/contact");
      await settle();
      expect(trackerScripts()).toEqual(["snap.licdn.com", "www.googletagmanager.com"]);
      expect((window as TrackedWindow).dataLayer?.length).toBeGreaterThan(0);
      expect(page.runtime?.manager.getState().ready).toBe(true);
    });
  });

  describe("given a visitor who has not chosen yet", () => {
    it("asks on a public page", async () => {
      renderRuntime("/");
      await settle();
      expect(banner()).toBeInTheDocument();
    });
  });
});
