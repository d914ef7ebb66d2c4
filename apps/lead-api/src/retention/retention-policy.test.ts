import { describe, expect, it } from "vitest";
import { RETENTION_POLICY } from "@vantreo/leads";
import { NEWSLETTER_TOKEN_TTL_MS } from "../mail/newsletter-token";
import { testNewsletterHash } from "../newsletter/newsletter-test-kit";
import { checkoutSession, postStripe, stripeBody } from "../test-support/integration-kit";
import {
  ADMIN_TOKEN,
  contactLead,
  createTestApp,
  exportSubject,
  postJson,
  postLead,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import type { LeadStore } from "../store/lead-store";
import { monthsBefore } from "./retention-policy";

const DAY = 86_400_000;
const T0 = Date.parse("2024-01-31T12:00:00.000Z");
const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };

describe("monthsBefore", () => {
  it("counts calendar months and lands on the month's last day when the day does not exist", () => {
    expect(monthsBefore(Date.parse("2026-03-31T10:00:00Z"), 1)).toBe(
      Date.parse("2026-02-28T10:00:00Z"),
    );
    expect(monthsBefore(Date.parse("2026-11-29T00:00:00Z"), 24)).toBe(
      Date.parse("2024-11-29T00:00:00Z"),
    );
    expect(monthsBefore(Date.parse("2028-02-29T00:00:00Z"), 12)).toBe(
      Date.parse("2027-02-28T00:00:00Z"),
    );
  });
});

