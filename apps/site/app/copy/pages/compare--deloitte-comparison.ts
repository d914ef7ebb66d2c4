/**
 * Copy of /compare/deloitte-comparison (spec section 2: compare). Angle: a multidisciplinary
 * audit, tax and advisory network compared with a specialist for AI governance and delivery.
 * Only general, verifiable characteristics of the named firm; no figures, prices or clients.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=compare-deloitte-comparison&utm_service=ai-governance-compliance&subject=${encodeURIComponent(subject)}`;

/** The /compare/deloitte-comparison page (English only). */
export const copy = {
  en: {
    title: "Deloitte comparison for data, AI and AI governance",
    description:
      "Deloitte or a specialist? A fair comparison for data, AI and AI governance work: engagement model, speed to value, pricing approach and when each fits best.",
    eyebrow: "Compare",
    h1: "Deloitte or a specialist: choosing a partner for data, AI and AI governance",
    lead: "Organizations in regulated industries often consider a Big Four network for AI work because risk, compliance and technology sit under one roof. That can be the right call. This comparison sets out how a multidisciplinary professional-services network typically engages, how Vantreo engages, and the situations in which each is the stronger choice.",
    actions: [
      {
        label: "Talk to a governance specialist",
        href: contact("Comparing partners for AI governance"),
      },
      { label: "Take the AI trust assessment", href: "/trust-assessment" },
    ],
    keywords: [
      "Deloitte comparison",
      "Deloitte alternative",
      "AI governance consulting",
      "model risk management partner",
      "AI consulting comparison",
    ],
    sections: [
      {
        kind: "prose",
        heading: "What each firm is",
        paragraphs: [
          "Deloitte is one of the Big Four professional-services networks: independent member firms offering audit and assurance, tax, consulting, risk advisory and financial advisory services across many countries and industries. For a board that wants regulatory, financial and technology perspectives from one brand, that combination is a genuine strength.",
          "Vantreo Data & AI is a specialist data, AI, security and infrastructure consultancy in Atlanta, with an office in Sandy Springs, Georgia. We serve healthcare, financial services, federal and state government, and retail and e-commerce. Our AI governance work is done by the same practice that builds and operates AI systems, so controls are designed by people who know where they will bite in production.",
        ],
      },
      {
        kind: "table",
        heading: "Multidisciplinary network vs Vantreo",
        caption:
          "Typical engagement characteristics of a Big Four network compared with Vantreo for data and AI work",
        columns: ["Criterion", "Multidisciplinary network (such as Deloitte)", "Vantreo Data & AI"],
        rows: [
          [
            "Breadth",
            "Audit, tax, consulting, risk and financial advisory under one brand",
            "Data, AI, MLOps, AI governance, security and infrastructure only",
          ],
          [
            "Engagement model",
            "Teams assembled from several service lines for large programs",
            "One senior delivery team that covers strategy, build and governance evidence",
          ],
          [
            "Governance work",
            "Strong policy, regulatory and assurance perspective",
            "Governance built into delivery: inventory, risk tiers, validation and monitoring that run day to day",
          ],
          [
            "Speed to value",
            "Suited to broad, multi-phase programs",
            "A $5,000 model governance assessment, then a prioritized plan executed in weeks",
          ],
          [
            "Pricing approach",
            "Scoped per engagement through proposals",
            "Published fixed prices for entry engagements; larger builds scoped from the assessment",
          ],
          [
            "Independence",
            "Auditor independence rules can limit non-audit services to audit clients",
            "Not an audit firm, so no independence constraint on implementation work",
          ],
        ],
        note: "The left column describes typical characteristics of multidisciplinary professional-services networks in general terms, not any specific engagement, proposal or price of the named firm.",
      },
      {
        kind: "features",
        heading: "When Deloitte is the better choice",
        items: [
          {
            title: "Risk, tax and technology in one program",
            body: "When AI decisions are tied to tax, financial reporting or regulatory questions that need those disciplines working together.",
          },
          {
            title: "Multi-jurisdiction regulation",
            body: "Programs that must satisfy regulators in many countries, with local advisers in each.",
          },
          {
            title: "Very large transformation",
            body: "Enterprise-wide change across functions, where AI is one part of a broader operating-model program.",
          },
          {
            title: "Assurance-style reporting to the board",
            body: "When the board wants attestation-style comfort from a brand it already relies on, and independence rules permit it.",
          },
        ],
      },
      {
        kind: "features",
        heading: "When Vantreo is the better fit",
        items: [
          {
            title: "Governance that has to run, not just exist",
            body: "An AI inventory, risk tiers and validation mapped to NIST AI RMF, SR 11-7 and the EU AI Act, operated inside your delivery process.",
          },
          {
            title: "Your auditor cannot do the work",
            body: "If a Big Four firm audits your financial statements, an independent specialist avoids independence questions for implementation work.",
          },
          {
            title: "From policy to production",
            body: "The same team that writes the control designs the model registry, evaluation gates and monitoring that produce the evidence.",
          },
          {
            title: "A fixed-price start",
            body: "Model governance assessment $5,000; ethical AI audit $5,000; model monitoring $1,500 per month.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "A note on auditor independence",
        paragraphs: [
          "Public-company auditors in the United States are subject to independence rules set by the SEC and the PCAOB, which restrict certain non-audit services an audit firm may provide to its audit clients. Whether a particular service is permitted is a question for your audit committee and the audit firm. If your auditor is a Big Four network, check this early, because it can decide which firm is able to do implementation work at all.",
        ],
      },
      {
        kind: "list",
        heading: "Questions to ask before you choose",
        items: [
          "Will the people who design our AI controls also see how they work in production?",
          "What evidence will the governance program produce automatically, and what will be manual?",
          "How are predictive models, LLM applications and AI in purchased software each covered?",
          "Which parts of the engagement are fixed price, and what is the first deliverable?",
          "Does our audit relationship with any firm restrict what it can do for us?",
        ],
      },
      {
        kind: "cards",
        heading: "See our governance work",
        items: [
          {
            title: "An AI ethics framework a health system can operate",
            body: "Inventory, risk tiers, a review path and monitoring for a regional health system.",
            href: "/case-studies/ai-ethics-framework",
          },
          {
            title: "AI governance",
            body: "Our approach to governance that speeds approvals instead of blocking them.",
            href: "/ai-governance",
          },
          {
            title: "SR 11-7 meets generative AI",
            body: "Model risk management principles applied to LLM applications.",
            href: "/insights/sr-11-7-generative-ai-model-risk",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Can Vantreo work alongside a Big Four firm?",
            answer:
              "Yes. A common split is policy, assurance and regulatory advice from a large network, and implementation, validation and monitoring from us.",
          },
          {
            question: "Which frameworks does your governance work cover?",
            answer:
              "NIST AI RMF, SR 11-7, the CSA AI model risk management guidance and the EU AI Act, mapped once so the same evidence serves each.",
          },
          {
            question: "How quickly can a governance assessment start?",
            answer:
              "The $5,000 model governance assessment is fixed in scope, so it can start as soon as we agree dates and access, without a lengthy proposal cycle.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "About this comparison",
        paragraphs: [
          "Deloitte is a trademark of its owner; all names are trademarks of their respective owners. This comparison reflects typical engagement models of multidisciplinary professional-services networks and of Vantreo, not a review of any firm's specific services, prices or results. It is not legal or audit advice.",
        ],
      },
      {
        kind: "cta",
        heading: "Find out where your AI governance stands",
        body: "Our model governance assessment ($5,000, fixed price) inventories your AI, assigns risk tiers and maps gaps against the frameworks you answer to, with a prioritized plan you can give to any partner.",
        primary: {
          label: "Request a governance assessment",
          href: contact("Model governance assessment"),
        },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
