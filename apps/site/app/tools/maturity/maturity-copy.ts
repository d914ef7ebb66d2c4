/**
 * English copy of the data maturity assessment that the `tools` namespace does not hold (the
 * tool routes exist in English only; see ../tool-copy.ts).
 */
import type { MaturityLevel } from "./maturity-model";

/** What each maturity level means for the organization (levels of maturity-model.ts). */
export const MATURITY_LEVEL_COPY: Record<MaturityLevel, { range: string; meaning: string }> = {
  initial: {
    range: "1.0–1.7",
    meaning:
      "Data work depends on individuals and one-off efforts, with little shared platform, policy or measurement.",
  },
  developing: {
    range: "1.8–2.5",
    meaning:
      "Foundations exist in places, but practices differ between teams and results are hard to repeat.",
  },
  defined: {
    range: "2.6–3.3",
    meaning:
      "Standard practices and a shared platform are in place; the next step is to measure and automate them.",
  },
  managed: {
    range: "3.4–4.1",
    meaning: "Data and AI run as managed capabilities, with quality, value and risk measured.",
  },
  optimized: {
    range: "4.2–5.0",
    meaning:
      "Data and AI are built into how the organization decides and improves, with continuous measurement.",
  },
};

/** The maturity assessment's own strings. */
export const MATURITY_COPY = {
  metaTitle: "Data Maturity Assessment: score six dimensions in eight minutes",
  metaDescription:
    "Score your organization on strategy, governance, architecture, data quality, analytics and AI, and culture. Get a maturity level, radar chart and next steps.",
  introPoints: [
    "24 questions in six areas, one area per step: about eight minutes.",
    "Answer for how the organization works today, not how it plans to.",
    "Your answers stay in your browser until you choose to send the report.",
  ],
  step: (current: number, total: number) => `Step ${current} of ${total}`,
  scaleLegend: "1 = lowest, 5 = highest",
  lowAnchor: "1:",
  highAnchor: "5:",
  unanswered: (count: number) => `Answer every question in this step to continue (${count} left).`,
  reportHeading: "Your data maturity report",
  overallHeading: "Overall maturity",
  levelsLegend: "Levels",
  chartTitle: "Maturity by dimension",
  chartDescription:
    "Each axis is one dimension, scored from 1 at the center ring to 5 at the edge.",
  tableCaption: "Scores by dimension (1–5)",
  tableHeaders: ["Dimension", "Score", "Level"],
  recommendationsHeading: "Where to focus next",
  servicesLabel: "Services that help:",
  allOptimized:
    "Every dimension scores Optimized. Keep measuring, and re-assess after major changes to your platform or organization.",
  leadIntro:
    "Send the full report to our team. A consultant reviews it and replies within one business day.",
} as const;
