// The desk bench's browser part (issue 31: "after the first load, moving between desk sections
// paints the list in <= 100 ms, measured in Chromium"). Serves the built site (apps/site,
// `server/serve.mjs`, /v1/ proxied to the measured lead API) and drives Debian's Chromium with
// Playwright (the site's own devDependency, the flags of apps/site/bench/chromium.mjs): signs in
// on the desk's form (password + TOTP), visits every section once (the first load of each:
// its lazy chunk and first data), then times client navigation between them: from the click on
// the rail's link to the first frame painted with the section's list rows (rows of the table
// with the section's own caption, so the previous section's rows never count), read in the page (`performance.now()` at the click;
// the rows found in a `requestAnimationFrame` callback; the time taken when the task after that
// frame runs, i.e. after the frame is painted).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

const siteDir = join(import.meta.dirname, "..", "..", "site");

/** The site's build folder: SITE_BUILD_DIR (relative to apps/site), else apps/site/build. */
export function siteBuild() {
  const dir = resolve(siteDir, process.env.SITE_BUILD_DIR ?? "build");
  return existsSync(join(dir, "csp-hashes.json")) ? dir : null;
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

function startSite(origin, apiBase) {
  const port = new URL(origin).port;
  const child = spawn(process.execPath, [join(siteDir, "server", "serve.mjs")], {
    cwd: siteDir,
    env: { ...process.env, PORT: port, HOST: "127.0.0.1", LEAD_API_ORIGIN: apiBase },
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
 * The seed gives each rows: leads, spam, data requests, newsletter subscriptions.
 */
const SECTIONS = [
  { name: "Leads", path: "/desk", caption: "Leads, newest first" },
  { name: "Spam", path: "/desk/spam", caption: "Leads flagged as spam, newest first" },
  {
    name: "Privacy",
    path: "/desk/privacy",
    caption: "Data-rights requests, oldest first, with their legal due dates",
  },
  { name: "Subscribers", path: "/desk/subscribers", caption: "Newsletter subscribers" },
];

/**
 * Clicks the rail's link to `section` and resolves to the milliseconds until a frame with its
 * list's rows was painted. Runs in the page.
 */
function switchTo({ name, path, caption }) {
  const rail = document.querySelector('nav[aria-label="Lead desk"]');
  const link = [...(rail?.querySelectorAll("a") ?? [])].find(
    (a) => a.textContent?.trim().startsWith(name) && new URL(a.href).pathname === path,
  );
  if (!link) throw new Error(`no rail link ${name} → ${path}`);
  const listed = () => {
    if (location.pathname !== path) return false;
    return [...document.querySelectorAll("table")].some(
      (table) =>
        table.caption?.textContent?.trim() === caption &&
        table.querySelector("tbody tr td") !== null,
    );
  };
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const timeout = setTimeout(() => reject(new Error(`${name}: no rows after 10 s`)), 10_000);
    const frame = () => {
      if (!listed()) return requestAnimationFrame(frame);
      // This frame paints the rows; a task queued now runs after that paint.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        clearTimeout(timeout);
        resolve(performance.now() - start);
      };
      channel.port2.postMessage(null);
    };
    link.click();
    requestAnimationFrame(frame);
  });
}

/**
 * Measures section switches in Chromium against the lead API at `apiBase` (whose
 * LEAD_API_SITE_ORIGINS holds `origin`): `{ sections: [{ name, p50, p95, n }], all: {...} }`.
 */
export async function measureSectionSwitches({ origin, apiBase, email, password, totp, rounds }) {
  const { chromium } = createRequire(join(siteDir, "package.json"))("@playwright/test");
  const { CHROMIUM_FLAGS, chromiumPath } = await import(join(siteDir, "bench", "chromium.mjs"));
  const site = await startSite(origin, apiBase);
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless"),
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/desk`);
    const form = page.locator("form#desk-sign-in");
    await form.getByLabel(/Work email/).fill(email);
    await form.getByLabel(/Password/).fill(password);
    await form.getByLabel(/Authenticator code/).fill(totp.generate());
    await form.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("navigation", { name: "Lead desk" }).waitFor({ timeout: 30_000 });
    await page.locator("main table tbody tr td").first().waitFor({ timeout: 30_000 });
    // The first load of each section (its chunk, its first data), then back to the inbox.
    for (const section of [...SECTIONS.slice(1), SECTIONS[0]])
      await page.evaluate(switchTo, section);
    const times = new Map(SECTIONS.map((section) => [section.name, []]));
    for (let round = 0; round < rounds; round += 1)
      for (const section of [...SECTIONS.slice(1), SECTIONS[0]])
        times.get(section.name).push(await page.evaluate(switchTo, section));
    return [...times].map(([name, list]) => ({ name, ...summaryOf(list) }));
  } finally {
    await browser?.close();
    await new Promise((resolve) => {
      site.removeAllListeners("exit");
      site.once("exit", resolve);
      site.kill("SIGTERM");
    });
  }
}

function summaryOf(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: at(50), p95: at(95), n: sorted.length };
}

export { summaryOf, SECTIONS };
