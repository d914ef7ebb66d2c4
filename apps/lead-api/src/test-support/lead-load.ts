import { Agent, request } from "node:http";

/** What the load saw: every lead acknowledged with 2xx, and how many requests failed otherwise. */
export type LoadResult = { acknowledged: Map<string, string>; failed: number; statuses: number[] };

/** POSTs one lead; resolves with the status and body, or null when the connection broke. */
export function postOnce(
  port: number,
  agent: Agent,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path: "/v1/leads",
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", () => resolve(null));
      },
    );
    outgoing.on("error", () => resolve(null));
    outgoing.end(body);
  });
}

/**
 * Sends distinct leads (`fault.<n>@example.com`) from `connections` concurrent loops until
 * `stop()` returns true, remembering the lead id of every 2xx by e-mail.
 */
export async function runLeadLoad(
  port: number,
  connections: number,
  stop: (sent: number) => boolean,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const result: LoadResult = { acknowledged: new Map(), failed: 0, statuses: [] };
  let sent = 0;
  const loop = async () => {
    while (!stop(sent)) {
      const n = sent++;
      const email = `fault.${n}@example.com`;
      const body = JSON.stringify({
        firstName: "Fault",
        lastName: `Tester ${n}`,
        email,
        message: `Crash test lead number ${n}, please ignore.`,
        leadType: "contact",
        source: "contact-page",
        metadata: { marketing_consent: false },
      });
      const answer = await postOnce(port, agent, body, { "Idempotency-Key": `fault-${n}` });
      if (!answer) {
        result.failed += 1;
        // The server is gone: stop this loop rather than spin on refused connections.
        if (stop(sent) || result.failed > connections) return;
        continue;
      }
      result.statuses.push(answer.status);
      if (answer.status >= 200 && answer.status < 300) {
        result.acknowledged.set(email, (JSON.parse(answer.body) as { leadId: string }).leadId);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return result;
}
