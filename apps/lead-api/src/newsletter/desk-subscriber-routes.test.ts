import { subscriberPageSchema, type SubscriberPage } from "@vantreo/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import {
  deskCall,
  deskFixture,
  deskGet,
  submitLead,
  type DeskFixture,
} from "../desk/desk-test-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { testNewsletterHash } from "./newsletter-test-kit";

describe.each(STORE_KINDS)("the desk's subscriber list on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  beforeEach(async () => {
    f = await deskFixture(currentStore().store, {
      marketing: ["marketing"],
      privacy: ["privacy"],
    });
    const signup = { leadType: "newsletter", source: "footer", message: "" };
    const ids = {
      pending: await submitLead(f, "pending", signup),
      confirmed: await submitLead(f, "confirmed", { ...signup, metadata: { locale: "de" } }),
      gone: await submitLead(f, "gone", signup),
    };
    // The confirmation tokens ride in the mail rows until sent: read them as the relay would.
    const now = f.clock.now();
    const store = f.store;
    const rows = await store.mail.claim(now, 10, now + 60_000);
    for (const id of [ids.confirmed, ids.gone]) {
      const row = rows.find((item) => item.leadId === id);
      const job = await store.mail.start(row!, now + 60_000);
      expect(await store.newsletter.confirm(job!.token!, now, testNewsletterHash)).toBe(
        "confirmed",
      );
    }
    await store.newsletter.unsubscribe(ids.gone, now, testNewsletterHash);
  });

  it("counts pending, confirmed and unsubscribed subscriptions and lists one state", async () => {
    const all = await deskGet<SubscriberPage>(
      f.app,
      f.staff.marketing!,
      "/subscribers",
      subscriberPageSchema,
    );
    expect(all.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });
    expect(all.total).toBe(3);
    expect(all.subscribers.map((row) => row.status).sort()).toEqual([
      "confirmed",
      "pending",
      "unsubscribed",
    ]);
    const confirmed = await deskGet<SubscriberPage>(
      f.app,
      f.staff.marketing!,
      "/subscribers?status=confirmed",
      subscriberPageSchema,
    );
    expect(confirmed.subscribers).toEqual([
      expect.objectContaining({
        email: "visitor.confirmed@example.com",
        locale: "de",
        status: "confirmed",
        unsubscribedAt: null,
      }),
    ]);
  });

  it("exports a state as CSV with a header row", async () => {
    const response = await deskCall(
      f.app,
      f.staff.marketing,
      "GET",
      "/subscribers?status=unsubscribed&format=csv",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="subscribers-unsubscribed-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("leadId,email,locale,status,signedUpAt,confirmedAt,unsubscribedAt");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("visitor.gone@example.com");
  });

  it("keeps staff without the desk out, and refuses an unknown state", async () => {
    const refused = await deskCall(f.app, f.staff.privacy, "GET", "/subscribers");
    expect(refused.status).toBe(403);
    expect((await deskCall(f.app, undefined, "GET", "/subscribers")).status).toBe(401);
    const wrong = await deskCall(f.app, f.staff.marketing, "GET", "/subscribers?status=gone");
    expect(wrong.status).toBe(400);
  });
});
