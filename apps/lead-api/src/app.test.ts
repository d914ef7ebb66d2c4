import { describe, expect, it } from "vitest";
import { StorageError } from "./store/storage-error";
import type { LeadStore } from "./store/lead-store";
import { contactLead, createTestApp, postLead, send } from "./test-support/test-app";
import { STORE_KINDS, useTestStore } from "./test-support/test-stores";

describe.each(STORE_KINDS)("health checks on %s", (kind) => {
  const currentStore = useTestStore(kind);

  it("answers GET /healthz with ok", async () => {
    const response = await send(createTestApp(currentStore().store), "/healthz", {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers GET /readyz with ready and the store in use", async () => {
    const response = await send(createTestApp(currentStore().store), "/readyz", {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", store: kind });
  });

  it("answers GET /readyz with 503 while draining, asking to close the connection", async () => {
    const app = createTestApp(currentStore().store, { lifecycle: { draining: true } });
    const response = await send(app, "/readyz", {});
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(response.headers.get("Connection")).toBe("close");
  });
});

describe("failures", () => {
  const currentStore = useTestStore("sqlite");
  const failing = (error: Error): LeadStore => ({
    ...currentStore().store,
    saveSubmission: () => Promise.reject(error),
    ping: () => Promise.reject(error),
  });

  it("answers 503 with Retry-After when the store is unavailable", async () => {
    const app = createTestApp(failing(new StorageError("unavailable")));
    const response = await postLead(app, contactLead(1));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect((await send(app, "/readyz", {})).status).toBe(503);
  });

  it("answers an unexpected error with a bare 500 that leaks nothing, and logs it", async () => {
    const lines: string[] = [];
    const app = createTestApp(
      failing(new Error("relation leads_secret does not exist at /srv/db.ts:42")),
      { lines },
    );
    const response = await postLead(app, contactLead(1));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: "Internal server error" });
    expect(text).not.toContain("leads_secret");
    expect(
      lines.some((line) => line.includes("leads_secret") && line.includes('"level":"error"')),
    ).toBe(true);
  });

  it("answers unknown paths and methods with a JSON 404", async () => {
    const app = createTestApp(currentStore().store);
    for (const [path, method] of [
      ["/nope", "GET"],
      ["/v1/leads", "GET"],
      ["/v1/leads", "DELETE"],
    ] as const) {
      const response = await send(app, path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: "Not found" });
    }
  });
});

describe("logs", () => {
  const currentStore = useTestStore("sqlite");

  it("write one JSON record per request, with the e-mail masked and no name, phone or message", async () => {
    const lines: string[] = [];
    const app = createTestApp(currentStore().store, { lines });
    await postLead(
      app,
      contactLead("logged", { firstName: "Hedwig", lastName: "Kiesler", phone: "+1 404 555 0199" }),
    );
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = records.find((record) => record.msg === "request");
    expect(request).toMatchObject({
      level: "info",
      method: "POST",
      path: "/v1/leads",
      status: 201,
      email: "v***@example.com",
      kind: "lead",
      leadType: "contact",
    });
    const all = lines.join("\n");
    for (const secret of [
      "visitor.logged@example.com",
      "Hedwig",
      "Kiesler",
      "4045550199",
      "data platform assessment",
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
