/**
 * Copy of /compare/mckinsey-alternative (spec section 2: compare). Angle: management strategy
 * compared with AI strategy that continues into delivery. Only general, verifiable
 * characteristics of the named firm; no figures, prices or clients. Vantreo's side uses the
 * AI strategy sprint prices of spec section 9 ($2,000 half day, $3,500 full day, 4-6 weeks).
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=compare-mckinsey-alternative&utm_service=ai-strategy-value-sprint&subject=${encodeURIComponent(subject)}`;

/** The /compare/mckinsey-alternative page (English only). */
export const copy = {
  en: {
    title: "McKinsey alternative for AI strategy and delivery",
    description:
      "A fair comparison of a global strategy firm such as McKinsey with Vantreo for AI strategy: engagement model, speed to value, pricing and what follows the plan.",
    eyebrow: "Compare",
    h1: "A McKinsey alternative for AI strategy that reaches production",
    lead: "An AI strategy is only as good as the first use cases it puts into production. Global strategy firms and specialist delivery firms approach that problem from opposite ends. This page compares the two fairly, explains when a strategy firm is the right call, and shows how an AI strategy sprint that continues into delivery works.",
    actions: [
      { label: "Plan an AI strategy session", href: contact("AI strategy session") },
      { label: "See the AI Strategy Value Sprint", href: "/services/ai-strategy-value-sprint" },
    ],
    keywords: [
      "McKinsey alternative",
      "AI strategy consulting",
      "AI roadmap",
      "AI use case prioritization",
      "strategy to execution",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Strategy firm and delivery specialist",
        paragraphs: [
          "McKinsey & Company is a global management consulting firm whose core work is strategy, operations and organization for senior leadership teams, with technology and AI practices of its own. When the question is where the whole company should go, how it should be organized, or what to do about a market shift, that is the work it is known for.",
          "Vantreo Data & AI is a specialist consultancy in Atlanta, with an office in Sandy Springs, Georgia, focused on data, AI, AI governance, security and infrastructure. Our strategy work starts from the use case and ends in production: the people who rank your opportunities are the people who build the first ones. Our research shows why that matters: 80 percent of AI projects stall and 70 percent fail to leave pilot, most often at the step from pilot to production, where strategy meets the systems that have to carry it.",
        ],
      },
      {
        kind: "table",
        heading: "Global strategy firm vs Vantreo",
        caption:
          "Typical engagement characteristics of a global management consulting firm compared with Vantreo for AI strategy",
        columns: ["Criterion", "Global strategy firm (such as McKinsey)", "Vantreo Data & AI"],
        rows: [
          [
            "Starting question",
            "Where should the enterprise go, and how should it be organized?",
            "Which AI use cases are worth funding, and what will it take to put them in production?",
          ],
          [
            "Engagement model",
            "Senior leadership engagements, often enterprise-wide",
            "A 4-6 week sprint with your business, data and risk leads, then delivery by the same team",
          ],
          [
            "Main output",
            "Strategy, operating model and transformation roadmap",
            "5-10 use cases scored on value, data readiness, feasibility and regulatory exposure, costed and sequenced into a 12-month roadmap",
          ],
          [
            "Speed to value",
            "Value follows from the transformation the strategy sets in motion",
            "A ranked shortlist after one session; first use cases in build within the quarter",
          ],
          [
            "Pricing approach",
            "Scoped per engagement",
            "Half-day session $2,000, full-day session $3,500, fixed price",
          ],
          [
            "After the plan",
            "Implementation support or handover to delivery partners",
            "The same team builds, governs and measures the first use cases",
          ],
        ],
        note: "The left column describes typical characteristics of global management consulting firms in general terms, not any specific engagement, proposal or price of the named firm.",
      },
      {
        kind: "features",
        heading: "When McKinsey is the better choice",
        items: [
          {
            title: "The question is the whole company",
            body: "Corporate strategy, portfolio decisions, or a transformation where AI is one lever among many.",
          },
          {
            title: "Organization and leadership change",
            body: "Operating-model redesign, leadership alignment and change across many countries and business units.",
          },
          {
            title: "Board and investor scrutiny",
            body: "When the board wants an outside view of strategy from a firm it already relies on at that level.",
          },
          {
            title: "Global scope",
            body: "Programs that need strategy teams in many regions at once.",
          },
        ],
      },
      {
        kind: "features",
        heading: "When Vantreo is the better fit",
        items: [
          {
            title: "You already know AI matters",
            body: "The direction is set; you need to decide which use cases to fund first and how to get them into production.",
          },
          {
            title: "Plans keep stalling in delivery",
            body: "Strategies exist, pilots run, nothing scales. We fix the path to production as well as the list.",
          },
          {
            title: "Regulated use cases",
            body: "Risk tiers and evidence requirements built into the roadmap for health, finance and government.",
          },
          {
            title: "A decision in weeks",
            body: "A ranked shortlist after a single session and a costed roadmap in 4-6 weeks, at a published price.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Using both",
        paragraphs: [
          "Strategy and delivery firms are not always alternatives. Some clients use a strategy firm to set enterprise direction and then bring us in to turn the AI part of it into funded, governed use cases. In that case our sprint starts from the agreed strategy, tests each idea against real data and production constraints, and tells you early which ones will not survive contact with your systems.",
        ],
      },
      {
        kind: "list",
        heading: "What a good AI strategy should leave you with",
        items: [
          "A ranked list of use cases, each with a business owner, a success metric and a baseline plan",
          "An honest readiness score for the data each use case needs",
          "A risk tier and the evidence each use case will need for approval",
          "A cost model that includes running the system, not only building it",
          "The first two or three use cases already moving, with named people doing the work",
        ],
      },
      {
        kind: "cards",
        heading: "Related reading",
        items: [
          {
            title: "Enterprise AI failure rate",
            body: "Our research on why AI portfolios stall and what the 13 percent that scale do differently.",
            href: "/enterprise-ai-failure-rate",
          },
          {
            title: "AI implementation best practices",
            body: "The lifecycle and phase gates that carry a strategy into production.",
            href: "/ai-implementation-best-practices",
          },
          {
            title: "$15M annual impact in 6 weeks",
            body: "A national retailer's data trust work, from diagnosis to validated value.",
            href: "/case-studies/missing-sixth-dimension",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Is a 4-6 week sprint enough for an AI strategy?",
            answer:
              "For choosing and costing 5-10 use cases, yes, because it works from real data and systems rather than from a blank page. It is not a substitute for corporate strategy.",
          },
          {
            question: "What happens after the sprint?",
            answer:
              "You own the roadmap and the investment case. If you want us to build the first use cases, the team that ran the sprint continues; if not, the documentation is written for any delivery team.",
          },
          {
            question: "Can we start smaller?",
            answer:
              "Yes: a facilitated half-day ($2,000) or full-day ($3,500) session produces a ranked shortlist you can act on.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "About this comparison",
        paragraphs: [
          "McKinsey & Company is a trademark of its owner; all names are trademarks of their respective owners. This comparison reflects typical engagement models of global management consulting firms and of Vantreo, not a review of any firm's specific services, prices or results. The research figures quoted are Vantreo research findings from our engagement reviews and client surveys.",
        ],
      },
      {
        kind: "cta",
        heading: "Turn your AI ambitions into a funded shortlist",
        body: "Book a half-day strategy session ($2,000) or a full day ($3,500). You leave with a ranked shortlist of use cases, the gaps to close and what it would take to put the first ones into production.",
        primary: { label: "Plan an AI strategy session", href: contact("AI strategy session") },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
