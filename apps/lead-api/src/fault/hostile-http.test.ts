import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostileRequests } from "../test-support/hostile-requests";
import { contactLead } from "../test-support/test-app";
import { startServer, type RunningServer } from "../test-support/spawn-server";

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

function post(
  port: number,
  agent: Agent,
  body: string | Uint8Array,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port, path: "/v1/leads", method: "POST", agent, headers },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve(answer));
    socket.on("error", () => resolve(answer));
  });
}

// The same checks as the in-process suite, through the Node listener: @hono/node-server's own
// paths (bodies read from the Node request, answers with plain headers) are only taken here.
describe("the built server under hostile HTTP", () => {
  let dataDir: string;
  let server: RunningServer;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "lead-api-hostile-"));
    server = await startServer({
      LEAD_API_DATA_DIR: dataDir,
      LEAD_API_RATE_LIMIT: "1000000",
      LEAD_API_SITE_ORIGINS: "https://www.vantreo.com",
    });
  });
  afterAll(async () => {
    agent.destroy();
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every generated bad request with a clear 4xx, never a 5xx", async () => {
    const requests = [...hostileRequests()].filter((_, index) => index % 6 === 0);
    const unexpected: string[] = [];
    for (let start = 0; start < requests.length; start += 8) {
      const batch = requests.slice(start, start + 8);
      const answers = await Promise.all(
        batch.map((hostile) =>
          post(
            server.port,
            agent,
            hostile.body,
            hostile.contentType === ""
              ? {}
              : { "Content-Type": hostile.contentType ?? "application/json" },
          ),
        ),
      );
      answers.forEach((answer, index) => {
        const body = JSON.parse(answer.body) as { success?: unknown; message?: unknown };
        if (
          answer.status < 400 ||
          answer.status >= 500 ||
          body.success !== false ||
          !body.message
        ) {
          unexpected.push(`${batch[index]?.name}: ${answer.status} ${answer.body}`);
        }
      });
    }
    expect(requests.length).toBeGreaterThan(400);
    expect(unexpected).toEqual([]);
  });

  it("refuses a chunked body once it passes the limit, and a declared one before reading it", async () => {
    const big = JSON.stringify(contactLead(1, { message: "x".repeat(70_000) }));
    const chunked = await post(server.port, agent, big, {
      "Content-Type": "application/json",
      "Transfer-Encoding": "chunked",
    });
    expect(chunked.status).toBe(413);
    const declared = await raw(
      server.port,
      "POST /v1/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{",
    );
    expect(declared).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("answers malformed HTTP with 400 from the parser and keeps serving", async () => {
    for (const text of [
      "GARBAGE\r\n\r\n",
      "POST /v1/leads HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
      "POST /v1/leads HTTP/1.1\r\nBad Header\r\n\r\n",
    ]) {
      expect(await raw(server.port, text)).toMatch(/^HTTP\/1\.1 400 /);
    }
    const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(health.status).toBe(200);
  });

  it("still stores a valid lead from a site origin, with CORS and security headers", async () => {
    const answer = await post(server.port, agent, JSON.stringify(contactLead("after")), {
      "Content-Type": "application/json",
      Origin: "https://www.vantreo.com",
    });
    expect(answer.status).toBe(201);
    expect(answer.headers["access-control-allow-origin"]).toBe("https://www.vantreo.com");
    expect(answer.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(answer.body)).toMatchObject({
      success: true,
      message: "Thank you! We will be in touch within one business day.",
    });
  });
});
