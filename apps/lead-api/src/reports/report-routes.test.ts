import { leadReportSchema, type LeadReport } from "@vantreo/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { deskCall, deskFixture, deskGet, type DeskFixture } from "../desk/desk-test-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import {
  bookingRow,
  insertLeads,
  insertRows,
  paymentRow,
  type FixtureLead,
} from "./report-test-kit";

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * The fixture, by hand (America/New_York; clocks go forward on Sunday 2026-03-08):
 *
 * | lead | received (NY)              | week       | type / page                          | history → status                 | first contact |
 * | l1   | Mon 03-02 00:00 EST        | 2026-03-02 | contact, /contact (utm google/cpc)   | contacted, qualified, won → won   | 1 h, owner A  |
 * | l2   | Sun 03-08 23:59:59.999 EDT | 2026-03-02 | demo-request, de host, service page  | … won, back to qualified          | 30 min, B     |
 * | l3   | Mon 03-09 00:00 EDT        | 2026-03-09 | newsletter, sg host (utm linkedin)   | contacted, lost → lost            | 4 h, owner A  |
 * | l4   | Tue 03-10                  | 2026-03-09 | contact, relative service page URL   | … won, archived → archived (won)  | 2 h, nobody   |
 * | l8   | Thu 03-12                  | 2026-03-09 | assessment, /ar/contact (utm google) | none → new                        | —             |
 *
 * Left out: l5 (spam), l6 (Sun 03-01 23:59:59.999 EST, before the range), l7 (Mon 03-16 00:00 EDT, after it).
 */
function fixtureLeads(ownerA: string, ownerB: string): FixtureLead[] {
  return [
    {
      id: "l1",
      estimatedValue: 40_000,
      receivedAt: "2026-03-02T05:00:00.000Z",
      pageUrl: "https://www.vantreo.com/contact?utm_source=google#form",
      metadata: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
      status: "won",
      ownerId: ownerA,
      moves: [
        ["contacted", 60],
        ["qualified", 120],
        ["won", 180],
      ],
    },
    {
      id: "l2",
      estimatedValue: 25_000,
      receivedAt: "2026-03-09T03:59:59.999Z",
      leadType: "demo-request",
      source: "demo",
      pageUrl: "https://de.vantreo.com/de/services/rag-architecture",
      locale: "de",
      status: "qualified",
      ownerId: ownerB,
      moves: [
        ["contacted", 30],
        ["qualified", 60],
        ["won", 120],
        ["qualified", 180],
      ],
    },
    {
      id: "l3",
      receivedAt: "2026-03-09T04:00:00.000Z",
      leadType: "newsletter",
      source: "newsletter",
      pageUrl: "https://sg.vantreo.com/blog/x?ref=1",
      metadata: { utm_source: "linkedin", utm_service: "mlops-platform" },
      status: "lost",
      ownerId: ownerA,
      moves: [
        ["contacted", 240],
        ["lost", 300],
      ],
    },
    {
      id: "l4",
      estimatedValue: 12_000,
      receivedAt: "2026-03-10T12:00:00.000Z",
      pageUrl: "/services/zero-trust",
      locale: null,
      status: "archived",
      moves: [
        ["contacted", 120],
        ["qualified", 180],
        ["won", 240],
        ["archived", 300],
      ],
    },
    {
      id: "l5",
      receivedAt: "2026-03-11T00:00:00.000Z",
      spam: true,
      status: "won",
      estimatedValue: 99_999,
    },
    {
      id: "l6",
      estimatedValue: 7_000,
      receivedAt: "2026-03-02T04:59:59.999Z",
      status: "won",
      moves: [
        ["contacted", 1],
        ["qualified", 2],
        ["won", 3],
      ],
    },
    {
      id: "l7",
      receivedAt: "2026-03-16T04:00:00.000Z",
      status: "contacted",
      moves: [["contacted", 5]],
    },
    {
      id: "l8",
      receivedAt: "2026-03-12T15:00:00.000Z",
      leadType: "assessment",
      source: "assessment",
      pageUrl: "https://www.vantreo.com/ar/contact",
      locale: "ar",
      metadata: { utm_source: "google", utm_campaign: "spring" },
    },
  ];
}

