/**
 * Copy of the /financial-services industry page (spec section 2: solutions and industries;
 * English only). Regulations are described by their nature and scope; the example engagement
 * is the self-hosted AI case study (3x ROI projection, spec section 9).
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=industry-financial-services&utm_service=financial-services&subject=${encodeURIComponent(subject)}`;

/** The /financial-services page in English. */
export const copy = {
  en: {
    title: "Data and AI for financial services",
    description:
      "Data and AI for banks, insurers and lenders: model risk management, real-time fraud analytics, traceable reporting and private AI under SR 11-7, SOX and GLBA.",
    eyebrow: "Industry",
    h1: "Data and AI for banks, insurers and lenders that must show their work",
    lead: "Financial institutions were managing model risk long before generative AI arrived, and examiners expect the same discipline for every new model. We build data platforms, analytics and AI that produce the evidence as they run: lineage for every reported number, validation for every model and controls that hold up in an exam.",
    actions: [
      {
        label: "Talk to our financial services team",
        href: contact("Financial services data and AI"),
      },
      {
        label: "Read SR 11-7 for generative AI",
        href: "/insights/sr-11-7-generative-ai-model-risk",
      },
    ],
    keywords: [
      "financial services AI",
      "model risk management",
      "SR 11-7",
      "fraud analytics",
      "banking data platform",
      "insurance AI",
    ],
    sections: [
      {
        kind: "prose",
        heading: "The data and AI problems we see most",
        paragraphs: [
          "Finance, risk and regulatory reporting often run on separate copies of the same data, reconciled by hand at quarter end. When an examiner or auditor asks where a number came from, the answer takes days. Fraud models score payments in overnight batches while fraud happens in seconds. And generative AI pilots that work well in a sandbox stall at the model risk committee because nobody has defined what validation evidence looks like for a language model.",
          "The common thread is evidence. Institutions that can show lineage, validation and monitoring as a by-product of how they build move faster, because approvals stop being negotiations.",
        ],
      },
      {
        kind: "table",
        heading: "Regulations that shape the work",
        caption: "The main rules and guidance behind financial services data and AI engagements",
        columns: ["Rule", "What it is", "What it means for data and AI"],
        rows: [
          [
            "SR 11-7",
            "Model risk management guidance from the Federal Reserve and the OCC (2011), later adopted by the FDIC",
            "Inventory, independent validation, ongoing monitoring and effective challenge for models, including vendor models",
          ],
          [
            "SOX",
            "The Sarbanes-Oxley Act of 2002; sections 302 and 404 cover certification of reports and internal control over financial reporting",
            "Pipelines feeding financial statements need access, change and operations controls that auditors can test",
          ],
          [
            "GLBA",
            "The Gramm-Leach-Bliley Act; its Privacy Rule governs sharing of customers' nonpublic personal information and its Safeguards Rule requires an information security program",
            "Customer data sent to AI services or vendors needs a lawful basis, contracts and safeguards",
          ],
          [
            "PCI DSS",
            "The card industry's data security standard, required by the card brands for anyone who stores, processes or transmits cardholder data; version 4.0.1 is current",
            "Keep card data out of analytics and AI scope through tokenization and segmentation",
          ],
          [
            "ECOA and Regulation B",
            "Fair lending law requiring specific reasons when credit is denied",
            "Credit models, however complex, must produce accurate adverse action reasons",
          ],
        ],
        note: "This is a practitioner's summary, not legal advice.",
      },
      {
        kind: "features",
        heading: "Use cases we deliver",
        items: [
          {
            title: "Real-time fraud analytics",
            body: "Scoring payments while they are still pending, with streaming features, clear reason codes for analysts and models validated under your model risk framework.",
          },
          {
            title: "Regulatory and risk reporting data",
            body: "Conformed models for accounts, positions and transactions, automated reconciliation to the general ledger and lineage from source to report.",
          },
          {
            title: "Generative AI under model risk management",
            body: "Complaint triage, document extraction and policy assistants with evaluation sets, sampling plans and monitoring that validators accept.",
          },
          {
            title: "Claims and underwriting intake",
            body: "For insurers, summarizing claim files and structuring submissions so adjusters and underwriters spend time on judgment, not retyping.",
          },
          {
            title: "Customer analytics within privacy rules",
            body: "Retention and next-best-action models built on data whose use is permitted, with opt-outs honored in the pipeline.",
          },
          {
            title: "Private AI for sensitive data",
            body: "Language models running inside your environment when customer financial data cannot go to a third-party API at production volume.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Example engagement: a regional insurer's private AI case",
        paragraphs: [
          "A regional property and casualty insurer in the Southeast had a successful pilot summarizing claim files through a hosted model API. Compliance did not want policyholder medical and financial details leaving the carrier's environment at production volumes, and finance wanted to know the real cost once every adjuster used the tool.",
          "Over four weeks, with claims, underwriting, security and finance, we assessed four real workloads against a quality bar set by senior adjusters, priced self-hosting in full – people and operations included – and risk-adjusted every benefit with finance. The model projected a **3x** three-year net ROI (net benefit ÷ cost), and the largest value came from underwriting intake that had never been piloted because the data could not leave. Read the full [case study](/case-studies/self-hosted-ai-roi).",
        ],
      },
      {
        kind: "stats",
        items: [
          {
            number: "3x",
            label: "Projected three-year net ROI",
            detail: "Net benefit ÷ cost, risk-adjusted, regional insurer",
          },
          { number: "30-50%", label: "AI cost reduction", detail: "From our optimization work" },
          { number: "24/7", label: "Support", detail: "For the platforms we operate" },
        ],
      },
      {
        kind: "cards",
        heading: "Services for financial institutions",
        items: [
          {
            title: "Financial Data Services",
            body: "Reporting data, reconciliation and lineage that stand up to examiners.",
            href: "/services/financial-data-services",
          },
          {
            title: "Model Governance & Risk",
            body: "Independent validation and documentation for predictive and generative models.",
            href: "/services/model-governance-risk",
          },
          {
            title: "Real-Time Analytics",
            body: "Streaming features and decisions made while the transaction is pending.",
            href: "/services/real-time-analytics",
          },
          {
            title: "Compliance & Security Assessments",
            body: "Control assessments against the frameworks your examiners use.",
            href: "/services/compliance-security-assessments",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Can you validate models independently of the team that built them?",
            answer:
              "Yes. Our validation work is done by people who did not build the model, follows your model risk policy and produces findings your second line can act on. We do not validate models we built for you.",
          },
          {
            question:
              "Do you work with community banks and credit unions as well as large institutions?",
            answer:
              "Yes. We scale the approach to the institution: a community bank needs proportionate model risk practices and a platform its team can run, not a large-bank program.",
          },
          {
            question: "How do you keep cardholder data out of AI and analytics?",
            answer:
              "By tokenizing card numbers before they reach analytics, segmenting the environments that do handle them and testing that no pipeline or prompt can carry them out of scope.",
          },
          {
            question: "Can generative AI be used in customer-facing processes?",
            answer:
              "With care. We start with uses where a person reviews the output, measure quality on your cases and add automation only where the evidence supports it and your risk appetite allows.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Bring your next model to the committee with the evidence ready",
        body: "Our model governance assessment ($5,000, fixed price) inventories your models and AI uses, tiers them and maps the gaps against SR 11-7 and your policy.",
        primary: {
          label: "Request the assessment",
          href: contact("Model governance assessment for financial services"),
        },
        secondary: { label: "AI governance in depth", href: "/ai-governance" },
      },
    ],
  },
} satisfies EnglishPageCopy;
