// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Analytics } from "@vantreo/consent";
import { ConsentContext } from "@vantreo/consent/react";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import type { ReactNode } from "react";
import { TranslationProvider } from "@vantreo/i18n/react";
import { unmountLeadToaster } from "../../components/leads/lead-toaster";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RoiCalculator } from "./roi-calculator";

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

function fakeAnalytics() {
  const events: [string, unknown][] = [];
  const analytics = {
    roiResult: (roi: number) => events.push(["roiResult", roi]),
    lead: () => {},
    event: (name: string, params: unknown) => events.push([name, params]),
  };
  return { events, analytics: analytics as unknown as Analytics };
}

function renderCalculator(analytics?: Analytics) {
  const tree: ReactNode = analytics ? (
    <ConsentContext.Provider value={{ analytics } as never}>
      <RoiCalculator />
    </ConsentContext.Provider>
  ) : (
    <RoiCalculator />
  );
  render(
    <TranslationProvider translator={createTranslator("en", RESOURCES)}>
      {tree}
    </TranslationProvider>,
  );
}

const metric = (id: string) => document.querySelector(`[data-metric="${id}"] dd`)?.textContent;

beforeEach(() => window.history.replaceState(null, "", "/tools/ai-roi-calculator"));
afterEach(() => {
  // The toaster mounts in its own root on a submission; unmount it before the document goes.
  act(() => unmountLeadToaster());
  cleanup();
});

// Rendering a whole tool in jsdom takes seconds on a busy machine; the logic is fast.
describe("given the ROI calculator", { timeout: 30_000 }, () => {
  it("shows the estimate of the default inputs in US dollars", () => {
    renderCalculator();
    // 50 × 3 h × 48 weeks × 60 % × 85 = 367,200 (see roi-model.test).
    expect(metric("annual-benefit")).toBe("$367,200");
    expect(metric("payback")).toBe("9.8 months");
    expect(metric("npv")).toBe("$513,961");
  });

  it("when the team size changes and the form is sent, recalculates, shares the inputs and reports the result", () => {
    const { events, analytics } = fakeAnalytics();
    renderCalculator(analytics);
    fireEvent.change(screen.getByLabelText("Employees affected"), { target: { value: "100" } });
    expect(
      screen.getByText("You changed the figures. Select Calculate ROI to update the estimate."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Calculate ROI" }));
    // 100 × 3 × 48 × 0.6 × 85 = 734,400 a year; net of 60,000 running cost: 674,400.
    expect(metric("annual-benefit")).toBe("$734,400");
    expect(window.location.search).toBe(
      "?team=100&hours=3&rate=85&adopt=60&impl=250000&run=60000&years=3&disc=10&cur=USD",
    );
    // The run is timed from the first change to the result (tool_complete, spec section 7).
    expect(events).toEqual([
      ["roiResult", 674_400],
      [
        "timing_complete",
        { name: "tool_complete", value: expect.any(Number), event_category: "roi_calculator" },
      ],
    ]);
  });

  it("when an input is refused, lists the errors, keeps the last estimate and reports nothing", () => {
    const { events, analytics } = fakeAnalytics();
    renderCalculator(analytics);
    fireEvent.change(screen.getByLabelText("Adoption rate"), { target: { value: "abc" } });
    fireEvent.change(screen.getByLabelText("Hours saved per employee per week"), {
      target: { value: "41" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Calculate ROI" }));
    expect(screen.getByText("Some answers need attention:")).toBeInTheDocument();
    expect(screen.getByLabelText("Adoption rate")).toHaveAccessibleDescription(
      expect.stringContaining("Enter a number, such as 1500 or 1,500."),
    );
    expect(screen.getByLabelText("Hours saved per employee per week")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(metric("annual-benefit")).toBe("$367,200");
    expect(events).toEqual([]);
  });

  it("opens a shared link with its inputs and currency, resetting what it cannot read", () => {
    window.history.replaceState(null, "", "/tools/ai-roi-calculator?team=100&hours=zz&cur=EUR");
    renderCalculator();
    expect(metric("annual-benefit")).toBe("€734,400");
    expect(
      screen.getByText(/Some values in the link could not be read and were reset to the defaults:/),
    ).toHaveTextContent("Hours saved per employee per week");
  });

  it("writes very large results in full and a payback of days as less than a month", () => {
    window.history.replaceState(
      null,
      "",
      "/tools/ai-roi-calculator?team=1000000&hours=40&rate=10000&adopt=100&impl=1000000000&run=1000000000&years=10&disc=0",
    );
    renderCalculator();
    // 1,000,000 × 40 × 48 × 10,000 = 1.92e13 a year; payback 1e9 / (1.9199e13 / 12) = 0.000625 months.
    expect(metric("annual-benefit")).toBe("$19,200,000,000,000");
    expect(metric("payback")).toBe("Less than 1 month");
  });

  it("works without a consent provider, sending no analytics", () => {
    renderCalculator();
    fireEvent.click(screen.getByRole("button", { name: "Calculate ROI" }));
    expect(metric("annual-benefit")).toBe("$367,200");
  });
});
