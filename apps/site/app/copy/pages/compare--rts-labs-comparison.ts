/**
 * Copy of /compare/rts-labs-comparison (spec section 2: compare). Unlike the other compare
 * pages this compares two specialist firms, so nothing is inferred about the named firm's
 * engagement model: it is described only as it presents itself in general terms, and the table
 * gives the questions to check with any specialist beside Vantreo's own answers.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=compare-rts-labs-comparison&utm_service=data-engineering-consulting&subject=${encodeURIComponent(subject)}`;

/** The /compare/rts-labs-comparison page (English only). */
export const copy = {
  en: {
    title: "RTS Labs comparison: choosing a data and AI partner",
    description:
      "Comparing specialist data and AI consultancies such as RTS Labs and Vantreo: what to check on engagement model, speed to value, pricing and specialization.",
    eyebrow: "Compare",
    h1: "RTS Labs or Vantreo: how to choose between specialist data and AI firms",
    lead: "When you compare two specialist consultancies, size and brand stop being the deciding factors. What matters is fit: the industries each team knows, what surrounds the AI work, how engagements start and who will actually do the work. This page sets out the questions to check with any specialist, answers them for Vantreo, and says when the other firm may be the better choice.",
    actions: [
      {
        label: "Ask us the hard questions",
        href: contact("Comparing specialist data and AI partners"),
      },
      { label: "See our services", href: "/services" },
    ],
    keywords: [
      "RTS Labs comparison",
      "RTS Labs alternative",
      "data and AI consultancy",
      "AI consulting partner selection",
      "specialist AI firm",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Two specialist firms",
        paragraphs: [
          "RTS Labs presents itself as a US technology consultancy offering data, AI and custom software development services. We do not describe its methods, prices or clients here; its own materials and references are the right source for those, and we encourage you to ask it the same questions you ask us.",
          "Vantreo Data & AI is a specialist consultancy based in Atlanta, with its office in Sandy Springs, Georgia. We work on data engineering, AI and machine learning, MLOps, AI governance and private AI, together with the security, network and infrastructure those systems run on, for healthcare, financial services, federal and state government, and retail and e-commerce. Our Atlanta team includes 85+ data engineers, and we have delivered 200+ projects across the Southeast.",
        ],
      },
      {
        kind: "table",
        heading: "What to check with any specialist, and Vantreo's answers",
        caption:
          "Selection criteria for a specialist data and AI consultancy, with Vantreo's position on each",
        columns: ["Criterion", "What to check with any firm", "Vantreo's answer"],
        rows: [
          [
            "Industry depth",
            "Delivered work in your industry and its regulations, with references",
            "Healthcare, financial services, federal and state government, retail and e-commerce",
          ],
          [
            "Breadth around AI",
            "Who handles identity, network, security and infrastructure the AI depends on",
            "The same firm: zero trust, identity, managed network security, cloud and backup services",
          ],
          [
            "Governance",
            "How model risk, privacy and security evidence is produced",
            "Built into delivery, mapped to NIST AI RMF, SR 11-7 and the EU AI Act",
          ],
          [
            "Engagement model",
            "Who scopes, who builds, and whether they stay",
            "One senior team with a lead accountable from first workshop to production",
          ],
          [
            "Speed to value",
            "What is live, and measured, after the first 90 days",
            "Fixed-scope starts, then delivery; one client's model deployments went from 3 months to 2 weeks",
          ],
          [
            "Pricing approach",
            "Which parts are fixed price and what changes them",
            "Published prices: free 15-minute call, $100 consultation, $500 deep dive, $2,000 workshop, $5,000 assessment",
          ],
          [
            "After launch",
            "Handover, managed service and support hours",
            "Handover with training, or managed services with 24/7 support",
          ],
        ],
        note: "The middle column is a checklist for any firm. It makes no statement about how RTS Labs answers these questions.",
      },
      {
        kind: "features",
        heading: "When RTS Labs may be the better choice",
        items: [
          {
            title: "Proven on your exact use case",
            body: "If its team has delivered the same use case before and offers references you can call, that evidence outweighs any general comparison.",
          },
          {
            title: "A software product is the main deliverable",
            body: "If you mainly need a custom application built, with AI as one component, and its software practice fits your stack.",
          },
          {
            title: "An existing working relationship",
            body: "Continuity with a team that already knows your systems and people is worth a great deal.",
          },
          {
            title: "Availability and schedule",
            body: "If its team can start when you need and ours cannot, timing may decide it.",
          },
        ],
      },
      {
        kind: "features",
        heading: "When Vantreo is the better fit",
        items: [
          {
            title: "Regulated AI",
            body: "Health, banking, insurance and government work where governance evidence is part of the deliverable.",
          },
          {
            title: "AI that touches the rest of the estate",
            body: "Private models, identity, zero trust and network security designed together rather than handed between firms.",
          },
          {
            title: "On-site in the Southeast",
            body: "Workshops and delivery across Georgia, Alabama, Tennessee, North Carolina, South Carolina and Florida, from our Sandy Springs office (hours Monday to Friday 08:00-18:00).",
          },
          {
            title: "Measured results",
            body: "$15M annual impact identified in 6 weeks for a national retailer; endpoint uptime from 94% to 99.9% for a federal contractor.",
          },
        ],
      },
      {
        kind: "list",
        heading: "How to run a fair comparison",
        items: [
          "Give both firms the same brief, data sample and constraints",
          "Ask each to name the people who will do the work and meet them",
          "Ask for a fixed-price first phase with a defined deliverable",
          "Call references from your own industry, not the firm's best-known client",
          "Compare what your team will own and be able to run at the end",
        ],
      },
      {
        kind: "cards",
        heading: "See our work",
        items: [
          {
            title: "The missing sixth dimension",
            body: "$15M annual impact in 6 weeks at a national retailer.",
            href: "/case-studies/missing-sixth-dimension",
          },
          {
            title: "Private AI infrastructure",
            body: "Deployments from 3 months to 2 weeks, uptime from 94% to 99.9%.",
            href: "/case-studies/private-ai-infrastructure",
          },
          {
            title: "Atlanta data experts",
            body: "Our regional team, the cities it covers and how to reach it.",
            href: "/atlanta-data-experts",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Why doesn't this page say what RTS Labs charges or how it works?",
            answer:
              "Because we would be guessing. A fair comparison uses the same questions for both firms; we answer for ourselves and suggest you ask RTS Labs directly.",
          },
          {
            question: "Do you only work in the Southeast?",
            answer:
              "Our office is in Sandy Springs, Georgia, and we serve the Southeast on site. Clients elsewhere work with us remotely, with on-site workshops where they help.",
          },
          {
            question: "What is the lowest-risk way to try Vantreo?",
            answer:
              "A free 15-minute discovery call, then a fixed-price 60-minute deep dive ($500) or half-day workshop ($2,000) on a real problem.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "About this comparison",
        paragraphs: [
          "RTS Labs is a trademark of its owner; all names are trademarks of their respective owners. This page reflects typical engagement models of specialist consultancies and Vantreo's own practice, not a review of any firm's specific services, prices or results.",
        ],
      },
      {
        kind: "cta",
        heading: "Put us to the same test",
        body: "Send us the brief you are giving every firm. We will tell you who would do the work, what the first fixed-price phase would deliver and whether we are the right fit.",
        primary: {
          label: "Send us your brief",
          href: contact("Comparing specialist data and AI partners"),
        },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
