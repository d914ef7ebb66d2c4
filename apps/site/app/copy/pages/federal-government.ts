/**
 * Copy of the /federal-government industry page (spec section 2: solutions and industries;
 * English only). Programs are described by their nature and scope; the example engagement is
 * the private AI infrastructure case study (3 months to 2 weeks, 94% to 99.9%, spec section 9).
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=industry-federal-government&utm_service=federal-government&subject=${encodeURIComponent(subject)}`;

/** The /federal-government page in English. */
export const copy = {
  en: {
    title: "Data and AI for federal and state government",
    description:
      "Data platforms, private AI and security operations for agencies and government contractors, built inside FedRAMP, FISMA and CMMC boundaries.",
    eyebrow: "Industry",
    h1: "Data and AI for agencies and contractors working inside strict boundaries",
    lead: "Government programs cannot send sensitive data to whichever AI service is newest, and every system needs an authorization before it serves a single user. We build data platforms, private AI and security operations that fit inside those boundaries – and make the authorization evidence part of how the system is built, not a document written afterwards.",
    actions: [
      {
        label: "Talk to our public sector team",
        href: contact("Federal and government data and AI"),
      },
      {
        label: "Read the infrastructure case study",
        href: "/case-studies/private-ai-infrastructure",
      },
    ],
    keywords: [
      "federal AI",
      "government data platform",
      "FedRAMP",
      "CMMC",
      "private AI government",
      "state agency analytics",
    ],
    sections: [
      {
        kind: "prose",
        heading: "The data and AI problems government programs face",
        paragraphs: [
          "Case management, benefits, grants and inspection programs run on systems built over decades, and the data needed to answer a simple question often sits in three of them. Analysts rebuild the same extracts for every request. New AI capabilities look promising, but each one raises the same questions: where does the data go, who can see it, and how will it be authorized?",
          "Contractors face a second layer. Their environments must meet the controls in their contracts, and model deployments that look routine in the commercial world turn into months of one-off reviews. Security operations teams, meanwhile, are asked to do more with the same staff while attackers automate.",
        ],
      },
      {
        kind: "table",
        heading: "Programs and rules that shape the work",
        caption: "Federal security and AI requirements relevant to data and AI engagements",
        columns: ["Program or rule", "What it is", "What it means for data and AI"],
        rows: [
          [
            "FISMA and the NIST Risk Management Framework",
            "The law requiring agencies to run information security programs, implemented through NIST guidance and NIST SP 800-53 controls",
            "Every system needs categorization, controls, assessment and an authorization to operate, then continuous monitoring",
          ],
          [
            "FedRAMP",
            "The government-wide program for security assessment, authorization and continuous monitoring of cloud products, with Low, Moderate and High baselines drawn from NIST SP 800-53",
            "Cloud services that hold federal data, AI services included, need an authorization at the right impact level",
          ],
          [
            "CMMC",
            "The Defense Department's Cybersecurity Maturity Model Certification, with three levels; Level 2 aligns with the 110 requirements of NIST SP 800-171",
            "Contractors handling controlled unclassified information need the required level; it is being phased into contracts from November 2025",
          ],
          [
            "OMB memorandum M-25-21",
            "Office of Management and Budget guidance of April 2025 on federal agency use of AI",
            "Agencies maintain AI use case inventories and apply minimum risk practices to high-impact AI",
          ],
          [
            "CJIS Security Policy",
            "The FBI's security requirements for criminal justice information",
            "State and local law enforcement data needs CJIS-aligned controls wherever it is processed",
          ],
        ],
        note: "This is a practitioner's summary, not legal advice.",
      },
      {
        kind: "features",
        heading: "Use cases we deliver",
        items: [
          {
            title: "Private AI platforms",
            body: "Model serving on government-controlled infrastructure or authorized cloud, with one deployment pattern assessed once and a per-model checklist enforced by the pipeline.",
          },
          {
            title: "Document and case processing",
            body: "Classification, entity extraction and summarization for case workers, with a person deciding every outcome that affects a citizen.",
          },
          {
            title: "Program integrity analytics",
            body: "Detecting duplicate payments, anomalies and fraud patterns across program data, with explanations an investigator can follow.",
          },
          {
            title: "Data platforms for agencies",
            body: "A governed platform that brings program data together once, so reports and AI share definitions and access rules.",
          },
          {
            title: "AI-assisted security operations",
            body: "Alert triage and investigation support that keeps analysts in charge of every response action.",
          },
          {
            title: "AI inventories and governance",
            body: "Use case inventories, risk determinations and documentation aligned with OMB guidance and the NIST AI RMF.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Example engagement: a federal contractor's private AI platform",
        paragraphs: [
          "A federal contractor supporting civilian agencies built models for document classification, entity extraction and case worker assistants, all of which had to run in environments it controlled. Every new model took about **3 months** to reach production, and endpoints were available **94%** of the time, because each model went live on a hand-built server that security reviewed from scratch.",
          "Working with the contractor's platform and security teams, we built a private AI platform on its own GPU servers: infrastructure as code, a model registry, signed serving images, GitOps deployment and an inference gateway. Security assessed the platform and deployment pattern once, and each model now passes a pipeline-enforced checklist. Deployment time fell to **2 weeks** and uptime rose to **99.9%**. Read the [case study](/case-studies/private-ai-infrastructure).",
        ],
      },
      {
        kind: "stats",
        items: [
          { number: "2 weeks", label: "Time to deploy a new model", detail: "Down from 3 months" },
          { number: "99.9%", label: "Model endpoint uptime", detail: "Up from 94%" },
          { number: "24/7", label: "Support" },
        ],
      },
      {
        kind: "cards",
        heading: "Services for government and contractors",
        items: [
          {
            title: "Zero Trust Architecture",
            body: "Identity-centered access for users, devices and services across your boundary.",
            href: "/services/zero-trust-architecture",
          },
          {
            title: "Compliance & Security Assessments",
            body: "Control assessments against NIST SP 800-53 and 800-171 baselines.",
            href: "/services/compliance-security-assessments",
          },
          {
            title: "Model Deployment & Integration",
            body: "Getting models into production inside authorized environments.",
            href: "/services/model-deployment-integration",
          },
          {
            title: "AI Governance & Compliance",
            body: "Inventories, risk determinations and documentation for agency AI.",
            href: "/services/ai-governance-compliance",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Can you work inside our authorization boundary?",
            answer:
              "Yes. Our engineers work in your environments under your access policies, and we design so that new components fit your existing authorization rather than creating a new boundary.",
          },
          {
            question: "Can language models run without any external connection?",
            answer:
              "Yes. We deploy open-weight models on infrastructure you control, with models and updates entering through an approved transfer process and all telemetry staying inside.",
          },
          {
            question: "How do you help with CMMC?",
            answer:
              "We assess your environment against the NIST SP 800-171 requirements behind Level 2, help you narrow the scope where controlled unclassified information lives and implement the technical controls. Certification assessments themselves are performed by authorized third-party assessors.",
          },
          {
            question: "Do you serve state and local governments?",
            answer:
              "Yes. State agencies, counties and cities face the same questions of data integration, AI oversight and security operations, often with CJIS or state privacy requirements in addition.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Make the next model deployment the routine one",
        body: "Our MLOps discovery ($5,000, fixed price) maps your path to production inside your boundary and sets out the deployment pattern your security team can assess once.",
        primary: {
          label: "Start with MLOps discovery",
          href: contact("MLOps discovery for a government program"),
        },
        secondary: { label: "Private AI infrastructure", href: "/private-ai-infrastructure" },
      },
    ],
  },
} satisfies EnglishPageCopy;
