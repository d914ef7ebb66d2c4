import { describe, expect, it } from "vitest";
import {
  DURATION_THRESHOLD_MS,
  baselineLatency,
  earlyTap,
  finiteMedian,
  formatEarlyTapTable,
  formatInteractionTable,
  formatVitalsTable,
  inp,
  inpTarget,
  interactionLatencies,
  summarizeVitals,
  vitalsTargets,
} from "./visitor-summary.mjs";

const load = (values) => ({ LCP: 1000, FCP: 900, TTFB: 300, CLS: 0, ...values });
const blank = summarizeVitals([load({ LCP: 780 }), load({ LCP: 800 }), load({ LCP: 820 })]);

describe("the page loads' medians", () => {
  it("takes each metric's median over the loads, leaving out a load that did not report it", () => {
    const summary = summarizeVitals([
      load({ LCP: 1500, INP: undefined }),
      load({ LCP: 1100, CLS: 0.2 }),
      load({ LCP: 1200, INP: 40 }),
      { LCP: 1300, FCP: 900, TTFB: 300 }, // no CLS reported
    ]);
    expect(summary.LCP).toBe(1250);
    expect(summary.CLS).toBe(0); // the median of 0, 0.2, 0
    expect(summary.INP).toBe(40);
  });

  it("is NaN for a metric no load reported", () => {
    expect(finiteMedian([undefined, NaN])).toBeNaN();
    expect(summarizeVitals([load({})]).INP).toBeNaN();
  });
});

describe("given a blank page with LCP 800 ms", () => {
  it("meets the targets at exactly 1.3x LCP and CLS 0", () => {
    expect(vitalsTargets(load({ LCP: 1040, FCP: 1040 }), blank)).toMatchObject({
      lcpRatio: 1.3,
      misses: [],
    });
  });

  it("misses LCP above 1.3 times the blank page's, and CLS on any shift", () => {
    expect(vitalsTargets(load({ LCP: 1041 }), blank).misses).toEqual(["LCP"]);
    expect(vitalsTargets(load({ CLS: 0.0001 }), blank).misses).toEqual(["CLS"]);
  });

  it("misses what it could not measure", () => {
    expect(vitalsTargets(load({ LCP: NaN, CLS: NaN }), blank).misses).toEqual(["LCP", "CLS"]);
  });

  it("prints the blank page first, then each page's ratios, marked", () => {
    const table = formatVitalsTable(
      [
        { name: "home", path: "/", summary: load({ LCP: 960 }) },
        { name: "contact", path: "/contact", summary: load({ LCP: 1600, CLS: 0.02 }) },
      ],
      blank,
    );
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^page\s+LCP ms\s+LCP\/blank\s+CLS\s+FCP ms\s+FCP\/blank\s+TTFB ms$/);
    expect(lines[1]).toMatch(/<= 1\.3x\s+= 0/);
    expect(lines[3]).toMatch(/^blank page \(baseline\)\s+800/);
    expect(lines[4]).toMatch(/^home \/\s+960\s+1\.20x ok\s+0 ok\s+900\s+1\.00x\s+300$/);
    expect(lines[5]).toMatch(/2\.00x MISS\s+0\.020 MISS/);
  });
});

describe("interaction latency", () => {
  const entries = [
    { name: "pointerdown", interactionId: 7, duration: 24 },
    { name: "pointerup", interactionId: 7, duration: 16 },
    { name: "click", interactionId: 7, duration: 48 },
    { name: "keydown", interactionId: 9, duration: 104 },
    { name: "mousemove", interactionId: 0, duration: 300 },
  ];

  it("is the longest entry of each interaction; entries of no interaction do not count", () => {
    expect(interactionLatencies(entries)).toEqual([48, 104]);
  });

  it("INP is the longest interaction while there are fewer than 50", () => {
    expect(inp([48, 104, 16])).toBe(104);
  });

  it("INP leaves out one interaction in every 50, as web-vitals does", () => {
    const latencies = [...Array(48).fill(20), 500, 300];
    expect(inp(latencies)).toBe(300);
    expect(inp([...latencies, 20])).toBe(300);
  });

  it("an action with no entry above the threshold counts as the threshold", () => {
    expect(inp([])).toBe(DURATION_THRESHOLD_MS);
  });

  it("the baseline is the median of its taps, a tap without an entry counting as the threshold", () => {
    expect(baselineLatency([24, 200, 16], 3)).toBe(24);
    expect(baselineLatency([300], 3)).toBe(DURATION_THRESHOLD_MS);
  });

  it("meets the target at exactly 80 ms above the baseline, misses beyond it or unmeasured", () => {
    expect(inpTarget(96, 16)).toEqual({ over: 80, miss: false });
    expect(inpTarget(97, 16).miss).toBe(true);
    expect(inpTarget(NaN, 16).miss).toBe(true);
  });

  it("prints the baseline's median first, then each action's median over the runs, marked", () => {
    const table = formatInteractionTable(
      [
        { action: "open menu", path: "/", inps: [40, 32, 48] },
        { action: "toggle theme", path: "/", inps: [200, 112, 232] },
        { action: "switch language", path: "/", inps: [NaN, NaN, NaN] },
      ],
      [16, 24, 16],
    );
    const lines = table.split("\n");
    expect(lines[1]).toMatch(/<= \+80 ms/);
    expect(lines[3]).toMatch(/^one-button page \(baseline\)\s+16\s+16–24$/);
    expect(lines[4]).toMatch(/^open menu\s+\/\s+40\s+\+24 ok\s+32–48$/);
    expect(lines[5]).toMatch(/^toggle theme\s+\/\s+200\s+\+184 MISS\s+112–232$/);
    expect(lines[6]).toMatch(/^switch language\s+\/\s+—\s+— MISS\s+—$/);
  });
});

describe("the early tap", () => {
  it("is timed from the parsed document to the tap and to the open menu", () => {
    expect(earlyTap({ parsed: 900, tapped: 950, opened: 1400 })).toEqual({
      tapAfterParse: 50,
      openAfterParse: 500,
      openAfterTap: 450,
      miss: false,
    });
    expect(earlyTap({ parsed: 900, tapped: 950, opened: 1401 }).miss).toBe(true);
  });

  it("misses when the menu never opened", () => {
    expect(earlyTap({ parsed: 900, tapped: 950, opened: null })).toMatchObject({
      openAfterParse: Infinity,
      miss: true,
    });
  });

  it("prints each page's medians, a menu that never opened counted as never", () => {
    const table = formatEarlyTapTable([
      {
        path: "/",
        taps: [
          { parsed: 900, tapped: 960, opened: 1200 },
          { parsed: 900, tapped: 940, opened: 1300 },
          { parsed: 900, tapped: 950, opened: 1250 },
        ],
      },
      {
        path: "/ar",
        taps: [
          { parsed: 900, tapped: 960, opened: 2700 },
          { parsed: 900, tapped: 960, opened: null },
          { parsed: 900, tapped: 960, opened: 2500 },
        ],
      },
      { path: "/de", taps: [{ parsed: 900, tapped: 960, opened: null }] },
    ]);
    const lines = table.split("\n");
    expect(lines[1]).toMatch(/<= 500/);
    expect(lines[3]).toMatch(/^\/\s+50\s+350 ok\s+300$/);
    expect(lines[4]).toMatch(/^\/ar\s+60\s+1,800 \(never in 1\) MISS\s+1,740$/);
    expect(lines[5]).toMatch(/^\/de\s+60\s+never MISS\s+never$/);
  });
});
