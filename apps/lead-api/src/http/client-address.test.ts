import { describe, expect, it } from "vitest";
import { createTestApp, postLead, contactLead, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

function warnings(lines: string[]) {
  return lines
    .map((line) => JSON.parse(line) as { level: string; msg: string })
    .filter((record) => record.level === "warn");
}

describe.each(STORE_KINDS)("the client address on %s", (kind) => {
  const currentStore = useTestStore(kind);
  const appWith = (env: Record<string, string>, lines: string[] = []): TestApp =>
    createTestApp(currentStore().store, { env: { LEAD_API_RATE_LIMIT: "2", ...env }, lines });

  it("warns once, naming no address, when X-Forwarded-For comes from an untrusted peer", async () => {
    const lines: string[] = [];
    const app = appWith({}, lines);
    for (let n = 0; n < 3; n += 1)
      await postLead(app, contactLead(`w${n}`), {
        ip: "127.0.0.1",
        headers: { "X-Forwarded-For": `198.51.100.${n}` },
      });
    const warned = warnings(lines);
    expect(warned).toHaveLength(1);
    expect(warned[0]?.msg).toBe("X-Forwarded-For from an untrusted peer ignored");
    expect(lines.join("\n")).toContain("LEAD_API_TRUSTED_PROXIES");
    expect(lines.join("\n")).not.toMatch(/198\.51\.100\.|127\.0\.0\.1/);
  });

  it("does not warn for a trusted peer, nor for a request without the header", async () => {
    const lines: string[] = [];
    const app = appWith({ LEAD_API_TRUSTED_PROXIES: "127.0.0.1" }, lines);
    await postLead(app, contactLead("t1"), {
      ip: "127.0.0.1",
      headers: { "X-Forwarded-For": "198.51.100.40" },
    });
    await postLead(appWith({}, lines), contactLead("t2"), { ip: "198.51.100.41" });
    expect(warnings(lines)).toEqual([]);
  });

  it("behind a trusted loopback hop that appends, limits each visitor apart", async () => {
    const app = appWith({ LEAD_API_TRUSTED_PROXIES: "127.0.0.1,::1" });
    const from = (visitor: string, n: number) =>
      postLead(app, contactLead(`v${visitor}${n}`), {
        ip: "127.0.0.1",
        // The visitor forges a left-most entry; the site server appends the real peer.
        headers: { "X-Forwarded-For": `203.0.113.${n}, 192.0.2.${visitor}` },
      });
    expect((await from("61", 1)).status).toBe(201);
    expect((await from("61", 2)).status).toBe(201);
    expect((await from("61", 3)).status).toBe(429);
    expect((await from("62", 4)).status).toBe(201);
  });
});
