// What visitors do, as the interaction bench (interactions.mjs) does it: each flow loads a page in
// a fresh phone context (visitor-browser.mjs), waits until its islands have hydrated, then
// measures one action after another; each action's latency is the INP of the Event Timing
// entries it caused (visitor-summary.mjs). Controls are found by role and by the accessible names
// of the i18n resources (visitor-labels.mjs).
import { openVisitorPage, pause } from "./visitor-browser.mjs";
import { BUTTON_PATH } from "./baseline-site.mjs";
import { LABELS, localeOf } from "./visitor-labels.mjs";
import {
  DURATION_THRESHOLD_MS,
  baselineLatency,
  inp,
  interactionLatencies,
} from "./visitor-summary.mjs";

const TAPS = 3;

// Every Event Timing entry of an interaction, from every document of the page (a language switch
// leaves the page: the entries of its tap still arrive, through the binding, before it goes).
const OBSERVE_EVENTS = `if (window === window.top) {
  new PerformanceObserver((list) => {
    const entries = list.getEntries()
      .filter((entry) => entry.interactionId > 0)
      .map((entry) => ({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration }));
    if (entries.length > 0) window.__benchEvents(entries);
  }).observe({ type: "event", durationThreshold: ${DURATION_THRESHOLD_MS}, buffered: true });
}`;

// The early tap: when the document was parsed, when the first tap landed (event time) and the
// first frame in which the menu dialog is shown, all on the page's clock.
const WATCH_MENU = `if (window === window.top) {
  const record = (window.__benchTap = { tapped: null, opened: null });
  addEventListener("pointerdown", (event) => { record.tapped ??= event.timeStamp; }, { capture: true });
  const label = (element) =>
    element.getAttribute("aria-label") ??
    (element.getAttribute("aria-labelledby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
  const open = (name) =>
    [...document.querySelectorAll('dialog, [role="dialog"], [popover]')].some(
      (element) => element.checkVisibility() && label(element).trim() === name,
    );
  const watch = () => {
    if (record.tapped !== null && open(window.__benchMenuName)) record.opened = performance.now();
    else if (performance.now() < 30000) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}`;

/** Two frames and a quiet moment: the entries of what happened so far have been delivered. */
async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)));
      }),
  );
  await pause(200);
}

/**
 * A fresh phone page that reports its Event Timing entries; `measure(action, effect)` runs the
 * action, waits for its visible effect, and returns the INP of the interactions in between.
 */
async function eventPage(browser, { init = [] } = {}) {
  const events = [];
  const visitor = await openVisitorPage(browser, { init: [OBSERVE_EVENTS, ...init] });
  await visitor.page.exposeFunction("__benchEvents", (entries) => events.push(...entries));
  // `leavesPage`: an action that leaves the page (a link) may lose its entries with the document;
  // none at all is then "not observed" (NaN), not "faster than the threshold".
  const measure = async (act, { leavesPage = false } = {}) => {
    await settle(visitor.page);
    events.length = 0;
    await act();
    await settle(visitor.page).catch(() => {}); // a navigation may have replaced the document
    await pause(300);
    const latencies = interactionLatencies(events);
    const lost = leavesPage && latencies.length === 0;
    return { inp: lost ? NaN : inp(latencies), interactions: latencies.length, latencies };
  };
  return { ...visitor, measure };
}

/** Loads a site page and waits until its `load` and `idle` islands have hydrated (e2e/hydrated.ts). */
async function openHydrated(page, url) {
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await page
    .locator('html[data-islands="hydrated"]')
    .waitFor({ state: "attached", timeout: 60_000 });
}

/** Declines the cookie banner (unmeasured, before a flow about something else). */
async function declineBanner(page, labels) {
  const banner = page.getByRole("dialog", { name: labels.banner });
  await banner.getByRole("button", { name: labels.decline }).tap({ timeout: 30_000 });
  await banner.waitFor({ state: "hidden" });
}

const TIMEOUT = { timeout: 30_000 };

/** The header: banner, menu, search, theme, language; ends on the other language's page. */
function headerFlow(path, otherLocale) {
  const actions = [
    "answer cookie banner",
    "open menu",
    "close menu",
    "open search (Ctrl+K)",
    "type a query",
    "close search",
    "toggle theme",
    "switch language",
  ];
  return {
    name: "header",
    path,
    actions,
    // `results` collects each action as it is measured: a flow that fails keeps what it measured.
    async run(browser, origin, results = []) {
      const labels = LABELS[localeOf(path)];
      const visitor = await eventPage(browser);
      const { page, measure } = visitor;
      const step = async (action, act, options) =>
        results.push({ action, ...(await measure(act, options)) });
      try {
        await openHydrated(page, `${origin}${path}`);
        const banner = page.getByRole("dialog", { name: labels.banner });
        await banner.waitFor(TIMEOUT);
        await step(actions[0], async () => {
          await banner.getByRole("button", { name: labels.decline }).tap();
          await banner.waitFor({ state: "hidden" });
        });
        const menu = page.getByRole("dialog", { name: labels.menu });
        await step(actions[1], async () => {
          await page.getByRole("button", { name: labels.openMenu }).tap();
          await menu.waitFor(TIMEOUT);
        });
        await step(actions[2], async () => {
          await menu.getByRole("button", { name: labels.closeMenu }).tap();
          await menu.waitFor({ state: "hidden", ...TIMEOUT });
        });
        const search = page.getByRole("dialog", { name: labels.search });
        await step(actions[3], async () => {
          await page.keyboard.press("Control+K");
          await search.getByRole("combobox").waitFor(TIMEOUT);
        });
        await step(actions[4], async () => {
          await page.keyboard.type("rag", { delay: 150 });
          await search.getByRole("option").first().waitFor(TIMEOUT);
        });
        await step(actions[5], async () => {
          await page.keyboard.press("Escape");
          await search.waitFor({ state: "hidden", ...TIMEOUT });
        });
        await step(actions[6], async () => {
          await page.getByRole("button", { name: labels.switchToLight }).tap();
          await page.locator("html.light").waitFor({ state: "attached", ...TIMEOUT });
        });
        await step(
          actions[7],
          async () => {
            await page.locator(`header a[hreflang="${otherLocale}"]`).first().tap();
            await page.waitForURL((url) => url.pathname !== path, TIMEOUT);
            await page.waitForLoadState("load");
          },
          { leavesPage: true },
        );
        return results;
      } finally {
        await visitor.close();
      }
    },
  };
}