describe.each(STORE_KINDS)("retention by what the data is, on %s", (kind) => {
  const current = useTestStore(kind);

  function setUp(env: Record<string, string> = {}) {
    let clock = T0;
    const app = createTestApp(current().store, { env, now: () => clock });
    return {
      app,
      store: current().store,
      now: () => clock,
      at: (time: number) => {
        clock = time;
      },
    };
  }

  const purge = async (app: TestApp) => {
    const response = await postJson(app, "/admin/v1/retention/purge", {}, auth);
    expect(response.status).toBe(200);
    return ((await response.json()) as { purged: Record<string, number> }).purged;
  };
  const leadsOf = async (app: TestApp, email: string) =>
    (await exportSubject(app, email)).leads as { id: string }[];

  /** Moves a lead on the desk, as staff would (status change, audited). */
  async function move(store: LeadStore, id: string, status: "contacted" | "won", at: number) {
    const lead = await store.desk.findLead(id);
    const moved = await store.desk.changeLead(
      id,
      lead?.version ?? 0,
      { status },
      {
        leadId: id,
        actorId: "staff-1",
        actorEmail: "desk.sales@vantreo.com",
        event: "lead.changed",
        details: { status },
        at,
      },
    );
    expect(moved).toBe(true);
  }

  it("keeps an inquiry 24 months after the last contact, which a desk change restarts", async () => {
    const { app, store, at } = setUp();
    await postLead(app, contactLead("quiet"));
    await postLead(app, contactLead("worked"), { headers: { "Idempotency-Key": "worked-key" } });
    const [worked] = await leadsOf(app, "visitor.worked@example.com");
    // Contacted a year later: the clock starts again from there.
    const contactedAt = T0 + 365 * DAY;
    await move(store, worked!.id, "contacted", contactedAt);

    at(monthsBefore(T0, -RETENTION_POLICY.inquiryMonths) - 1);
    expect((await purge(app)).leads).toBe(0);
    at(monthsBefore(T0, -RETENTION_POLICY.inquiryMonths) + 1);
    const purged = await purge(app);
    expect(purged).toMatchObject({ leads: 1, crmDeliveries: 1 });
    expect(await leadsOf(app, "visitor.quiet@example.com")).toEqual([]);
    expect(await leadsOf(app, "visitor.worked@example.com")).toHaveLength(1);

    at(monthsBefore(contactedAt, -RETENTION_POLICY.inquiryMonths) + 1);
    expect(await purge(app)).toMatchObject({ leads: 1, deskAudit: 1 });
    expect(await leadsOf(app, "visitor.worked@example.com")).toEqual([]);
  });

  it("keeps a won client and a buyer for the client period, not the inquiry's", async () => {
    const { app, store, at, now } = setUp({ LEAD_API_CLIENT_RETENTION_YEARS: "5" });
    await postLead(app, contactLead("client"));
    const [client] = await leadsOf(app, "visitor.client@example.com");
    await move(store, client!.id, "won", T0);
    await postLead(app, contactLead("buyer"));
    const [buyer] = await leadsOf(app, "visitor.buyer@example.com");
    const paid = stripeBody(
      "checkout.session.completed",
      checkoutSession({
        client_reference_id: buyer!.id,
        customer_details: { email: "visitor.buyer@example.com", name: "Grace Hopper" },
      }),
      "evt_retention",
      now(),
    );
    expect((await postStripe(app, paid, { timestamp: Math.floor(now() / 1000) })).status).toBe(200);

    at(monthsBefore(T0, -36));
    expect((await purge(app)).leads).toBe(0);
    at(monthsBefore(T0, -5 * 12) + 1);
    expect(await purge(app)).toMatchObject({ leads: 2, payments: 1, integrationEvents: 1 });
  });

  it("deletes spam after 30 days", async () => {
    const { app, at } = setUp();
    await postLead(
      app,
      contactLead("spam", { metadata: { marketing_consent: false, website: "x" } }),
    );
    await postLead(app, contactLead("genuine"));
    at(T0 + RETENTION_POLICY.spamDays * DAY - 1);
    expect((await purge(app)).leads).toBe(0);
    at(T0 + RETENTION_POLICY.spamDays * DAY + 1);
    expect((await purge(app)).leads).toBe(1);
    expect(await leadsOf(app, "visitor.spam@example.com")).toEqual([]);
    expect(await leadsOf(app, "visitor.genuine@example.com")).toHaveLength(1);
  });

  it("keeps a confirmed subscription until the person unsubscribes; an unconfirmed signup goes 30 days after its link expired", async () => {
    const { app, store, at, now } = setUp();
    const signUp = (n: string) =>
      postLead(
        app,
        contactLead(n, {
          leadType: "newsletter",
          source: "footer",
          message: "",
          metadata: { marketing_consent: true, locale: "en" },
        }),
      );
    await signUp("reader");
    await signUp("undecided");
    // Confirm the reader's subscription with the token its confirmation mail carries.
    const [reader] = await leadsOf(app, "visitor.reader@example.com");
    const items = await store.mail.claim(now(), 10, now() + 60_000);
    const item = items.find((row) => row.leadId === reader!.id);
    const job = await store.mail.start(item!, now() + 60_000);
    expect(await store.newsletter.confirm(job!.token!, now(), testNewsletterHash)).toBe(
      "confirmed",
    );

    const expired = T0 + NEWSLETTER_TOKEN_TTL_MS;
    at(expired + RETENTION_POLICY.unconfirmedSignupDays * DAY - 1);
    expect((await purge(app)).leads).toBe(0);
    at(expired + RETENTION_POLICY.unconfirmedSignupDays * DAY + 1);
    expect(await purge(app)).toMatchObject({ leads: 1, newsletterSubscriptions: 1 });
    expect(await leadsOf(app, "visitor.undecided@example.com")).toEqual([]);

    at(monthsBefore(T0, -10 * 12));
    expect((await purge(app)).leads).toBe(0);
    expect(await leadsOf(app, "visitor.reader@example.com")).toHaveLength(1);
  });

  it("keeps consent records 3 years and data-rights requests 24 months", async () => {
    const { app, at } = setUp();
    const consent = await postJson(app, "/v1/consents", {
      choice: "accepted",
      categories: { functional: true, analytics: true, marketing: true, personalization: true },
      timestamp: new Date(T0).toISOString(),
      revision: 1,
      locale: "en",
      page: "/",
    });
    expect(consent.status).toBe(201);
    await postLead(app, contactLead("rights", { leadType: "data-rights" }));

    at(monthsBefore(T0, -RETENTION_POLICY.dataRequestMonths) - 1);
    expect(await purge(app)).toMatchObject({ dataRequests: 0, consents: 0 });
    at(monthsBefore(T0, -RETENTION_POLICY.dataRequestMonths) + 1);
    expect(await purge(app)).toMatchObject({ dataRequests: 1, consents: 0 });
    at(monthsBefore(T0, -RETENTION_POLICY.consentYears * 12) - 1);
    expect((await purge(app)).consents).toBe(0);
    at(monthsBefore(T0, -RETENTION_POLICY.consentYears * 12) + 1);
    expect((await purge(app)).consents).toBe(1);
  });
});
