/**
 * Copy of /compare/ibm-alternative (spec section 2: compare). Angle: a technology vendor with a
 * consulting arm compared with an independent specialist, for data platforms, MLOps and private
 * AI. Only general, verifiable characteristics of the named firm; no figures, prices or clients.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=compare-ibm-alternative&utm_service=mlops-consulting&subject=${encodeURIComponent(subject)}`;

/** The /compare/ibm-alternative page (English only). */
export const copy = {
  en: {
    title: "IBM alternative for data platforms, MLOps and private AI",
    description:
      "IBM or an independent specialist for data, MLOps and private AI? A fair comparison of engagement model, platform choice, speed to value and pricing approach.",
    eyebrow: "Compare",
    h1: "An IBM alternative for data platforms, MLOps and private AI",
    lead: "IBM brings something most consultancies do not: its own software, infrastructure and AI products alongside a consulting business. Whether that helps you depends on how much of your estate already runs on those products. This page compares a vendor-with-consulting model and an independent specialist on the criteria that decide data and AI programs.",
    actions: [
      {
        label: "Discuss your platform choice",
        href: contact("Comparing platform and delivery partners"),
      },
      { label: "Read about private AI infrastructure", href: "/private-ai-infrastructure" },
    ],
    keywords: [
      "IBM alternative",
      "IBM consulting comparison",
      "vendor-neutral AI consulting",
      "MLOps partner",
      "private AI infrastructure",
    ],
    sections: [
      {
        kind: "prose",
        heading: "A technology vendor with consultants, or consultants without a product",
        paragraphs: [
          "IBM is a global technology company that develops its own software, hybrid cloud and infrastructure products, including AI and data platforms, and runs a consulting business that implements them and other technologies. For organizations standardized on IBM products, one accountable supplier for product and services is a real advantage.",
          "Vantreo Data & AI is a specialist consultancy in Atlanta, with an office in Sandy Springs, Georgia. We design and build data platforms, MLOps and private AI, and the security and infrastructure around them, using commercial and open-source tools chosen for each client. Our recommendations are not tied to a product line of our own, and your team keeps ownership of code, models and data.",
        ],
      },
      {
        kind: "table",
        heading: "Vendor-led consulting vs Vantreo",
        caption:
          "Typical characteristics of a technology vendor's consulting business compared with Vantreo",
        columns: [
          "Criterion",
          "Technology vendor with consulting (such as IBM)",
          "Vantreo Data & AI",
        ],
        rows: [
          [
            "Platform choice",
            "Deep expertise in the vendor's own products, alongside other technologies",
            "Chosen per workload across clouds, open-weight models and commercial tools",
          ],
          [
            "Engagement model",
            "Product, support and services can come from one supplier",
            "A senior delivery team; products bought directly from their vendors",
          ],
          [
            "Speed to value",
            "Fastest where the vendor's platform is already in place",
            "Fixed-scope starts: MLOps discovery $5,000, implementation $15,000",
          ],
          [
            "Pricing approach",
            "Services scoped per engagement, often alongside product licensing",
            "Published fixed prices for entry engagements; no product line of our own to sell",
          ],
          [
            "Specialization",
            "Broad technology portfolio across industries",
            "Data, AI, MLOps and AI governance for healthcare, financial services, government and retail",
          ],
          [
            "Operations",
            "Vendor support for its own products",
            "Managed MLOps, model monitoring from $1,500 per month, and 24/7 support",
          ],
        ],
        note: "The left column describes typical characteristics of a technology vendor's consulting business in general terms, not any specific engagement, proposal or price of the named firm.",
      },
      {
        kind: "features",
        heading: "When IBM is the better choice",
        items: [
          {
            title: "You are standardized on IBM platforms",
            body: "When your core systems, data platforms or AI tooling are IBM products, the vendor's own engineers know them best.",
          },
          {
            title: "A single accountable supplier",
            body: "When procurement wants product, support and implementation under a single contract and a single accountable supplier.",
          },
          {
            title: "Mainframe and hybrid estates",
            body: "Programs centered on mainframe or large hybrid infrastructure where product-level knowledge matters most.",
          },
          {
            title: "Global delivery",
            body: "Work that has to be delivered in many countries under one supplier.",
          },
        ],
      },
      {
        kind: "features",
        heading: "When Vantreo is the better fit",
        items: [
          {
            title: "You want the choice left open",
            body: "Platform, cloud and model decisions made on your workloads, costs and constraints, with the reasoning documented.",
          },
          {
            title: "Private AI that pays for itself",
            body: "Self-hosted models sized by workload, with a cost model that counts the people as well as the GPUs.",
          },
          {
            title: "A path to production in weeks",
            body: "Registries, deployment templates and monitoring that took one client's model deployments from 3 months to 2 weeks.",
          },
          {
            title: "Uptime you can evidence",
            body: "The same platform work raised endpoint uptime from 94% to 99.9%, with on-call and runbooks handed to the client.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Questions to ask about platform and partner",
        items: [
          "Which parts of the proposed architecture could be swapped for another product later, and at what cost?",
          "How will models, prompts and data be exported if we change platforms?",
          "What does the total cost look like over three years, including licenses, people and inference?",
          "Who runs the platform after launch, and what does our team need to learn?",
          "How are open-weight models evaluated against hosted ones on our own tasks?",
        ],
      },
      {
        kind: "cards",
        heading: "Related work",
        items: [
          {
            title: "Private AI infrastructure case study",
            body: "Model deployments from 3 months to 2 weeks at 99.9% uptime for a federal contractor.",
            href: "/case-studies/private-ai-infrastructure",
          },
          {
            title: "Quantifying the ROI of private AI",
            body: "A 3x net ROI projection (net benefit ÷ cost) for self-hosted models at a regional insurer.",
            href: "/case-studies/self-hosted-ai-roi",
          },
          {
            title: "Private LLMs: when self-hosting makes sense",
            body: "Deciding between hosted APIs, private endpoints and your own GPUs.",
            href: "/insights/private-llm-deployment-decision-guide",
          },
          {
            title: "MLOps & Model Operations",
            body: "A shared, governed path to production for every model.",
            href: "/services/mlops-model-operations",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Do you work with IBM products?",
            answer:
              "We design around the platforms you already run, whoever supplies them. Where a client's estate is built on one vendor's products, we factor that into every recommendation rather than starting from a blank page.",
          },
          {
            question: "Are you vendor-neutral?",
            answer:
              "Our recommendations are not tied to a product line of our own, so they are made on your workloads, costs and constraints. Where we prefer a tool, we say why and what the alternative would cost.",
          },
          {
            question: "How do we start?",
            answer:
              "With MLOps discovery ($5,000), a cloud migration assessment ($5,000) or a 60-minute technical deep dive ($500).",
          },
        ],
      },
      {
        kind: "prose",
        heading: "About this comparison",
        paragraphs: [
          "IBM is a trademark of its owner; all names are trademarks of their respective owners. This comparison reflects typical engagement models of technology vendors' consulting businesses and of Vantreo, not a review of any firm's specific products, services, prices or results.",
        ],
      },
      {
        kind: "cta",
        heading: "Get an independent view of your platform",
        body: "Bring your current architecture and the decision in front of you. In a 60-minute technical deep dive ($500) we give you an independent view of the options, their costs and their lock-in.",
        primary: {
          label: "Book a technical conversation",
          href: contact("Independent platform review"),
        },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
