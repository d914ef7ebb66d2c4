import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { loadConfig } from "./config";

describe("lead API", () => {
  const app = createApp(loadConfig({}));

  it("answers GET /healthz with ok", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers unknown paths with a JSON 404", async () => {
    const res = await app.request("/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe("loadConfig", () => {
  it("defaults to loopback on port 8787", () => {
    expect(loadConfig({})).toMatchObject({ host: "127.0.0.1", port: 8787 });
  });

  it("names the bad variable in its error", () => {
    expect(() => loadConfig({ LEAD_API_PORT: "eighty" })).toThrow(/LEAD_API_PORT/);
  });
});
