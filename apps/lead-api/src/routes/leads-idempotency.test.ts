import { beforeEach, describe, expect, it } from "vitest";
import {
  contactLead,
  createTestApp,
  exportSubject,
  postLead,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

const KEY = "6f1c2b9e-3d4a-4c1b-9e2f-8a7b6c5d4e3f";

describe.each(STORE_KINDS)("Idempotency-Key on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp(currentStore().store);
  });

  it("replays the first answer to a retry and stores nothing new", async () => {
    const first = await postLead(app, contactLead(1), { headers: { "Idempotency-Key": KEY } });
    const firstBody = await first.json();
    const retry = await postLead(app, contactLead(1), { headers: { "Idempotency-Key": KEY } });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(firstBody);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await exportSubject(app, "visitor.1@example.com")).leads).toHaveLength(1);
  });

  it("answers 422 when the key comes back with a different body", async () => {
    await postLead(app, contactLead(1), { headers: { "Idempotency-Key": KEY } });
    const reused = await postLead(app, contactLead(2), { headers: { "Idempotency-Key": KEY } });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({
      success: false,
      message: "This Idempotency-Key was already used with a different request body",
    });
    expect((await exportSubject(app, "visitor.2@example.com")).leads).toEqual([]);
  });

  it("answers 409 to a duplicate that arrives while the first is still being processed", async () => {
    // The first request is held inside its write until the duplicate has been answered.
    const store = currentStore().store;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let writing = false;
    const slow = createTestApp({
      ...store,
      saveSubmission: async (...args) => {
        writing = true;
        await gate;
        return store.saveSubmission(...args);
      },
    });
    const first = postLead(slow, contactLead(1), { headers: { "Idempotency-Key": KEY } });
    await expect.poll(() => writing).toBe(true);
    const duplicate = await postLead(slow, contactLead(1), { headers: { "Idempotency-Key": KEY } });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      success: false,
      message: "A request with this Idempotency-Key is still being processed",
    });
    release();
    expect((await first).status).toBe(201);
    expect((await exportSubject(app, "visitor.1@example.com")).leads).toHaveLength(1);
  });

  it("keeps the first lead when two instances race with the same key", async () => {
    // Two apps on one store: the in-process guard cannot see the other instance, the store can.
    const other = createTestApp(currentStore().store);
    const [a, b] = await Promise.all([
      postLead(app, contactLead(1), { headers: { "Idempotency-Key": KEY } }),
      postLead(other, contactLead(1), { headers: { "Idempotency-Key": KEY } }),
    ]);
    const bodies = [await a.json(), await b.json()] as { leadId?: string }[];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(bodies[0]?.leadId).toBe(bodies[1]?.leadId);
    expect((await exportSubject(app, "visitor.1@example.com")).leads).toHaveLength(1);
  });

  it("does not remember a rejected request, so the corrected retry is accepted", async () => {
    const invalid = await postLead(app, contactLead(1, { email: "broken" }), {
      headers: { "Idempotency-Key": KEY },
    });
    expect(invalid.status).toBe(400);
    const fixed = await postLead(app, contactLead(1), { headers: { "Idempotency-Key": KEY } });
    expect(fixed.status).toBe(201);
  });

  it("answers 400 to a key that is too long or not visible ASCII", async () => {
    for (const key of ["x".repeat(256), "clé-é", "two words"]) {
      const response = await postLead(app, contactLead(1), { headers: { "Idempotency-Key": key } });
      expect(response.status, key).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: "Idempotency-Key must be 1 to 255 visible ASCII characters",
      });
    }
  });

  it("stores every lead sent without a key, even identical ones", async () => {
    await postLead(app, contactLead(1));
    await postLead(app, contactLead(1));
    expect((await exportSubject(app, "visitor.1@example.com")).leads).toHaveLength(2);
  });
});
