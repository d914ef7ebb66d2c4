// Runs Debian's nginx in front of the built site and the e2e lead API, with the nginx.conf the
// build generates (site-policy.mjs), regenerated here only for this run's root, port and
// upstream. Its own prefix holds pid and temp files (TOOLCHAIN.md, "nginx for tests"); its error
// log goes to stderr, where the e2e run shows it; SIGTERM stops it with `nginx -s stop`.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientDir } from "../../scripts/build-dir.mjs";
import { readBuildInputs, writeDeployFiles } from "../../scripts/postbuild/deploy-files.mjs";
import { workerUser } from "./worker-user.mjs";

const port = Number(process.env.E2E_NGINX_PORT);
const apiPort = Number(process.env.E2E_API_PORT);
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const MODULE_DIRS = ["/usr/lib/nginx/modules", "/usr/share/nginx/modules"];
const MODULES = ["ngx_http_brotli_static_module.so", "ngx_http_headers_more_filter_module.so"];

function modulePath(name) {
  const found = MODULE_DIRS.map((dir) => join(dir, name)).find((file) => existsSync(file));
  if (!found)
    throw new Error(`nginx module ${name} is missing; run npm test (bootstrap installs it)`);
  return found;
}

const prefix = join(tmpdir(), `vantreo-e2e-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix, { recursive: true });
await writeDeployFiles({
  client: clientDir(),
  outDir: join(prefix, "deploy"),
  ...(await readBuildInputs()),
  settings: {
    root: clientDir().replace(/\/$/, ""),
    upstream: `127.0.0.1:${apiPort}`,
    listen: `127.0.0.1:${port}`,
    serverName: "_",
    leadApiOrigin: `http://127.0.0.1:${apiPort}`,
  },
});
const conf = join(prefix, "nginx.conf");
const workers = workerUser(clientDir());
// The workers write request bodies and proxied answers under the prefix.
if (workers) chownSync(prefix, workers.uid, workers.gid);
writeFileSync(
  conf,
  `${MODULES.map((name) => `load_module ${modulePath(name)};`).join("\n")}
${workers ? `user ${workers.user} ${workers.group};` : ""}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/deploy/nginx.conf;
}
`,
);
const args = ["-c", conf, "-p", `${prefix}/`];
const check = spawnSync(nginx, ["-t", "-q", ...args], { stdio: "inherit" });
if (check.status !== 0) process.exit(check.status ?? 1);
const child = spawn(nginx, args, { stdio: "inherit" });
child.on("exit", (code) => process.exit(code ?? 0));
// Playwright may signal the whole process group, nginx included; then it is stopping already.
const stop = () => {
  if (existsSync(`${prefix}/nginx.pid`))
    spawnSync(nginx, [...args, "-s", "stop"], { stdio: "ignore" });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
