import type { IncomingMessage } from "node:http";

/**
 * How much of a refused body is still read and thrown away, and for how long, before the
 * connection is cut; past these bounds the client is abusive and the socket is destroyed.
 */
export const DISCARD_LIMITS = { bytes: 16 * 1_048_576, ms: 10_000 } as const;

/**
 * Lets the client of a refused request read the answer (a 413 sent before its body arrived in
 * full): once the answer is written the connection closes in stages, as RFC 9112 section 9.6
 * asks. Node's HTTP server ends a `Connection: close` answer with `socket.destroySoon()`, which
 * destroys the socket as soon as the answer is written; with the rest of the body unread, the
 * kernel then sends a TCP reset that can destroy the answer before the client reads it (the
 * client sees EPIPE or ECONNRESET). Here the socket only half-closes (FIN after the answer) and
 * keeps reading and dropping the body until the client closes its side, or until
 * {@link DISCARD_LIMITS} pass.
 */
export function closeInStages(incoming: IncomingMessage): void {
  const socket = incoming.socket;
  let discarded = 0;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, DISCARD_LIMITS.ms).unref();
  socket.once("close", () => clearTimeout(timer));
  incoming.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMITS.bytes) cut();
  });
  incoming.resume();
  // The HTTP server listens with allowHalfOpen, so the socket reads on after its own FIN.
  socket.destroySoon = () => void socket.end();
}
