import { describe, expect, it } from "vitest";
import {
  contactLead,
  createTestApp,
  exportSubject,
  postLead,
  send,
  type TestApp,
} from "./test-support/test-app";
import { hostileRequests, type Hostile } from "./test-support/hostile-requests";
import { useTestStore } from "./test-support/test-stores";

async function sendHostile(app: TestApp, request: Hostile) {
  return send(app, "/v1/leads", {
    method: "POST",
    headers:
      request.contentType === undefined
        ? { "Content-Type": "application/json" }
        : request.contentType
          ? { "Content-Type": request.contentType }
          : {},
    body: request.body,
  });
}

describe("hostile input", () => {
  const currentStore = useTestStore("sqlite");

  it("answers thousands of bad requests with a clear 4xx, never a 5xx, and stays up", async () => {
    const app = createTestApp(currentStore().store, { env: { LEAD_API_RATE_LIMIT: "1000000" } });
    const requests = [...hostileRequests()];
    expect(requests.length).toBeGreaterThanOrEqual(3000);
    const unexpected: string[] = [];
    for (let start = 0; start < requests.length; start += 100) {
      const batch = requests.slice(start, start + 100);
      const responses = await Promise.all(batch.map((request) => sendHostile(app, request)));
      for (const [index, response] of responses.entries()) {
        const body = (await response.json()) as { success?: unknown; message?: unknown };
        const clear =
          body.success === false && typeof body.message === "string" && body.message.length > 0;
        if (response.status < 400 || response.status >= 500 || !clear) {
          unexpected.push(`${batch[index]?.name}: ${response.status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await send(app, "/healthz", {})).status).toBe(200);
    expect((await postLead(app, contactLead("after"))).status).toBe(201);
  });

  it("stores SQL and HTML in otherwise valid leads as inert text, tags stripped", async () => {
    const app = createTestApp(currentStore().store, { env: { LEAD_API_RATE_LIMIT: "1000000" } });
    const message = "Robert'); DROP TABLE leads; -- <script>alert(1)</script> wants a data audit.";
    expect(
      (await postLead(app, contactLead("bobby", { message, company: "<b>Tables</b> & Co" })))
        .status,
    ).toBe(201);
    const [stored] = (await exportSubject(app, "visitor.bobby@example.com")).leads;
    expect(stored?.lead.message).toContain("Robert'); DROP TABLE leads; --");
    expect(stored?.lead.message).not.toContain("<script>");
    expect(stored?.lead.company).toBe("Tables & Co");
    expect((await postLead(app, contactLead("still-there"))).status).toBe(201);
  });
});
