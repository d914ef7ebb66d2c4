import { describe, expect, it } from "vitest";
import { addBusinessTime, BUSINESS_DAY_MS, isFederalHoliday, replyClock } from "./business-clock";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("the one-business-day clock (Mon–Fri 08:00–18:00 America/New_York, US federal holidays)", () => {
  it("gives a lead received on a Tuesday morning until Wednesday at the same time", () => {
    // Tue 2026-03-03 10:00 EST = 15:00Z.
    expect(iso(replyClock(at("2026-03-03T15:00:00Z")).replyBy)).toBe("2026-03-04T15:00:00.000Z");
  });

  it("skips the weekend: Friday 17:00 is due Monday 17:00, Saturday's lead Monday 18:00", () => {
    expect(iso(replyClock(at("2026-03-13T21:00:00Z")).replyBy)).toBe("2026-03-16T21:00:00.000Z");
    // Sat 2026-02-28 11:00 EST: the clock starts Monday 08:00 and runs ten hours.
    expect(iso(replyClock(at("2026-02-28T16:00:00Z")).replyBy)).toBe("2026-03-02T23:00:00.000Z");
  });

  it("starts a lead that arrives after hours at the next opening", () => {
    // Wed 2026-03-04 20:00 EST → Thursday 08:00 + 10 h = Thursday 18:00 EST = 23:00Z.
    expect(iso(replyClock(at("2026-03-05T01:00:00Z")).replyBy)).toBe("2026-03-05T23:00:00.000Z");
  });

  it("skips US federal holidays from the calendar, observed days included", () => {
    expect(isFederalHoliday("2026-11-26")).toBe(true); // Thanksgiving
    expect(isFederalHoliday("2026-07-03")).toBe(true); // Independence Day, observed on Friday
    expect(isFederalHoliday("2026-11-27")).toBe(false); // the Friday after is a working day
    // Wed 2026-11-25 12:00 EST → Thanksgiving skipped → Friday 12:00 EST = 17:00Z.
    expect(iso(replyClock(at("2026-11-25T17:00:00Z")).replyBy)).toBe("2026-11-27T17:00:00.000Z");
    // Thu 2026-07-02 09:00 EDT → Fri 3 July (observed) and the weekend skipped → Mon 09:00 EDT.
    expect(iso(replyClock(at("2026-07-02T13:00:00Z")).replyBy)).toBe("2026-07-06T13:00:00.000Z");
  });

  it("counts wall-clock hours across a daylight-saving change", () => {
    // Fri 2026-03-06 17:00 EST (UTC−5); clocks spring forward on Sunday 8 March; due Monday
    // 17:00 EDT (UTC−4) = 21:00Z, one hour less than 72 hours of elapsed time.
    const received = at("2026-03-06T22:00:00Z");
    const { replyBy } = replyClock(received);
    expect(iso(replyBy)).toBe("2026-03-09T21:00:00.000Z");
    expect(replyBy - received).toBe(71 * 3_600_000);
    // And back in November: Fri 2026-10-30 17:00 EDT → Mon 2026-11-02 17:00 EST = 22:00Z.
    expect(iso(replyClock(at("2026-10-30T21:00:00Z")).replyBy)).toBe("2026-11-02T22:00:00.000Z");
  });

  it("reminds at 75 % of the business time, not of the elapsed time", () => {
    // Fri 17:00 EST: one hour on Friday, 6.5 hours on Monday → Monday 14:30 EDT.
    const { remindAt } = replyClock(at("2026-03-06T22:00:00Z"));
    expect(iso(remindAt)).toBe("2026-03-09T18:30:00.000Z");
  });

  it("ends exactly at closing time when the day's hours run out", () => {
    // Mon 2026-03-02 08:00 EST + one business day = Monday 18:00 EST.
    expect(iso(addBusinessTime(at("2026-03-02T13:00:00Z"), BUSINESS_DAY_MS))).toBe(
      "2026-03-02T23:00:00.000Z",
    );
  });
});
