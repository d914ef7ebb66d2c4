// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import type { LeadReport } from "@vantreo/contracts/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffApp } from "../../../staff-app/staff-app-test-kit";
import { deskQueryClient } from "../desk-query-provider";
import { fakeDeskApi, session, STAFF } from "../desk-test-kit";
import { readReportSearch } from "./report-search";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const stages = (leads: number, won: number) => ({
  leads,
  contacted: leads,
  qualified: won,
  won,
  lost: 0,
  conversionValue: 1250 * leads,
  trackingValue: 0,
  estimatedValue: 10_000 * leads,
});

const REPORT: LeadReport = {
  query: {
    from: "2026-03-02",
    to: "2026-03-15",
    grain: "week",
    by: "utm_campaign",
    timeZone: "America/New_York",
  },
  totals: {
    ...stages(3, 2),
    rates: { contactRate: 1, qualificationRate: 2 / 3, closeRate: 1, winRate: 1 },
  },
  series: [
    { period: "2026-03-02", ...stages(1, 1) },
    { period: "2026-03-09", ...stages(2, 1) },
  ],
  breakdown: [
    {
      key: "spring-sale",
      ...stages(2, 2),
      rates: { contactRate: 1, qualificationRate: 1, closeRate: 1, winRate: 1 },
    },
    {
      key: null,
      ...stages(1, 0),
      rates: { contactRate: 1, qualificationRate: 0, closeRate: null, winRate: null },
    },
  ],
  firstContact: {
    byOwner: [
      {
        ownerId: "s1",
        ownerEmail: "ann@vantreo.com",
        contacted: 3,
        medianMs: 5_400_000,
        p90Ms: 9_000_000,
      },
    ],
    byPeriod: [
      { period: "2026-03-02", contacted: 1, medianMs: 5_400_000, p90Ms: 5_400_000 },
      { period: "2026-03-09", contacted: 2, medianMs: null, p90Ms: null },
    ],
  },
  bookings: { count: 1, value: 5000 },
  payments: [{ currency: "usd", count: 1, amount: 123_450 }],
};

const QUERY = "from=2026-03-02&to=2026-03-15&grain=week&by=utm_campaign";

function openReports(locale: "en" | "de" | "ar", roles = ["marketing"] as const) {
  const api = fakeDeskApi({
    "GET /staff/session": { status: 200, body: session([...roles]) },
    "GET /desk/staff": { status: 200, body: STAFF },
    [`GET /desk/reports/pipeline?${QUERY}`]: { status: 200, body: REPORT },
    "GET /desk/reports/pipeline?from=2026-03-02&to=2026-03-15&grain=month&by=utm_campaign": {
      status: 200,
      body: { ...REPORT, query: { ...REPORT.query, grain: "month" } },
    },
  });
  const prefix = locale === "en" ? "" : `/${locale}`;
  renderStaffApp({ locale, path: `${prefix}/desk/reports?${QUERY}` });
  return api;
}

