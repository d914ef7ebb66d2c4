/** What one POST of a lead ended in. */
export type AttemptOutcome =
  | { kind: "response"; status: number; ok: boolean; retryAfter: string | null; data: unknown }
  | { kind: "timeout" }
  | { kind: "network" };

/** One POST of a lead: where, what, and how long it may take. */
export type AttemptRequest = {
  fetch: typeof globalThis.fetch;
  endpoint: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends the lead once. The timeout covers the whole exchange, body included, and aborts the
 * request through an AbortController (spec section 9: 30,000 ms per attempt). A `fetch` that
 * ignores the signal still loses the race against the timer. Never throws.
 */
export async function sendAttempt(request: AttemptRequest): Promise<AttemptOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AttemptOutcome>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      resolve({ kind: "timeout" });
    }, request.timeoutMs);
  });
  const exchange = (async (): Promise<AttemptOutcome> => {
    try {
      const response = await request.fetch(request.endpoint, {
        method: "POST",
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
      });
      const data = await readJson(response);
      return {
        kind: "response",
        status: response.status,
        ok: response.ok,
        retryAfter: response.headers.get("Retry-After"),
        data,
      };
    } catch {
      return timedOut ? { kind: "timeout" } : { kind: "network" };
    }
  })();
  try {
    return await Promise.race([exchange, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
