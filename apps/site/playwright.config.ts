import { defineConfig } from "@playwright/test";

const sitePort = Number(process.env.E2E_SITE_PORT ?? 4273);
const apiPort = Number(process.env.E2E_API_PORT ?? 8887);

// Debian's Chromium, never a browser downloaded by Playwright (TOOLCHAIN.md, Browser).
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
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
    {
      command: "node ../lead-api/dist/server.js",
      url: `http://127.0.0.1:${apiPort}/healthz`,
      env: {
        LEAD_API_PORT: String(apiPort),
        LEAD_API_DATA_DIR: "test-results/lead-api-data",
        LEAD_API_SITE_ORIGINS: `http://127.0.0.1:${sitePort}`,
      },
      reuseExistingServer: false,
    },
    {
      command: "node server/serve.mjs",
      url: `http://127.0.0.1:${sitePort}/`,
      env: { PORT: String(sitePort), LEAD_API_PORT: String(apiPort) },
      reuseExistingServer: false,
    },
  ],
});
