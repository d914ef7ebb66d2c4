import { describe, expect, it } from "vitest";
import type { DataRequestRecord } from "../../store/lead-records";
import { dataRequestFacts } from "./data-request-facts";

const request = (receivedAt: string, metadata: Record<string, unknown>): DataRequestRecord => ({
  id: "request-1",
  receivedAt: Date.parse(receivedAt),
  status: "open",
  lead: {
    firstName: "Layla",
    lastName: "Haddad",
    email: "layla@example.com",
    phone: "",
    company: "",
    message: "Please delete my data.",
    leadType: "data-rights",
    source: "contact-page",
    pageUrl: "https://www.vantreo.com/data-rights",
    timestamp: receivedAt,
    metadata: { marketing_consent: false, ...metadata },
  },
  consent: {
    marketingConsent: false,
    consentedAt: null,
    textVersion: null,
    locale: "ar",
    page: "https://www.vantreo.com/data-rights",
  },
});

describe("the facts both data-rights mails state", () => {
  it("promise the PDPL's 30 days when no law is stated and they end first (1 March → 31 March, not 1 April)", () => {
    const facts = dataRequestFacts(
      request("2026-03-01T10:00:00.000Z", { request_type: "deletion" }),
    );
    expect(new Date(facts.answerBy).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    expect(facts.regimeKey).toBe("dataRequest.regimes.unstated");
    expect(facts.typeKey).toBe("dataRequest.types.deletion");
  });

  it("name the PDPL as the regime of a request from Saudi Arabia", () => {
    const facts = dataRequestFacts(request("2026-03-01T10:00:00.000Z", { region: "sa" }));
    expect(facts.regimeKey).toBe("dataRequest.regimes.pdpl");
    expect(facts.due).toEqual({ law: "pdpl", pdpl: "2026-03-31T10:00:00.000Z" });
  });
});
