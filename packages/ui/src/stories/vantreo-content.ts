// The firm's real copy for the stories (spec sections 1, 2, 3 and 9): services, figures, insights
// and case studies as the site shows them. Stories only; nothing here is exported by the package.

/** The four service cards of the home page, with their routes (spec section 2). */
export const homeServices = [
  {
    title: "Data Engineering Consulting",
    description:
      "Pipelines, lakehouse platforms and data contracts that make analytics and AI trustworthy from the first query.",
    highlight: "Deploy time cut from 3 months to 2 weeks",
    href: "/services/data-engineering-consulting",
  },
  {
    title: "AI Governance & Compliance",
    description:
      "Use-case registers, model risk controls and evidence mapped to the NIST AI RMF, SR 11-7 and the EU AI Act.",
    highlight: "EU AI Act Ready",
    href: "/services/ai-governance-compliance",
  },
  {
    title: "Business Intelligence Consulting",
    description:
      "Governed semantic layers and dashboards that executives read the same way, every week.",
    highlight: "$15M annual impact in 6 weeks",
    href: "/services/business-intelligence-consulting",
  },
  {
    title: "MLOps Consulting",
    description:
      "Model deployment, monitoring and retraining pipelines that keep production models accurate and auditable.",
    highlight: "Uptime raised from 94% to 99.9%",
    href: "/services/mlops-consulting",
  },
] as const;

/** The private AI offer the menu marks HOT. */
export const privateLlm = {
  title: "Private LLM Deployment",
  description:
    "Open-weight language models running inside your own cloud or data center, sized for your workloads and governed from day one.",
  highlight: "AI cost reduction of 30-50%",
  href: "/private-llm",
} as const;

/** The four industries of the home page (spec section 1). */
export const industries = [
  {
    title: "Healthcare",
    description:
      "Clinical and operational analytics on data platforms built for HIPAA obligations.",
    points: ["Healthcare analytics", "Private AI for protected health information"],
    href: "/solutions/healthcare",
  },
  {
    title: "Financial Services",
    description: "Model risk management and data platforms that stand up to examiners.",
    points: ["SR 11-7 model validation", "Financial data services"],
    href: "/financial-services",
  },
  {
    title: "Federal & Government",
    description: "Secure data modernization and AI governance for public-sector missions.",
    points: ["NIST AI RMF programs", "Zero trust architecture"],
    href: "/federal-government",
  },
  {
    title: "Retail & E-commerce",
    description: "Demand forecasting, personalization and real-time analytics at scale.",
    points: ["Predictive analytics", "Real-time analytics"],
    href: "/solutions/retail-ecommerce",
  },
] as const;

/** The home stats band (spec section 9). */
export const homeStats = [
  { number: "500+", label: "Enterprise deployments" },
  { number: "99.9%", label: "Uptime" },
  { number: "40-60%", label: "Cost reduction" },
  { number: "Top 10%", label: "Data science experts" },
  { number: "24/7", label: "Support" },
] as const;

/** The Atlanta page's stat cards (spec section 9). */
export const atlantaStats = [
  { number: "50+", label: "Clients" },
  {
    number: "200+",
    label: "Southeast projects",
    detail: "Georgia, Alabama, Tennessee, North Carolina, South Carolina and Florida",
  },
  { number: "85+", label: "Data engineers" },
  { number: "15+", label: "Years" },
] as const;

/** The three latest insights, newest first, as bundled in apps/site/content/insights. */
export const latestInsights = [
  {
    title: "RAG Architecture That Survives Production: Retrieval First, Generation Second",
    date: "2025-03-25",
    dateLabel: "March 25, 2025",
    tags: ["RAG", "Generative AI", "Architecture"],
    excerpt:
      "When a retrieval-augmented generation system gives a wrong answer, the cause is usually retrieval, not the language model. The reference architecture we use for enterprise RAG: structure-aware ingestion, permission-filtered hybrid search, reranking, cited answers and evaluation built in.",
    href: "/insights/rag-architecture-patterns",
  },
  {
    title: "SR 11-7 Meets Generative AI: Model Risk Management for LLM Applications",
    date: "2025-03-11",
    dateLabel: "March 11, 2025",
    tags: ["Model Risk", "SR 11-7", "Financial Services", "Generative AI"],
    excerpt:
      "SR 11-7 was written in 2011 for credit and market risk models, yet its principles — effective challenge, conceptual soundness, ongoing monitoring, outcomes analysis — apply to large language models with surprisingly little strain. What changes is how you gather the evidence.",
    href: "/insights/sr-11-7-generative-ai-model-risk",
  },
  {
    title: "Putting the NIST AI Risk Management Framework to Work",
    date: "2025-02-25",
    dateLabel: "February 25, 2025",
    tags: ["AI Governance", "NIST AI RMF", "Risk Management"],
    excerpt:
      "The NIST AI RMF is voluntary, flexible and deliberately non-prescriptive, which is exactly why many organizations struggle to operationalize it. How to turn Govern, Map, Measure and Manage into owners, artifacts and a working use-case register.",
    href: "/insights/nist-ai-rmf-in-practice",
  },
] as const;

// A 640×360 cover drawn inline, so the stories need no static files: a cost curve falling under
// a flat line, the shape of the private-AI ROI case.
const roiCover = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#0f1e33"/><g stroke="#2b3f5c"><path d="M60 300H600M60 220H600M60 140H600M60 60H600"/></g><path d="M60 100 C220 120 380 200 600 280" fill="none" stroke="#58c4dc" stroke-width="6"/><path d="M60 180H600" stroke="#e2b74c" stroke-width="4" stroke-dasharray="14 10"/><text x="60" y="340" fill="#c9d5e6" font-family="sans-serif" font-size="22">Cost: self-hosted vs. hosted API</text></svg>`;

/** The home page's case study (spec section 1) with an inline cover image. */
export const roiCaseStudy = {
  title: "Quantifying the ROI of Private AI",
  summary:
    "A cost model of self-hosted language models against per-token APIs, with a 3x ROI projection.",
  imageUrl: `data:image/svg+xml,${encodeURIComponent(roiCover)}`,
  tags: ["Private AI", "ROI"],
  href: "/case-studies/self-hosted-ai-roi",
} as const;

/** A second case study, without an image. */
export const ethicsCaseStudy = {
  title: "Building an AI Ethics Framework That Ships",
  summary:
    "Turning fairness, transparency and accountability principles into review gates, owners and evidence that product teams can work with.",
  tags: ["AI Ethics", "Governance"],
  href: "/case-studies/ai-ethics-framework",
} as const;

/** An address that does not resolve, for the "failed to load" stories. */
export const brokenImageUrl = "/images/does-not-exist.svg";