const rates = (
  contactRate: number | null,
  qualificationRate: number | null,
  closeRate: number | null,
  winRate: number | null,
) => ({
  contactRate,
  qualificationRate,
  closeRate,
  winRate,
});
const stages = (
  leads: number,
  contacted: number,
  qualified: number,
  won: number,
  lost: number,
  conversionValue: number,
  trackingValue: number,
  estimatedValue = 0,
) => ({
  leads,
  contacted,
  qualified,
  won,
  lost,
  conversionValue,
  trackingValue,
  estimatedValue,
});
const row = (key: string | null, counts: ReturnType<typeof stages>) => ({
  key,
  ...counts,
  rates: rates(
    counts.leads ? counts.contacted / counts.leads : null,
    counts.contacted ? counts.qualified / counts.contacted : null,
    counts.qualified ? counts.won / counts.qualified : null,
    counts.won + counts.lost ? counts.won / (counts.won + counts.lost) : null,
  ),
});

describe.each(STORE_KINDS)("the pipeline report on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  const report = async (query: string) => {
    const body = await deskGet<LeadReport>(
      f.app,
      f.staff.marketing!,
      `/reports/pipeline?${query}`,
      leadReportSchema,
    );
    // The answer is what the contract declares.
    expect(leadReportSchema.parse(body)).toEqual(body);
    return body;
  };
  const MARCH = "from=2026-03-02&to=2026-03-15";

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, {
      marketing: ["marketing"],
      ann: ["sales"],
      bob: ["sales"],
      privacy: ["privacy"],
    });
    await insertLeads(currentStore(), fixtureLeads(f.staff.ann!.id, f.staff.bob!.id));
  });

  it("counts each week's leads and stages in New York time, with the conversion values", async () => {
    const body = await report(`${MARCH}&grain=week`);
    expect(body.query).toEqual({
      from: "2026-03-02",
      to: "2026-03-15",
      grain: "week",
      by: "source",
      timeZone: "America/New_York",
    });
    expect(body.series).toEqual([
      // l1 contact form 100 / tracked 2000 / estimated 40,000; l2 demo request 500 / 0 / 25,000.
      { period: "2026-03-02", ...stages(2, 2, 2, 1, 0, 600, 2000, 65_000) },
      // l3 newsletter 25 / 100 / none; l4 a capture off the contact page 0 / 500 / 12,000;
      // l8 assessment 0 / 750 / none. Spam l5 (99,999) and l6 before the range (7,000) left out.
      { period: "2026-03-09", ...stages(3, 2, 1, 1, 1, 25, 1350, 12_000) },
    ]);
    expect(body.totals).toEqual({
      ...stages(5, 4, 3, 2, 1, 625, 3350, 77_000),
      rates: rates(0.8, 0.75, 2 / 3, 2 / 3),
    });
  });

  it("breaks the leads down by campaign source, those without attribution under null", async () => {
    const body = await report(`${MARCH}&by=utm_source`);
    expect(body.breakdown).toEqual([
      row("google", stages(2, 1, 1, 1, 0, 100, 2750, 40_000)),
      row(null, stages(2, 2, 2, 1, 0, 500, 500, 37_000)),
      row("linkedin", stages(1, 1, 0, 0, 1, 25, 100)),
    ]);
  });

  it("breaks down by medium, campaign, service, landing page, host, type and locale", async () => {
    const keys = async (by: string) =>
      (await report(`${MARCH}&by=${by}`)).breakdown.map((entry) => [entry.key, entry.leads]);
    expect(await keys("utm_medium")).toEqual([
      [null, 4],
      ["cpc", 1],
    ]);
    expect(await keys("utm_campaign")).toEqual(
      [
        ["spring", 2],
        [null, 3],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    expect(await keys("service")).toEqual([
      [null, 2],
      ["mlops-platform", 1],
      ["rag-architecture", 1],
      ["zero-trust", 1],
    ]);
    expect(await keys("landing_page")).toEqual([
      ["/ar/contact", 1],
      ["/blog/x", 1],
      ["/contact", 1],
      ["/de/services/rag-architecture", 1],
      ["/services/zero-trust", 1],
    ]);
    expect(await keys("host")).toEqual([
      ["www.vantreo.com", 2],
      ["de.vantreo.com", 1],
      ["sg.vantreo.com", 1],
      [null, 1],
    ]);
    expect(await keys("lead_type")).toEqual([
      ["contact", 2],
      ["assessment", 1],
      ["demo-request", 1],
      ["newsletter", 1],
    ]);
    expect(await keys("locale")).toEqual(
      [
        ["ar", 1],
        ["de", 1],
        ["en", 2],
        [null, 1],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    expect(await keys("source")).toEqual([
      ["contact-page", 2],
      ["assessment", 1],
      ["demo", 1],
      ["newsletter", 1],
    ]);
  });

  it("measures the time to first contact per owner and per week (median, 90th percentile)", async () => {
    const { firstContact } = await report(MARCH);
    expect(firstContact.byOwner).toEqual([
      {
        ownerId: f.staff.ann!.id,
        ownerEmail: "ann@vantreo.com",
        contacted: 2,
        medianMs: 1 * HOUR,
        p90Ms: 4 * HOUR,
      },
      {
        ownerId: f.staff.bob!.id,
        ownerEmail: "bob@vantreo.com",
        contacted: 1,
        medianMs: 30 * MIN,
        p90Ms: 30 * MIN,
      },
      { ownerId: null, ownerEmail: null, contacted: 1, medianMs: 2 * HOUR, p90Ms: 2 * HOUR },
    ]);
    expect(firstContact.byPeriod).toEqual([
      { period: "2026-03-02", contacted: 2, medianMs: 30 * MIN, p90Ms: 1 * HOUR },
      { period: "2026-03-09", contacted: 2, medianMs: 2 * HOUR, p90Ms: 4 * HOUR },
    ]);
  });

  it("counts a reply from the desk as a first contact: the earlier of the first reply and the first move", async () => {
    // l8 (new, nobody's) answered 90 min after receipt and never moved; l1 answered 20 min after
    // receipt, before its move at 1 h; l3 answered after its move at 4 h, which stays its first.
    const reply = (leadId: string, receivedAt: string, minutes: number) => ({
      table: "lead_replies",
      row: {
        id: `reply-${leadId}`,
        lead_id: leadId,
        staff_id: f.staff.bob!.id,
        staff_email: "bob@vantreo.com",
        staff_name: "Bob",
        locale: "en",
        subject: "Your inquiry",
        body: "Hello",
        msg_id: `<reply-${leadId}@vantreo.com>`,
        in_reply_to: null,
        created_at: Date.parse(receivedAt) + minutes * MIN,
      },
    });
    await insertRows(currentStore(), [
      reply("l8", "2026-03-12T15:00:00.000Z", 90),
      reply("l1", "2026-03-02T05:00:00.000Z", 20),
      reply("l3", "2026-03-09T04:00:00.000Z", 300),
    ]);
    const body = await report(`${MARCH}&by=utm_campaign`);
    expect(body.totals).toEqual({
      ...stages(5, 5, 3, 2, 1, 625, 3350, 77_000),
      rates: rates(1, 0.6, 2 / 3, 2 / 3),
    });
    expect(body.breakdown).toContainEqual(row("spring", stages(2, 2, 1, 1, 0, 100, 2750, 40_000)));
    expect(body.firstContact.byOwner).toEqual([
      {
        ownerId: f.staff.ann!.id,
        ownerEmail: "ann@vantreo.com",
        contacted: 2,
        medianMs: 20 * MIN,
        p90Ms: 4 * HOUR,
      },
      { ownerId: null, ownerEmail: null, contacted: 2, medianMs: 90 * MIN, p90Ms: 2 * HOUR },
      {
        ownerId: f.staff.bob!.id,
        ownerEmail: "bob@vantreo.com",
        contacted: 1,
        medianMs: 30 * MIN,
        p90Ms: 30 * MIN,
      },
    ]);
    expect(body.firstContact.byPeriod).toEqual([
      { period: "2026-03-02", contacted: 2, medianMs: 20 * MIN, p90Ms: 30 * MIN },
      { period: "2026-03-09", contacted: 3, medianMs: 2 * HOUR, p90Ms: 4 * HOUR },
    ]);
  });

  it("counts months and quarters over the same leads", async () => {
    const month = await report("from=2026-03-01&to=2026-03-31&grain=month");
    // l6 (Sunday 1 March, New York) and l7 (16 March) are inside March.
    expect(month.series.map((entry) => [entry.period, entry.leads, entry.won])).toEqual([
      ["2026-03-01", 7, 3],
    ]);
    const quarter = await report("from=2026-02-15&to=2026-04-15&grain=quarter");
    expect(quarter.series.map((entry) => [entry.period, entry.leads])).toEqual([
      ["2026-01-01", 7],
      ["2026-04-01", 0],
    ]);
  });

  it("answers zeros, empty lists and no rates for a range without leads", async () => {
    const body = await report("from=2026-04-06&to=2026-04-12&by=utm_campaign");
    expect(body.series).toEqual([{ period: "2026-04-06", ...stages(0, 0, 0, 0, 0, 0, 0) }]);
    expect(body.totals).toEqual({
      ...stages(0, 0, 0, 0, 0, 0, 0),
      rates: rates(null, null, null, null),
    });
    expect(body.breakdown).toEqual([]);
    expect(body.firstContact).toEqual({
      byOwner: [],
      byPeriod: [{ period: "2026-04-06", contacted: 0, medianMs: null, p90Ms: null }],
    });
    expect(body.bookings).toEqual({ count: 0, value: 0 });
    expect(body.payments).toEqual([]);
  });

  it("takes the nearest-rank median and 90th percentile of ten and of eleven contacts", async () => {
    const leads = (prefix: string, count: number, day: string): FixtureLead[] =>
      Array.from({ length: count }, (_, i) => ({
        id: `${prefix}${i}`,
        receivedAt: `${day}T15:00:00.000Z`,
        ownerId: prefix === "a" ? f.staff.ann!.id : f.staff.bob!.id,
        status: "contacted",
        moves: [["contacted", i + 1]],
      }));
    await insertLeads(currentStore(), [
      ...leads("a", 10, "2026-05-05"),
      ...leads("b", 11, "2026-05-06"),
    ]);
    const { firstContact } = await report("from=2026-05-04&to=2026-05-10");
    expect(
      firstContact.byOwner.map((o) => [o.ownerEmail, o.contacted, o.medianMs, o.p90Ms]),
    ).toEqual([
      ["bob@vantreo.com", 11, 6 * MIN, 10 * MIN],
      ["ann@vantreo.com", 10, 5 * MIN, 9 * MIN],
    ]);
  });

  it("counts the range's bookings with their value and its payments net of refunds per currency", async () => {
    await insertRows(currentStore(), [
      bookingRow("b1", "assessment", "booked", "2026-03-03T15:00:00Z"),
      bookingRow("b2", "30min-consultation", "booked", "2026-03-10T15:00:00Z"),
      bookingRow("b3", "workshop", "cancelled", "2026-03-10T15:00:00Z"),
      bookingRow("b4", "deep-dive", "rescheduled", "2026-03-10T15:00:00Z"),
      bookingRow("b5", "assessment", "booked", "2026-03-02T04:00:00Z"),
      paymentRow("p1", {
        currency: "usd",
        amount: 500_000,
        status: "paid",
        createdAt: "2026-03-03T15:00:00Z",
      }),
      paymentRow("p2", {
        currency: "usd",
        amount: 200_000,
        refunded: 50_000,
        status: "partially_refunded",
        createdAt: "2026-03-04T15:00:00Z",
      }),
      paymentRow("p3", {
        currency: "eur",
        amount: 100_000,
        status: "paid",
        createdAt: "2026-03-15T15:00:00Z",
      }),
      paymentRow("p4", {
        currency: "usd",
        amount: 100_000,
        status: "pending",
        createdAt: "2026-03-05T15:00:00Z",
      }),
      paymentRow("p5", {
        currency: "usd",
        amount: 100_000,
        status: "paid",
        createdAt: "2026-03-16T04:00:00Z",
      }),
    ]);
    const body = await report(MARCH);
    expect(body.bookings).toEqual({ count: 2, value: 5100 });
    expect(body.payments).toEqual([
      { currency: "eur", count: 1, amount: 100_000 },
      { currency: "usd", count: 2, amount: 650_000 },
    ]);
  });

  it("is open to marketing, sales and owners only, and refuses a bad query field by field", async () => {
    expect((await deskCall(f.app, f.staff.ann, "GET", `/reports/pipeline?${MARCH}`)).status).toBe(
      200,
    );
    expect(
      (await deskCall(f.app, f.staff.privacy, "GET", `/reports/pipeline?${MARCH}`)).status,
    ).toBe(403);
    expect((await deskCall(f.app, undefined, "GET", `/reports/pipeline?${MARCH}`)).status).toBe(
      401,
    );
    const refused = async (query: string) => {
      const response = await deskCall(
        f.app,
        f.staff.marketing,
        "GET",
        `/reports/pipeline?${query}`,
      );
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
      return Object.keys(error.fields).sort();
    };
    expect(await refused("from=2026-03-02&to=2026-03-32&by=email")).toEqual(["by", "to"]);
    expect(await refused("from=2026-03-02&to=2026-03-01")).toEqual(["to"]);
  });
});
