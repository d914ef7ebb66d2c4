import { afterEach, describe, expect, it } from "vitest";
import { contactLead, createTestApp, exportSubject, postLead } from "../test-support/test-app";
import { openTestStore, type TestStore } from "../test-support/test-stores";

describe("a full disk (SQLite max_page_count)", () => {
  let testStore: TestStore | undefined;
  afterEach(() => testStore?.dispose());

  it("answers 503 with Retry-After, never 2xx, for every lead it could not store", async () => {
    // Below the schema's own size, the cap clamps to it: no lead can add a page.
    testStore = await openTestStore("sqlite", { maxPageCount: 1 });
    const app = createTestApp(testStore.store);
    const message = `We need help with our data platform. ${"Details. ".repeat(400)}`;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        postLead(app, contactLead(n, { message: message.slice(0, 4000) })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    expect(statuses).toContain(503);
    for (const [n, response] of responses.entries()) {
      const stored = (await exportSubject(app, `visitor.${n}@example.com`)).leads;
      if (response.status === 201) {
        expect(stored).toHaveLength(1);
        continue;
      }
      expect(response.headers.get("Retry-After")).toBe("30");
      expect(await response.json()).toEqual({
        success: false,
        message: "We cannot store your request right now. Please try again shortly.",
      });
      expect(stored).toEqual([]);
    }
  });

  it("keeps answering reads and health checks while full", async () => {
    testStore = await openTestStore("sqlite", { maxPageCount: 1 });
    const app = createTestApp(testStore.store);
    for (let n = 0; n < 4; n += 1)
      await postLead(app, contactLead(n, { message: "x".repeat(4000) }));
    expect((await app.request("/healthz")).status).toBe(200);
    expect((await app.request("/readyz")).status).toBe(200);
  });
});
