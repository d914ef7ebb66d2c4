// The desk bench's browser part (issue 31: "after the first load, moving between desk sections
// paints the list in <= 100 ms, measured in Chromium"). Serves the built site (apps/site,
// `server/serve.mjs`, /v1/ proxied to the measured lead API) and drives Debian's Chromium with
// Playwright (the site's own devDependency, the flags of apps/site/bench/chromium.mjs): signs in
// on the desk's form (password + TOTP), visits every section once (the first load of each:
// its lazy chunk and first data), then times client navigation between them: from the click on
// the rail's link to the first frame painted with the section's list rows (rows of the table
// with the section's own caption, so the previous section's rows never count), read in the page (`performance.now()` at the click;
// the rows found in a `requestAnimationFrame` callback; the time taken when the task after that
// frame runs, i.e. after the frame is painted). Each switch starts from a settled desk: no request
// to the API in flight (the previous section's background re-read answered).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join, relative, resolve } from "node:path";

const siteDir = join(import.meta.dirname, "..", "..", "site");

/**
 * The site's build folders: SITE_BUILD_DIR (relative to apps/site or absolute), else
 * apps/site/build. Several, comma-separated (e.g. `.builds/main,build`), are measured in one run
 * window, alternately: a block of rounds on each in turn (before/after comparisons on a loaded
 * machine). Null when one of them is not built.
 */
export function siteBuilds() {
  const dirs = (process.env.SITE_BUILD_DIR ?? "build")
    .split(",")
    .filter((dir) => dir !== "")
    .map((dir) => resolve(siteDir, dir));
  return dirs.length > 0 && dirs.every((dir) => existsSync(join(dir, "csp-hashes.json")))
    ? dirs
    : null;
}

/** The first of the site's build folders (see {@link siteBuilds}), or null. */
export function siteBuild() {
  return siteBuilds()?.[0] ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A free loopback origin for the site, chosen before the lead API starts (its CORS list). */
export async function siteOrigin() {
  return `http://127.0.0.1:${await freePort()}`;
}

function startSite(origin, apiBase, buildDir) {
  const port = new URL(origin).port;
  const child = spawn(process.execPath, [join(siteDir, "server", "serve.mjs")], {
    cwd: siteDir,
    env: {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      LEAD_API_ORIGIN: apiBase,
      SITE_BUILD_DIR: buildDir,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("site: http")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`site server exited with ${code}`)));
  });
}

/**
 * The sections timed, in the rail's order of a staff member holding sales and privacy: the
 * rail's link name, the path and the caption of the section's table (English, packages/i18n).
 * The seed gives each rows: leads, spam, data requests, newsletter subscriptions; `rows` is a
 * full first page of each (the contract's default page sizes), at which the list is complete.
 */
const SECTIONS = [
  { name: "Leads", path: "/desk", caption: "Leads, newest first", rows: 25 },
  { name: "Spam", path: "/desk/spam", caption: "Leads flagged as spam, newest first", rows: 25 },
  {
    name: "Privacy",
    path: "/desk/privacy",
    caption: "Data-rights requests, oldest first, with their legal due dates",
    rows: 50,
  },
  { name: "Subscribers", path: "/desk/subscribers", caption: "Newsletter subscribers", rows: 50 },
];

/**
 * Clicks the rail's link to `section` and resolves to the milliseconds until a frame with its
 * list's rows was painted (`first`: the lists render the rows of the first screen at once and
 * the rest in a transition, `use-first-screen.ts` of the site), and until a frame with all the
 * page's rows was (`full`). Runs in the page.
 */
