/**
 * Copy of the /solutions/healthcare industry page (spec section 2: solutions and industries;
 * English only). Regulations are described by their nature and scope; the example engagement
 * is the AI ethics framework case study of a regional health system.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=industry-solutions-healthcare&utm_service=healthcare&subject=${encodeURIComponent(subject)}`;

/** The /solutions/healthcare page in English. */
export const copy = {
  en: {
    title: "Healthcare data and AI solutions",
    description:
      "HIPAA-aligned data platforms, governed clinical AI and analytics for health systems, payers and life sciences, from EHR integration to AI oversight.",
    eyebrow: "Industry",
    h1: "Healthcare data and AI that clinicians, compliance and patients can trust",
    lead: "Health systems and payers hold some of the most valuable and most sensitive data there is, spread across EHRs, claims, labs, imaging and dozens of departmental systems. We integrate it on HIPAA-aligned platforms, put AI to work where it helps clinicians and operations, and build the oversight that keeps AI near patients safe.",
    actions: [
      { label: "Talk to our healthcare team", href: contact("Healthcare data and AI") },
      { label: "Read the AI ethics case study", href: "/case-studies/ai-ethics-framework" },
    ],
    keywords: [
      "healthcare data platform",
      "HIPAA compliant AI",
      "clinical AI governance",
      "FHIR integration",
      "healthcare analytics",
      "health system AI",
    ],
    sections: [
      {
        kind: "prose",
        heading: "The data and AI problems health organizations face",
        paragraphs: [
          "Clinical data arrives in HL7 v2 messages, FHIR APIs, claims files, flat-file extracts and scanned documents, and the same patient can appear under several identifiers. Analysts spend most of their time assembling data rather than analyzing it, and every new research or AI request starts a new negotiation over protected health information.",
          "Meanwhile AI is already in the building. Deterioration alerts arrive with the EHR, imaging tools with devices, scheduling and revenue-cycle models with operations software. Boards and regulators increasingly ask which of these systems are running, who approved them and how their performance is checked across patient groups. Most organizations cannot yet answer with confidence.",
        ],
      },
      {
        kind: "table",
        heading: "Regulations that shape the work",
        caption: "The main rules behind healthcare data and AI engagements in the United States",
        columns: ["Rule", "What it is", "What it means for data and AI"],
        rows: [
          [
            "HIPAA Privacy Rule",
            "Federal rule on how covered entities and business associates may use and disclose protected health information",
            "Minimum necessary access, and de-identification by Safe Harbor or Expert Determination before data is used beyond permitted purposes",
          ],
          [
            "HIPAA Security Rule",
            "Administrative, physical and technical safeguards for electronic protected health information",
            "Access control, audit logging, encryption and risk analysis for every platform and AI service touching ePHI",
          ],
          [
            "Business associate agreements",
            "Contracts HIPAA requires with vendors that handle PHI on a covered entity's behalf",
            "Cloud and AI vendors processing PHI need one before any data flows",
          ],
          [
            "ONC HTI-1 rule",
            "Certification rule for health IT, including transparency requirements for decision support interventions",
            "Certified health IT must let users review source attributes of predictive decision support, such as intended use, development data and validation",
          ],
          [
            "FDA oversight of software",
            "Software that meets the definition of a medical device can require FDA review",
            "Clinical AI intended to diagnose or treat needs a regulatory assessment before build",
          ],
          [
            "42 CFR Part 2",
            "Federal confidentiality rules for substance use disorder treatment records",
            "These records need their own consent and segmentation rules in the platform",
          ],
        ],
        note: "This is a practitioner's summary, not legal advice.",
      },
      {
        kind: "features",
        heading: "Use cases we deliver",
        items: [
          {
            title: "An integrated clinical data platform",
            body: "EHR, claims, lab and research data in one governed platform, normalized to FHIR resources or OMOP, with reliable patient matching.",
          },
          {
            title: "Capacity and census forecasting",
            body: "Unit-level census and discharge forecasts ready before the morning huddle, for staffing and bed placement decisions.",
          },
          {
            title: "Quality measures and readmission risk",
            body: "Measures calculated automatically with drill-down to patient and provider, and risk scores that focus care management effort.",
          },
          {
            title: "Revenue cycle analytics",
            body: "Claim denials grouped by payer, reason and service line so the fixes go where the money is.",
          },
          {
            title: "Clinical documentation assistance",
            body: "Summarization and coding assistance with a clinician reviewing every output, running in your environment where PHI must stay.",
          },
          {
            title: "AI oversight",
            body: "An inventory of every AI system, risk tiers by clinical impact, subgroup testing and monitoring that clinicians and compliance both use.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Example engagement: an AI ethics framework a health system can operate",
        paragraphs: [
          "A regional health system in the Southeast had adopted sound AI principles, but could not say which AI systems it was running or who had approved them. AI had arrived through the EHR, device vendors, operations software and its own data science team.",
          "Working with the Chief Medical Information Officer and the Chief Compliance Officer, we organized the work around the NIST AI RMF: an oversight committee reporting to the board's quality and safety committee, an inventory that found far more AI than anyone had listed, three risk tiers based on clinical impact and human review, and monitoring for the highest-risk systems. The test was practical: a clinical informatics analyst can take a new AI request on an ordinary weekday and know exactly what review it needs. Read the [case study](/case-studies/ai-ethics-framework).",
        ],
      },
      {
        kind: "cards",
        heading: "Services for healthcare organizations",
        items: [
          {
            title: "Healthcare & Life Sciences Data Solutions",
            body: "HIPAA-aligned platforms integrating EHR, claims and research data.",
            href: "/services/healthcare-life-sciences-data-solutions",
          },
          {
            title: "Healthcare Analytics",
            body: "Census forecasting, quality measures, readmission risk and denials.",
            href: "/services/healthcare-analytics",
          },
          {
            title: "AI Governance & Compliance",
            body: "Inventory, tiers and oversight for clinical and operational AI.",
            href: "/services/ai-governance-compliance",
          },
          {
            title: "Ethical AI & Fairness Audits",
            body: "Subgroup performance testing for models that affect patients.",
            href: "/services/ethical-ai-fairness",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Will you sign a business associate agreement?",
            answer:
              "Yes, wherever our work involves access to protected health information. Where possible we design the work so our team uses de-identified or synthetic data instead.",
          },
          {
            question: "Can generative AI be used with patient data?",
            answer:
              "Yes, with the right controls: a BAA with any vendor involved or a model running inside your environment, minimum necessary access, clinician review of outputs and monitoring for errors. We start with documentation and administrative uses before anything closer to diagnosis.",
          },
          {
            question: "How do you check AI for bias across patient groups?",
            answer:
              "We test performance by subgroup – age, sex, race and ethnicity where recorded, payer and site – on your own data, and set monitoring thresholds for the gaps that matter clinically.",
          },
          {
            question: "Do you work with payers and life sciences as well as providers?",
            answer:
              "Yes. Claims analytics, member risk and real-world data platforms for research follow the same principles of integration, de-identification and governance.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Find out what AI is already running in your organization",
        body: "Our model governance assessment ($5,000, fixed price) builds your AI inventory, tiers each system by clinical impact and sets out the oversight you need.",
        primary: {
          label: "Request the assessment",
          href: contact("AI inventory and governance assessment for healthcare"),
        },
        secondary: { label: "AI governance in depth", href: "/ai-governance" },
      },
    ],
  },
} satisfies EnglishPageCopy;
