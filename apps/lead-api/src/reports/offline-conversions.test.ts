import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { deskCall, deskFixture, type DeskFixture } from "../desk/desk-test-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { googleConversionTime } from "./offline-conversions";
import { insertLeads, type FixtureLead } from "./report-test-kit";

const DAY_MIN = 24 * 60;

/**
 * The fixture, by hand (New York; clocks go forward on Sunday 2026-03-08). Range 2026-03-02 to
 * 2026-03-15:
 *
 * | lead | click ids        | history (minutes after receipt)       | conversions in the range (UTC)        |
 * | g1   | gclid            | contacted 60, qualified 120, won 180   | qualified 03-02 07:00, won 08:00      |
 * | g2   | gclid            | qualified 60, won 120, qualified 180   | qualified 03-09 13:00 (won no longer) |
 * | g3   | gclid + LinkedIn | contacted 10, won 20, archived 30      | qualified and won 03-10 15:20         |
 * | g4   | gclid            | qualified 30, lost 60                  | qualified 03-11 15:30                 |
 * | g6   | gclid            | qualified 60 (03-01), won one day on   | won 03-02 12:00 (qualified before)    |
 * | l1   | LinkedIn         | qualified 5                            | qualified 03-12 15:05                 |
 *
 * Left out: g5 (spam), g7 (no click id), g8 (a click id no ad network issues).
 */
const LEADS: FixtureLead[] = [
  {
    id: "g1",
    receivedAt: "2026-03-02T05:00:00.000Z",
    metadata: { gclid: "Cj0KCQiA-abc_1", utm_source: "google" },
    estimatedValue: 40_000,
    status: "won",
    moves: [
      ["contacted", 60],
      ["qualified", 120],
      ["won", 180],
    ],
  },
  {
    id: "g2",
    receivedAt: "2026-03-09T12:00:00.000Z",
    leadType: "demo-request",
    pageUrl: "https://de.vantreo.com/de/services/rag-architecture",
    metadata: { gclid: "EAIaIQob" },
    status: "qualified",
    moves: [
      ["qualified", 60],
      ["won", 120],
      ["qualified", 180],
    ],
  },
  {
    id: "g3",
    receivedAt: "2026-03-10T15:00:00.000Z",
    metadata: { gclid: "g3click", linkedin_click_id: "6b1c0d1e-li" },
    estimatedValue: 12_000,
    status: "archived",
    moves: [
      ["contacted", 10],
      ["won", 20],
      ["archived", 30],
    ],
  },
  {
    id: "g4",
    receivedAt: "2026-03-11T15:00:00.000Z",
    metadata: { gclid: "g4click" },
    estimatedValue: 3_000,
    status: "lost",
    moves: [
      ["qualified", 30],
      ["lost", 60],
    ],
  },
  {
    id: "g5",
    receivedAt: "2026-03-11T15:00:00.000Z",
    metadata: { gclid: "spamclick" },
    spam: true,
    status: "won",
    moves: [["won", 10]],
  },
  {
    id: "g6",
    receivedAt: "2026-03-01T12:00:00.000Z",
    metadata: { gclid: "g6click" },
    estimatedValue: 7_000,
    status: "won",
    moves: [
      ["qualified", 60],
      ["won", DAY_MIN],
    ],
  },
  {
    id: "g7",
    receivedAt: "2026-03-11T15:00:00.000Z",
    metadata: { utm_source: "google" },
    status: "qualified",
    moves: [["qualified", 10]],
  },
  {
    id: "g8",
    receivedAt: "2026-03-11T15:00:00.000Z",
    metadata: { gclid: '=HYPERLINK("https://example.com")' },
    status: "qualified",
    moves: [["qualified", 10]],
  },
  {
    id: "l1",
    email: " Pat.Lee@Example.com",
    receivedAt: "2026-03-12T15:00:00.000Z",
    metadata: { linkedin_click_id: "AQE-li_fat" },
    status: "qualified",
    moves: [["qualified", 5]],
  },
];

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const at = (iso: string) => String(Date.parse(iso));

