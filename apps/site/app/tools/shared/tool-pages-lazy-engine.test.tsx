// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import RoiCalculatorRoute from "../../routes/tools/ai-roi-calculator";
import MaturityAssessmentRoute from "../../routes/tools/data-maturity-assessment";
import TrustAssessmentRoute from "../../routes/trust-assessment";
import { ToolLeadForm } from "./tool-lead-form";

// Which of the lead engine's modules were evaluated. `@vantreo/leads` (schemas, the client) and
// `@vantreo/leads/react` (useLeadForm) bring zod, ~25 KB brotli: a tool page must not load them
// with its first JavaScript (the 100 KB initial-JavaScript budget in apps/site/README.md), only when the visitor uses the form.
// `@vantreo/leads/limits` is zod-free and may load with the page.
const evaluated = vi.hoisted(() => new Set<string>());
vi.mock("@vantreo/leads", async (importOriginal) => {
  evaluated.add("@vantreo/leads");
  return importOriginal();
});
vi.mock("@vantreo/leads/react", async (importOriginal) => {
  evaluated.add("@vantreo/leads/react");
  return importOriginal();
});

afterEach(cleanup);

describe("given the tool pages and their lead form", () => {
  it("loads neither @vantreo/leads nor useLeadForm with the three tool routes' modules", () => {
    // The imports above are the routes' whole static module graphs, tool lead form included.
    expect([RoiCalculatorRoute, MaturityAssessmentRoute, TrustAssessmentRoute]).toHaveLength(3);
    expect([...evaluated]).toEqual([]);
  });

  it("renders the whole form without the engine, and loads it on the first hover", async () => {
    render(
      <TranslationProvider translator={createTranslator("en", RESOURCES)}>
        <ToolLeadForm
          leadType="analysis"
          companyRequired={false}
          metadata={{ tool: "ai-roi-calculator" }}
          heading="Email me this analysis"
          intro="We send the analysis to your inbox."
          submitLabel="Email me this analysis"
        />
      </TranslationProvider>,
    );
    for (const label of [/Full name/, /Work email/, /^Company/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Email me this analysis" })).toBeEnabled();
    expect([...evaluated]).toEqual([]);

    fireEvent.pointerEnter(document.querySelector("form")!);
    await act(() => vi.dynamicImportSettled());
    expect([...evaluated].sort()).toEqual(["@vantreo/leads", "@vantreo/leads/react"]);
  });
});
