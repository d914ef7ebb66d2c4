import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../test-support/spawn-server";
import { contactLead } from "../test-support/test-app";

const THREE_MB = 3 * 1_048_576;

type Answer = { status: number; connection: string | undefined; body: string };

/** The body: a contact lead whose message alone is 3 MB. */
const BIG_BODY = Buffer.from(
  JSON.stringify(contactLead("big", { message: "x".repeat(THREE_MB) })),
  "utf8",
);

/**
 * POSTs the 3 MB body with Node's HTTP client, declared or chunked, on a fresh or a kept-alive
 * connection: in one write, or streamed in 64 KB pieces a few milliseconds apart, as an upload
 * over a real network arrives (the answer then comes before the body is sent; the client stops
 * sending when it has read it). Resolves 100 ms after the answer was read whole; rejects on any
 * error before that (EPIPE, ECONNRESET).
 */
function postBig(
  port: number,
  path: string,
  options: { declared: boolean; streamed: boolean; agent?: Agent },
): Promise<Answer> {
  const framing = options.declared
    ? { "Content-Length": String(BIG_BODY.length) }
    : { "Transfer-Encoding": "chunked" };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: options.agent,
        headers: { "Content-Type": "application/json", ...framing },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const { statusCode = 0, headers } = response;
          const answer = { status: statusCode, connection: headers.connection, body: text };
          setTimeout(() => resolve(answer), 100);
        });
      },
    );
    outgoing.on("error", reject);
    if (!options.streamed) {
      outgoing.end(BIG_BODY);
      return;
    }
    const pieces = Array.from({ length: Math.ceil(BIG_BODY.length / 65_536) }, (_, index) =>
      BIG_BODY.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const next = () => {
      const piece = pieces.shift();
      if (outgoing.writableEnded || outgoing.socket?.writable === false) return;
      if (!piece) outgoing.end();
      else outgoing.write(piece, () => setTimeout(next, 5));
    };
    next();
  });
}

/**
 * Sends the 3 MB body over a plain TCP connection in 64 KB pieces a few milliseconds apart, as
 * clients do that read the answer only after sending the request whole (a FIN from the server
 * does not stop them); then half-closes.
 * Resolves with everything the server sent; rejects when the connection fails (EPIPE,
 * ECONNRESET), as it does when the server closes with the body unread.
 */
function sendWholeThenRead(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    let failure: Error | undefined;
    socket.on("error", (error) => (failure = error));
    socket.on("close", () => (failure ? reject(failure) : resolve(received)));
    const head = [
      `POST ${path} HTTP/1.1`,
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      `Content-Length: ${BIG_BODY.length}`,
    ];
    let offset = 0;
    const next = () => {
      if (offset >= BIG_BODY.length) return void socket.end();
      const piece = BIG_BODY.subarray(offset, offset + 65_536);
      offset += piece.length;
      socket.write(piece, (error) => (error ? undefined : setTimeout(next, 2)));
    };
    socket.write(`${head.join("\r\n")}\r\n\r\n`, () => next());
  });
}

// The built server in its own process, as deployed: only a real connection between two processes
// shows a reset that destroys the answer before the client reads it.
describe("a body over the limit, sent to the built server", () => {
  let dataDir: string;
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "lead-api-oversized-"));
    server = await startServer({ LEAD_API_DATA_DIR: dataDir, LEAD_API_RATE_LIMIT: "1000000" });
    port = server.port;
  });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("reaches Node's HTTP client as a 413 with the JSON error and Connection: close, every time", async () => {
    const keepAlive = new Agent({ keepAlive: true });
    const ways = [
      { declared: true, streamed: true },
      { declared: false, streamed: true },
      { declared: true, streamed: false },
      { declared: false, streamed: false },
      { declared: true, streamed: false, agent: keepAlive },
    ];
    for (let round = 0; round < 4; round += 1) {
      for (const way of ways) {
        const answer = await postBig(port, "/v1/leads", way);
        expect(answer).toEqual({
          status: 413,
          connection: "close",
          body: JSON.stringify({ success: false, message: "Request body is too large" }),
        });
      }
    }
    keepAlive.destroy();
  });

  it("reaches a client that sends the whole body before reading, over a connection closed cleanly", async () => {
    for (let round = 0; round < 3; round += 1) {
      const received = await sendWholeThenRead(port, "/v1/leads");
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received).toMatch(/\r\nConnection: close\r\n/i);
      expect(received).toContain('"message":"Request body is too large"');
    }
  });

  it("reaches fetch as a 413", async () => {
    for (let round = 0; round < 5; round += 1) {
      const answer = await fetch(`http://127.0.0.1:${port}/v1/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "x".repeat(THREE_MB),
      });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({
        success: false,
        message: "Request body is too large",
      });
    }
  });

  it("reaches the data room's client as its 413 error too", async () => {
    for (let round = 0; round < 5; round += 1) {
      const answer = await postBig(port, "/v1/dataroom/requests", {
        declared: true,
        streamed: round % 2 === 0,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "payload_too_large" } });
    }
  });

  it("keeps serving afterwards", async () => {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