describe("a conversion time for Google Ads", () => {
  it("carries New York's offset of its day, daylight saving included", () => {
    expect(googleConversionTime(Date.parse("2026-03-02T07:00:00Z"), "America/New_York")).toBe(
      "2026-03-02 02:00:00-05:00",
    );
    expect(googleConversionTime(Date.parse("2026-03-09T13:00:00Z"), "America/New_York")).toBe(
      "2026-03-09 09:00:00-04:00",
    );
    expect(googleConversionTime(Date.parse("2026-03-09T13:00:00Z"), "UTC")).toBe(
      "2026-03-09 13:00:00+00:00",
    );
  });
});

describe.each(STORE_KINDS)("the offline conversions on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  const download = (who: string, query: string) =>
    deskCall(f.app, f.staff[who], "GET", `/reports/offline-conversions?${query}`);
  const MARCH = "from=2026-03-02&to=2026-03-15";

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, {
      marketing: ["marketing"],
      sales: ["sales"],
      owner: ["owner"],
    });
    await insertLeads(currentStore(), LEADS);
  });

  it("export Google Ads' import file: time-zone row, headers, qualified and won leads by gclid", async () => {
    const response = await download("marketing", `${MARCH}&network=google`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="offline-conversions-google-2026-03-02-2026-03-15.csv"',
    );
    expect((await response.text()).split("\r\n")).toEqual([
      "Parameters:TimeZone=America/New_York",
      "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      "Cj0KCQiA-abc_1,Qualified lead,2026-03-02 02:00:00-05:00,40000,USD",
      "Cj0KCQiA-abc_1,Won deal,2026-03-02 03:00:00-05:00,40000,USD",
      // Qualified on 1 March, before the range: only its win is in it.
      "g6click,Won deal,2026-03-02 07:00:00-05:00,7000,USD",
      // Moved back from won to qualified: no win; no estimate: the demo request's value, 500.
      "EAIaIQob,Qualified lead,2026-03-09 09:00:00-04:00,500,USD",
      // Straight to won, then archived: qualified and won at once.
      "g3click,Qualified lead,2026-03-10 11:20:00-04:00,12000,USD",
      "g3click,Won deal,2026-03-10 11:20:00-04:00,12000,USD",
      // Qualified, then lost: the qualification stays a conversion.
      "g4click,Qualified lead,2026-03-11 11:30:00-04:00,3000,USD",
      "",
    ]);
  });

  it("export LinkedIn's upload file for the leads carrying its click id, by hashed e-mail", async () => {
    const response = await download("owner", `${MARCH}&network=linkedin`);
    expect(response.status).toBe(200);
    expect((await response.text()).split("\r\n")).toEqual([
      "email,timestamp,eventtype,amount,currency",
      `${sha256("g3@example.com")},${at("2026-03-10T15:20:00Z")},qualified_lead,12000,USD`,
      `${sha256("g3@example.com")},${at("2026-03-10T15:20:00Z")},purchase,12000,USD`,
      // Trimmed and lower-cased before hashing; a contact-page lead's value, 100.
      `${sha256("pat.lee@example.com")},${at("2026-03-12T15:05:00Z")},qualified_lead,100,USD`,
      "",
    ]);
  });

  it("cut the range at New York's midnights", async () => {
    const lines = async (query: string) =>
      (await (await download("marketing", `${query}&network=google`)).text())
        .split("\r\n")
        .filter((line) => line.includes("USD"))
        .map((line) => line.split(",").slice(0, 2).join(" "));
    // 2 March ends at 05:00 UTC on the 3rd; 9 March (New York) holds g2's 13:00 UTC.
    expect(await lines("from=2026-03-02&to=2026-03-02")).toEqual([
      "Cj0KCQiA-abc_1 Qualified lead",
      "Cj0KCQiA-abc_1 Won deal",
      "g6click Won deal",
    ]);
    expect(await lines("from=2026-03-09&to=2026-03-09")).toEqual(["EAIaIQob Qualified lead"]);
    expect(await lines("from=2026-04-01&to=2026-04-30")).toEqual([]);
  });

  it("are for marketing and owners only, and refuse an unknown network", async () => {
    const refused = await download("sales", `${MARCH}&network=google`);
    expect(refused.status).toBe(403);
    const bad = await download("marketing", `${MARCH}&network=meta`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("network");
  });
});
