import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  isExecutableScriptType,
  pagePolicy,
} from "./security-headers.mjs";
import { STRICT_TRANSPORT_SECURITY } from "@vantreo/leads/transport-security";
import { BASE_HEADERS } from "./site-policy.mjs";
import { trackerCspSources } from "./tracker-csp.mjs";

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts and skips external, empty and data-block ones", () => {
    const html = `<script>window.a=1</script><script src="/x.js"></script><script type="module">import "/y.js";</script><script></script><script type="application/json">{"a":1}</script><script type="application/ld+json">{}</script>`;
    const expected = ["window.a=1", 'import "/y.js";'].map(
      (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
    );
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe("isExecutableScriptType", () => {
  it("runs classic, module and import-map scripts, not data blocks", () => {
    for (const type of [
      undefined,
      "",
      "text/javascript",
      " Text/JavaScript ",
      "module",
      "importmap",
    ])
      expect(isExecutableScriptType(type), String(type)).toBe(true);
    for (const type of ["application/json", "application/ld+json", "text/plain"])
      expect(isExecutableScriptType(type), type).toBe(false);
  });
});

const directive = (csp, name) => csp.split("; ").find((d) => d.split(" ")[0] === name);

describe("contentSecurityPolicy", () => {
  it("never allows unsafe-inline scripts and forbids framing", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"] });
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("allows styles only by hash: <style> elements in style-src, style attributes by 'unsafe-hashes'", () => {
    const csp = contentSecurityPolicy({
      styleHashes: ["'sha256-css'"],
      styleAttributeHashes: ["'sha256-attr'"],
    });
    expect(csp).not.toContain("'unsafe-inline'");
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'sha256-css'");
    expect(directive(csp, "style-src-attr")).toBe("style-src-attr 'unsafe-hashes' 'sha256-attr'");
    expect(directive(contentSecurityPolicy(), "style-src-attr")).toBe("style-src-attr 'none'");
  });

  it("lets the page call the lead API origin", () => {
    expect(contentSecurityPolicy({ connectSrc: ["http://127.0.0.1:8787"] })).toContain(
      "connect-src 'self' http://127.0.0.1:8787",
    );
  });
});

describe("pagePolicy", () => {
  const trackers = trackerCspSources({ gtagId: "GTM-TEST", linkedInPartnerId: "42" });
  const hosts = [...trackers.script, ...trackers.img, ...trackers.connect, ...trackers.frame];
  const entry = { scripts: ["'sha256-s'"], styles: ["'sha256-c'"], styleAttributes: [] };

  it("lists the tracker hosts on a public page only, never on a staff page or an unknown file", () => {
    const publicCsp = pagePolicy({ ...entry, trackers: true }, { trackers });
    for (const host of hosts) expect(publicCsp).toContain(host);
    for (const csp of [
      pagePolicy({ ...entry, trackers: false }, { trackers }),
      pagePolicy(undefined, { trackers }),
    ]) {
      for (const host of hosts) expect(csp).not.toContain(host);
      expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
    }
    expect(pagePolicy({ ...entry, trackers: false }, { trackers })).toContain(
      "script-src 'self' 'sha256-s'; style-src 'self' 'sha256-c'; style-src-attr 'none'",
    );
  });
});

describe("BASE_HEADERS", () => {
  it("sets HSTS for two years, the lead API's very policy, and nosniff", () => {
    expect(BASE_HEADERS["Strict-Transport-Security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(BASE_HEADERS["Strict-Transport-Security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect(BASE_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
  });
});
