import { defineConfig } from "@playwright/test";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";

const sitePort = Number(process.env.E2E_SITE_PORT ?? 4273);
const apiPort = Number(process.env.E2E_API_PORT ?? 8887);
// nginx with the build's generated nginx.conf, in front of the same build and the same lead API.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? sitePort + 10);
// Specs read these (workers inherit the environment): the admin token lets them find stored leads.
process.env.E2E_API_PORT ??= String(apiPort);
process.env.E2E_SITE_PORT ??= String(sitePort);
process.env.E2E_NGINX_PORT ??= String(nginxPort);
process.env.E2E_ADMIN_TOKEN ??= "e2e-admin-token-for-the-local-test-run-only";
// The data room's administrators: staff accounts with the investor-relations role, one per test
// that signs in, made by the lead API's CLI (e2e/support/seed-staff.mjs) before the API starts.
// The specs get the password and the otpauth URIs (E2E_STAFF_ENROLMENT) to compute TOTP codes.
process.env.E2E_DATAROOM_ADMINS ??= "ir-journey@vantreo.test,ir-locales@vantreo.test";
process.env.E2E_DATAROOM_ADMIN_PASSWORD ??= "e2e-dataroom-admin-password-for-the-local-run-only";
process.env.E2E_STAFF_ENROLMENT ??= join(tmpdir(), `vantreo-e2e-staff-${apiPort}.json`);
// A fresh store each run, outside test-results (which Playwright empties while servers start).
const leadApiData = join(tmpdir(), `vantreo-e2e-lead-api-${apiPort}`);
// The lead desk's staff (e2e/desk.spec.ts): one sales account per test that signs in.
process.env.E2E_DESK_STAFF ??=
  "desk-journey@vantreo.test,desk-a11y@vantreo.test,desk-bookings@vantreo.test";
process.env.E2E_DESK_STAFF_PASSWORD ??= "e2e-desk-staff-password-for-the-local-run-only";
// A real SMTP server (e2e/support/smtp-mailbox.mjs) takes every mail the lead API sends and
// keeps each as an .eml file in the API's data folder, under mail/, where the specs read them.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? apiPort + 20);
process.env.E2E_SMTP_PORT ??= String(smtpPort);
process.env.E2E_MAILBOX_DIR ??= join(leadApiData, "mail");
process.env.E2E_NOTIFY_TO ??= "sales-desk@vantreo.test";
// The scheduler's and the checkout's webhook secrets (e2e/bookings.spec.ts signs with them).
process.env.E2E_CAL_WEBHOOK_SECRET ??= "e2e-cal-webhook-secret-for-the-local-run-only";
process.env.E2E_STRIPE_WEBHOOK_SECRET ??= "whsec_e2e_stripe_secret_for_the_local_run_only";

// How long each server may take to answer: a cold, loaded two-core machine seeds the staff
// accounts (scrypt), opens the stores and reads the build well within it. Each server starts
// through e2e/support/start-server.mjs, which says which server failed and why (its stderr, the
// URL or port it waited for, the last answer) before Playwright's own limit, 30 s later.
const serverTimeoutMs = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000);

type ServerOptions = { command: string; env: Record<string, string | undefined> };
/** A Playwright webServer entry whose failure names the server and its reason. */
function server(name: string, ready: string, { command, env }: ServerOptions) {
  const readiness = ready.startsWith("tcp://")
    ? { port: Number(new URL(ready).port) }
    : { url: ready };
  return {
    name,
    command: "node e2e/support/start-server.mjs",
    ...readiness,
    env: {
      ...env,
      E2E_SERVER_NAME: name,
      E2E_SERVER_COMMAND: command,
      E2E_SERVER_READY: ready,
      E2E_SERVER_TIMEOUT_MS: String(serverTimeoutMs),
    } as Record<string, string>,
    timeout: serverTimeoutMs + 30_000,
    // The launcher passes SIGTERM on to the server's process group and waits for it.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    reuseExistingServer: false,
  };
}

