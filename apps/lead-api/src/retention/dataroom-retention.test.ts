import { RETENTION_POLICY } from "@vantreo/leads";
import { beforeEach, describe, expect, it } from "vitest";
import { monthsBefore } from "./retention-policy";
import { enterCode, fileRequest, testClock } from "../test-support/dataroom-kit";
import {
  appWithDataroom,
  storePersonEverywhere,
  type StoredPerson,
} from "../test-support/person-everywhere";
import { ADMIN_TOKEN, postJson, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };
const T0 = Date.parse("2025-06-16T12:00:00.000Z");
// Approved for the default 14 days at T0: access ends then, and the year of retention starts.
const ACCESS_END = T0 + 14 * DAY;

describe.each(STORE_KINDS)("retention of the data room on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let person: StoredPerson;
  beforeEach(async () => {
    clock = testClock(T0);
    app = await appWithDataroom(currentStore().store, clock.now);
    person = await storePersonEverywhere(app, 1);
    // A request nobody answers, and a wrong code (a lockout failure and a code_refused entry).
    await fileRequest(app, 3);
    expect((await enterCode(app, "AAAA-BBBB-CCCC-DDDD")).status).toBe(401);
  });

  const purgeAt = async (time: number) => {
    clock.advance(time - clock.now());
    const response = await postJson(app, "/admin/v1/retention/purge", {}, auth);
    expect(response.status).toBe(200);
    return ((await response.json()) as { purged: Record<string, number> }).purged;
  };
  const exported = async (email: string) => {
    const response = await postJson(app, "/admin/v1/subjects/export", { email }, auth);
    return (await response.json()) as Record<string, unknown[]>;
  };

  it("drops expired investor sessions, admin (staff) sessions after 8 hours and lockout failures after a day", async () => {
    expect(await purgeAt(T0 + DAY + 1)).toMatchObject({
      dataroomSessions: 1,
      staffSessions: 1,
      dataroomFailures: 1,
      dataroomRequests: 0,
      dataroomGrants: 0,
      dataroomAudit: 0,
    });
    expect((await exported(person.email)).dataroomRequests).toHaveLength(1);
  });

  it("keeps the access log a year and a request with its codes a year after access ended", async () => {
    const beforeYear = await purgeAt(ACCESS_END + 365 * DAY - 1);
    // The log rows (admin sign-in, approval, session start, view, refused code) are a year old;
    // the pending request was filed a year ago and never answered; the approved one's access
    // ended later.
    expect(beforeYear).toMatchObject({ dataroomAudit: 5, dataroomRequests: 1, dataroomGrants: 0 });
    expect((await exported(person.email)).dataroomRequests).toHaveLength(1);
    expect((await exported("investor.3@example.com")).dataroomRequests).toEqual([]);
    const afterYear = await purgeAt(ACCESS_END + 365 * DAY + 1);
    expect(afterYear).toMatchObject({ dataroomRequests: 1, dataroomGrants: 1 });
    const data = await exported(person.email);
    for (const section of [
      "dataroomRequests",
      "dataroomGrants",
      "dataroomSessions",
      "dataroomAudit",
    ])
      expect(data[section], section).toEqual([]);
    // Leads follow their own retention: the contact lead (a buyer's: the client period) and the
    // brief request (an inquiry: 24 months) stay; the newsletter signup, never confirmed, went 30
    // days after its link expired.
    expect(data.leads).toHaveLength(2);
  });

  it("leaves nothing about the person once every period has passed", async () => {
    // The longest is the client period: the person paid for a package.
    await purgeAt(monthsBefore(T0, -RETENTION_POLICY.clientYears * 12) + DAY);
    const data = await exported(person.email);
    for (const [section, rows] of Object.entries(data))
      if (Array.isArray(rows)) expect(rows, section).toEqual([]);
  });
});
