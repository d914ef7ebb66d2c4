import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("./start-server.mjs", import.meta.url));

/** A port nothing listens on (the OS picks it, then it is released). */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs start-server.mjs; resolves with its exit code and stderr, or "running" after `settleMs`. */
function start(env, settleMs = 0) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, E2E_SERVER_NAME: "test-server", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    let exited = false;
    child.on("exit", (code) => {
      exited = true;
      resolve({ code, stderr });
    });
    if (settleMs)
      setTimeout(() => {
        if (exited) return;
        resolve({ code: "running", stderr });
        child.kill("SIGTERM");
      }, settleMs);
  });
}

const serveStatus = (port, status) =>
  `node -e "require('http').createServer((q,r)=>{r.statusCode=${status};r.end()}).listen(${port},'127.0.0.1')"`;

describe("the e2e server launcher", () => {
  it("names a server that exits before it answers, with its stderr and the URL", async () => {
    const port = await freePort();
    const { code, stderr } = await start({
      E2E_SERVER_COMMAND: "echo 'cannot open the store' >&2; exit 3",
      E2E_SERVER_READY: `http://127.0.0.1:${port}/healthz`,
    });
    expect(code).toBe(1);
    expect(stderr).toContain("test-server could not start");
    expect(stderr).toContain("code 3");
    expect(stderr).toContain(`http://127.0.0.1:${port}/healthz`);
    expect(stderr).toContain("| cannot open the store");
  });

  it("fails a server that keeps answering a status that is not ready (nginx's 404)", async () => {
    const port = await freePort();
    const { code, stderr } = await start({
      E2E_SERVER_COMMAND: `${serveStatus(port, 404)} & echo 'stat() failed (13: Permission denied)' >&2; sleep 60`,
      E2E_SERVER_READY: `http://127.0.0.1:${port}/`,
      E2E_SERVER_WRONG_STATUS_MS: "1000",
    });
    expect(code).toBe(1);
    expect(stderr).toContain(`http://127.0.0.1:${port}/ answered HTTP 404`);
    expect(stderr).toContain("Permission denied");
  });

  it("fails a server that does not answer within its time, saying what it last saw", async () => {
    const port = await freePort();
    const { code, stderr } = await start({
      E2E_SERVER_COMMAND: "sleep 60",
      E2E_SERVER_READY: `tcp://127.0.0.1:${port}`,
      E2E_SERVER_TIMEOUT_MS: "1500",
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/did not answer within 1\.5 s \(last attempt: ECONNREFUSED\)/);
  });

  it("keeps a server that answers running, and says nothing", async () => {
    const port = await freePort();
    const { code, stderr } = await start(
      {
        E2E_SERVER_COMMAND: serveStatus(port, 200).replace(/"$/, ';setTimeout(()=>{},60000)"'),
        E2E_SERVER_READY: `http://127.0.0.1:${port}/`,
        E2E_SERVER_TIMEOUT_MS: "20000",
      },
      3000,
    );
    expect(code).toBe("running");
    expect(stderr).not.toContain("could not start");
  });
});
