// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TrustAssessment } from "./trust-assessment";

function renderAssessment() {
  render(
    <TranslationProvider translator={createTranslator("en", RESOURCES)}>
      <TrustAssessment />
    </TranslationProvider>,
  );
}

/** Picks a score in one factor's group: 1–3 by the paper's level, 0 as "no evidence". */
function score(factor: string, value: 0 | 1 | 2 | 3) {
  const group = screen.getByRole("group", { name: new RegExp(factor) });
  const name = value === 0 ? /^No evidence at all/ : new RegExp(`^${value} — `);
  fireEvent.click(within(group).getByRole("radio", { name }));
}

beforeEach(() => window.history.replaceState(null, "", "/trust-assessment"));
afterEach(cleanup);

// Rendering a whole tool in jsdom takes seconds on a busy machine; the logic is fast.
describe("given the trust assessment", { timeout: 30_000 }, () => {
  it("asks for all four factors before showing a band", () => {
    renderAssessment();
    score("Transparency", 2);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Score all four factors to see the band (3 left).",
    );
    expect(screen.queryByTestId("trust-band")).toBeNull();
  });

  it("scores the paper's reply assistant 2, 3, 2, 2 as 9, Conditional, with the paper's instruction", () => {
    renderAssessment();
    score("Transparency", 2);
    score("Reliability", 3);
    score("Accountability", 2);
    score("Data protection and security", 2);
    expect(screen.getByTestId("trust-band")).toHaveTextContent("Conditional (7–9)");
    expect(screen.getByText("Total: 9 out of 12")).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Deploy only with compensating controls: limited scope, human review of outputs/,
      ),
    ).toBeInTheDocument();
    expect(window.location.search).toBe("?scores=2322");
  });

  it("names a factor without evidence and bands the total below 4 as Not assessable", () => {
    renderAssessment();
    score("Transparency", 0);
    score("Reliability", 1);
    score("Accountability", 1);
    score("Data protection and security", 1);
    expect(screen.getByTestId("trust-band")).toHaveTextContent(
      "Not assessable (Below 4, or any factor unscored)",
    );
    expect(screen.getByText(/^No evidence for transparency/)).toBeInTheDocument();
  });

  it("warns when a Trusted 10 conceals a 1", () => {
    renderAssessment();
    score("Transparency", 3);
    score("Reliability", 3);
    score("Accountability", 3);
    score("Data protection and security", 1);
    expect(screen.getByTestId("trust-band")).toHaveTextContent("Trusted (10–12)");
    expect(
      screen.getByText("If a 10 conceals a 1 on one factor, fix that factor before scaling."),
    ).toBeInTheDocument();
  });

  it("opens a shared result from the link", () => {
    window.history.replaceState(null, "", "/trust-assessment?scores=1212");
    renderAssessment();
    expect(screen.getByTestId("trust-band")).toHaveTextContent("Fragile (4–6)");
  });

  it("bands strong factors with one unscored as Not assessable, not by their total of 9", () => {
    renderAssessment();
    score("Transparency", 3);
    score("Reliability", 3);
    score("Accountability", 3);
    score("Data protection and security", 0);
    expect(screen.getByTestId("trust-band")).toHaveTextContent(/^Not assessable/);
  });

  it("has a submit button that takes the visitor to the result", () => {
    renderAssessment();
    const form = screen.getByRole("form");
    fireEvent.click(within(form).getByRole("button", { name: "Show the result" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your result" }));
  });
});