function switchTo({ name, path, caption, rows }) {
  const rail = document.querySelector('nav[aria-label="Lead desk"]');
  const link = [...(rail?.querySelectorAll("a") ?? [])].find(
    (a) => a.textContent?.trim().startsWith(name) && new URL(a.href).pathname === path,
  );
  if (!link) throw new Error(`no rail link ${name} → ${path}`);
  // The rows of the section's table painted in this frame (0 before it is there).
  const listed = () => {
    if (location.pathname !== path) return 0;
    const table = [...document.querySelectorAll("table")].find(
      (candidate) => candidate.caption?.textContent?.trim() === caption,
    );
    return table?.querySelectorAll("tbody tr").length ?? 0;
  };
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const timeout = setTimeout(() => reject(new Error(`${name}: no full list after 10 s`)), 10_000);
    let first;
    // A task queued in a frame's callback runs after that frame is painted.
    const afterPaint = (done) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now() - start);
      channel.port2.postMessage(null);
    };
    const frame = () => {
      const count = listed();
      if (count > 0 && first === undefined)
        afterPaint((ms) => {
          first ??= ms;
        });
      if (count < rows) return requestAnimationFrame(frame);
      afterPaint((ms) => {
        clearTimeout(timeout);
        resolve({ first: first ?? ms, full: ms });
      });
    };
    link.click();
    requestAnimationFrame(frame);
  });
}

/**
 * Waits until the page has no request to the lead API (`/v1/`) in flight for two animation
 * frames (a section painted from the query cache re-reads its page in the background: without
 * this, the next switch would start while that answer is still being served and rendered).
 */
function apiSettler(page) {
  const inFlight = new Set();
  const isApi = (request) => new URL(request.url()).pathname.startsWith("/v1/");
  page.on("request", (request) => isApi(request) && inFlight.add(request));
  for (const event of ["requestfinished", "requestfailed"])
    page.on(event, (request) => inFlight.delete(request));
  const frames = () =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
  return async () => {
    const limit = Date.now() + 10_000;
    do {
      while (inFlight.size > 0 && Date.now() < limit)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await frames();
    } while (inFlight.size > 0 && Date.now() < limit);
  };
}

function stopSite(site) {
  return new Promise((resolve) => {
    site.removeAllListeners("exit");
    site.once("exit", resolve);
    site.kill("SIGTERM");
  });
}

// Where a switch's main-thread time goes, from Chromium's own counters (CDP
// `Performance.getMetrics`, cumulative seconds), read before and after each timed switch.
const METRICS = {
  script: "ScriptDuration",
  style: "RecalcStyleDuration",
  layout: "LayoutDuration",
  task: "TaskDuration",
};

async function metricsOf(cdp) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return Object.fromEntries(
    Object.entries(METRICS).map(([key, name]) => [key, value(name) * 1000]),
  );
}

/**
 * Measures section switches in Chromium against the lead API at `apiBase` (whose
 * LEAD_API_SITE_ORIGINS holds `origin`): one row per section (and per build, when
 * SITE_BUILD_DIR names several: `Leads [.builds/main]`), `{ name, p50, p95, n, full, breakdown }`
 * (`full`: the same until the whole page of rows is painted),
 * where `breakdown` holds the mean main-thread milliseconds of a switch spent in script, style,
 * layout and all tasks (Chromium's counters; the time to paint is the rest).
 * With several builds, the rounds run in blocks of DESK_BENCH_BROWSER_BLOCK (2) rounds, each
 * build in turn, one site server at a time on the same origin (one sign-in: the session cookie
 * is the origin's).
 */
