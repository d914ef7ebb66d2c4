import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConsentRuntime } from "./consent-runtime";
import { memoryStorage } from "./test-support/memory-storage";
import { resetCookies } from "./test-support/cookie-reset";
import {
  conversionTagScript,
  linkedInInsightScript,
  sessionRecordingScript,
  tagManagerScript,
} from "./tracker-scripts";

const NOW = Date.UTC(2026, 4, 4, 9, 0, 0);

type Step = string;

function setup(
  options: {
    storage?: ReturnType<typeof memoryStorage>;
    sessionStorage?: ReturnType<typeof memoryStorage>;
    gpc?: boolean;
  } = {},
) {
  const steps: Step[] = [];
  const gtag = (...args: unknown[]) => {
    if (args[0] === "consent") {
      const payload = args[2] as Record<string, string>;
      steps.push(`consent ${String(args[1])} ad_storage=${payload.ad_storage}`);
    }
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLScriptElement) steps.push(`script ${node.id}`);
      }
    }
  });
  observer.observe(document.head, { childList: true });
  const runtime = createConsentRuntime({
    storage: options.storage ?? memoryStorage(),
    sessionStorage: options.sessionStorage ?? memoryStorage(),
    navigator: { globalPrivacyControl: options.gpc ?? false },
    now: () => NOW,
    gtag,
    trackSlowResources: false,
    scripts: [
      linkedInInsightScript({ partnerId: "123456" }),
      tagManagerScript({ containerId: "GTM-TEST" }),
      sessionRecordingScript({ projectId: "rec123" }),
      conversionTagScript({ tagId: "AW-999" }),
    ],
  });
  // MutationObserver callbacks are microtasks; flush them before reading the steps.
  const flush = async () => {
    await Promise.resolve();
    return steps;
  };
  return { runtime, flush, observer };
}

const scriptIds = () => [...document.head.querySelectorAll("script")].map((s) => s.id);