/** One action after the page has hydrated and the banner was declined. */
function pageFlow(name, path, action, act) {
  return {
    name,
    path,
    actions: [action],
    async run(browser, origin) {
      const visitor = await eventPage(browser);
      try {
        await openHydrated(visitor.page, `${origin}${path}`);
        await declineBanner(visitor.page, LABELS[localeOf(path)]);
        return [{ action, ...(await visitor.measure(() => act(visitor.page))) }];
      } finally {
        await visitor.close();
      }
    },
  };
}

/** Every flow of a run, in order. */
export const FLOWS = [
  headerFlow("/", "de"),
  headerFlow("/de/services", "en"),
  headerFlow("/ar/contact", "en"),
  // e2e/tools.spec.ts: 100 people × 3 h × 48 weeks × $85 × 60 % = $734,400 a year.
  pageFlow("roi", "/tools/ai-roi-calculator", "ROI calculator", async (page) => {
    await page.locator("#roi-teamSize").tap();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("100", { delay: 100 });
    await page.keyboard.press("Enter");
    await page
      .locator('[data-metric="annual-benefit"] dd', { hasText: "734,400" })
      .first()
      .waitFor(TIMEOUT);
  }),
  // e2e/tools.spec.ts: six dimensions of four questions, answers averaging 2.7, "Defined".
  pageFlow("maturity", "/tools/data-maturity-assessment", "maturity assessment", async (page) => {
    await page.getByRole("button", { name: "Start the assessment" }).tap();
    for (const digits of ["1221", "2223", "3334", "4433", "1112", "5454"]) {
      for (const [question, digit] of [...digits].entries()) {
        await page.keyboard.press("Tab");
        await page.keyboard.press("Space");
        for (let k = 1; k < Number(digit); k++) await page.keyboard.press("ArrowRight");
        if (question === 3) await page.keyboard.press("Enter");
      }
    }
    await page.getByTestId("maturity-level").waitFor(TIMEOUT);
  }),
  pageFlow("form", "/contact", "form with errors", async (page) => {
    const form = page.locator("form#contact-form");
    await form.locator('button[type="submit"]').tap();
    await form.getByRole("alert").first().waitFor(TIMEOUT);
  }),
];

/**
 * The one-button page: three taps on the button whose handler does nothing; the median of their
 * latencies (a tap under the threshold counts as the threshold), one tap's latency like most
 * actions', not the longest of three, which would favour the pages.
 */
export async function baselineFlow(browser, origin) {
  const visitor = await eventPage(browser);
  try {
    await visitor.page.goto(`${origin}${BUTTON_PATH}`, { waitUntil: "load" });
    const button = visitor.page.getByRole("button", { name: "Press" });
    const { latencies } = await visitor.measure(async () => {
      for (let tap = 0; tap < TAPS; tap += 1) {
        await button.tap();
        await pause(300);
      }
    });
    return baselineLatency(latencies, TAPS);
  } finally {
    await visitor.close();
  }
}

/** The pages of the early tap. */
export const EARLY_TAP_PAGES = ["/", "/ar"];

/**
 * A fresh load of `path` with the menu tapped as soon as the document is parsed (readyState no
 * longer "loading"), where its button is then; resolves to `{ parsed, tapped, opened }` on the page's clock (opened null
 * when the menu did not open within 30 s of the load's start).
 */
export async function earlyTapLoad(browser, origin, path) {
  const labels = LABELS[localeOf(path)];
  const visitor = await openVisitorPage(browser, {
    init: [`window.__benchMenuName = ${JSON.stringify(labels.menu)};`, WATCH_MENU],
  });
  const { page } = visitor;
  try {
    await page.goto(`${origin}${path}`, { waitUntil: "commit", timeout: 120_000 });
    // One round trip: the page itself waits for the parse and answers with the button's centre;
    // the tap goes there at once, without Playwright's checks (which wait for frames).
    const point = await page.evaluate(
      (name) =>
        new Promise((resolve) => {
          const locate = () => {
            const button = [...document.querySelectorAll("button")].find(
              (element) => element.getAttribute("aria-label") === name,
            );
            const box = button?.getBoundingClientRect();
            resolve(box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null);
          };
          if (document.readyState !== "loading") locate();
          else document.addEventListener("readystatechange", locate, { once: true });
        }),
      labels.openMenu,
    );
    if (!point) throw new Error(`no "${labels.openMenu}" button on ${path}`);
    await page.touchscreen.tap(point.x, point.y);
    await page
      .waitForFunction(() => window.__benchTap.opened !== null, null, { timeout: 30_000 })
      .catch(() => {});
    return await page.evaluate(() => ({
      parsed: performance.getEntriesByType("navigation")[0].domInteractive,
      tapped: window.__benchTap.tapped,
      opened: window.__benchTap.opened,
    }));
  } finally {
    await visitor.close();
  }
}
