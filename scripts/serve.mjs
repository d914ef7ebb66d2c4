// `npm start`: runs the built lead API (SQLite in apps/lead-api/data) and the prerendered site,
// prints both URLs and stays in the foreground until Ctrl+C.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The environment of both servers. The site's server forwards /v1/* to the lead API from
 * loopback and appends the visitor's address to X-Forwarded-For; the lead API believes that
 * header from loopback only, unless LEAD_API_TRUSTED_PROXIES names other hops.
 */
export function startEnvironment(env = process.env) {
  const sitePort = env.PORT || "4173";
  return {
    ...env,
    PORT: sitePort,
    LEAD_API_PORT: env.LEAD_API_PORT || "8787",
    LEAD_API_SITE_ORIGINS:
      env.LEAD_API_SITE_ORIGINS || `http://127.0.0.1:${sitePort},http://localhost:${sitePort}`,
    LEAD_API_TRUSTED_PROXIES: env.LEAD_API_TRUSTED_PROXIES || "127.0.0.1,::1",
  };
}

function start() {
  const env = startEnvironment();
  const children = [
    spawn(process.execPath, ["dist/server.js"], {
      cwd: `${root}apps/lead-api`,
      env,
      stdio: "inherit",
    }),
    spawn(process.execPath, ["server/serve.mjs"], {
      cwd: `${root}apps/site`,
      env,
      stdio: "inherit",
    }),
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
  console.log(
    `\nVantreo is starting:\n  site      http://127.0.0.1:${env.PORT}\n  lead API  http://127.0.0.1:${env.LEAD_API_PORT}\nPress Ctrl+C to stop.\n`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) start();
