// `npm start`: runs the built lead API (SQLite in apps/lead-api/data) and the prerendered site,
// prints both URLs and stays in the foreground until Ctrl+C.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const sitePort = process.env.PORT ?? "4173";
const apiPort = process.env.LEAD_API_PORT ?? "8787";
const env = {
  ...process.env,
  PORT: sitePort,
  LEAD_API_PORT: apiPort,
  LEAD_API_SITE_ORIGINS:
    process.env.LEAD_API_SITE_ORIGINS ?? `http://127.0.0.1:${sitePort},http://localhost:${sitePort}`,
  // The site's server forwards /v1/* to the lead API from loopback and names the visitor in
  // X-Forwarded-For; the lead API believes that header from loopback only.
  LEAD_API_TRUSTED_PROXIES: process.env.LEAD_API_TRUSTED_PROXIES ?? "127.0.0.1,::1",
};

const children = [
  spawn(process.execPath, ["dist/server.js"], { cwd: `${root}apps/lead-api`, env, stdio: "inherit" }),
  spawn(process.execPath, ["server/serve.mjs"], { cwd: `${root}apps/site`, env, stdio: "inherit" }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}

for (const child of children) {
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`a server stopped (exit ${code}); stopping the other`);
      stop(code ?? 1);
    }
  });
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
console.log(`\nVantreo is starting:\n  site      http://127.0.0.1:${sitePort}\n  lead API  http://127.0.0.1:${apiPort}\nPress Ctrl+C to stop.\n`);
