/**
 * The Enterprise AI Trust Scale, exactly as the trust paper defines it
 * (content/insights/enterprise-ai-trust-scale.md; spec section 9, "Copy claims": four factors
 * scored 1–3, bands 10–12, 7–9, 4–6, below 4). The wording of the factors, levels and bands is
 * the paper's, so the tool and the paper cannot drift apart.
 */

/** The four factors, with the ids the paper's inventory record uses. */
export const TRUST_FACTORS = [
  "transparency",
  "reliability",
  "accountability",
  "data_protection_security",
] as const;

/** One factor of the scale. */
export type TrustFactor = (typeof TRUST_FACTORS)[number];

/**
 * A factor's score: 1, 2 or 3 against evidence, or 0 when the team has no evidence at all and
 * the factor is "left unscored and contributes nothing". An unscored factor makes the system
 * Not assessable whatever the total, so strong factors never hide a missing one.
 */
export type TrustScore = 0 | 1 | 2 | 3;

/** The scores of all four factors. */
export type TrustScores = Record<TrustFactor, TrustScore>;

/** The score levels of the paper's scoring table. */
export const TRUST_LEVEL_NAMES: Record<1 | 2 | 3, string> = {
  1: "Ad hoc",
  2: "Defined",
  3: "Evidenced and monitored",
};

/** A factor as the paper describes it: its questions and what each score looks like. */
export interface TrustFactorDefinition {
  id: TrustFactor;
  name: string;
  /** The paper's questions for the factor. */
  question: string;
  levels: Record<1 | 2 | 3, string>;
}

/** The four factors, in the paper's order, with its scoring table. */
export const TRUST_FACTOR_DEFINITIONS: readonly TrustFactorDefinition[] = [
  {
    id: "transparency",
    name: "Transparency",
    question:
      "Can the organization explain what the system does, what data it uses, and why it produced a given output? For generative systems, can users see the sources an answer was based on? Is it clear to people affected by the system that AI is involved?",
    levels: {
      1: "Purpose and data sources are described informally; outputs cannot be traced",
      2: "Documentation of purpose, data and limitations exists; users are told AI is involved",
      3: "Outputs are traceable to inputs and sources; documentation is current; explanations are tested with users",
    },
  },
  {
    id: "reliability",
    name: "Reliability",
    question:
      "Has the system been evaluated on the organization's own task and data, with results that meet agreed thresholds? Is performance monitored in production, with alerts when it degrades? Has it been tested on difficult and adversarial inputs, not only typical ones?",
    levels: {
      1: "Tried on examples; no formal evaluation",
      2: "Evaluated on a representative test set against thresholds before launch",
      3: "Evaluation repeated on every change; production quality sampled and monitored with alert owners",
    },
  },
  {
    id: "accountability",
    name: "Accountability",
    question:
      "Is there a named business owner who answers for the system's outcomes? Is human oversight designed in, with people who have the competence and authority to override it? Is there an incident process, and has it been exercised?",
    levels: {
      1: "A sponsor exists; no operational owner or oversight design",
      2: "Named owner; human review defined; escalation path documented",
      3: "Oversight is exercised and recorded; override rates are reviewed; incident process has been tested",
    },
  },
  {
    id: "data_protection_security",
    name: "Data protection and security",
    question:
      "Is the data the system uses and produces handled lawfully and protected appropriately? Are access controls enforced, including in retrieval? Has the system been tested against AI-specific threats such as prompt injection and data leakage?",
    levels: {
      1: "Standard IT controls only; no AI-specific review",
      2: "Privacy and security review completed; access controls defined",
      3: "Permission enforcement tested; adversarial testing performed and repeated; findings tracked to closure",
    },
  },
];

/** The four bands of the paper. */
export type TrustBandId = "trusted" | "conditional" | "fragile" | "not-assessable";

/** A band: its total range, name, meaning and instruction, in the paper's words. */
export interface TrustBand {
  id: TrustBandId;
  name: string;
  /** The range as the paper writes it: "10–12", "Below 4, or any factor unscored". */
  range: string;
  min: number;
  max: number;
  meaning: string;
  action: string;
}

/** The bands, highest first. */
export const TRUST_BANDS: readonly TrustBand[] = [
  {
    id: "trusted",
    name: "Trusted",
    range: "10–12",
    min: 10,
    max: 12,
    meaning:
      "The system is evidenced and monitored across all four factors, with at most minor gaps.",
    action:
      "Approve for production and scaling to new users or processes. Keep monitoring, and re-score at least annually and after any material change. If a 10 conceals a 1 on one factor, fix that factor before scaling.",
  },
  {
    id: "conditional",
    name: "Conditional",
    range: "7–9",
    min: 7,
    max: 9,
    meaning: "The foundations are defined, but one or more factors lack evidence or monitoring.",
    action:
      "Deploy only with compensating controls: limited scope, human review of outputs, tighter monitoring. Set a dated plan to raise the weakest factor, and re-score before expanding.",
  },
  {
    id: "fragile",
    name: "Fragile",
    range: "4–6",
    min: 4,
    max: 6,
    meaning: "Trust rests on intentions rather than evidence in most factors.",
    action:
      "Keep the system in a controlled pilot with internal users only and no decisions affecting customers, patients or citizens. Fund remediation, or stop.",
  },
  {
    id: "not-assessable",
    name: "Not assessable",
    range: "Below 4, or any factor unscored",
    min: 0,
    max: 3,
    meaning: "At least one factor has no evidence at all, so trust cannot be established.",
    action:
      "Stop or pause any use beyond experimentation. Produce the missing evidence — starting with a named owner and a basic evaluation — and then score again.",
  },
];
