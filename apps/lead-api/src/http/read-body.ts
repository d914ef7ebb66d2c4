/** The body of a request, or why it was refused. */
export type BodyResult =
  { ok: true; bytes: Uint8Array; text: string } | { ok: false; reason: "too-large" | "not-utf8" };

const decoder = new TextDecoder("utf-8", { fatal: true });

async function readStream(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, size);
}

/**
 * Reads a request body of at most `limit` bytes and decodes it as strict UTF-8. A declared
 * `Content-Length` over the limit is refused before reading. Within the limit the body is read in
 * one go (Node's parser guarantees it matches the declared length; @hono/node-server then skips
 * building a web stream); a chunked body is streamed and cut off as soon as it passes the limit,
 * so a huge upload costs at most `limit` bytes of memory.
 */
export async function readBody(request: Request, limit: number): Promise<BodyResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return { ok: false, reason: "too-large" };
  let bytes: Uint8Array | null;
  if (declared !== null) bytes = new Uint8Array(await request.arrayBuffer());
  else bytes = request.body ? await readStream(request.body, limit) : new Uint8Array(0);
  if (bytes === null || bytes.byteLength > limit) return { ok: false, reason: "too-large" };
  try {
    return { ok: true, bytes, text: decoder.decode(bytes) };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}
