import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.mjs";
import { BASE_HEADERS } from "./site-policy.mjs";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external and empty ones", () => {
    const html = `<script>window.a=1</script><script src="/x.js"></script><script type="module">import "/y.js";</script><script></script>`;
    const expected = ["window.a=1", 'import "/y.js";'].map(
      (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
    );
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe("contentSecurityPolicy", () => {
  it("never allows unsafe-inline scripts and forbids framing", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"] });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets the page call the lead API origin", () => {
    expect(contentSecurityPolicy({ connectSrc: ["http://127.0.0.1:8787"] })).toContain(
      "connect-src 'self' http://127.0.0.1:8787",
    );
  });
});

describe("BASE_HEADERS", () => {
  it("sets HSTS for two years and nosniff", () => {
    expect(BASE_HEADERS["Strict-Transport-Security"]).toMatch(/max-age=63072000/);
    expect(BASE_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
  });
});
