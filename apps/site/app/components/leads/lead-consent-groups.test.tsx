// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LeadForm } from "./lead-form";
import { renderInSite, stubResizeObserver } from "./leads-test-kit";

beforeEach(() => stubResizeObserver());
afterEach(cleanup);

// The contact page also shows the footer's newsletter form: each form's marketing consent is its
// own named group with its own ids, never one checkbox name shared loose across the page.
describe("given two lead forms with marketing consent on one page", () => {
  it("puts each consent checkbox in its own fieldset with a legend and distinct ids", () => {
    renderInSite(
      <>
        <LeadForm id="contact" fields={["name", "email"]} submitLabel="Send message" consent />
        <LeadForm id="footer-newsletter" fields={["email"]} submitLabel="Subscribe" consent />
      </>,
    );
    const groups = screen.getAllByRole("group", { name: "Marketing consent" });
    expect(groups.map((group) => group.id)).toEqual([
      "contact-consent-group",
      "footer-newsletter-consent-group",
    ]);
    const boxes = groups.map((group) => within(group).getByRole("checkbox"));
    expect(new Set(boxes.map((box) => box.id)).size).toBe(2);
    for (const [index, box] of boxes.entries())
      expect(box.closest("form")).toBe(groups[index]!.closest("form"));
  });

  it("names each group and each checkbox after its form's heading, so no two share a name (IBM Equal Access)", () => {
    renderInSite(
      <>
        <h2 id="contact-heading">Talk to our team</h2>
        <LeadForm
          id="contact"
          fields={["name", "email"]}
          submitLabel="Send message"
          consent
          labelledBy="contact-heading"
        />
        <h2 id="newsletter-heading">The Enterprise AI Briefing</h2>
        <LeadForm
          id="footer-newsletter"
          fields={["email"]}
          submitLabel="Subscribe"
          consent
          consentLabel="I agree to receive the briefing."
          labelledBy="newsletter-heading"
        />
      </>,
    );
    expect(
      screen.getByRole("group", { name: "Marketing consent Talk to our team" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("group", { name: "Marketing consent The Enterprise AI Briefing" }),
    ).toBeInTheDocument();
    const names = screen.getAllByRole("checkbox").map((box) => box.getAttribute("aria-labelledby"));
    expect(names).toEqual([
      "contact-consent-label contact-heading",
      "footer-newsletter-consent-label newsletter-heading",
    ]);
    expect(
      screen.getByRole("checkbox", { name: /^I agree that Vantreo .* Talk to our team$/ }),
    ).toBeInTheDocument();
  });
});
