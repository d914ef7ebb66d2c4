import { beforeEach, describe, expect, it } from "vitest";
import { errorCode, SITE } from "../test-support/dataroom-kit";
import { send } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { deskCall, deskFixture, submitLead, type DeskFixture } from "./desk-test-kit";

describe.each(STORE_KINDS)("lead desk access on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  let leadId: string;
  let requestId: string;
  beforeEach(async () => {
    f = await deskFixture(currentStore().store, {
      sales: ["sales"],
      marketing: ["marketing"],
      privacy: ["privacy"],
      ir: ["investor-relations"],
      owner: ["owner"],
    });
    leadId = await submitLead(f, "access");
    await submitLead(f, "rights", { leadType: "data-rights" });
    requestId = (await f.store.desk.listDataRequests(undefined, 1, 0))[0]?.id ?? "";
  });

  const leadCalls = () =>
    [
      ["GET", "/leads"],
      ["GET", "/leads/export?format=json"],
      ["GET", "/reports/leads"],
      ["GET", `/leads/${leadId}`],
      ["PATCH", `/leads/${leadId}`, { version: 1, status: "contacted" }],
      ["POST", `/leads/${leadId}/notes`, { text: "Called back." }],
    ] as const;
  const privacyCalls = () =>
    [
      ["GET", "/privacy/requests"],
      ["POST", `/privacy/requests/${requestId}/export`],
      ["POST", `/privacy/requests/${requestId}/done`],
    ] as const;

  it("answers 401 without a session", async () => {
    for (const [method, path, body] of [...leadCalls(), ...privacyCalls()]) {
      const response = await deskCall(f.app, undefined, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await errorCode(response)).toBe("no_session");
    }
  });

  it("keeps privacy and investor relations out of the leads", async () => {
    for (const who of ["privacy", "ir"]) {
      for (const [method, path, body] of leadCalls()) {
        const response = await deskCall(f.app, f.staff[who], method, path, body);
        expect(response.status, `${who} ${method} ${path}`).toBe(403);
        expect(await errorCode(response)).toBe("forbidden");
      }
    }
  });

  it("keeps sales, marketing and investor relations out of the privacy queue", async () => {
    for (const who of ["sales", "marketing", "ir"]) {
      for (const [method, path] of privacyCalls()) {
        const response = await deskCall(f.app, f.staff[who], method, path);
        expect(response.status, `${who} ${method} ${path}`).toBe(403);
      }
    }
  });

  it("lets sales and marketing work leads, privacy the queue, and an owner both", async () => {
    for (const who of ["sales", "marketing", "owner"])
      expect((await deskCall(f.app, f.staff[who], "GET", "/leads")).status).toBe(200);
    for (const who of ["privacy", "owner"])
      expect((await deskCall(f.app, f.staff[who], "GET", "/privacy/requests")).status).toBe(200);
  });

  it("refuses a change without the CSRF token or from another origin, and changes nothing", async () => {
    const sales = f.staff.sales!;
    const body = JSON.stringify({ version: 1, status: "contacted" });
    const attempts: Record<string, string>[] = [
      { Cookie: sales.cookie, Origin: SITE },
      { Cookie: sales.cookie, "X-CSRF-Token": sales.csrf },
      { Cookie: sales.cookie, "X-CSRF-Token": sales.csrf, Origin: "https://evil.example" },
      { Cookie: sales.cookie, "X-CSRF-Token": "forged", Origin: SITE },
    ];
    for (const headers of attempts) {
      const response = await send(f.app, `/v1/desk/leads/${leadId}`, {
        method: "PATCH",
        headers: { ...headers, "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(403);
    }
    const privacy = f.staff.privacy!;
    const erase = await send(f.app, `/v1/desk/privacy/requests/${requestId}/erase`, {
      method: "POST",
      headers: { Cookie: privacy.cookie, Origin: SITE },
    });
    expect(erase.status).toBe(403);
    expect(await errorCode(erase)).toBe("csrf");
    expect((await f.store.desk.findLead(leadId))?.status).toBe("new");
    expect(await f.store.desk.findDataRequest(requestId ?? "")).not.toBeNull();
  });

  it("refuses every unsafe desk route of the app's route table without the CSRF token", async () => {
    // Each route appears once per handler (the role guard, then the route): one entry each.
    const unsafe = [
      ...new Set(
        f.app.routes
          .filter((route) => route.method !== "ALL" && route.method !== "GET")
          .filter((route) => route.path.startsWith("/v1/desk/"))
          .map((route) => `${route.method} ${route.path}`),
      ),
    ];
    expect(unsafe.sort()).toEqual([
      "DELETE /v1/desk/leads/:id",
      "DELETE /v1/desk/views/:id",
      "PATCH /v1/desk/leads/:id",
      "PATCH /v1/desk/views/:id",
      "POST /v1/desk/leads/:id/merge",
      "POST /v1/desk/leads/:id/notes",
      "POST /v1/desk/leads/:id/release",
      "POST /v1/desk/leads/:id/replies",
      "POST /v1/desk/privacy/requests/:id/done",
      "POST /v1/desk/privacy/requests/:id/erase",
      "POST /v1/desk/privacy/requests/:id/export",
      "POST /v1/desk/privacy/requests/:id/override",
      "POST /v1/desk/views",
      "PUT /v1/desk/alerts",
      "PUT /v1/desk/reply-templates/:id/:locale",
      "PUT /v1/desk/routing",
    ]);
    const owner = f.staff.owner!;
    for (const entry of unsafe) {
      const [method, pattern] = entry.split(" ") as [string, string];
      const path = pattern.replace(":id", pattern.includes("/privacy/") ? requestId : leadId);
      const response = await send(f.app, path, {
        method,
        headers: { Cookie: owner.cookie, Origin: SITE, "Content-Type": "application/json" },
        body: JSON.stringify({ version: 1, status: "contacted", text: "Probe." }),
      });
      expect(response.status, entry).toBe(403);
      expect(await errorCode(response)).toBe("csrf");
    }
    expect(await f.store.desk.history(leadId)).toEqual([]);
    expect(await f.store.replies.listReplies(leadId)).toEqual([]);
    expect(await f.store.desk.findDataRequest(requestId)).toMatchObject({ status: "open" });
  });

  it("sends no-store and noindex headers", async () => {
    const response = await deskCall(f.app, f.staff.sales, "GET", "/leads");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
  });
});
