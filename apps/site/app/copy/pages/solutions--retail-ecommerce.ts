/**
 * Copy of the /solutions/retail-ecommerce industry page (spec section 2: solutions and
 * industries; English only). The example engagement is the missing-sixth-dimension case study
 * ($15M annual impact in 6 weeks, spec section 9).
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=industry-solutions-retail-ecommerce&utm_service=retail-ecommerce&subject=${encodeURIComponent(subject)}`;

/** The /solutions/retail-ecommerce page in English. */
export const copy = {
  en: {
    title: "Retail and e-commerce data and AI solutions",
    description:
      "Trusted product, pricing and inventory data, demand forecasting and personalization for retailers and e-commerce brands, within PCI DSS and privacy law.",
    eyebrow: "Industry",
    h1: "Retail data and AI that planners and merchants actually rely on",
    lead: "Retailers have more data than almost any other industry – transactions, inventory, product attributes, web and app behavior, supplier feeds – and still make many of their biggest decisions in spreadsheets. We make that data trustworthy where decisions are made and put forecasting, pricing and AI to work on top of it.",
    actions: [
      { label: "Talk to our retail team", href: contact("Retail and e-commerce data and AI") },
      { label: "Read the $15M case study", href: "/case-studies/missing-sixth-dimension" },
    ],
    keywords: [
      "retail analytics",
      "demand forecasting",
      "e-commerce AI",
      "pricing analytics",
      "retail data quality",
      "omnichannel data",
    ],
    sections: [
      {
        kind: "prose",
        heading: "The data and AI problems retailers face",
        paragraphs: [
          "Omnichannel retail multiplies the places data comes from and the speed at which it goes stale. Store, e-commerce and marketplace sales land in different systems; product attributes come from hundreds of suppliers in as many formats; inventory positions change by the minute. Quality scorecards can be green while planners still keep their own spreadsheets, because they cannot see where a number came from or whether it was wrong last month.",
          "AI raises the stakes. A forecast or markdown model cannot sense that a supplier changed a unit of measure; it simply acts on the wrong number. Personalization and targeted advertising bring their own obligations under privacy law, and anything close to payment data falls under PCI DSS.",
        ],
      },
      {
        kind: "table",
        heading: "Rules that shape the work",
        caption: "Payment and privacy obligations relevant to retail data and AI",
        columns: ["Rule", "What it is", "What it means for data and AI"],
        rows: [
          [
            "PCI DSS",
            "The card industry's data security standard, required by the card brands for anyone who stores, processes or transmits cardholder data; version 4.0.1 is current",
            "Tokenize card data before it reaches analytics, and keep AI and data platforms out of cardholder data scope",
          ],
          [
            "State consumer privacy laws",
            "Laws such as the California Consumer Privacy Act, as amended by the CPRA, and similar laws in a growing number of states",
            "Honor rights to know, delete, correct and opt out of sale or sharing, including opt-out preference signals, in every pipeline and model feature",
          ],
          [
            "FTC Act, Section 5",
            "Federal prohibition of unfair or deceptive practices, applied by the FTC to data use and AI claims",
            "Claims about AI features and uses of customer data must be accurate and match what customers were told",
          ],
        ],
        note: "This is a practitioner's summary, not legal advice.",
      },
      {
        kind: "features",
        heading: "Use cases we deliver",
        items: [
          {
            title: "Demand forecasting and replenishment",
            body: "Forecasts by item, location and channel, backtested against a naive baseline and delivered into the planning tools where orders are made.",
          },
          {
            title: "Pricing and markdown",
            body: "Price elasticity, competitor and cost data brought together, with markdown timing models running only on certified inputs.",
          },
          {
            title: "Product data quality",
            body: "Supplier feeds checked against contracts for units, ranges and required attributes before they reach the catalog or a model.",
          },
          {
            title: "Personalization within consent",
            body: "Recommendations and segments built on data customers permitted, with opt-outs applied in the pipeline rather than downstream.",
          },
          {
            title: "Customer service assistants",
            body: "Order status, returns and product questions answered from your own policies and catalog, with hand-off to an agent when needed.",
          },
          {
            title: "Real-time inventory visibility",
            body: "Change data capture from store and warehouse systems so online availability reflects what is actually on the shelf.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Example engagement: the missing sixth dimension",
        paragraphs: [
          "A national omnichannel retailer scored its critical tables daily for accuracy, completeness, consistency, timeliness and validity, and the scorecard was mostly green. Yet the pricing team kept its own copy of cost data, planners overrode the demand forecast for whole categories, and a markdown model had been switched off after a supplier changed a unit of measure without notice.",
          "We treated trust as a sixth, measurable dimension of data quality. Starting from the shadow spreadsheets, we traced the failures back to specific source feeds, put data contracts, lineage, certification and a published trust record on every data product behind pricing and replenishment, and valued the cost of distrust with the finance team. The result: **$15M** in annual impact identified and validated with finance in **6 weeks**, and the markdown model back in production on certified inputs. Read the [case study](/case-studies/missing-sixth-dimension).",
        ],
      },
      {
        kind: "stats",
        items: [
          {
            number: "$15M",
            label: "Annual impact validated with finance",
            detail: "National omnichannel retailer",
          },
          { number: "6 weeks", label: "From kickoff to validated impact" },
        ],
      },
      {
        kind: "cards",
        heading: "Services for retailers",
        items: [
          {
            title: "Data Observability Platform",
            body: "Contracts, lineage and trust records on the data behind key decisions.",
            href: "/services/data-observability-platform",
          },
          {
            title: "Predictive Analytics",
            body: "Forecasting and propensity models framed around a decision.",
            href: "/services/predictive-analytics",
          },
          {
            title: "Real-Time Analytics",
            body: "Live inventory and order data where freshness changes outcomes.",
            href: "/services/real-time-analytics",
          },
          {
            title: "Predictive & Generative AI Copilots",
            body: "Assistants for merchants, planners and service teams.",
            href: "/services/predictive-generative-ai-copilots",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question:
              "Our data quality scores are already good. Why do planners still not trust the data?",
            answer:
              "Quality scores measure whether data is right, not whether users can tell that it is. Lineage, a named owner, recent incident history and certification, shown inside the planning tools, are what change behavior.",
          },
          {
            question: "How quickly can a forecasting improvement show value?",
            answer:
              "We backtest on your history first, so you see the expected improvement against your current method before anything changes in production. A first category is usually live within one planning cycle.",
          },
          {
            question: "Can you keep personalization compliant as state privacy laws change?",
            answer:
              "We build consent and opt-out status into the data model, so a change in rules becomes a change in one policy rather than a rebuild of every model.",
          },
          {
            question: "Do we need a new platform?",
            answer:
              "Rarely to start. Most of the value comes from contracts, lineage and models on the data you already have; platform changes follow only where they pay for themselves.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Find the value hidden in your workarounds",
        body: "Tell us where planners and merchants override the data. We will show you how we would trace those workarounds to their causes and put a value on fixing them.",
        primary: { label: "Talk to our retail team", href: contact("Retail data trust review") },
        secondary: {
          label: "Take the data maturity assessment",
          href: "/tools/data-maturity-assessment",
        },
      },
    ],
  },
} satisfies EnglishPageCopy;