export async function measureSectionSwitches({ origin, apiBase, email, password, totp, rounds }) {
  const { chromium } = createRequire(join(siteDir, "package.json"))("@playwright/test");
  const { CHROMIUM_FLAGS, chromiumPath } = await import(join(siteDir, "bench", "chromium.mjs"));
  const builds = siteBuilds() ?? [resolve(siteDir, "build")];
  const label = (build) => (builds.length > 1 ? ` [${relative(siteDir, build) || build}]` : "");
  const block = builds.length > 1 ? Number(process.env.DESK_BENCH_BROWSER_BLOCK ?? 2) : rounds;
  const times = new Map();
  const fullTimes = new Map();
  const costs = new Map();
  for (const build of builds)
    for (const section of SECTIONS) {
      times.set(section.name + label(build), []);
      fullTimes.set(section.name + label(build), []);
      costs.set(section.name + label(build), []);
    }
  let browser;
  let site;
  let signedIn = false;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless"),
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const settled = apiSettler(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const profileDir = process.env.DESK_BENCH_CPU_PROFILE;
    if (profileDir !== undefined) {
      mkdirSync(profileDir, { recursive: true });
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    }
    for (let done = 0; done < rounds; done += block)
      for (const build of builds) {
        site = await startSite(origin, apiBase, build);
        await page.goto(`${origin}/desk`);
        if (!signedIn) {
          // A code is taken once: the API's sign-in may have used this period's code already.
          const period = (totp.period ?? 30) * 1000;
          await new Promise((resolve) => setTimeout(resolve, period - (Date.now() % period) + 200));
          const form = page.locator("form#desk-sign-in");
          await form.getByLabel(/Work email/).fill(email);
          await form.getByLabel(/Password/).fill(password);
          await form.getByLabel(/Authenticator code/).fill(totp.generate());
          await form.getByRole("button", { name: "Sign in" }).click();
          signedIn = true;
        }
        await page.getByRole("navigation", { name: "Lead desk" }).waitFor({ timeout: 30_000 });
        await page.locator("main table tbody tr td").first().waitFor({ timeout: 30_000 });
        // The first load of each section (its chunk, its first data), then back to the inbox.
        for (const section of [...SECTIONS.slice(1), SECTIONS[0]])
          await page.evaluate(switchTo, section);
        for (let round = done; round < Math.min(rounds, done + block); round += 1)
          for (const section of [...SECTIONS.slice(1), SECTIONS[0]]) {
            // DESK_BENCH_CPU_PROFILE=<folder>: the last round's switches as CPU profiles
            // (`<section>.cpuprofile`, for Chromium's DevTools), one file per section and build.
            const profile = profileDir !== undefined && round === rounds - 1;
            // A person reads a section before moving on: each switch starts from a settled desk,
            // with the previous section's background re-read answered (not racing the next).
            // DESK_BENCH_SETTLE=0: back to back instead, as fast as the bench can click.
            if (process.env.DESK_BENCH_SETTLE !== "0") await settled();
            if (profile) await cdp.send("Profiler.start");
            const before = await metricsOf(cdp);
            const ms = await page.evaluate(switchTo, section);
            const after = await metricsOf(cdp);
            if (profile) {
              const { profile: data } = await cdp.send("Profiler.stop");
              const file = `${section.name}${label(build)}`.replace(/[^\w.-]+/g, "-");
              writeFileSync(join(profileDir, `${file}.cpuprofile`), JSON.stringify(data));
            }
            times.get(section.name + label(build)).push(ms.first);
            fullTimes.get(section.name + label(build)).push(ms.full);
            costs
              .get(section.name + label(build))
              .push(Object.fromEntries(Object.keys(METRICS).map((k) => [k, after[k] - before[k]])));
          }
        await stopSite(site);
        site = undefined;
      }
    const rows = [...times].map(([name, list]) => ({
      name,
      ...summaryOf(list),
      full: summaryOf(fullTimes.get(name)),
      breakdown: meanOf(costs.get(name)),
    }));
    for (const row of rows)
      console.log(
        `switch to ${row.name}: p50 ${row.p50.toFixed(1)} p95 ${row.p95.toFixed(1)} ms (full page: p50 ${row.full.p50.toFixed(1)} p95 ${row.full.p95.toFixed(1)}); main thread per switch (mean ms): ${Object.entries(
          row.breakdown,
        )
          .map(([key, value]) => `${key} ${value.toFixed(1)}`)
          .join(", ")}`,
      );
    return rows;
  } finally {
    await browser?.close();
    if (site) await stopSite(site);
  }
}

function meanOf(rows) {
  return Object.fromEntries(
    Object.keys(METRICS).map((key) => [
      key,
      rows.reduce((sum, row) => sum + row[key], 0) / Math.max(1, rows.length),
    ]),
  );
}

function summaryOf(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: at(50), p95: at(95), n: sorted.length };
}

export { summaryOf, SECTIONS };
