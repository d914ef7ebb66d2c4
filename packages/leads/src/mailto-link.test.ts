import { describe, expect, it } from "vitest";
import type { Lead } from "./lead-schema";
import { leadMailtoLink } from "./mailto-link";

const lead: Lead = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+14045550100",
  company: "Analytical Engines",
  message: "Need help & advice?\n\nSource: contact-page",
  leadType: "contact",
  source: "contact-page",
  pageUrl: "https://www.vantreo.com/contact",
  timestamp: "2025-06-16T12:00:00.000Z",
  metadata: { marketing_consent: false },
};

function parse(link: string) {
  const url = new URL(link);
  return {
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

describe("leadMailtoLink", () => {
  it("addresses the contact e-mail and carries everything the visitor typed", () => {
    expect(parse(leadMailtoLink("hello@vantreo.com", lead))).toEqual({
      to: "hello@vantreo.com",
      subject: "Website inquiry from Ada Lovelace",
      body:
        "Name: Ada Lovelace\r\nEmail: ada@example.com\r\nPhone: +14045550100\r\nCompany: Analytical Engines\r\n\r\n" +
        "Need help & advice?\r\n\r\nSource: contact-page",
    });
  });

  it("percent-encodes subject and body so & and ? cannot break the link", () => {
    const link = leadMailtoLink("hello@vantreo.com", lead);
    expect(
      link.startsWith(
        "mailto:hello@vantreo.com?subject=Website%20inquiry%20from%20Ada%20Lovelace&body=",
      ),
    ).toBe(true);
    expect(link).toContain("help%20%26%20advice%3F");
    expect(link).toContain("%0D%0A");
  });

  it("leaves out empty fields", () => {
    const bare = { ...lead, firstName: "", lastName: "", phone: "", company: "", message: "" };
    expect(parse(leadMailtoLink("hello@vantreo.com", bare))).toEqual({
      to: "hello@vantreo.com",
      subject: "Website inquiry",
      body: "Email: ada@example.com",
    });
  });
});
