/**
 * What to do next after the maturity assessment: the weakest dimensions first, each with a
 * concrete step for where it stands and the services that deliver that step. Every link is a
 * real catalogue page (content/services/*.json); the tests hold the slugs and titles to it.
 */
import type { DimensionScore, MaturityResult } from "./maturity-model";
import { MATURITY_LEVEL_FLOORS } from "./maturity-model";
import type { MaturityDimension } from "./maturity-questions";

/** A service page a recommendation links to, by its catalogue slug and title. */
export interface ServiceLink {
  slug: string;
  title: string;
}

/** "foundation" below Defined (under 2.6), "advance" from Defined to Managed (2.6–4.1). */
export type RecommendationTier = "foundation" | "advance";

/** One recommendation of the report. */
export interface Recommendation {
  dimension: MaturityDimension;
  tier: RecommendationTier;
  /** The dimension's score as shown. */
  shown: number;
  title: string;
  body: string;
  services: ServiceLink[];
}

type Step = Pick<Recommendation, "title" | "body" | "services">;

const s = (slug: string, title: string): ServiceLink => ({ slug, title });

/** The step of each dimension at each tier. */
export const RECOMMENDATION_STEPS: Record<MaturityDimension, Record<RecommendationTier, Step>> = {
  strategy: {
    foundation: {
      title: "Agree a data and AI strategy tied to outcomes",
      body: "Pick three to five use cases, each with a business owner and a measured baseline, and fund them in stages. A short value sprint produces the shortlist and the business case.",
      services: [
        s("ai-strategy-value-sprint", "AI Strategy Value Sprint"),
        s("fractional-ai-pmo", "Fractional AI PMO"),
      ],
    },
    advance: {
      title: "Run data and AI as a portfolio",
      body: "Track benefits against baselines after launch, move funding to the initiatives that deliver, and give one executive forum the authority to stop the ones that do not.",
      services: [
        s("ai-center-of-excellence", "AI Center of Excellence"),
        s("fractional-ai-pmo", "Fractional AI PMO"),
      ],
    },
  },
  governance: {
    foundation: {
      title: "Name data owners and write the first policies",
      body: "Give each critical data domain a business owner and a steward, classify the data, and set access and retention rules before adding new AI use cases.",
      services: [
        s("data-governance-compliance", "Data Governance & Compliance"),
        s("ai-governance-compliance", "AI Governance & Compliance"),
      ],
    },
    advance: {
      title: "Automate policy, lineage and model oversight",
      body: "Capture lineage automatically, enforce access policies in the platform, and keep an inventory of models with risk tiers and reviews before deployment.",
      services: [
        s("model-governance-risk", "Model Governance & Risk"),
        s("data-governance-compliance", "Data Governance & Compliance"),
      ],
    },
  },
  architecture: {
    foundation: {
      title: "Consolidate onto a governed data platform",
      body: "Replace one-off extracts with a warehouse or lakehouse for the domains that matter most, loaded by version-controlled pipelines.",
      services: [
        s("data-engineering-architecture", "Data Engineering & Architecture"),
        s("cloud-migration", "Cloud Migration"),
      ],
    },
    advance: {
      title: "Industrialize pipelines and serve data products",
      body: "Add CI/CD, tests and orchestration to every pipeline, publish documented data products, and cut latency where decisions depend on it.",
      services: [
        s("dataops-feature-store", "DataOps & Feature Store"),
        s("real-time-analytics", "Real-Time Analytics"),
      ],
    },
  },
  quality: {
    foundation: {
      title: "Define and monitor quality on critical data",
      body: "Write completeness, validity and timeliness rules for the datasets behind key reports and models, and route failures to named owners.",
      services: [
        s("data-observability-platform", "Data Observability Platform"),
        s("data-governance-compliance", "Data Governance & Compliance"),
      ],
    },
    advance: {
      title: "Certify metrics and fix issues at the source",
      body: "Publish certified metrics with shared definitions, track quality against service levels, and feed recurring issues back to the source systems.",
      services: [
        s("data-observability-platform", "Data Observability Platform"),
        s("business-intelligence-consulting", "Business Intelligence Consulting"),
      ],
    },
  },
  analytics: {
    foundation: {
      title: "Take one model to production and measure it",
      body: "Choose one use case with a clear owner and baseline, take it to production with monitoring, and report the impact you measured.",
      services: [
        s("ai-experimentation-lab", "AI Experimentation Lab"),
        s("business-intelligence-consulting", "Business Intelligence Consulting"),
      ],
    },
    advance: {
      title: "Put MLOps under every model",
      body: "Standardize deployment, drift and performance monitoring and retraining, so each new model reaches production faster than the last.",
      services: [
        s("mlops-model-operations", "MLOps & Model Operations"),
        s("model-monitoring-observability", "Model Monitoring & Observability"),
      ],
    },
  },
  culture: {
    foundation: {
      title: "Build data literacy and the core skills",
      body: "Train business teams to read and question data, and close the skill gaps on the roadmap through hiring, upskilling and partners.",
      services: [
        s("ai-training-upskilling", "AI Training & Upskilling"),
        s("ai-workforce-enablement-talent-management", "AI Talent Management & Workforce Planning"),
      ],
    },
    advance: {
      title: "Drive adoption with change management",
      body: "Give every rollout champions, adoption targets and feedback loops, and organize cross-functional teams around outcomes.",
      services: [
        s("ai-adoption-change-management", "AI Adoption & Change Management"),
        s("human-ai-workforce-enablement", "Human-AI Workforce Enablement"),
      ],
    },
  },
};

/** How many dimensions the report recommends work on. */
export const MAX_RECOMMENDATIONS = 3;

/** The tier of a dimension score, or null at Optimized, where there is nothing to fix. */
export function recommendationTier(entry: DimensionScore): RecommendationTier | null {
  if (entry.shown >= MATURITY_LEVEL_FLOORS.optimized) return null;
  return entry.shown < MATURITY_LEVEL_FLOORS.defined ? "foundation" : "advance";
}

/**
 * Up to three recommendations for the weakest dimensions below Optimized, lowest score first;
 * ties keep the assessment's dimension order. Empty when every dimension is Optimized.
 */
export function recommendationsFor(result: MaturityResult): Recommendation[] {
  return [...result.dimensions]
    .sort((a, b) => a.score - b.score)
    .flatMap((entry): Recommendation[] => {
      const tier = recommendationTier(entry);
      if (!tier) return [];
      return [
        {
          dimension: entry.dimension,
          tier,
          shown: entry.shown,
          ...RECOMMENDATION_STEPS[entry.dimension][tier],
        },
      ];
    })
    .slice(0, MAX_RECOMMENDATIONS);
}
