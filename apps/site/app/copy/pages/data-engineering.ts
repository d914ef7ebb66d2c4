/**
 * Copy of the /data-engineering topic page (spec section 2: topic pages; English only). The
 * day-to-day discipline and the ways to engage our engineers; the target design is on
 * /data-architecture and legacy migration on /data-engineering-modernization. Figures are the
 * Atlanta figures of spec section 9.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=topic-data-engineering&utm_service=data-engineering&subject=${encodeURIComponent(subject)}`;

/** The /data-engineering page in English. */
export const copy = {
  en: {
    title: "Data engineering services for the enterprise",
    description:
      "Production-grade pipelines for analytics and AI: ingestion, modeling, quality and orchestration, delivered as a project, an embedded pod or a managed service.",
    eyebrow: "Data engineering",
    h1: "Data engineering that ships reliable data products, not just pipelines",
    lead: "Every analytics dashboard and AI model is only as dependable as the pipelines underneath it. Our data engineers build and run those pipelines to a production standard – owned, tested, observable and costed – as a project team, a pod embedded in yours or a managed service.",
    actions: [
      { label: "Talk to a data engineering lead", href: contact("Data engineering team") },
      { label: "See data engineering consulting", href: "/services/data-engineering-consulting" },
    ],
    keywords: [
      "data engineering services",
      "data pipeline development",
      "DataOps",
      "managed data engineering",
      "data engineering Atlanta",
      "ML data pipelines",
    ],
    sections: [
      {
        kind: "prose",
        heading: "What our data engineers do",
        paragraphs: [
          "Data engineering is the unglamorous work that decides whether a data strategy produces anything. It is getting data out of operational systems without slowing them down, shaping it into models people can query, checking it before anyone relies on it, and keeping it flowing at three in the morning when a source system changes a column without warning.",
          "We treat each important data set as a product with a consumer, an owner and a promise about freshness and quality. That framing changes priorities: a pipeline is not done when it runs once, it is done when the people and models that depend on it can trust it without asking.",
        ],
      },
      {
        kind: "features",
        heading: "Capabilities",
        items: [
          {
            title: "Ingestion and change data capture",
            body: "Connectors for databases, SaaS applications, files, APIs and event streams, with change data capture where freshness matters and replayable raw history in every case.",
          },
          {
            title: "Modeling for analytics",
            body: "Dimensional models for BI, conformed entities shared across domains and wide tables for data science, chosen per use rather than by habit.",
          },
          {
            title: "Quality and data contracts",
            body: "Tests on every model, contracts with producing teams on schema, units and ranges, and checks that stop bad data at the source instead of in a dashboard.",
          },
          {
            title: "Orchestration and DataOps",
            body: "Version control, code review, CI/CD with isolated environments, declarative scheduling, backfills and alerting routed to the owning team.",
          },
          {
            title: "Data for machine learning and AI",
            body: "Feature pipelines that match training and serving, document processing and chunking for retrieval, embedding pipelines and labeled data sets for evaluation.",
          },
          {
            title: "Performance and cost",
            body: "Partitioning, incremental processing and right-sized compute, with cost tagged per pipeline so consumption-priced platforms do not surprise finance.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Ways to work with us",
        caption: "Engagement models for data engineering and when each fits",
        columns: ["Model", "What you get", "Best for", "Typical duration"],
        rows: [
          [
            "Project team",
            "A lead and engineers delivering a defined scope to a fixed plan",
            "A new domain, platform build or specific data product",
            "2 to 6 months",
          ],
          [
            "Embedded pod",
            "Two to five engineers working inside your teams, your backlog and your rituals",
            "Adding capacity while building internal skills",
            "6 to 12 months, renewable",
          ],
          [
            "Managed data engineering",
            "We run agreed pipelines to service levels, with monitoring and 24/7 support",
            "Critical pipelines without a large internal team",
            "Ongoing",
          ],
          [
            "Review and coaching",
            "Code, design and operations reviews with recommendations",
            "Teams that want a second opinion or a standard",
            "2 to 4 weeks",
          ],
        ],
      },
      {
        kind: "list",
        heading: "Our definition of production-grade",
        intro: "A data product we deliver meets every item on this list before we call it done.",
        items: [
          "A named owner and documented consumers",
          "A contract covering schema, meaning of fields, units, allowed ranges and freshness",
          "Automated tests that run on every change and on every load",
          "Lineage from source to report and model feature",
          "Freshness and quality alerts routed to the owner, with a runbook",
          "Cost tagged and visible to the owning team",
          "Access controlled by role, with regulated fields masked",
        ],
      },
      {
        kind: "steps",
        heading: "The first 90 days of an embedded pod",
        items: [
          {
            title: "Days 1–30: learn and stabilize",
            body: "We join your ceremonies, read the code, fix the noisiest alerts and agree with you which data products matter most and what good looks like for each.",
          },
          {
            title: "Days 31–60: raise the standard",
            body: "Tests, contracts and alerting go onto the critical products; CI/CD and environments are tightened; the first new product ships to the production-grade definition.",
          },
          {
            title: "Days 61–90: deliver and transfer",
            body: "The pod delivers on your roadmap at a steady pace, and your engineers pair on every change so practices stay when we step back.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "The team behind the work",
        items: [
          { number: "85+", label: "Data engineers", detail: "Based in our Atlanta hub" },
          { number: "200+", label: "Southeast projects" },
          { number: "15+", label: "Years of delivery" },
          {
            number: "24/7",
            label: "Support",
            detail: "For pipelines we run under a managed service",
          },
        ],
      },
      {
        kind: "table",
        heading: "When to bring in a partner",
        caption: "Questions that help decide between building capacity internally and engaging us",
        columns: ["Question", "If the answer is yes"],
        rows: [
          [
            "Is there a deadline your current team cannot meet?",
            "A project team or pod adds capacity without a hiring cycle",
          ],
          [
            "Do you lack a specific skill, such as streaming or ML data?",
            "Embed one or two specialists to build it and teach it",
          ],
          [
            "Are critical pipelines dependent on one or two people?",
            "Managed data engineering or a pod reduces that key-person risk",
          ],
          [
            "Do you want an outside view of your practices?",
            "A two- to four-week review gives you a prioritized list",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Risks we watch for",
        items: [
          {
            title: "Hero engineers",
            body: "Knowledge held by one person is an outage waiting to happen. Pairing, documentation and runbooks spread it.",
          },
          {
            title: "Pipelines without owners",
            body: "Unowned data degrades quietly. Nothing reaches production without a named owner.",
          },
          {
            title: "Streaming by default",
            body: "Real-time pipelines cost more to run. We build them where a freshness requirement justifies them.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Which platforms and tools do your engineers work with?",
            answer:
              "The major cloud data warehouses and lakehouse platforms, open table formats, common orchestration and transformation frameworks, and streaming systems. We work in the stack you have chosen and recommend changes only with a reason.",
          },
          {
            question: "Can your engineers work inside our security and compliance controls?",
            answer:
              "Yes. They work in your environments, under your identity and access policies, with background checks and training appropriate to regulated healthcare, financial and government data.",
          },
          {
            question: "How do you measure the work of an embedded pod?",
            answer:
              "By outcomes agreed at the start: data products delivered to the production-grade definition, incidents and their time to resolve, freshness against targets, and the practices your team has adopted.",
          },
          {
            question: "Do you build pipelines for AI as well as analytics?",
            answer:
              "Yes. Feature pipelines, document processing for retrieval, embedding generation and evaluation data sets are part of our everyday work, built to the same standard as analytics pipelines.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "Data Engineering Consulting",
            body: "Engineers and leads for projects, pods and reviews.",
            href: "/services/data-engineering-consulting",
          },
          {
            title: "DataOps & Feature Store",
            body: "Software discipline for data, and consistent features for ML.",
            href: "/services/dataops-feature-store",
          },
          {
            title: "Data Observability Platform",
            body: "Freshness, volume and schema monitoring with trust records.",
            href: "/services/data-observability-platform",
          },
          {
            title: "Synthetic Data & Data Labeling",
            body: "Labeled and synthetic data sets for training and evaluation.",
            href: "/services/synthetic-data-labeling",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Further reading",
        items: [
          {
            title: "Data architecture",
            body: "Designing the target platform your pipelines run on.",
            href: "/data-architecture",
          },
          {
            title: "Data engineering modernization",
            body: "Moving legacy ETL and warehouses to modern pipelines in waves.",
            href: "/data-engineering-modernization",
          },
          {
            title: "Data contracts for AI pipelines",
            body: "Stopping silent breakage between producers and models.",
            href: "/insights/data-contracts-for-ai-pipelines",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Tell us which data your business cannot do without",
        body: "In a free 15-minute discovery call we will ask about your most critical data products and suggest the engagement model that fits, or point you elsewhere if we are not the right team.",
        primary: {
          label: "Start the conversation",
          href: contact("Data engineering discovery call"),
        },
        secondary: { label: "Book a discovery call", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
