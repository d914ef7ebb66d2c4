import { afterEach, describe, expect, it, vi } from "vitest";
import { leadFromForm } from "./lead-from-form";
import { prepareLead } from "./prepare-lead";

describe("leadFromForm", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("builds the contact page's lead from a single name field", () => {
    expect(
      leadFromForm(
        {
          name: "Ada King Lovelace",
          email: "ada@example.com",
          phone: "+1 404 555 0100",
          company: "Analytical Engines",
          message: "We want to move our models on-premises.",
          marketingConsent: true,
        },
        {
          source: "article-cta",
          pageUrl: "https://www.vantreo.com/contact?source=article-cta",
          consentRequired: true,
        },
      ),
    ).toEqual({
      firstName: "Ada",
      lastName: "King Lovelace",
      email: "ada@example.com",
      phone: "+1 404 555 0100",
      company: "Analytical Engines",
      message:
        "We want to move our models on-premises.\n\nSource: article-cta\nCompany: Analytical Engines",
      leadType: "contact",
      source: "contact-page",
      pageUrl: "https://www.vantreo.com/contact?source=article-cta",
      metadata: { marketing_consent: true },
    });
  });

  it("builds a footer newsletter signup with only an e-mail", () => {
    const lead = leadFromForm(
      { email: "ada@example.com" },
      { leadType: "newsletter", source: "footer", pageUrl: "https://www.vantreo.com/insights" },
    );
    expect(lead).toMatchObject({
      firstName: "",
      lastName: "",
      leadType: "newsletter",
      source: "footer",
      message: "Source: footer",
      metadata: { marketing_consent: false, original_lead_type: "newsletter" },
    });
  });

  it("uses the inferred source in the source line when the form has no source text", () => {
    const lead = leadFromForm(
      { name: "Ada Lovelace", email: "ada@example.com", message: "Question about MLOps" },
      { pageUrl: "https://www.vantreo.com/services/mlops-consulting" },
    );
    expect(lead.source).toBe("service-page");
    expect(lead.message).toBe("Question about MLOps\n\nSource: service-page");
  });

  it("keeps separate name fields and extra metadata such as attribution", () => {
    const lead = leadFromForm(
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
      {
        leadType: "exit_popup",
        pageUrl: "https://www.vantreo.com/",
        metadata: { utm_source: "linkedin" },
      },
    );
    expect(lead).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      leadType: "exit-intent",
      metadata: {
        utm_source: "linkedin",
        marketing_consent: false,
        original_lead_type: "exit_popup",
      },
    });
  });

  it("takes the current page when no page URL is given", () => {
    vi.stubGlobal("location", { href: "https://www.vantreo.com/services/llm-evaluation" });
    expect(leadFromForm({ email: "ada@example.com" })).toMatchObject({
      pageUrl: "https://www.vantreo.com/services/llm-evaluation",
      source: "service-page",
    });
  });

  it("passes the contact rules with a short message thanks to the source line", () => {
    const lead = leadFromForm(
      { name: "Ada Lovelace", email: "ada@example.com", message: "Hi" },
      { pageUrl: "https://www.vantreo.com/contact" },
    );
    expect(prepareLead(lead).ok).toBe(true);
  });
});
