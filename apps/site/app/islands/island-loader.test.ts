// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_CLICKS, type EarlyClicks } from "./island-boot";
import { ISLAND_LOADER, ISLAND_LOADER_BATCH, ISLAND_SCRIPTS_ID } from "./island-loader";

const PRELOADS = 21;

function setUpPage() {
  const links = Array.from(
    { length: PRELOADS },
    (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js">`,
  );
  document.head.innerHTML = "";
  document.body.innerHTML =
    `<template id="${ISLAND_SCRIPTS_ID}">${links.join("")}` +
    `<script type="module" src="/assets/entry.js"></script></template>`;
}

type Observed = { options: PerformanceObserverInit; report: () => void; disconnected: boolean };

/**
 * Runs the loader with the browser's frame and timer queues in our hands, in a browser that
 * reports Largest Contentful Paint (`lcp: true`, the observer is `observed`) or one that does not.
 */
function runLoader({ lcp = false, visibility = "visible" } = {}) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observed: Observed[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
  vi.stubGlobal("setTimeout", (callback: () => void) => timers.push(callback));
  vi.spyOn(document, "visibilityState", "get").mockReturnValue(
    visibility as DocumentVisibilityState,
  );
  class FakeObserver {
    static supportedEntryTypes = lcp ? ["paint", "largest-contentful-paint"] : ["paint"];
    constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
    observe(options: PerformanceObserverInit) {
      const entry: Observed = {
        options,
        report: () => this.callback({}, this),
        disconnected: false,
      };
      observed.push(entry);
      this.disconnect = () => {
        entry.disconnected = true;
      };
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  new Function(ISLAND_LOADER)();
  return { frames, timers, observed };
}

/** Runs every queued task (and the tasks they queue). */
function drain(timers: (() => void)[]) {
  while (timers.length > 0) timers.shift()!();
}

const inserted = () =>
  [...document.head.children].map(
    (element) => element.getAttribute("href") ?? element.getAttribute("src"),
  );

describe("ISLAND_LOADER", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("where LCP is reported, inserts nothing until the largest contentful paint has been presented", () => {
    setUpPage();
    const { frames, timers, observed } = runLoader({ lcp: true });
    expect(observed.map((entry) => entry.options)).toEqual([
      { type: "largest-contentful-paint", buffered: true },
    ]);
    frames.forEach((frame) => frame());
    drain(timers);
    expect(frames).toHaveLength(0);
    expect(inserted()).toEqual([]);
    observed[0]!.report();
    expect(observed[0]!.disconnected).toBe(true);
    expect(inserted()).toEqual([]);
    drain(timers);
    expect(inserted()).toHaveLength(PRELOADS + 1);
    observed[0]!.report();
    drain(timers);
    expect(inserted()).toHaveLength(PRELOADS + 1);
  });

  it.each(["pointerdown", "keydown"])(
    "where LCP is reported, a %s before it starts the scripts after the next frame",
    (type) => {
      setUpPage();
      const { frames, timers } = runLoader({ lcp: true });
      expect(frames).toHaveLength(0);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      // Loaders of earlier tests still listen on this document; theirs have started already.
      expect(frames.length).toBeGreaterThan(0);
      frames.splice(0).forEach((frame) => frame());
      expect(inserted()).toEqual([]);
      drain(timers);
      expect(inserted()).toHaveLength(PRELOADS + 1);
    },
  );

  it("on a page hidden before its first paint (never an LCP), waits for the first frame instead", () => {
    setUpPage();
    const { frames, timers, observed } = runLoader({ lcp: true, visibility: "hidden" });
    expect(observed).toEqual([]);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    drain(timers);
    expect(inserted()).toHaveLength(PRELOADS + 1);
  });

  it("where LCP is not reported, inserts nothing before the first frame and the task after it", () => {
    setUpPage();
    const { frames, timers } = runLoader();
    expect(inserted()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(inserted()).toEqual([]);
    expect(timers).toHaveLength(1);
  });

  it(`inserts at most ${ISLAND_LOADER_BATCH} elements per task, in order, the entry last`, () => {
    setUpPage();
    const { frames, timers } = runLoader();
    frames[0]!();
    const perTask: number[] = [];
    while (timers.length > 0) {
      const before = document.head.children.length;
      timers.shift()!();
      perTask.push(document.head.children.length - before);
    }
    expect(Math.max(...perTask)).toBeLessThanOrEqual(ISLAND_LOADER_BATCH);
    expect(perTask.reduce((sum, count) => sum + count, 0)).toBe(PRELOADS + 1);
    expect(perTask.length).toBe(Math.ceil((PRELOADS + 1) / ISLAND_LOADER_BATCH));
    expect(inserted()).toEqual([
      ...Array.from({ length: PRELOADS }, (_, index) => `/assets/chunk-${index}.js`),
      "/assets/entry.js",
    ]);
    expect(document.head.lastElementChild?.getAttribute("type")).toBe("module");
  });

  it("does nothing on a page without island scripts", () => {
    document.head.innerHTML = "";
    document.body.innerHTML = "<p>static</p>";
    const { frames, timers } = runLoader();
    frames[0]!();
    timers.shift()!();
    expect(timers).toHaveLength(0);
    expect(inserted()).toEqual([]);
  });

  it("records clicks on an interaction island's buttons that submit nothing, until its root listens", () => {
    document.head.innerHTML = "";
    document.body.innerHTML =
      '<vantreo-island data-island="header-actions" data-hydrate="interaction">' +
      '<button type="button" id="menu"><svg><path d="M0 0"/></svg></button>' +
      '<button id="no-type"></button></vantreo-island>' +
      '<vantreo-island data-island="contact-form" data-hydrate="interaction" data-hydrating="">' +
      '<button type="button" id="late"></button></vantreo-island>' +
      '<vantreo-island data-island="footer-newsletter" data-hydrate="interaction"><form>' +
      '<button type="submit" id="send"></button><button id="in-form"></button></form></vantreo-island>' +
      '<vantreo-island data-island="site-runtime" data-hydrate="load">' +
      '<button type="button" id="on-load"></button></vantreo-island>' +
      '<button type="button" id="static"></button>';
    runLoader();
    const click = (element: Element | null) =>
      element?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    click(document.querySelector("#menu path"));
    click(document.querySelector("#late"));
    click(document.querySelector("#static"));
    click(document.querySelector("#on-load"));
    document.querySelector("#send")?.addEventListener("click", (event) => event.preventDefault());
    click(document.querySelector("#send"));
    document.querySelector("form")?.addEventListener("submit", (event) => event.preventDefault());
    click(document.querySelector("#in-form"));
    click(document.querySelector("#no-type"));
    click(document.querySelector("#menu"));
    const recorded = (window as unknown as Record<string, EarlyClicks>)[EARLY_CLICKS] ?? [];
    expect(recorded.map((button) => button.id)).toEqual(["menu", "no-type", "menu"]);
  });
});
