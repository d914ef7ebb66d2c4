/**
 * Copy of /compare/accenture-alternative (spec section 2: compare). A fair comparison of
 * engagement models: the named firm is described only by general, verifiable characteristics
 * (a large global professional-services firm with broad service lines), never with figures,
 * prices or clients. Vantreo's side uses the prices and figures of spec section 9.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=compare-accenture-alternative&utm_service=ai-consulting&subject=${encodeURIComponent(subject)}`;

/** The /compare/accenture-alternative page (English only). */
export const copy = {
  en: {
    title: "Accenture alternative for enterprise data and AI",
    description:
      "Comparing a large global consultancy such as Accenture with Vantreo for data and AI work: engagement model, speed to value, pricing and specialization.",
    eyebrow: "Compare",
    h1: "An Accenture alternative for enterprise data and AI programs",
    lead: "Accenture and Vantreo are different kinds of firm, and the right choice depends on the shape of your program. This page compares the typical engagement model of a large global consultancy with ours, says plainly when the larger firm is the better choice, and gives you questions to put to any partner you are evaluating.",
    actions: [
      {
        label: "Discuss your program",
        href: contact("Comparing partners for a data and AI program"),
      },
      { label: "See our case studies", href: "/case-studies" },
    ],
    keywords: [
      "Accenture alternative",
      "data and AI consultancy",
      "AI implementation partner",
      "enterprise AI consulting",
      "specialist AI firm",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Two different kinds of firm",
        paragraphs: [
          "Accenture is a large global professional-services company with broad service lines spanning strategy, consulting, technology, operations and managed services, working across most industries and many countries. That breadth lets it take on programs that touch every function of a multinational business at once, and run large operations on a client's behalf.",
          "Vantreo Data & AI is a specialist consultancy based in Atlanta, with its office in Sandy Springs, Georgia. We work on data engineering, AI and machine learning, MLOps, AI governance, private AI and LLMs, and the security, network and infrastructure those systems depend on, for healthcare, financial services, federal and state government, and retail and e-commerce organizations. We have supported 500+ enterprise deployments, and our teams are built from senior practitioners rather than large pyramids.",
        ],
      },
      {
        kind: "table",
        heading: "Large global consultancy vs Vantreo",
        caption:
          "Typical engagement characteristics of a large global consultancy compared with Vantreo",
        columns: ["Criterion", "Large global consultancy (such as Accenture)", "Vantreo Data & AI"],
        rows: [
          [
            "Scope",
            "Broad: strategy, technology, operations and managed services across functions",
            "Focused: data, AI, MLOps, AI governance, security and infrastructure",
          ],
          [
            "Engagement model",
            "Multi-workstream programs, often with large blended teams across locations",
            "One senior team per outcome, with a lead accountable from first workshop to production",
          ],
          [
            "Speed to value",
            "Built for scale; mobilizing large programs takes planning and governance time",
            "Fixed-scope starts: a one-week assessment or a 4-6 week strategy sprint, then build",
          ],
          [
            "Pricing approach",
            "Scoped per engagement through proposals",
            "Published fixed prices for entry engagements, from a free 15-minute call to a $15,000 MLOps implementation",
          ],
          [
            "Specialization",
            "Deep benches in many technologies and industries",
            "Four industries, with regulated-AI frameworks (NIST AI RMF, SR 11-7, EU AI Act) built into delivery",
          ],
          [
            "Reach",
            "Global, multi-country delivery",
            "US-based in Atlanta, with on-site service across Georgia, Alabama, Tennessee, the Carolinas and Florida",
          ],
          [
            "After launch",
            "Broad managed-services and outsourcing options",
            "Handover with documentation and training, or managed MLOps and monitoring from $1,500 per month",
          ],
        ],
        note: "The left column describes typical characteristics of large global consultancies in general terms, not any specific engagement, proposal or price of the named firm.",
      },
      {
        kind: "features",
        heading: "When Accenture is the better choice",
        intro: "We would tell you this in a first call, so we say it here too.",
        items: [
          {
            title: "Global, multi-country transformation",
            body: "Programs that must roll out in many countries at once, with local delivery teams, languages and regulations in each.",
          },
          {
            title: "Large-scale outsourcing",
            body: "When you want a partner to run whole business or IT operations for you over many years.",
          },
          {
            title: "Enterprise platform replacement",
            body: "Core ERP or similar platform programs where AI is one workstream among many.",
          },
          {
            title: "One contract for everything",
            body: "When procurement needs a single supplier across strategy, technology, operations and change for a very large program.",
          },
        ],
      },
      {
        kind: "features",
        heading: "When Vantreo is the better fit",
        items: [
          {
            title: "A specific outcome, in months",
            body: "A use case into production, a platform that deploys models in weeks, or a governance program that passes review, rather than a multi-year transformation.",
          },
          {
            title: "Regulated AI",
            body: "Model risk, privacy and security evidence designed in from the start for health systems, banks, insurers and agencies.",
          },
          {
            title: "Private AI",
            body: "Language models running inside your environment, sized by workload and costed honestly, including the people to run them.",
          },
          {
            title: "Senior people doing the work",
            body: "The practitioners who scope the engagement are the ones who build it, and your team keeps the code, models and knowledge.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Working alongside a global integrator",
        paragraphs: [
          "Many of our clients already have a global systems integrator running core platforms. We are often brought in beside one for a specific data or AI outcome: rescuing a stalled pilot, standing up a governed path to production or validating models before a regulator does. We work within your existing program governance and hand over cleanly to whoever operates the system afterwards.",
        ],
      },
      {
        kind: "list",
        heading: "Questions to ask any partner",
        items: [
          "Who exactly will do the work, and will they stay from scoping to production?",
          "What will be in production, and measured against what baseline, after 90 days?",
          "Which parts of the price are fixed, and what changes them?",
          "How will model risk, privacy and security evidence be produced, and by whom?",
          "What does my team own and know how to run when you leave?",
        ],
      },
      {
        kind: "cards",
        heading: "What our engagements have delivered",
        items: [
          {
            title: "$15M annual impact in 6 weeks",
            body: "Data trust made measurable at a national retailer.",
            href: "/case-studies/missing-sixth-dimension",
          },
          {
            title: "Deployments from 3 months to 2 weeks",
            body: "A private AI platform for a federal contractor, with uptime from 94% to 99.9%.",
            href: "/case-studies/private-ai-infrastructure",
          },
          {
            title: "A 3x net ROI projection for private AI",
            body: "A workload-by-workload model for a regional insurance carrier.",
            href: "/case-studies/self-hosted-ai-roi",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Is Vantreo a smaller version of a global consultancy?",
            answer:
              "No. We do not offer the breadth of a global firm. We specialize in data, AI, governance, security and infrastructure for four industries, and we staff engagements with senior practitioners.",
          },
          {
            question: "How do we start without a long procurement cycle?",
            answer:
              "With a fixed-price engagement: a 30-minute consultation ($100, credited to larger packages), a half-day workshop ($2,000) or a one-week assessment ($5,000).",
          },
          {
            question: "Can you work with our existing integrator?",
            answer:
              "Yes. We regularly deliver a defined data or AI outcome inside a larger program and hand over to the team that operates it.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "About this comparison",
        paragraphs: [
          "Accenture is a trademark of its owner; all names are trademarks of their respective owners. This comparison reflects typical engagement models of large global consultancies and of Vantreo, not a review of any firm's specific services, prices or results. Evaluate any partner against your own requirements and references.",
        ],
      },
      {
        kind: "cta",
        heading: "Compare us on your own program",
        body: "Book a free 15-minute discovery call or send us your program outline. We will tell you honestly whether we are the right fit, or whether a global firm would serve you better.",
        primary: {
          label: "Talk to us about your program",
          href: contact("Comparing partners for a data and AI program"),
        },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
