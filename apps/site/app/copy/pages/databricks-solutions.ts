/**
 * Copy of the /databricks-solutions page (spec section 2: solutions and industries; English
 * only). Platform capabilities are described generally, as publicly documented; the page makes
 * no claim of partnership status, and the representative engagement carries no outcome figures
 * because none of the case-study claims of spec section 9 is a Databricks engagement.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=industry-databricks-solutions&utm_service=databricks&subject=${encodeURIComponent(subject)}`;

/** The /databricks-solutions page in English. */
export const copy = {
  en: {
    title: "Databricks consulting: lakehouse, governance and AI",
    description:
      "Independent Databricks consulting: lakehouse design, migration, Unity Catalog governance, cost control, MLOps and generative AI on the platform.",
    eyebrow: "Platform",
    h1: "Getting full value from Databricks, from first workspace to production AI",
    lead: "Databricks brings data engineering, analytics, machine learning and generative AI onto one platform. Getting value from it still takes design decisions, governance and cost discipline. We help teams that have chosen Databricks, or are evaluating it, build a lakehouse that is governed, affordable and ready for AI.",
    actions: [
      { label: "Talk to our Databricks team", href: contact("Databricks lakehouse and AI") },
      { label: "Read the lakehouse playbook", href: "/insights/lakehouse-migration-playbook" },
    ],
    keywords: [
      "Databricks consulting",
      "Databricks lakehouse",
      "Unity Catalog",
      "Databricks migration",
      "MLflow",
      "Databricks cost optimization",
    ],
    sections: [
      {
        kind: "prose",
        heading: "What the platform offers",
        paragraphs: [
          "Databricks is a data and AI platform built around the lakehouse pattern and available on the major clouds. Its storage layer is Delta Lake, an open-source table format that adds ACID transactions, schema enforcement and time travel to files in object storage, with interoperability for Apache Iceberg. Unity Catalog provides governance across data and AI assets: access control, lineage, auditing and discovery.",
          "On top sit pipeline and orchestration tools (the declarative pipeline framework formerly known as Delta Live Tables is now part of Lakeflow), SQL warehouses for BI, MLflow for experiment tracking and model management, model serving and vector search for AI applications, and Delta Sharing, an open protocol for sharing data with other organizations. We are an independent consultancy; this page describes publicly documented capabilities, and we recommend them only where they fit your needs.",
        ],
      },
      {
        kind: "table",
        heading: "Common challenges and how we address them",
        caption: "Problems we see on Databricks estates and our approach to each",
        columns: ["Challenge", "What it looks like", "Our approach"],
        rows: [
          [
            "Workspace sprawl",
            "Many workspaces with their own permissions, copies of data and naming",
            "A Unity Catalog design with catalogs per domain and environment, and a migration plan from legacy metastores",
          ],
          [
            "Rising spend",
            "Consumption grows faster than usage, with no view of who spends what",
            "Cluster policies, right-sized and serverless compute where it fits, tagging and cost reports per team",
          ],
          [
            "Notebook-to-production gap",
            "Critical jobs run from personal notebooks without tests or review",
            "Code in repositories, CI/CD, environment promotion and infrastructure as code",
          ],
          [
            "Slow BI",
            "Dashboards time out on large tables",
            "Table layout and clustering, SQL warehouse sizing and semantic models for reporting",
          ],
          [
            "AI stuck in pilots",
            "Models and assistants built but never served or monitored",
            "MLflow-based release gates, model serving, evaluation and monitoring",
          ],
        ],
      },
      {
        kind: "features",
        heading: "What we deliver on Databricks",
        items: [
          {
            title: "Lakehouse design",
            body: "Medallion layers with contracts at each boundary, catalog and schema design, and the access model that goes with it.",
          },
          {
            title: "Migration to Databricks",
            body: "From on-premises Hadoop, legacy warehouses or ETL tools, in waves with automated reconciliation and real decommissioning.",
          },
          {
            title: "Unity Catalog governance",
            body: "Fine-grained permissions, row filters and column masks for regulated data, lineage and audit for examiners and auditors.",
          },
          {
            title: "Cost management",
            body: "Compute policies, job and warehouse sizing, usage reporting from system tables and a monthly optimization review.",
          },
          {
            title: "MLOps with MLflow",
            body: "Tracking, registry, evaluation and deployment practices that let a team ship its second model faster than its first.",
          },
          {
            title: "Generative AI on the lakehouse",
            body: "Retrieval over governed documents with vector search, permission-aware access and evaluation before release.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "A representative engagement",
        paragraphs: [
          "A mid-sized financial services firm had adopted Databricks team by team. It ran several workspaces, each with its own permissions, and its finance team could not explain the monthly bill. Auditors had asked for lineage on two regulatory reports that drew data from three workspaces.",
          "We designed a Unity Catalog structure with catalogs per domain and environment, moved the regulatory data products first with row filters and column masks on customer data, and put lineage in front of the auditors from the catalog itself. Compute policies and tagging gave each team a monthly cost report it owns. The platform team now onboards new domains through a documented pattern rather than a new workspace.",
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "Data Engineering & Architecture",
            body: "Lakehouse design and build, on Databricks or elsewhere.",
            href: "/services/data-engineering-architecture",
          },
          {
            title: "Data Governance & Compliance",
            body: "Catalog, access policy and lineage that satisfy auditors.",
            href: "/services/data-governance-compliance",
          },
          {
            title: "Managed MLOps",
            body: "Model operations run for you, with monitoring and release gates.",
            href: "/services/mlops-management",
          },
          {
            title: "AI Cost Optimization",
            body: "Lower cost per job, query and AI task.",
            href: "/services/ai-cost-optimization",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Are you a Databricks partner?",
            answer:
              "We are an independent consultancy and describe our work, not a partnership status. Our recommendations are vendor-neutral, including on whether Databricks is the right platform for a given workload.",
          },
          {
            question: "Should we choose Databricks or a cloud data warehouse?",
            answer:
              "It depends on your consumers. Where data science, machine learning and AI share data with analytics, a lakehouse platform is often the better fit; where most work is SQL and BI on structured data, a warehouse can be simpler. Our data architecture work answers that question with your own usage data.",
          },
          {
            question: "How do we move from a legacy metastore to Unity Catalog?",
            answer:
              "Inventory what exists, design the target catalogs and permissions, migrate tables and jobs in waves and retire the old paths. Permissions and lineage are the parts to plan carefully; data movement is usually the easy part.",
          },
          {
            question: "Can you reduce our Databricks spend without slowing teams down?",
            answer:
              "Usually, yes. Most savings come from compute policies, right-sizing, scheduling and removing idle resources, which do not change how teams work. We report savings against a measured baseline.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Get an independent view of your Databricks estate",
        body: "In a 60-minute deep dive we review your workspaces, governance and spend with your platform lead, and tell you where the largest gains are.",
        primary: {
          label: "Book a Databricks deep dive",
          href: contact("Databricks estate deep dive"),
        },
        secondary: { label: "See all solutions", href: "/solutions" },
      },
    ],
  },
} satisfies EnglishPageCopy;
