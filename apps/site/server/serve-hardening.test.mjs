import { once } from "node:events";
import { createHash } from "node:crypto";
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspManifest } from "../scripts/postbuild/script-hashes.mjs";
import { createSiteServer } from "./serve.mjs";
import { appendForwardedFor } from "./lead-api-forward.mjs";
import { sitePolicy } from "./site-policy.mjs";

// The site server in front of a recording stand-in for the lead API: what reaches the API, what
// a visitor's client reads, and how long a connection may be held.
const seen = [];
const servers = [];
let base;
let root;
const PAGE_SCRIPT = "window.page=1";

/** A raw request: the path goes out as written (like curl --path-as-is). */
function raw(path, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path.startsWith("/") ? "" : "/"}`, { method, headers, path });
    req.on("response", async (res) => {
      const chunks = [];
      for await (const chunk of res) chunks.push(chunk);
      resolve({
        status: res.statusCode,
        headers: res.headers,
        text: Buffer.concat(chunks).toString(),
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function listen(server) {
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${server.address().port}`;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "site-hardening-"));
  writeFileSync(
    join(root, "index.html"),
    `<!DOCTYPE html><script>${PAGE_SCRIPT}</script><p>home</p>`,
  );
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><p>missing</p>");
  mkdirSync(join(root, "de"));
  writeFileSync(join(root, "de", "404.html"), "<!DOCTYPE html><p>fehlt</p>");
  const cspPages = await cspManifest(root, {
    allowedScripts: [{ generator: "test page", body: PAGE_SCRIPT }],
  });
  const api = await listen(
    createServer(async (req, res) => {
      let size = 0;
      if (req.url === "/v1/small-limit") {
        // As the lead API does for a route's own limit: answer 413 before reading the body.
        res.writeHead(413, { "Content-Type": "application/json", Connection: "close" });
        res.end('{"success":false,"message":"Request body is too large"}');
        return;
      }
      if (req.url === "/v1/hang") return;
      for await (const chunk of req) size += chunk.length;
      seen.push({ url: req.url, headers: req.headers, size });
      res.writeHead(201, { "Content-Type": "application/json" }).end('{"success":true}');
    }),
  );
  const policy = { ...sitePolicy, leadApi: { ...sitePolicy.leadApi, timeoutSeconds: 0.3 } };
  const site = createSiteServer({ root, leadApi: api, cspPages, policy });
  base = await listen(site);
});

afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

describe("the /v1/ forward", () => {
  it("refuses paths that climb out of /v1/ and never lets them reach the API's other routes", async () => {
    seen.length = 0;
    for (const path of ["/v1/../admin/v1/outbox", "/v1/%2e%2e/readyz", "/v1/%2E%2E/healthz"]) {
      expect((await raw(path)).status, path).toBe(404);
    }
    for (const path of [
      "/v1/x/../leads",
      "/v1/x/%2e%2e/leads",
      "/v1/a%2fb",
      "/v1/a%5cb",
      "/v1//leads",
    ]) {
      const res = await raw(path, { method: "POST", body: "{}" });
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.text), path).toEqual({ success: false, message: "Not found" });
    }
    expect(seen).toEqual([]);
  });

  it("answers a 3 MB body with 413 and the JSON error itself, never passing it on", async () => {
    seen.length = 0;
    const res = await fetch(`${base}/v1/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(3 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ success: false, message: "Request body is too large" });
    expect(seen).toEqual([]);
  });

  it("lets a client that sends a 3 MB body whole before reading still read its 413", async () => {
    // Such a client ignores the early FIN; were the socket destroyed with the body unread, the
    // kernel's reset would lose the answer (EPIPE or ECONNRESET instead of the 413).
    const body = Buffer.alloc(3 * 1024 * 1024, "x");
    const { port } = new URL(base);
    const answer = await new Promise((resolve, reject) => {
      const socket = connect({ port: Number(port), host: "127.0.0.1", allowHalfOpen: true });
      let received = "";
      let failure;
      socket.setEncoding("utf8");
      socket.on("data", (chunk) => (received += chunk));
      socket.on("error", (error) => (failure = error));
      socket.on("close", () => (failure ? reject(failure) : resolve(received)));
      const head = `POST /v1/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      let offset = 0;
      const next = () => {
        if (offset >= body.length) return void socket.end();
        const piece = body.subarray(offset, offset + 65_536);
        offset += piece.length;
        socket.write(piece, (error) => (error ? undefined : setTimeout(next, 1)));
      };
      socket.write(head, () => next());
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"Request body is too large"');
  });

  it("refuses a chunked body once it passes the limit", async () => {
    const chunk = "x".repeat(256 * 1024);
    async function* body() {
      for (let i = 0; i < 12; i += 1) yield new TextEncoder().encode(chunk);
    }
    const res = await fetch(`${base}/v1/leads`, { method: "POST", body: body(), duplex: "half" });
    expect(res.status).toBe(413);
  });

  it("passes the API's own 413 through to the visitor", async () => {
    const res = await fetch(`${base}/v1/small-limit`, {
      method: "POST",
      body: "x".repeat(200_000),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: "Request body is too large" });
  });

  it("answers 504 with JSON when the API does not answer in time", async () => {
    const res = await fetch(`${base}/v1/hang`);
    expect(res.status).toBe(504);
    expect(res.headers.get("retry-after")).toBe("5");
    expect((await res.json()).success).toBe(false);
  });

  it("appends the peer to the client's X-Forwarded-For and drops other address claims", async () => {
    seen.length = 0;
    await raw("/v1/leads", {
      method: "POST",
      body: "{}",
      headers: {
        "X-Forwarded-For": "203.0.113.9",
        Forwarded: "for=198.51.100.1",
        "X-Real-IP": "198.51.100.2",
        Connection: "keep-alive, X-Secret-Hop",
        "X-Secret-Hop": "1",
      },
    });
    const { headers } = seen[0];
    expect(headers["x-forwarded-for"]).toBe("203.0.113.9, 127.0.0.1");
    expect(headers.forwarded).toBeUndefined();
    expect(headers["x-real-ip"]).toBeUndefined();
    expect(headers["x-secret-hop"]).toBeUndefined();
  });

  it("names an unknown peer rather than pass the client's header on unappended", () => {
    expect(appendForwardedFor("203.0.113.9", undefined)).toBe("203.0.113.9, unknown");
    expect(appendForwardedFor(undefined, "::1")).toBe("::1");
  });
});

describe("the listener", () => {
  it("bounds how long a client may take for headers, a request and an idle connection", () => {
    const site = servers[1];
    expect(site.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(site.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(site.requestTimeout).toBeGreaterThan(0);
    expect(site.keepAliveTimeout).toBe(5_000);
  });

  it("answers a malformed percent escape with 400 and keeps serving", async () => {
    expect((await raw("/%zz")).status).toBe(400);
    expect((await raw("/de/%E0%A4%A")).status).toBe(400);
    expect((await raw("/")).status).toBe(200);
  });
});

describe("the CSP of a served page", () => {
  it("allows the scripts the build wrote and not a script injected afterwards", async () => {
    const hash = (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    const injected = "fetch('/steal?'+document.cookie)";
    writeFileSync(
      join(root, "index.html"),
      `<!DOCTYPE html><script>${PAGE_SCRIPT}</script><script>${injected}</script><p>home</p>`,
    );
    const csp = (await raw("/")).headers["content-security-policy"];
    expect(csp).toContain(hash(PAGE_SCRIPT));
    expect(csp).not.toContain(hash(injected));
  });
});
