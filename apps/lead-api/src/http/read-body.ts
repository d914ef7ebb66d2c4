import type { IncomingMessage } from "node:http";
import { closeInStages } from "./close-in-stages";

/** The body of a request, or why it was refused. */
export type BodyResult =
  | { ok: true; bytes: Uint8Array; text: string }
  | { ok: false; reason: "too-large" | "not-utf8" | "aborted" };

const decoder = new TextDecoder("utf-8", { fatal: true });

function decode(bytes: Uint8Array): BodyResult {
  try {
    return { ok: true, bytes, text: decoder.decode(bytes) };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}

function declaredTooLarge(value: string | null | undefined, limit: number): boolean {
  return value !== null && value !== undefined && Number(value) > limit;
}

async function readWebBody(request: Request, limit: number): Promise<BodyResult> {
  if (declaredTooLarge(request.headers.get("content-length"), limit))
    return { ok: false, reason: "too-large" };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  }
  return decode(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, size));
}

function readNodeBody(incoming: IncomingMessage, limit: number): Promise<BodyResult> {
  if (declaredTooLarge(incoming.headers["content-length"], limit)) {
    closeInStages(incoming);
    return Promise.resolve({ ok: false, reason: "too-large" });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onAbort);
      incoming.off("aborted", onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        finish({ ok: false, reason: "too-large" });
        closeInStages(incoming);
      }
    };
    const onEnd = () =>
      finish(decode(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, size)));
    const onAbort = () => finish({ ok: false, reason: "aborted" });
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onAbort);
    incoming.on("aborted", onAbort);
  });
}

/**
 * Reads a request body of at most `limit` bytes and decodes it as strict UTF-8: from the Node
 * request when there is one, else from the web `Request`. A declared `Content-Length` over the
 * limit is refused before reading; a streamed body is cut off as soon as it passes the limit, so a
 * huge upload costs at most `limit` bytes of memory. From the Node request the rest of a refused
 * body is then dropped while the answer goes out (`closeInStages`), so the client receives the
 * 413 (`readJson` sends it with `Connection: close`).
 */
export function readBody(
  request: Request,
  incoming: IncomingMessage | undefined,
  limit: number,
): Promise<BodyResult> {
  return incoming ? readNodeBody(incoming, limit) : readWebBody(request, limit);
}
