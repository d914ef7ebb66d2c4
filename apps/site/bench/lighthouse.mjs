// `pnpm bench` (issue 16): Lighthouse, mobile settings (default form factor, simulated
// throttling), on the built site served by its production server: home in English and Arabic, a
// service, the newest insight and the ROI calculator, 3 runs each, medians printed as a table.
// A minimal static page served by the same server code is measured in the same run, and each
// page's LCP, TBT and FCP is printed as a ratio to it, so a loaded machine stays comparable.
//
// Targets: 100 in accessibility, best practices and SEO, performance 100 and never below 98.
// The bench is a report: it exits non-zero on a missed target only with BENCH_STRICT=1.
// Options: SITE_BUILD_DIR (which build), BENCH_RUNS (default 3), BENCH_REPORT_DIR (keeps every
// Lighthouse JSON report there), CHROMIUM_PATH.
import { once } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { createSiteServer } from "../server/serve.mjs";
import { auditPage } from "./audit-page.mjs";
import { createBaselineSite } from "./baseline-site.mjs";
import { launchChromium } from "./chromium.mjs";
import { ensureBuild } from "./ensure-build.mjs";
import { sitePages } from "./site-pages.mjs";
import {
  RATIO_FLOOR_MS,
  formatLostPoints,
  formatTable,
  median,
  summarizeRuns,
} from "./summarize.mjs";

const started = Date.now();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const strict = process.env.BENCH_STRICT === "1";
const reportDir = process.env.BENCH_REPORT_DIR ? resolve(process.env.BENCH_REPORT_DIR) : null;
if (reportDir) mkdirSync(reportDir, { recursive: true });

async function serve(root) {
  const server = createSiteServer({ root });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the server has no TCP address");
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

const client = ensureBuild();
const baselineSite = createBaselineSite();
const site = await serve(client);
const baselineServer = await serve(baselineSite.root);
const chromium = await launchChromium();

const targets = [
  { name: "baseline", path: "/", origin: baselineServer.origin, runs: [] },
  ...sitePages().map((page) => ({ ...page, origin: site.origin, runs: [] })),
];

try {
  // An untimed first run: a fresh browser and a cold JIT would otherwise weigh on round 1 only.
  await auditPage(`${baselineServer.origin}/`, chromium.port);
  // Round by round, baseline first each time, so a change in machine load hits every page alike.
  for (let round = 1; round <= runs; round += 1) {
    for (const target of targets) {
      const result = await auditPage(`${target.origin}${target.path}`, chromium.port);
      target.runs.push(result);
      const { scores, metrics } = result;
      console.log(
        `run ${round}/${runs} ${target.name.padEnd(16)} perf ${scores.performance} a11y ${scores.accessibility} ` +
          `bp ${scores["best-practices"]} seo ${scores.seo}  LCP ${Math.round(metrics.lcp)} ms ` +
          `TBT ${Math.round(metrics.tbt)} ms`,
      );
      for (const warning of result.warnings) console.log(`  warning: ${warning}`);
      if (reportDir) {
        const file = `${target.name.replace(/\W+/g, "-")}-${round}.json`.replace(/-+/g, "-");
        writeFileSync(join(reportDir, file), String(result.report));
      }
    }
  }
} finally {
  await chromium.close();
  site.server.close();
  baselineServer.server.close();
  baselineSite.remove();
}

const [baseline, ...pages] = targets.map((target) => ({
  ...target,
  summary: summarizeRuns(target.runs),
}));
const all = targets.flatMap((target) => target.runs);
console.log(
  `\nLighthouse, mobile (simulated throttling), median of ${runs} runs; ${all[0].tools}; ` +
    `${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}, benchmarkIndex ${Math.round(median(all.map((run) => run.benchmarkIndex)))}`,
);
console.log(`build: ${client}\n`);
console.log(formatTable(pages, baseline.summary));
const base = baseline.summary.metrics;
console.log(
  `\nbaseline (minimal static page, same server and settings): LCP ${Math.round(base.lcp)} ms, ` +
    `TBT ${Math.round(base.tbt)} ms, FCP ${Math.round(base.fcp)} ms, ` +
    `CLS ${base.cls.toFixed(3)}, ${(base.bytes / 1024).toFixed(1)} KB` +
    (base.tbt >= RATIO_FLOOR_MS
      ? ""
      : ` (TBT ratio n/a: the baseline blocks under ${RATIO_FLOOR_MS} ms, so a ratio would be noise)`),
);
console.log("\naudits below full score in most runs (the causes of lost points):");
for (const page of pages)
  console.log(formatLostPoints(`${page.name} ${page.path}`, page.runs).join("\n"));

const missed = pages.filter((page) => page.summary.misses.length > 0);
console.log(
  missed.length === 0
    ? "\ntargets (100 in all four categories, performance never below 98): met"
    : `\ntargets (100 in all four categories, performance never below 98): NOT met on ` +
        missed.map((page) => `${page.path} (${page.summary.misses.join(", ")})`).join("; "),
);
console.log(`bench time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (strict && missed.length > 0) process.exitCode = 1;
