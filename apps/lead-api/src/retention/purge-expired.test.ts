import { describe, expect, it } from "vitest";
import {
  ADMIN_TOKEN,
  contactLead,
  createTestApp,
  exportSubject,
  postJson,
  postLead,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

const DAY = 86_400_000;
const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };

describe.each(STORE_KINDS)("retention purge on %s", (kind) => {
  const currentStore = useTestStore(kind);

  it("deletes an inquiry and a request past their 24 months with every row about them, keeps younger ones", async () => {
    let clock = Date.parse("2025-01-01T00:00:00.000Z");
    const app = createTestApp(currentStore().store, { now: () => clock });
    await postLead(app, contactLead("old"), { headers: { "Idempotency-Key": "old-key" } });
    await postLead(app, contactLead("old", { leadType: "data-rights" }));
    await postJson(app, "/v1/consents", {
      choice: "accepted",
      categories: { functional: true, analytics: true, marketing: true, personalization: true },
      timestamp: "2025-01-01T00:00:00.000Z",
      revision: 1,
      locale: "en",
      page: "/",
    });
    clock += 10 * DAY;
    await postLead(app, contactLead("young"));
    // 24 months and 1 ms after the first records, 10 days less after the young lead.
    clock = Date.parse("2027-01-01T00:00:00.000Z") + 1;
    const response = await postJson(app, "/admin/v1/retention/purge", {}, auth);
    expect(await response.json()).toEqual({
      success: true,
      purged: expect.objectContaining({
        leads: 1,
        dataRequests: 1,
        crmDeliveries: 1,
        // The old lead's notification and acknowledgement, the request's notification and receipt.
        mailDeliveries: 4,
        idempotencyKeys: 1,
        // Consent records are kept 3 years.
        consents: 0,
      }) as unknown,
    });
    expect(await exportSubject(app, "visitor.old@example.com")).toMatchObject({
      leads: [],
      dataRequests: [],
    });
    expect((await exportSubject(app, "visitor.young@example.com")).leads).toHaveLength(1);
  });

  it("forgets idempotency keys after a day but keeps their leads", async () => {
    let clock = Date.parse("2025-03-01T00:00:00.000Z");
    const app = createTestApp(currentStore().store, { now: () => clock });
    const first = await postLead(app, contactLead(1), {
      headers: { "Idempotency-Key": "day-key" },
    });
    expect(first.status).toBe(201);
    clock += DAY + 1;
    const response = await postJson(app, "/admin/v1/retention/purge", {}, auth);
    expect(((await response.json()) as { purged: Record<string, number> }).purged).toMatchObject({
      leads: 0,
      idempotencyKeys: 1,
    });
    // The key is free again: the same request is stored as a new lead.
    await postLead(app, contactLead(1), { headers: { "Idempotency-Key": "day-key" } });
    expect((await exportSubject(app, "visitor.1@example.com")).leads).toHaveLength(2);
  });
});
