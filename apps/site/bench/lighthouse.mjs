// `pnpm bench`, first part: Lighthouse, mobile settings (default form factor), on the built site
// served by its production server: 15 pages across the three locales (site-pages.mjs), 3 runs
// each, medians printed as tables. Each round runs every page twice: with simulated throttling
// (Lantern's estimate, the former target, reported) and with applied throttling (`devtools`: the
// network and the CPU really slowed, the metrics observed). A truly blank page served by the same
// server code is measured in the same run, round by round, and each page is held to it.
//
// Targets (applied): LCP at most 1.3 times the blank page's, CLS 0; and, from the simulated runs,
// 100 in accessibility, best practices and SEO, performance never below 98. The simulated TBT and
// LCP ratios are printed against their former targets (+150 ms, 1.5x) and no longer held.
// The bench is a report: it exits non-zero on a missed target only with BENCH_STRICT=1.
// Options: SITE_BUILD_DIR (which build), BENCH_RUNS (default 3), BENCH_PAGES (only these paths of
// the sample, comma-separated, while iterating), BENCH_THROTTLING (simulate,devtools by default;
// one of them alone while iterating), BENCH_REPORT_DIR (keeps every Lighthouse JSON report
// there), CHROMIUM_PATH.
import { once } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { createSiteServer } from "../server/serve.mjs";
import { THROTTLING_METHODS, auditPage } from "./audit-page.mjs";
import { createBaselineSite } from "./baseline-site.mjs";
import { launchChromium } from "./chromium.mjs";
import { ensureBuild } from "./ensure-build.mjs";
import { missingPages, selectPages, sitePages } from "./site-pages.mjs";
import {
  APPLIED_TARGETS,
  LOAD_TARGETS,
  appliedTargets,
  formatAppliedTable,
  formatCosts,
  formatLostPoints,
  formatTable,
  median,
  summarizeAppliedRuns,
  summarizeRuns,
} from "./summarize.mjs";

const started = Date.now();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const strict = process.env.BENCH_STRICT === "1";
const reportDir = process.env.BENCH_REPORT_DIR ? resolve(process.env.BENCH_REPORT_DIR) : null;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const methods = (process.env.BENCH_THROTTLING ?? THROTTLING_METHODS.join(","))
  .split(",")
  .map((method) => method.trim())
  .filter(Boolean);
const unknownMethod = methods.find((method) => !THROTTLING_METHODS.includes(method));
if (unknownMethod || methods.length === 0) {
  throw new Error(`BENCH_THROTTLING: one or both of ${THROTTLING_METHODS.join(", ")}`);
}
const LABEL = { simulate: "simulated", devtools: "applied" };

