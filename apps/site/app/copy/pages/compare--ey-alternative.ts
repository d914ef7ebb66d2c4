/**
 * Copy of /compare/ey-alternative (spec section 2: compare). Angle: data and AI work for finance
 * leaders and deal teams. The named firm is described only by general, verifiable
 * characteristics (a Big Four network with assurance, tax, consulting, strategy and transactions
 * services); no figures, prices or clients. Vantreo's side uses spec section 9 prices and figures.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=compare-ey-alternative&utm_service=private-equity-advisory&subject=${encodeURIComponent(subject)}`;

/** The /compare/ey-alternative page (English only). */
export const copy = {
  en: {
    title: "EY alternative for data and AI in finance and deals",
    description:
      "EY or a data and AI specialist? A fair comparison for CFOs and deal teams: engagement model, speed to value, pricing approach, specialization and fit.",
    eyebrow: "Compare",
    h1: "An EY alternative for data and AI work in finance and transactions",
    lead: "Finance leaders and private equity teams often turn to a Big Four firm for anything that touches numbers, deals and regulation. For data and AI work specifically, a specialist can be faster and more hands-on. This page compares the two models fairly, including the situations where EY's breadth is the deciding factor.",
    actions: [
      {
        label: "Discuss a deal or finance use case",
        href: contact("Data and AI for finance or a transaction"),
      },
      { label: "See private equity advisory", href: "/services/private-equity-advisory" },
    ],
    keywords: [
      "EY alternative",
      "data and AI due diligence",
      "AI for finance teams",
      "private equity data advisory",
      "AI consulting comparison",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Different firms for different questions",
        paragraphs: [
          "EY is one of the Big Four professional-services networks: member firms around the world providing assurance, tax, consulting, and strategy and transactions services. When a question spans accounting, tax, legal structure and technology across several countries, that breadth is hard to match.",
          "Vantreo Data & AI is a specialist consultancy in Atlanta, with an office in Sandy Springs, Georgia, focused on data engineering, AI and machine learning, AI governance, private AI, and the security and infrastructure around them. For finance and deal teams we answer a narrower question in depth: are the data and AI assets real, what are they worth, and how do we make them produce value?",
        ],
      },
      {
        kind: "table",
        heading: "Big Four network vs Vantreo",
        caption:
          "Typical engagement characteristics of a Big Four network compared with Vantreo for data and AI work in finance and transactions",
        columns: ["Criterion", "Big Four network (such as EY)", "Vantreo Data & AI"],
        rows: [
          [
            "Core strength",
            "Assurance, tax, consulting and transaction services across jurisdictions",
            "Hands-on data and AI engineering, governance and security",
          ],
          [
            "Due diligence",
            "Financial, tax and commercial diligence as an integrated offering",
            "Technical diligence on data and AI claims: data rights, model inventory, technical debt, AI regulatory exposure",
          ],
          [
            "Engagement model",
            "Integrated teams across service lines for large mandates",
            "A small senior team that reads the code, the data and the contracts itself",
          ],
          [
            "Speed to value",
            "Suited to broad, coordinated mandates",
            "Red-flag report within the diligence timeline; 100-day value-creation plans after close",
          ],
          [
            "Pricing approach",
            "Scoped per mandate through proposals",
            "Fixed-price entry points: 30-minute consultation $100, half-day workshop $2,000, one-week assessment $5,000",
          ],
          [
            "Geography",
            "Global member-firm network",
            "US-based in Atlanta, serving clients from the Southeast",
          ],
        ],
        note: "The left column describes typical characteristics of Big Four networks in general terms, not any specific engagement, proposal or price of the named firm.",
      },
      {
        kind: "features",
        heading: "When EY is the better choice",
        items: [
          {
            title: "Cross-border transactions",
            body: "Deals that need financial, tax and structuring work in several jurisdictions, coordinated by one adviser.",
          },
          {
            title: "Finance transformation tied to reporting",
            body: "Programs where data and AI changes are bound up with statutory reporting, tax or controls across many entities.",
          },
          {
            title: "Assurance requirements",
            body: "When the output must carry assurance from an accounting firm, and independence rules allow it to do the work.",
          },
          {
            title: "One adviser across the whole deal",
            body: "When the deal team wants commercial, financial, tax and technology diligence under a single engagement.",
          },
        ],
      },
      {
        kind: "features",
        heading: "When Vantreo is the better fit",
        items: [
          {
            title: "The thesis depends on data or AI",
            body: "When a target's valuation rests on proprietary data, models or automation, and someone has to test those claims technically before close.",
          },
          {
            title: "Value creation after close",
            body: "A maturity baseline across portfolio companies and a 100-day plan on levers such as pricing, churn and working-capital analytics.",
          },
          {
            title: "Financial data that examiners accept",
            body: "For banks, insurers and lenders: regulatory and risk reporting, reconciliation and lineage built to stand up to examination.",
          },
          {
            title: "A fast, fixed-price start",
            body: "A one-week assessment ($5,000) or an AI strategy session ($2,000 half day, $3,500 full day) rather than a long proposal cycle.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Questions a deal team should ask about data and AI",
        items: [
          "Does the target own the data its models are trained on, with the consents to use it this way?",
          "Which models are in production, who validated them and how are they monitored?",
          "How much of the AI capability depends on a third-party API or a few key people?",
          "What would it cost to bring the data platform to a standard the buyer can run?",
          "Which AI uses fall under regulation such as the EU AI Act or sector model risk guidance?",
        ],
      },
      {
        kind: "cards",
        heading: "Related services and work",
        items: [
          {
            title: "Private Equity Data & AI Advisory",
            body: "Technical due diligence before close and value-creation plans during the hold period.",
            href: "/services/private-equity-advisory",
          },
          {
            title: "Financial Data Services",
            body: "Data platforms for financial institutions: regulatory and risk reporting, reconciliation, reference data and lineage.",
            href: "/services/financial-data-services",
          },
          {
            title: "Private equity",
            body: "How we support sponsors and portfolio companies through the deal cycle.",
            href: "/private-equity",
          },
          {
            title: "$15M annual impact in 6 weeks",
            body: "How measurable data trust identified and validated value at a national retailer.",
            href: "/case-studies/missing-sixth-dimension",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Can Vantreo support a deal alongside a Big Four firm?",
            answer:
              "Yes. We often provide the technical data and AI workstream while another adviser covers financial, tax and commercial diligence, and we report into the same deal timeline.",
          },
          {
            question: "How fast can you deliver technical diligence?",
            answer:
              "We scope to the diligence timeline and deliver a red-flag report before it closes. Tell us the dates in a 30-minute consultation ($100, credited to larger packages).",
          },
          {
            question: "Do you provide financial or tax advice?",
            answer:
              "No. We are a data and AI consultancy. Financial, tax and legal diligence should come from advisers qualified in those fields.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "About this comparison",
        paragraphs: [
          "EY is a trademark of its owner; all names are trademarks of their respective owners. This comparison reflects typical engagement models of Big Four networks and of Vantreo, not a review of any firm's specific services, prices or results. It is not financial, tax or legal advice.",
        ],
      },
      {
        kind: "cta",
        heading: "Test the data and AI behind your next decision",
        body: "Whether it is a target's AI claims or your own finance data, start with a 30-minute consultation or a one-week assessment ($5,000) and get a clear, technical answer.",
        primary: {
          label: "Discuss a deal or finance use case",
          href: contact("Data and AI for finance or a transaction"),
        },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