// Debian's Chromium, never a browser downloaded by Playwright (TOOLCHAIN.md, Browser).
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium";

export default defineConfig({
  testDir: "e2e",
  // Only the specs: e2e/support and e2e/nginx keep their helpers' unit tests (*.test.mjs) beside
  // them, and vitest runs those.
  testMatch: "**/*.spec.ts",
  // Separate folders let several runs (each with its own ports and SITE_BUILD_DIR) share a checkout.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a two-core machine, where the suite then
  // takes twice as long as in CI. The specs wait on the browser and the servers more than they
  // compute, so two workers at least, as CI runs them, on every machine.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  // The same specs against the local server and against nginx: production is a tested target.
  // The nginx project runs the checks whose answers a deployment decides (headers, crawl, routes)
  // and compares nginx with the local server path by path.
  projects: [
    {
      name: "local",
      use: { baseURL: `http://127.0.0.1:${sitePort}` },
      testIgnore: ["deploy/nginx-parity.spec.ts"],
    },
    {
      name: "nginx",
      use: { baseURL: `http://127.0.0.1:${nginxPort}` },
      testMatch: ["quality/security-headers.spec.ts", "quality/links.spec.ts", "deploy/*.spec.ts"],
    },
  ],
  use: {
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    server("smtp-mailbox", `tcp://127.0.0.1:${smtpPort}`, {
      command: "node e2e/support/smtp-mailbox.mjs",
      env: {
        E2E_SMTP_PORT: String(smtpPort),
        E2E_MAILBOX_DIR: process.env.E2E_MAILBOX_DIR,
      },
    }),
    server("lead-api", `http://127.0.0.1:${apiPort}/healthz`, {
      command: `rm -rf ${leadApiData} && node e2e/support/seed-staff.mjs && exec node ../lead-api/dist/server.js`,
      env: {
        LEAD_API_PORT: String(apiPort),
        LEAD_API_DATA_DIR: leadApiData,
        LEAD_API_SITE_ORIGINS: `http://127.0.0.1:${sitePort},http://127.0.0.1:${nginxPort}`,
        LEAD_API_TRUSTED_PROXIES: "127.0.0.1,::1",
        // Every e2e form comes from one address; the limit itself is tested in the lead API.
        LEAD_API_RATE_LIMIT: "1000",
        LEAD_API_SIGN_IN_RATE_LIMIT: "1000",
        // Staff passwords at scrypt N=2^14 for the seeded accounts and every sign-in of the run
        // (production refuses less than 2^17; the lead API's unit tests check that cost).
        LEAD_API_SCRYPT_LOG_N: "14",
        LEAD_API_ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
        LEAD_API_LOG_LEVEL: "warn",
        LEAD_API_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEAD_API_MAIL_FROM: "Vantreo Data & AI <no-reply@vantreo.test>",
        LEAD_API_NOTIFY_TO: process.env.E2E_NOTIFY_TO,
        LEAD_API_CAL_WEBHOOK_SECRET: process.env.E2E_CAL_WEBHOOK_SECRET,
        LEAD_API_STRIPE_WEBHOOK_SECRET: process.env.E2E_STRIPE_WEBHOOK_SECRET,
      },
    }),
    server("site-server", `http://127.0.0.1:${sitePort}/`, {
      command: "node server/serve.mjs",
      env: { PORT: String(sitePort), LEAD_API_PORT: String(apiPort) },
    }),
    // Debian's nginx (TOOLCHAIN.md, "nginx for tests"); stopped with `nginx -s stop` on SIGTERM.
    server("nginx", `http://127.0.0.1:${nginxPort}/`, {
      command: "node e2e/nginx/run-nginx.mjs",
      env: { E2E_NGINX_PORT: String(nginxPort), E2E_API_PORT: String(apiPort) },
    }),
  ],
});