describe("given the reports section", () => {
  it("shows marketing the totals, each chart with its table and CSV file, from the URL's range", async () => {
    openReports("en");
    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeInTheDocument();
    const overTime = await screen.findByRole("table", { name: "Leads and stages per period" });
    expect(
      within(overTime)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "Period startingLeadsContactedQualifiedWonLostConversion valueTracking valueEstimated value",
      ["Mar 2, 2026", "1", "1", "1", "1", "0", "$1,250", "$0", "$10,000"].join(""),
      ["Mar 9, 2026", "2", "2", "1", "1", "0", "$2,500", "$0", "$20,000"].join(""),
    ]);
    const byCampaign = screen.getByRole("table", { name: "Leads, stages and values by Campaign" });
    expect(within(byCampaign).getByRole("rowheader", { name: "None" })).toBeInTheDocument();
    expect(within(byCampaign).getByRole("rowheader", { name: "spring-sale" })).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("66.7%")).toBeInTheDocument();
    // Time to first contact: hours, one decimal; none measured yet shows a dash.
    const byOwner = screen.getByRole("table", { name: "Time to first contact by owner" });
    expect(
      within(byOwner)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3", "1.5 hr", "2.5 hr"]);
    // Every chart is a labelled figure that runs left to right.
    const charts = screen.getAllByRole("img");
    expect(charts).toHaveLength(3);
    for (const chart of charts) expect(chart).toHaveAttribute("dir", "ltr");
    const csv = screen.getAllByRole("link", { name: /^Download CSV/ });
    expect(csv).toHaveLength(4);
    expect(csv[0]).toHaveAttribute("download", "leads-week-2026-03-02-2026-03-15.csv");
    expect(decodeURIComponent(csv[0]!.getAttribute("href")!.split(",").slice(1).join(","))).toBe(
      "\uFEFFPeriod starting,Leads,Contacted,Qualified,Won,Lost,Conversion value,Tracking value,Estimated value\r\n" +
        "2026-03-02,1,1,1,1,0,1250,0,10000\r\n2026-03-09,2,2,1,1,0,2500,0,20000\r\n",
    );
  });

  it("puts a changed period into the URL and asks the API for it", async () => {
    const api = openReports("en");
    fireEvent.change(await screen.findByLabelText("Periods"), { target: { value: "month" } });
    expect(await screen.findByTestId("location")).toHaveTextContent(
      "/desk/reports?from=2026-03-02&to=2026-03-15&grain=month&by=utm_campaign",
    );
    await screen.findByRole("table", { name: "Leads and stages per period" });
    expect(api.seen.map((request) => request.path)).toContain(
      "/desk/reports/pipeline?from=2026-03-02&to=2026-03-15&grain=month&by=utm_campaign",
    );
  });

  it("writes German figures and dates on German pages", async () => {
    openReports("de");
    expect(await screen.findByRole("heading", { level: 1, name: "Berichte" })).toBeInTheDocument();
    const overTime = await screen.findByRole("table", { name: "Leads und Phasen je Zeitraum" });
    expect(within(overTime).getByRole("rowheader", { name: "02.03.2026" })).toBeInTheDocument();
    expect(screen.getByText("66,7 %")).toBeInTheDocument();
    expect(screen.getByText("1.234,50 $")).toBeInTheDocument();
    // The range's estimated value in the totals, German-style.
    expect(screen.getByText("30.000 $")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Datei für Google Ads (CSV)" })).toBeInTheDocument();
  });

  it("speaks Arabic on Arabic pages, the charts still left to right", async () => {
    openReports("ar");
    expect(await screen.findByRole("heading", { level: 1, name: "التقارير" })).toBeInTheDocument();
    expect(
      await screen.findByRole("table", { name: "العملاء المحتملون والمراحل في كل فترة" }),
    ).toBeInTheDocument();
    for (const chart of screen.getAllByRole("img")) expect(chart).toHaveAttribute("dir", "ltr");
    expect(screen.getAllByRole("link", { name: /^تنزيل ملف/ })).toHaveLength(4);
    // Latin names isolated inside the Arabic sentence (FSI … PDI).
    expect(
      screen.getByRole("link", { name: "ملف \u2068LinkedIn\u2069 بصيغة \u2068CSV\u2069" }),
    ).toBeInTheDocument();
  });

  it("offers marketing the range's offline conversions as Google Ads and LinkedIn files", async () => {
    openReports("en");
    await screen.findByRole("table", { name: "Leads and stages per period" });
    const section = screen.getByRole("region", { name: "Offline conversions for ads" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [
        "Google Ads file (CSV)",
        "/v1/desk/reports/offline-conversions?from=2026-03-02&to=2026-03-15&network=google",
      ],
      [
        "LinkedIn file (CSV)",
        "/v1/desk/reports/offline-conversions?from=2026-03-02&to=2026-03-15&network=linkedin",
      ],
    ]);
    for (const link of links) expect(link).toHaveAttribute("download");
  });

  it("keeps the offline conversions from sales, whom the role rule does not grant them", async () => {
    openReports("en", ["sales"] as never);
    await screen.findByRole("table", { name: "Leads and stages per period" });
    expect(screen.queryByRole("region", { name: "Offline conversions for ads" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Google Ads file (CSV)" })).toBeNull();
  });

  it("is in the rail for marketing and sales, not for privacy", async () => {
    openReports("en", ["privacy"] as never);
    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Lead desk" });
    expect(within(nav).queryByRole("link", { name: "Reports" })).toBeNull();
  });
});

describe("the report's URL", () => {
  it("falls back to the last twelve weeks to today (New York), by week and source", () => {
    // 03:00 UTC on 2 March is still 1 March in New York.
    expect(
      readReportSearch(new URLSearchParams("grain=day&by=email"), new Date("2026-03-02T03:00:00Z")),
    ).toEqual({
      from: "2025-12-08",
      to: "2026-03-01",
      grain: "week",
      by: "source",
    });
  });
});