describe("createConsentRuntime", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = "";
    resetCookies(document);
    delete (window as { _linkedin_partner_id?: string })._linkedin_partner_id;
  });
  afterEach(() => vi.useRealTimers());

  it("touches nothing when created", () => {
    const storage = memoryStorage();
    const getItem = vi.spyOn(storage, "getItem");
    createConsentRuntime({ storage, scripts: [linkedInInsightScript({ partnerId: "1" })] });
    expect(getItem).not.toHaveBeenCalled();
    expect(scriptIds()).toEqual([]);
  });

  it("sends the default, then the update, then inserts the scripts, on accept", async () => {
    const { runtime, flush } = setup();
    runtime.start();
    expect(scriptIds()).toEqual([]);
    runtime.manager.acceptAll();
    expect(await flush()).toEqual([
      "consent default ad_storage=denied",
      "consent update ad_storage=granted",
      "script vantreo-linkedin-insight",
      "script vantreo-tag-manager",
      "script vantreo-session-recording",
      "script vantreo-conversion-tag",
    ]);
  });

  it("re-accepts a stored acceptance silently: update first, then scripts, no banner", async () => {
    const storage = memoryStorage({
      cookieConsent: JSON.stringify({ cookieConsent: "accepted", timestamp: NOW - 60_000 }),
    });
    const { runtime, flush } = setup({ storage });
    expect(runtime.start()).toMatchObject({ status: "accepted", showBanner: false });
    const steps = await flush();
    expect(steps.slice(0, 3)).toEqual([
      "consent default ad_storage=denied",
      "consent update ad_storage=granted",
      "script vantreo-linkedin-insight",
    ]);
  });

  it("keeps the ad tracker and conversion tag out when only analytics is granted", () => {
    const { runtime } = setup();
    runtime.start();
    runtime.manager.setCategories({ analytics: true, marketing: false });
    expect(scriptIds()).toEqual(["vantreo-tag-manager", "vantreo-session-recording"]);
  });

  it("loads no script at all on decline or under GPC", () => {
    const declined = setup();
    declined.runtime.start();
    declined.runtime.manager.declineAll();
    const gpc = setup({ gpc: true });
    gpc.runtime.start();
    vi.advanceTimersByTime(15_000);
    expect(scriptIds()).toEqual([]);
  });

  it("hands the partner id to the ad tracker before its script is inserted", () => {
    const { runtime } = setup();
    runtime.start();
    runtime.manager.acceptAll();
    const win = window as { _linkedin_partner_id?: string; _linkedin_data_partner_ids?: string[] };
    expect(win._linkedin_partner_id).toBe("123456");
    expect(win._linkedin_data_partner_ids).toContain("123456");
  });

  it("sends an update on every choice", async () => {
    const { runtime, flush } = setup();
    runtime.start();
    runtime.manager.acceptAll();
    runtime.manager.declineAll();
    runtime.manager.setCategories({ marketing: true });
    const consentSteps = (await flush()).filter((step) => step.startsWith("consent"));
    expect(consentSteps).toEqual([
      "consent default ad_storage=denied",
      "consent update ad_storage=granted",
      "consent update ad_storage=denied",
      "consent update ad_storage=granted",
    ]);
  });

  it("clears the trackers' cookies when the visitor declines after accepting", () => {
    const { runtime } = setup();
    runtime.start();
    runtime.manager.acceptAll();
    document.cookie = "_ga=GA1.1.1.1; path=/";
    document.cookie = "_clck=abc; path=/";
    document.cookie = "_gcl_au=1.1.1; path=/";
    document.cookie = "li_fat_id=xyz; path=/";
    runtime.manager.declineAll();
    expect(document.cookie).toBe("");
  });

  describe("given a landing URL with campaign parameters and advertising click ids", () => {
    const stored = (session: ReturnType<typeof memoryStorage>) =>
      JSON.parse(session.entries.get("attribution") ?? "{}") as Record<string, string>;
    beforeEach(() =>
      window.history.replaceState(null, "", "/?utm_source=ads&gclid=G1&fbclid=F1&li_fat_id=L1"),
    );
    afterEach(() => window.history.replaceState(null, "", "/"));

    it("stores the campaign but no click id before any choice", () => {
      const sessionStorage = memoryStorage();
      setup({ sessionStorage }).runtime.start();
      expect(stored(sessionStorage)).toEqual({ utm_source: "ads" });
    });

    it("stores the landing page's click ids once marketing is accepted on that page", () => {
      const sessionStorage = memoryStorage();
      const { runtime } = setup({ sessionStorage });
      runtime.start();
      runtime.manager.acceptAll();
      expect(stored(sessionStorage)).toEqual({
        utm_source: "ads",
        gclid: "G1",
        fbclid: "F1",
        linkedin_click_id: "L1",
      });
    });

    it("never stores them on decline, and removes them when marketing is withdrawn", () => {
      const sessionStorage = memoryStorage();
      const { runtime } = setup({ sessionStorage });
      runtime.start();
      runtime.manager.declineAll();
      expect(stored(sessionStorage)).toEqual({ utm_source: "ads" });
      runtime.manager.acceptAll();
      expect(stored(sessionStorage).gclid).toBe("G1");
      runtime.manager.setCategories({ marketing: false });
      expect(stored(sessionStorage)).toEqual({ utm_source: "ads" });
    });

    it("stores them at once for a visitor who accepted on an earlier visit", () => {
      const storage = memoryStorage();
      const first = setup({ storage });
      first.runtime.start();
      first.runtime.manager.acceptAll();
      first.runtime.stop();
      const sessionStorage = memoryStorage();
      setup({ storage, sessionStorage }).runtime.start();
      expect(stored(sessionStorage).gclid).toBe("G1");
    });
  });

  it("does not send the default twice when started again (React strict mode)", async () => {
    const { runtime, flush } = setup();
    runtime.start();
    runtime.stop();
    runtime.start();
    const defaults = (await flush()).filter((step) => step.startsWith("consent default"));
    expect(defaults).toHaveLength(1);
  });

  it("sends analytics only once analytics consent is given", () => {
    const { runtime } = setup();
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    runtime.start();
    runtime.analytics.pageView("/contact", "Contact");
    expect(gtag).not.toHaveBeenCalled();
    runtime.manager.acceptAll();
    runtime.analytics.pageView("/contact", "Contact");
    expect(gtag).toHaveBeenCalledWith("event", "page_view", {
      page_path: "/contact",
      page_title: "Contact",
    });
    delete (window as { gtag?: unknown }).gtag;
  });

  it("reports slow resources once, 1000 ms after load, even when restarted", () => {
    const entries = [{ name: "https://www.vantreo.com/hero.webp", duration: 1500 }];
    vi.spyOn(window.performance, "getEntriesByType").mockReturnValue(
      entries as unknown as PerformanceEntryList,
    );
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    try {
      const storage = memoryStorage({
        cookieConsent: JSON.stringify({ cookieConsent: "accepted", timestamp: NOW - 1000 }),
      });
      const runtime = createConsentRuntime({ storage, navigator: {}, now: () => NOW });
      runtime.start();
      runtime.stop();
      runtime.start();
      vi.advanceTimersByTime(1000);
      runtime.stop();
      runtime.start();
      vi.advanceTimersByTime(5000);
      const slow = gtag.mock.calls.filter((call) => call[1] === "slow_resource");
      expect(slow).toEqual([
        [
          "event",
          "slow_resource",
          { resource_name: "https://www.vantreo.com/hero.webp", value: 1500 },
        ],
      ]);
    } finally {
      delete (window as { gtag?: unknown }).gtag;
      vi.restoreAllMocks();
    }
  });
});
