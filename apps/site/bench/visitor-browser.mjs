// A visitor's browser for the bench's Playwright runs: Debian's Chromium (TOOLCHAIN.md, Browser)
// driven by Playwright, each page load in a fresh context (cold cache, no stored choice) with a
// phone's screen and touch, the network slowed by CDP to a 4G profile and the CPU slowed 4 times
// (`Emulation.setCPUThrottlingRate`), as on a mid-range phone.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";

/** The 4G profile: round trip, download and upload (CDP takes bytes per second). */
export const NETWORK_4G = Object.freeze({
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
});

/** The CPU slowdown of a mid-range phone against this machine. */
export const CPU_SLOWDOWN = 4;

/** A phone's screen, as Lighthouse's mobile emulation (Moto G Power): 412 × 823 at 1.75. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Starts Chromium through Playwright; `close()` ends it. */
export async function launchVisitorBrowser() {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless"),
  });
  return { browser, version: browser.version(), close: () => browser.close() };
}

/**
 * A fresh context and page with the 4G profile and the CPU slowdown applied before the first
 * request; `init` are scripts run in every document before its own (Playwright addInitScript).
 */
export async function openVisitorPage(browser, { init = [], network = NETWORK_4G } = {}) {
  const context = await browser.newContext(PHONE);
  for (const script of init) await context.addInitScript(script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downloadKbps * 1000) / 8,
    uploadThroughput: (network.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page, close: () => context.close() };
}

const require = createRequire(import.meta.url);

/**
 * The `web-vitals` library the site itself records its vitals with (the same package and
 * version, use-web-vitals.ts), as a classic script that defines `webVitals`.
 */
export function webVitalsScript() {
  return readFileSync(join(webVitalsDist(), "web-vitals.iife.js"), "utf8");
}

/** The version of that library, for the report's heading. */
export function webVitalsVersion() {
  return JSON.parse(readFileSync(join(webVitalsDist(), "..", "package.json"), "utf8")).version;
}

// The package exports no package.json; its main file lies in dist/, beside the classic build.
const webVitalsDist = () => dirname(require.resolve("web-vitals"));

/** Waits `ms` milliseconds. */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
