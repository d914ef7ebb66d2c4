// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { Analytics } from "@vantreo/consent";
import { ConsentContext } from "@vantreo/consent/react";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { unmountLeadToaster } from "../../components/leads/lead-toaster";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { MaturityAssessment } from "./maturity-assessment";
import { MATURITY_QUESTIONS } from "./maturity-questions";

// The lead form's engine (a lazy chunk) sends through the site's lead client; never the network.
vi.mock("../../components/leads/lead-client", () => ({
  leadClient: { submit: async () => ({ success: true, leadId: "lead-1", message: "ok" }) },
}));

// Radix measures the consent checkbox with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderAssessment() {
  const conversions: string[] = [];
  const analytics = {
    conversion: (name: string) => conversions.push(name),
    lead: () => {},
    event: (name: string, params: { name: string; event_category: string }) =>
      conversions.push(`${name}:${params.name}:${params.event_category}`),
  } as unknown as Analytics;
  // The report links to service pages, so it renders at a page location.
  render(
    <TranslationProvider translator={createTranslator("en", RESOURCES)}>
      <MemoryPageLocation path="/tools/data-maturity-assessment">
        <ConsentContext.Provider value={{ analytics } as never}>
          <MaturityAssessment />
        </ConsentContext.Provider>
      </MemoryPageLocation>
    </TranslationProvider>,
  );
  return conversions;
}

/**
 * Answers the current step's questions with the given digits. Plain DOM queries: role queries
 * over a page of twenty radio buttons take seconds in jsdom.
 */
function answerStep(digits: string, firstQuestion: number) {
  [...digits].forEach((digit, offset) => {
    const question = MATURITY_QUESTIONS[firstQuestion + offset];
    const group = document.getElementById(`${question?.id}-group`) as HTMLElement;
    expect(group.querySelector("legend")).toHaveTextContent(
      `${firstQuestion + offset + 1}. ${question?.prompt}`,
    );
    fireEvent.click(group.querySelector(`input[value="${digit}"]`) as HTMLInputElement);
  });
}

const button = (name: string) => screen.getByText(name, { selector: "button" });

beforeEach(() => window.history.replaceState(null, "", "/tools/data-maturity-assessment"));
afterEach(() => {
  // The toaster mounts in its own root on a submission; unmount it before the document goes.
  act(() => unmountLeadToaster());
  cleanup();
});

// Rendering a whole tool in jsdom takes seconds on a busy machine; the logic is fast.
describe("given the data maturity assessment", { timeout: 30_000 }, () => {
  it("refuses to move on until every question of the step is answered", () => {
    renderAssessment();
    fireEvent.click(button("Start the assessment"));
    expect(screen.getByText("Step 1 of 6")).toBeInTheDocument();
    fireEvent.click(button("Next"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Answer every question in this step to continue (4 left).",
    );
    answerStep("12", 0);
    fireEvent.click(button("Next"));
    expect(screen.getByRole("alert")).toHaveTextContent("(2 left)");
    expect(screen.getByText("Step 1 of 6")).toBeInTheDocument();
  });

  it("walks six steps to a report: 2.7, Defined, weakest areas first, answers in the URL", () => {
    const conversions = renderAssessment();
    fireEvent.click(button("Start the assessment"));
    const steps = ["1221", "2223", "3334", "4433", "1112", "5454"];
    steps.forEach((digits, index) => {
      expect(screen.getByText(`Step ${index + 1} of 6`)).toBeInTheDocument();
      answerStep(digits, index * 4);
      fireEvent.click(button(index === 5 ? "See my results" : "Next"));
    });
    // Worked out in maturity-model.test: overall 16.25 / 6 = 2.708 → 2.7, Defined.
    expect(screen.getByTestId("maturity-level")).toHaveTextContent("Defined");
    expect(screen.getByText("Your score: 2.7 out of 5")).toBeInTheDocument();
    const focus = screen.getByRole("heading", { name: "Where to focus next" })
      .parentElement as HTMLElement;
    expect(
      within(focus)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      "Take one model to production and measure it",
      "Agree a data and AI strategy tied to outcomes",
      "Name data owners and write the first policies",
    ]);
    expect(within(focus).getByRole("link", { name: "AI Strategy Value Sprint" })).toHaveAttribute(
      "href",
      "/services/ai-strategy-value-sprint",
    );
    expect(window.location.search).toBe("?answers=122122233334443311125454");
    expect(conversions).toEqual([
      "assessment",
      "timing_complete:tool_complete:maturity_assessment",
    ]);
  });

  it("opens a shared report straight on the results", () => {
    window.history.replaceState(
      null,
      "",
      "/tools/data-maturity-assessment?answers=555555555555555555555555",
    );
    renderAssessment();
    expect(screen.getByTestId("maturity-level")).toHaveTextContent("Optimized");
  });
});
