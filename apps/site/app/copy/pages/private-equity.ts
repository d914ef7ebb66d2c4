/**
 * Copy of the /private-equity industry page (spec section 2: solutions and industries; English
 * only). The representative engagement is described without outcome figures, because none of
 * the case-study claims of spec section 9 belongs to a private equity client.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=industry-private-equity&utm_service=private-equity&subject=${encodeURIComponent(subject)}`;

/** The /private-equity page in English. */
export const copy = {
  en: {
    title: "Data and AI advisory for private equity",
    description:
      "Data and AI due diligence before close, value creation plans during the hold and exit-ready data for sponsors, operating partners and portfolio companies.",
    eyebrow: "Industry",
    h1: "Data and AI advisory for private equity sponsors and their portfolios",
    lead: "Every target now claims to be data-driven and AI-enabled, and every value creation plan assumes better data. We test those claims before you close, turn data and AI into measurable levers during the hold and make sure the numbers in the data room stand up when you sell.",
    actions: [
      {
        label: "Discuss a deal or portfolio",
        href: contact("Private equity data and AI advisory"),
      },
      { label: "See the advisory service", href: "/services/private-equity-advisory" },
    ],
    keywords: [
      "private equity data due diligence",
      "AI due diligence",
      "portfolio value creation",
      "PE operating partner data",
      "exit readiness",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Where data and AI show up in the deal cycle",
        paragraphs: [
          "Before close, the question is whether the target's data and AI story is real. A pitch deck can describe a proprietary model that turns out to be a spreadsheet, or a data asset the company has no right to use the way the thesis assumes. These gaps rarely appear in financial or commercial diligence because nobody looks at the pipelines, the contracts and the consents together.",
          "During the hold, data is both a lever and a constraint. Pricing, retention and working-capital improvements depend on data that is often spread across several ERPs after a string of add-ons. Sponsors want comparable KPIs across the portfolio without asking each management team to rebuild its reporting.",
          "At exit, buyers run their own diligence. Clean, reconciled KPIs, a documented data platform and a governed AI inventory shorten that process and support the valuation you are asking for.",
        ],
      },
      {
        kind: "table",
        heading: "What we review in data and AI due diligence",
        caption: "Areas covered in a pre-close data and AI review, and the red flags we report",
        columns: ["Area", "What we check", "Typical red flags"],
        rows: [
          [
            "AI claims",
            "Which models exist, what they do, how they are evaluated and who built them",
            "Marketing claims with no model, or a model that only works on demo data",
          ],
          [
            "Data rights and consents",
            "Contracts, terms of use and consent records behind the data the thesis relies on",
            "Data used for purposes its source never permitted",
          ],
          [
            "Platform and technical debt",
            "Architecture, pipeline reliability, security and the cost to run",
            "Critical reporting dependent on one person or unsupported software",
          ],
          [
            "Regulatory exposure",
            "Sector rules such as HIPAA or GLBA, state privacy laws and EU AI Act exposure",
            "Regulated data flowing to third-party AI services without agreements",
          ],
          [
            "Team",
            "Who builds and runs data and AI, and the key-person risk",
            "All knowledge held by a founder or a departing contractor",
          ],
        ],
        note: "Findings arrive as a red-flag report within your diligence timeline, with the cost and time to remediate each one.",
      },
      {
        kind: "features",
        heading: "Value creation levers during the hold",
        items: [
          {
            title: "Pricing analytics",
            body: "Price realization, discount leakage and customer-level profitability from transaction data the company already holds.",
          },
          {
            title: "Retention and churn",
            body: "Early-warning models that tell account teams which customers to call, framed around a decision rather than a score.",
          },
          {
            title: "Working capital",
            body: "Inventory and receivables analytics that free cash, often the fastest measurable win after close.",
          },
          {
            title: "AI in operations",
            body: "Document processing, service assistants and workflow automation where volumes justify them, with the cost per task measured.",
          },
          {
            title: "A shared data foundation for buy-and-build",
            body: "A reusable integration pattern so each add-on's finance and customer data lands in the platform in weeks, not quarters.",
          },
          {
            title: "Portfolio KPI reporting",
            body: "Comparable metrics across portfolio companies without forcing each one onto the same systems.",
          },
        ],
      },
      {
        kind: "steps",
        heading: "A 100-day data and AI plan after close",
        items: [
          {
            title: "Days 1–20: baseline",
            body: "A data maturity baseline, the KPI definitions in the investment thesis and the gaps between them.",
          },
          {
            title: "Days 21–45: prioritize",
            body: "Levers ranked by EBITDA impact and time to realize, agreed with management and the operating partner.",
          },
          {
            title: "Days 46–100: deliver the first wins",
            body: "One or two levers in production, KPI reporting live and a 12-month roadmap with owners and milestones.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "A representative engagement",
        paragraphs: [
          "A sponsor acquiring a platform company in a fragmented services market asked us to test the target's claim of an AI-driven scheduling advantage. In diligence we found a capable rules engine rather than a learning model, and customer data whose contracts allowed operational use but not pooled analytics across customers. Neither finding broke the deal; both changed the value creation plan and one became a condition in the purchase agreement.",
          "After close we set up a shared data foundation designed for the add-ons in the pipeline, defined the KPIs the board would see and delivered the first pricing analytics within the 100-day plan. Each later acquisition followed the same integration pattern.",
        ],
      },
      {
        kind: "cards",
        heading: "Services for sponsors and portfolio companies",
        items: [
          {
            title: "Private Equity Data & AI Advisory",
            body: "Pre-close diligence and hold-period value creation plans.",
            href: "/services/private-equity-advisory",
          },
          {
            title: "AI Strategy Value Sprint",
            body: "Five to ten use cases scored for value and feasibility in 4 to 6 weeks.",
            href: "/services/ai-strategy-value-sprint",
          },
          {
            title: "Business Intelligence Consulting",
            body: "Board and portfolio reporting on definitions everyone agrees.",
            href: "/services/business-intelligence-consulting",
          },
          {
            title: "AI Cost Optimization",
            body: "Lower cost per AI task across portfolio companies already using AI.",
            href: "/services/ai-cost-optimization",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Can you work within a compressed diligence timeline?",
            answer:
              "Yes. We scope the review to the questions that matter for the thesis and deliver a red-flag report within the diligence window, with deeper findings following if you proceed.",
          },
          {
            question: "How do you handle confidentiality during a deal?",
            answer:
              "We work under your non-disclosure terms, inside the virtual data room and agreed management sessions, and restrict the team to named individuals.",
          },
          {
            question: "Our portfolio companies run different systems. Can you still compare them?",
            answer:
              "Yes. We define common KPIs and map each company's data to them, so the sponsor sees comparable numbers without forcing a shared ERP.",
          },
          {
            question: "Do you work with operating partners or directly with management?",
            answer:
              "Both. Operating partners usually set priorities and management teams own delivery; we keep both informed against the same plan.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Test the data and AI story before you sign",
        body: "Tell us about the deal or the portfolio company. We will outline the review we would run, how long it takes and what you would receive.",
        primary: {
          label: "Talk to our private equity team",
          href: contact("Private equity due diligence"),
        },
        secondary: { label: "Book a consultation", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