async function serve(root) {
  const server = createSiteServer({ root });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the server has no TCP address");
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

const client = ensureBuild();
const missing = missingPages(sitePages(), client);
if (missing.length > 0) {
  throw new Error(`pages of the sample not in the build: ${missing.map((p) => p.path).join(", ")}`);
}
const baselineSite = createBaselineSite();
const site = await serve(client);
const baselineServer = await serve(baselineSite.root);
const chromium = await launchChromium();

const emptyRuns = () => Object.fromEntries(methods.map((method) => [method, []]));
const targets = [
  { name: "blank page", path: "/", origin: baselineServer.origin, runs: emptyRuns() },
  ...selectPages(sitePages(), process.env.BENCH_PAGES).map((page) => ({
    ...page,
    origin: site.origin,
    runs: emptyRuns(),
  })),
];

try {
  // An untimed first run: a fresh browser and a cold JIT would otherwise weigh on round 1 only.
  await auditPage(`${baselineServer.origin}/`, chromium.port);
  // Round by round, baseline first each time, so a change in machine load hits every page alike.
  for (let round = 1; round <= runs; round += 1) {
    for (const method of methods) {
      for (const target of targets) {
        const url = `${target.origin}${target.path}`;
        const result = await auditPage(url, chromium.port, { throttlingMethod: method });
        target.runs[method].push(result);
        const { scores, metrics } = result;
        const categories =
          method === "simulate"
            ? `a11y ${scores.accessibility} bp ${scores["best-practices"]} seo ${scores.seo} `
            : "";
        console.log(
          `run ${round}/${runs} ${LABEL[method].padEnd(9)} ${target.name.padEnd(16)} ` +
            `perf ${scores.performance} ${categories} LCP ${Math.round(metrics.lcp)} ms ` +
            `TBT ${Math.round(metrics.tbt)} ms CLS ${metrics.cls}`,
        );
        for (const warning of result.warnings) console.log(`  warning: ${warning}`);
        if (reportDir) {
          const file = `${method}-${target.name.replace(/\W+/g, "-")}-${round}.json`;
          writeFileSync(join(reportDir, file.replace(/-+/g, "-")), String(result.report));
        }
      }
    }
  }
} finally {
  await chromium.close();
  site.server.close();
  baselineServer.server.close();
  baselineSite.remove();
}

const all = targets.flatMap((target) => Object.values(target.runs).flat());
console.log(
  `\nLighthouse, mobile, median of ${runs} runs; ${all[0].tools}; ${cpus().length} cores, ` +
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}, benchmarkIndex ${Math.round(median(all.map((run) => run.benchmarkIndex)))}`,
);
console.log(`build: ${client}`);

const missed = [];
if (methods.includes("devtools")) {
  const [baseline, ...pages] = targets.map((target) => ({
    ...target,
    summary: summarizeAppliedRuns(target.runs.devtools),
  }));
  console.log(
    "\napplied throttling (Lighthouse devtools: 562.5 ms RTT, 1.44 Mbit/s down, 4x CPU slowdown, " +
      "observed metrics); the target:\n",
  );
  console.log(formatAppliedTable(pages, baseline.summary));
  for (const page of pages) {
    const { misses } = appliedTargets(page.summary, baseline.summary);
    if (misses.length > 0) missed.push(`${page.path} (applied ${misses.join(", ")})`);
  }
}
if (methods.includes("simulate")) {
  const [baseline, ...pages] = targets.map((target) => ({
    ...target,
    runs: target.runs.simulate,
    summary: summarizeRuns(target.runs.simulate),
  }));
  console.log(
    "\nsimulated throttling (Lantern's estimate); reported: TBT and LCP marked against the former " +
      "targets, which are no longer held; the categories are:\n",
  );
  console.log(formatTable(pages, baseline.summary));
  console.log(
    "\nwhere the main thread's time goes (simulated runs, median ms; Lighthouse " +
      "mainthread-work-breakdown, bootup-time):",
  );
  console.log(formatCosts("blank page", baseline.summary).join("\n"));
  for (const page of pages)
    console.log(formatCosts(`${page.name} ${page.path}`, page.summary).join("\n"));
  console.log("\naudits below full score in most simulated runs (the causes of lost points):");
  for (const page of pages)
    console.log(formatLostPoints(`${page.name} ${page.path}`, page.runs).join("\n"));
  for (const page of pages) {
    if (page.summary.misses.length > 0)
      missed.push(`${page.path} (${page.summary.misses.join(", ")})`);
  }
}

const targetText =
  `applied: LCP <= ${APPLIED_TARGETS.lcpTimesBlank} x blank, CLS ${APPLIED_TARGETS.cls}; ` +
  `simulated: 100 in all four categories, performance never below 98 (reported: TBT <= blank + ` +
  `${LOAD_TARGETS.tbtOverBlankMs} ms, LCP <= ${LOAD_TARGETS.lcpTimesBlank} x blank)`;
console.log(
  missed.length === 0
    ? `\ntargets (${targetText}): met on all pages`
    : `\ntargets (${targetText}): NOT met: ${missed.join("; ")}`,
);
console.log(`bench time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (strict && missed.length > 0) process.exitCode = 1;
