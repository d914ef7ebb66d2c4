import { createServer, type IncomingHttpHeaders } from "node:http";

/** A request the receiver got (`path`: with its query string). */
export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; path: string };

/** A local CRM stand-in; see {@link startWebhookReceiver}. */
export type WebhookReceiver = { url: string; received: ReceivedWebhook[]; close(): Promise<void> };

/**
 * A local HTTP server standing in for the CRM: records every request and answers with the next
 * scripted status (the last one repeats).
 */
export function startWebhookReceiver(statuses: number[] = [200]): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let index = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body, path: request.url ?? "" });
      const status = statuses[Math.min(index, statuses.length - 1)] ?? 200;
      index += 1;
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ received: status < 300 }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}/crm/leads`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
