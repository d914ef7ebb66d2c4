import { afterEach, describe, expect, it, vi } from "vitest";
import { sanitizeLead } from "./sanitize-lead";

const NOW = new Date("2025-06-16T12:00:00.000Z");

describe("sanitizeLead", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lower-cases and trims the e-mail", () => {
    expect(sanitizeLead({ email: "  Ada.Lovelace@Example.COM \n" }, NOW).email).toBe(
      "ada.lovelace@example.com",
    );
  });

  it("keeps only digits and plus in the phone number", () => {
    expect(sanitizeLead({ phone: "+1 (404) 555-0100 ext. 7" }, NOW).phone).toBe("+140455501007");
    expect(sanitizeLead({ phone: "call me" }, NOW).phone).toBe("");
  });

  it("strips HTML tags from names, company and message, and trims them", () => {
    const lead = sanitizeLead(
      {
        firstName: " <b>Ada</b> ",
        lastName: "<i>Lovelace</i>",
        company: "<script>x</script>Analytical Engines",
        message: "<p>We need a data platform review.</p>",
      },
      NOW,
    );
    expect(lead.firstName).toBe("Ada");
    expect(lead.lastName).toBe("Lovelace");
    expect(lead.company).toBe("xAnalytical Engines");
    expect(lead.message).toBe("We need a data platform review.");
  });

  it("does not strip tags from the e-mail or the phone (they have their own rules)", () => {
    expect(sanitizeLead({ email: "<a>@b.co" }, NOW).email).toBe("<a>@b.co");
  });

  it("drops control characters such as NUL from text", () => {
    expect(
      sanitizeLead({ firstName: "A\u0000da", message: "line one\nline two\u0007" }, NOW),
    ).toMatchObject({
      firstName: "Ada",
      message: "line one\nline two",
    });
  });

  it("drops bidirectional overrides and keeps line breaks only in the message", () => {
    expect(
      sanitizeLead(
        {
          firstName: "\u202eAda",
          lastName: "King\r\nLovelace",
          company: "Analytical\tEngines\u2066",
          message: "line one\r\nline two\u202e",
        },
        NOW,
      ),
    ).toMatchObject({
      firstName: "Ada",
      lastName: "King Lovelace",
      company: "Analytical Engines",
      message: "line one\nline two",
    });
  });

  it("keeps an http or https page URL", () => {
    expect(
      sanitizeLead({ pageUrl: "https://www.vantreo.com/contact?source=hero" }, NOW).pageUrl,
    ).toBe("https://www.vantreo.com/contact?source=hero");
    expect(sanitizeLead({ pageUrl: "http://127.0.0.1:4173/de/contact" }, NOW).pageUrl).toBe(
      "http://127.0.0.1:4173/de/contact",
    );
  });

  it("drops javascript:, data: and relative page URLs (empty on a server)", () => {
    expect(sanitizeLead({ pageUrl: "javascript:alert(document.cookie)" }, NOW).pageUrl).toBe("");
    expect(sanitizeLead({ pageUrl: "JavaScript:alert(1)" }, NOW).pageUrl).toBe("");
    expect(sanitizeLead({ pageUrl: "data:text/html,<b>x</b>" }, NOW).pageUrl).toBe("");
    expect(sanitizeLead({ pageUrl: "/contact" }, NOW).pageUrl).toBe("");
  });

  it("fills a missing or dropped page URL with the current page in a browser", () => {
    vi.stubGlobal("location", { href: "https://www.vantreo.com/services/llm-evaluation" });
    expect(sanitizeLead({}, NOW).pageUrl).toBe("https://www.vantreo.com/services/llm-evaluation");
    expect(sanitizeLead({ pageUrl: "javascript:void(0)" }, NOW).pageUrl).toBe(
      "https://www.vantreo.com/services/llm-evaluation",
    );
  });

  it("fills a missing timestamp with now", () => {
    expect(sanitizeLead({}, NOW).timestamp).toBe("2025-06-16T12:00:00.000Z");
    expect(sanitizeLead({ timestamp: "   " }, NOW).timestamp).toBe("2025-06-16T12:00:00.000Z");
  });

  it("normalizes an ISO timestamp to UTC and replaces anything else with now", () => {
    expect(sanitizeLead({ timestamp: "2025-07-10T09:30:00+02:00" }, NOW).timestamp).toBe(
      "2025-07-10T07:30:00.000Z",
    );
    expect(sanitizeLead({ timestamp: "1" }, NOW).timestamp).toBe("2025-06-16T12:00:00.000Z");
    expect(sanitizeLead({ timestamp: "yesterday" }, NOW).timestamp).toBe(
      "2025-06-16T12:00:00.000Z",
    );
  });

  it("keeps a known lead type and source as they are", () => {
    const lead = sanitizeLead({ leadType: "data-rights", source: "footer" }, NOW);
    expect(lead.leadType).toBe("data-rights");
    expect(lead.source).toBe("footer");
    expect(lead.metadata).toEqual({ marketing_consent: false });
  });

  it("infers an unknown lead type and remembers the original one", () => {
    const lead = sanitizeLead({ leadType: "footer_newsletter_signup" }, NOW);
    expect(lead.leadType).toBe("newsletter");
    expect(lead.metadata.original_lead_type).toBe("footer_newsletter_signup");
  });

  it("treats a lead without type or source as a contact from the contact page", () => {
    const lead = sanitizeLead({}, NOW);
    expect(lead.leadType).toBe("contact");
    expect(lead.source).toBe("contact-page");
  });

  it("infers the source from the page URL's path when the source text says nothing", () => {
    expect(
      sanitizeLead({ pageUrl: "https://www.vantreo.com/de/services/rag-architecture" }, NOW).source,
    ).toBe("service-page");
  });

  it("gives every text field a string even when the input had none", () => {
    expect(sanitizeLead({ firstName: null }, NOW)).toEqual({
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      company: "",
      message: "",
      leadType: "contact",
      source: "contact-page",
      pageUrl: "",
      timestamp: "2025-06-16T12:00:00.000Z",
      metadata: { marketing_consent: false },
    });
  });
});
