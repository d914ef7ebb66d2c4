/** The request header that carries the signature of a lead. */
export const LEAD_SIGNATURE_HEADER = "X-Lead-Signature";

const encoder = new TextEncoder();

async function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    [usage],
  );
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function fromHex(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(text)) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(text.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/**
 * The `X-Lead-Signature` value of a request (spec section 7, optional and off by default): the
 * lower-case hex HMAC-SHA256, under `secret`, of the lead's `timestamp`, a dot and the exact
 * request body. Web Crypto only, so it runs in browsers (secure contexts) and Node 20.
 */
export async function signLeadBody(
  secret: string,
  timestamp: string,
  body: string,
): Promise<string> {
  const key = await hmacKey(secret, "sign");
  return toHex(
    await globalThis.crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${body}`)),
  );
}

/**
 * Whether `signature` is the {@link signLeadBody} value of `timestamp` and `body` under `secret`.
 * The comparison is Web Crypto's own, in constant time. Never throws on a malformed signature.
 */
export async function verifyLeadSignature(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
): Promise<boolean> {
  const bytes = fromHex(signature.trim());
  if (!bytes) return false;
  const key = await hmacKey(secret, "verify");
  return globalThis.crypto.subtle.verify(
    "HMAC",
    key,
    bytes,
    encoder.encode(`${timestamp}.${body}`),
  );
}
