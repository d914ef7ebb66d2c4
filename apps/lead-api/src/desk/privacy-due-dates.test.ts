import { describe, expect, it } from "vitest";
import { ccpaDue, dueDates, gdprDue, pdplDue, statedLaw } from "./privacy-due-dates";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const NO_CONSENT = { marketing_consent: false };

describe("privacy due dates", () => {
  it("gives GDPR one calendar month, ending on the month's last day when it has no such day", () => {
    expect(iso(gdprDue(at("2025-06-16T12:00:00.000Z")))).toBe("2025-07-16T12:00:00.000Z");
    expect(iso(gdprDue(at("2025-01-31T09:30:00.000Z")))).toBe("2025-02-28T09:30:00.000Z");
    expect(iso(gdprDue(at("2024-01-31T09:30:00.000Z")))).toBe("2024-02-29T09:30:00.000Z");
    expect(iso(gdprDue(at("2025-12-15T00:00:00.000Z")))).toBe("2026-01-15T00:00:00.000Z");
    expect(iso(gdprDue(at("2025-03-31T00:00:00.000Z")))).toBe("2025-04-30T00:00:00.000Z");
  });

  it("gives the CCPA 45 calendar days", () => {
    expect(iso(ccpaDue(at("2025-06-16T12:00:00.000Z")))).toBe("2025-07-31T12:00:00.000Z");
    expect(iso(ccpaDue(at("2025-12-20T00:00:00.000Z")))).toBe("2026-02-03T00:00:00.000Z");
  });

  it("gives the PDPL 30 calendar days: a request of 1 March is due on 31 March, a day before the GDPR's month ends", () => {
    const received = at("2026-03-01T10:00:00.000Z");
    expect(iso(pdplDue(received))).toBe("2026-03-31T10:00:00.000Z");
    expect(iso(gdprDue(received))).toBe("2026-04-01T10:00:00.000Z");
  });

  it("reads the law from the request's law, jurisdiction or region field", () => {
    expect(statedLaw({ ...NO_CONSENT, law: "GDPR" })).toBe("gdpr");
    expect(statedLaw({ ...NO_CONSENT, jurisdiction: "california" })).toBe("ccpa");
    expect(statedLaw({ ...NO_CONSENT, region: "us-ca" })).toBe("ccpa");
    expect(statedLaw({ ...NO_CONSENT, region: "de" })).toBe("gdpr");
    expect(statedLaw({ ...NO_CONSENT, region: "KSA" })).toBe("pdpl");
    expect(statedLaw({ ...NO_CONSENT, law: "pdpl" })).toBe("pdpl");
    expect(statedLaw({ ...NO_CONSENT, region: "sg" })).toBeNull();
    expect(statedLaw(NO_CONSENT)).toBeNull();
  });

  it("shows only the stated law's deadline, or all three when none is stated", () => {
    const received = at("2025-06-16T12:00:00.000Z");
    expect(dueDates(received, { ...NO_CONSENT, law: "ccpa" })).toEqual({
      law: "ccpa",
      ccpa: "2025-07-31T12:00:00.000Z",
    });
    expect(dueDates(received, { ...NO_CONSENT, law: "gdpr" })).toEqual({
      law: "gdpr",
      gdpr: "2025-07-16T12:00:00.000Z",
    });
    expect(dueDates(received, { ...NO_CONSENT, region: "saudi" })).toEqual({
      law: "pdpl",
      pdpl: "2025-07-16T12:00:00.000Z",
    });
    expect(dueDates(received, NO_CONSENT)).toEqual({
      law: null,
      gdpr: "2025-07-16T12:00:00.000Z",
      ccpa: "2025-07-31T12:00:00.000Z",
      pdpl: "2025-07-16T12:00:00.000Z",
    });
  });
});
