/**
 * Copy of the /robotics-automation industry page (spec section 2: solutions and industries;
 * English only). Standards are described by their scope; the representative engagement carries
 * no outcome figures because none of the case-study claims of spec section 9 belongs to this
 * industry.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=industry-robotics-automation&utm_service=robotics-automation&subject=${encodeURIComponent(subject)}`;

/** The /robotics-automation page in English. */
export const copy = {
  en: {
    title: "Data and AI for robotics and industrial automation",
    description:
      "Industrial data platforms, predictive maintenance, vision inspection and edge AI for manufacturers and warehouses, with OT security built in.",
    eyebrow: "Industry",
    h1: "Turning machine and sensor data into automation operators trust",
    lead: "Robots, PLCs and sensors produce enormous volumes of data, yet most of it is never used beyond the machine that created it. We connect operational technology data to analytics and AI safely, build the models that predict failures and find defects, and run them at the edge where decisions have to be made in milliseconds.",
    actions: [
      {
        label: "Talk to our industrial data team",
        href: contact("Robotics and automation data and AI"),
      },
      { label: "Explore workflow automation", href: "/services/cognitive-workflow-automation" },
    ],
    keywords: [
      "industrial AI",
      "predictive maintenance",
      "machine vision inspection",
      "edge AI",
      "OT data platform",
      "robotics analytics",
    ],
    sections: [
      {
        kind: "prose",
        heading: "The data and AI problems in automated operations",
        paragraphs: [
          "Plant and warehouse data lives in historians, controllers, robot controllers, warehouse management systems and spreadsheets kept by maintenance teams. Each speaks its own protocol, timestamps differ, and the network that carries it was designed to be kept apart from corporate IT for good reason. Projects that try to pull everything into the cloud at once often stall on security review or drown in raw sensor data nobody needs.",
          "AI adds specific difficulties. Failures and defects are rare, so labeled examples are scarce. Models have to run beside the line with predictable latency and keep working when the connection to the data center drops. And anything that changes how a machine behaves must not undermine the safety case the equipment was commissioned under.",
        ],
      },
      {
        kind: "table",
        heading: "Standards that shape the work",
        caption: "Security and safety standards relevant to data and AI in industrial automation",
        columns: ["Standard", "What it covers", "What it means for data and AI"],
        rows: [
          [
            "IEC 62443",
            "Security for industrial automation and control systems, including zones and conduits between network segments",
            "Data leaves the control network only through defined, monitored conduits; remote access is controlled",
          ],
          [
            "NIST SP 800-82",
            "NIST's guide to operational technology security",
            "A reference for segmenting OT networks and managing risk when connecting them to analytics",
          ],
          [
            "ISO 10218 and ISO/TS 15066",
            "Safety requirements for industrial robots and for collaborative robot applications",
            "AI may advise or optimize, but must not bypass safety functions the installation relies on",
          ],
          [
            "CMMC",
            "The Defense Department's cybersecurity certification for its contractors",
            "Defense manufacturers handling controlled unclassified information must meet the required level, including in plant systems in scope",
          ],
        ],
        note: "This is a practitioner's summary; safety assessments remain with your qualified engineers.",
      },
      {
        kind: "features",
        heading: "Use cases we deliver",
        items: [
          {
            title: "Predictive maintenance",
            body: "Failure risk from vibration, temperature, current and cycle data, tied to the maintenance system so work orders are raised before a breakdown.",
          },
          {
            title: "Vision quality inspection",
            body: "Defect detection on the line with models trained on scarce examples, supplemented by synthetic and augmented images, and operators reviewing uncertain cases.",
          },
          {
            title: "Fleet analytics for mobile robots",
            body: "Utilization, congestion and charging patterns for autonomous mobile robots, feeding layout and scheduling decisions.",
          },
          {
            title: "An industrial data platform",
            body: "Time-series and event data from historians and controllers, contextualized with asset hierarchies and joined to production and quality records.",
          },
          {
            title: "Edge AI deployment",
            body: "Models packaged, signed and deployed to edge devices with remote monitoring, rollback and operation during network outages.",
          },
          {
            title: "Cognitive workflow automation",
            body: "For the back office behind the plant: documents, orders and supplier communications processed by AI with people approving exceptions.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "A representative engagement",
        paragraphs: [
          "A manufacturer of engineered components ran robotic machining cells whose spindle failures caused unplanned downtime. Sensor data existed in the cell controllers but never left the plant network, and the maintenance history was kept in a separate system with free-text notes.",
          "We worked with the plant's controls engineers and IT security to define a one-way conduit from the control network to a plant-level data platform, contextualized the signals with the asset hierarchy, and used the maintenance history to label past failures. A failure-risk model runs on an edge server in the plant, creates work orders in the maintenance system and keeps running if the link to the corporate network drops. Maintenance planners review every recommendation, and the model is retrained as new failures are recorded.",
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "Predictive Analytics",
            body: "Failure, demand and quality predictions framed around a decision.",
            href: "/services/predictive-analytics",
          },
          {
            title: "Synthetic Data & Data Labeling",
            body: "Labeled and synthetic examples where real defects are rare.",
            href: "/services/synthetic-data-labeling",
          },
          {
            title: "Cognitive Workflow Automation",
            body: "AI-assisted processing of documents and orders with human approval.",
            href: "/services/cognitive-workflow-automation",
          },
          {
            title: "Managed Network Security",
            body: "Segmentation and monitoring for networks that connect plant and enterprise.",
            href: "/services/managed-network-security",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Will connecting plant data to analytics expose our control systems?",
            answer:
              "Not if it is designed properly. Data leaves the control network through defined conduits, often one-way, and no analytics or AI system gains a path back into the controllers.",
          },
          {
            question: "We have few examples of failures or defects. Can AI still help?",
            answer:
              "Often, yes. Anomaly detection does not need labeled failures, synthetic and augmented images can supplement scarce defect examples, and maintenance records can be mined for historical labels.",
          },
          {
            question: "Does AI ever control the robots directly?",
            answer:
              "In our work, AI recommends, schedules or flags; safety functions stay with certified systems. Any closed-loop control change is designed with your controls engineers and goes through your safety and change processes.",
          },
          {
            question: "Do models need to run in the cloud?",
            answer:
              "No. Inference usually runs at the edge or on a plant server for latency and resilience; training and fleet-wide analysis can run centrally.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Start with one line and one question",
        body: "Tell us which machine, cell or process costs you most when it stops or produces scrap. We will outline what data is needed, how it would leave the control network safely and what a first model would do.",
        primary: {
          label: "Talk to our industrial data team",
          href: contact("Industrial AI first use case"),
        },
        secondary: { label: "Book a consultation", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
