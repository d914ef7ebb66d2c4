/**
 * English copy of the trust assessment that the `tools` namespace does not hold (the tool
 * routes exist in English only; see ../tool-copy.ts).
 */
/** The trust assessment's own strings (the scale's wording is the paper's, in trust-scale.ts). */
export const TRUST_COPY = {
  metaTitle: "AI Trust Assessment: score an AI system on the Enterprise AI Trust Scale",
  metaDescription:
    "Score transparency, reliability, accountability, and data protection and security from 1 to 3 against evidence, and get the system's band and what to do next.",
  systemLabel: "AI system being scored (optional)",
  systemHelp: 'Printed on the result, e.g. "Customer-service reply assistant".',
  evidenceRule:
    "Each factor is scored 1, 2 or 3, and the score must be supported by evidence that a reviewer could inspect. Intentions and plans do not count.",
  unscoredOption: "No evidence at all (unscored, counts 0)",
  resultHeading: "Your result",
  showResult: "Show the result",
  unscoredShort: "0 (no evidence)",
  pending: (count: number) => `Score all four factors to see the band (${count} left).`,
  meaningHeading: "What it means",
  actionHeading: "What to do",
  unscored: (factors: string) =>
    `No evidence for ${factors}: the factor is left unscored and contributes nothing, and the system is Not assessable whatever the other factors total. Produce the evidence and score again.`,
  concealed: "If a 10 conceals a 1 on one factor, fix that factor before scaling.",
  weakest: (factors: string) =>
    `Weakest: ${factors}. Do not average away a weakness: the total is for triage; the individual factor scores tell you what to fix.`,
  chartTitle: "Factor scores",
  chartDescription: "Each bar is one factor, scored from 0 (no evidence) to 3.",
  bandsHeading: "The four bands",
  nextStepsIntro:
    "The scale summarizes a full assessment; it does not replace one. For an evidence-based review of your systems:",
  links: [
    {
      label: "Read the trust paper: the Enterprise AI Trust Scale",
      href: "/insights/enterprise-ai-trust-scale",
    },
    { label: "Our AI governance practice", href: "/ai-governance" },
    { label: "Model Governance & Risk assessments", href: "/services/model-governance-risk" },
    { label: "Ethical AI & Fairness Audits", href: "/services/ethical-ai-fairness" },
    {
      label: "Score your AI portfolio with our governance team",
      href: "/contact?source=trust-scale",
    },
  ],
} as const;
