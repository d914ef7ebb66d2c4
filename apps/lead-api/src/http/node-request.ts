import { IncomingMessage } from "node:http";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";

/**
 * The Node request behind a Hono context, when the app runs on @hono/node-server (HTTP/1);
 * undefined in-process and on other runtimes. Reading headers and the body straight from it skips
 * building a web `Request`, which costs more than the rest of the request path.
 */
export function nodeRequest(c: Context<AppEnv>): IncomingMessage | undefined {
  const incoming: unknown = c.env?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
}

/** A request header by its lower-case name, from the Node request when there is one. */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = nodeRequest(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
