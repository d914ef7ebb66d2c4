import { beforeEach, describe, expect, it } from "vitest";
import { contactLead, createTestApp, postLead, send, type TestApp } from "../test-support/test-app";
import { useTestStore } from "../test-support/test-stores";

/** A header's list (RFC 9110 section 5.6.1: commas with optional whitespace). */
const list = (value: string | null) => value?.split(",").map((item) => item.trim());

describe("CORS and security headers", () => {
  const currentStore = useTestStore("sqlite");
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp(currentStore().store, { env: { LEAD_API_RATE_LIMIT: "1" } });
  });

  it("lets a configured site origin read the answer", async () => {
    const response = await postLead(app, contactLead(1), {
      headers: { Origin: "https://de.vantreo.com" },
      ip: "192.0.2.1",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("https://de.vantreo.com");
    expect(response.headers.get("Vary")).toBe("Origin");
  });

  it("refuses a POST from any other origin with 403 and no CORS headers", async () => {
    const response = await postLead(app, contactLead(1), {
      headers: { Origin: "https://evil.example" },
      ip: "192.0.2.2",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: "Origin not allowed" });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("answers the preflight of a site origin with the allowed method and headers", async () => {
    const response = await send(app, "/v1/leads", {
      method: "OPTIONS",
      headers: {
        Origin: "https://www.vantreo.com",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, idempotency-key",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("https://www.vantreo.com");
    expect(list(response.headers.get("Access-Control-Allow-Methods"))).toEqual(["POST", "OPTIONS"]);
    expect(list(response.headers.get("Access-Control-Allow-Headers"))).toEqual([
      "Content-Type",
      "Idempotency-Key",
      "X-Lead-Signature",
    ]);
    expect(response.headers.get("Access-Control-Max-Age")).toBe("600");
    expect(list(response.headers.get("Vary"))).toContain("Origin");
    // The middleware's own answer carries the headers of every answer too.
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses the preflight of another origin", async () => {
    const response = await send(app, "/v1/leads", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Access-Control-Allow-Methods")).toBeNull();
  });

  it("exposes Retry-After on a 429 so the site's client can honour it", async () => {
    const options = { headers: { Origin: "https://www.vantreo.com" }, ip: "192.0.2.3" };
    await postLead(app, contactLead(1), options);
    const refused = await postLead(app, contactLead(2), options);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("https://www.vantreo.com");
    expect(refused.headers.get("Access-Control-Expose-Headers")).toContain("Retry-After");
  });

  it("sends the security headers on every answer, errors included", async () => {
    for (const response of [
      await send(app, "/healthz", {}),
      await send(app, "/nope", {}),
      await postLead(app, "{", { ip: "192.0.2.4" }),
      await send(app, "/v1/leads", {
        method: "OPTIONS",
        headers: { Origin: "https://www.vantreo.com", "Access-Control-Request-Method": "POST" },
      }),
    ]) {
      expect(response.headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
      // The pages' policy (apps/site/server/site-policy.mjs sends the same constant).
      expect(response.headers.get("Strict-Transport-Security")).toBe(
        "max-age=63072000; includeSubDomains; preload",
      );
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-site");
      expect(response.headers.get("X-Permitted-Cross-Domain-Policies")).toBe("none");
      // hono/secure-headers' page-only extras stay off for a JSON API.
      expect(response.headers.get("X-XSS-Protection")).toBeNull();
      expect(response.headers.get("Origin-Agent-Cluster")).toBeNull();
    }
  });
});
