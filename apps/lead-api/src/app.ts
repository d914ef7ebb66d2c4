import { Hono } from "hono";
import type { Config } from "./config";

/** Builds the lead API as a fetch handler; the listener (Node server or serverless) is the caller's. */
export function createApp(_config: Config) {
  const app = new Hono();
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.notFound((c) => c.json({ success: false, message: "Not found" }, 404));
  return app;
}
