/**
 * Copy of /cybersecurity/security-operations-modernization (spec section 2: cybersecurity).
 * SIEM and SOAR, detection engineering, MITRE ATT&CK coverage and SOC metrics. Metrics such as
 * MTTD and MTTR are defined, never given invented values; related services link to the slugs
 * of apps/site/content/services/security.json, network.json and infrastructure.json.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=cybersecurity-security-operations-modernization&utm_service=security-operations&subject=${encodeURIComponent(subject)}`;

/** The /cybersecurity/security-operations-modernization page (English only). */
export const copy = {
  en: {
    title: "Security operations modernization for the enterprise SOC",
    description:
      "Modernize your SOC: a log pipeline you can afford, SIEM and SOAR that fit, detection engineering as code, MITRE ATT&CK coverage and metrics that show progress.",
    eyebrow: "Cybersecurity",
    h1: "Security operations modernization: a SOC that finds what matters",
    lead: "Most security operations centers were built for an on-premises network and a handful of log sources. Today the attack surface is identities, cloud control planes and SaaS, log volumes grow faster than budgets, and analysts spend their shifts on alerts that turn out to be benign. We modernize the SOC around data, detection engineering and automation, and we measure the result.",
    actions: [
      { label: "Discuss your SOC", href: contact("SOC modernization") },
      { label: "See AI-enhanced SOC", href: "/cybersecurity/ai-enhanced-soc" },
    ],
    keywords: [
      "security operations modernization",
      "SOC modernization",
      "SIEM migration",
      "SOAR playbooks",
      "detection engineering",
      "MITRE ATT&CK coverage",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Why SOCs stop keeping up",
        paragraphs: [
          "The symptoms are familiar: an alert queue nobody can clear, detection rules written years ago by people who have since left, a SIEM bill that forces teams to drop the log sources they most need, and response steps that live in one senior analyst's head. Meanwhile attackers log in with stolen credentials, move through cloud consoles and use administration tools already on your network, none of which triggers the signatures the SOC was built around.",
          "Buying another tool rarely fixes this. The SOCs that improve treat security operations as an engineering discipline: a deliberate data strategy, detections written and tested like code, repetitive work automated under clear policy, and a small set of metrics that show whether the changes worked.",
        ],
      },
      {
        kind: "features",
        heading: "What we modernize",
        items: [
          {
            title: "The log pipeline",
            body: "Sources routed, filtered and normalized before they reach the SIEM, with hot, warm and archive tiers so the data you need for investigations is kept without paying premium rates for all of it.",
          },
          {
            title: "SIEM fit",
            body: "Tuning, re-architecture or migration of your SIEM or XDR platform, decided on detection needs, data volumes and total cost rather than on brand.",
          },
          {
            title: "SOAR playbooks",
            body: "Automated enrichment and routine containment steps, with approval tiers for actions that affect users, hosts or business systems.",
          },
          {
            title: "Detection engineering as code",
            body: "Rules in version control with tests, peer review and a deployment pipeline, each mapped to the ATT&CK technique it covers and an owner who maintains it.",
          },
          {
            title: "Runbooks and case handling",
            body: "Written response procedures for your top incident types, embedded in case management so every analyst follows the same steps.",
          },
          {
            title: "Metrics and reporting",
            body: "A baseline and a monthly view of detection, response and coverage that leadership can follow.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "MITRE ATT&CK coverage that means something",
        paragraphs: [
          "Coverage maps are easy to inflate. A technique shaded green because a rule with its name exists says little about whether an attack using it would be caught. We measure coverage in three states: a technique is **tested** when a simulated attack triggered the detection in your environment, **implemented** when a detection exists but has not been tested, and **uncovered** otherwise.",
          "We then prioritize by threat profile, not by filling the matrix. Techniques used by groups that target your industry, and those that affect your most critical assets, come first. Healthcare, financial services, government and retail each face different actors and tradecraft, and the detection roadmap should reflect that.",
        ],
      },
      {
        kind: "table",
        heading: "SOC metrics that show progress",
        caption:
          "Metrics we baseline before changes and report monthly afterwards, with the trap each one hides",
        columns: ["Metric", "What it measures", "Direction you want", "Trap to avoid"],
        rows: [
          [
            "Mean time to detect (MTTD)",
            "Time from malicious activity to the first alert on it, measured in incidents and exercises",
            "Down",
            "Only measurable for incidents you found; use purple-team exercises too",
          ],
          [
            "Mean time to respond (MTTR)",
            "Time from alert to containment for confirmed incidents",
            "Down",
            "Fast closure of benign alerts can hide slow handling of real ones; report by severity",
          ],
          [
            "Mean time to triage",
            "Time from alert to an analyst's disposition",
            "Down",
            "Speed without quality checks; pair with missed-detection reviews",
          ],
          [
            "Alert fidelity",
            "Share of alerts that lead to a real investigation",
            "Up",
            "Suppressing noisy rules without replacing coverage",
          ],
          [
            "Tested ATT&CK coverage",
            "Priority techniques with a detection proven in your environment",
            "Up",
            "Counting untested rules as coverage",
          ],
          [
            "Log source health",
            "Critical sources sending complete, timely data",
            "Stable at full",
            "Silent gaps: a source that stops sending raises no alert by itself",
          ],
        ],
        note: "We publish no benchmark values for these metrics: they depend on your environment, and the trend against your own baseline is what matters.",
      },
      {
        kind: "steps",
        heading: "How a modernization runs",
        items: [
          {
            title: "Assess",
            body: "Inventory log sources, detections, playbooks and tools; map tested coverage against your threat profile; baseline the metrics above; interview analysts about where time goes.",
          },
          {
            title: "Fix the data foundation",
            body: "Restore missing critical sources, build the routing and normalization layer, and set retention by investigative value.",
          },
          {
            title: "Rebuild detection engineering",
            body: "Move rules into version control with tests, retire dead ones, tune the noisiest and write new detections for the priority gaps.",
          },
          {
            title: "Automate under policy",
            body: "Build enrichment and containment playbooks with approval tiers, starting with the highest-volume alert types.",
          },
          {
            title: "Prove it",
            body: "Run purple-team exercises against the priority techniques, report the metrics against baseline and hand the roadmap to your team.",
          },
        ],
      },
      {
        kind: "list",
        heading: "What you receive",
        items: [
          "A current-state assessment with a tested ATT&CK coverage map and a prioritized gap list",
          "A log source and retention design with its cost model",
          "A detection repository with tests, owners and a deployment pipeline",
          "SOAR playbooks and runbooks for your top incident types",
          "A metrics baseline and a monthly SOC report template",
          "Training and pairing so your analysts and engineers run everything we build",
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Do we need to replace our SIEM?",
            answer:
              "Often not. Many SOCs get more from fixing data quality, retiring dead rules and adding a routing layer than from migrating. When migration is right, we plan it detection by detection so coverage does not drop during the move.",
          },
          {
            question: "Do you run the SOC for us?",
            answer:
              "We modernize your SOC and hand it to your team. Around it, managed network security ($1,500 per month) monitors firewalls, SD-WAN and intrusion prevention around the clock, and endpoint patch management ($1,500 per month) keeps devices patched; both come with 24/7 support.",
          },
          {
            question: "How does this relate to zero trust?",
            answer:
              "They reinforce each other. Zero trust reduces what an attacker can reach; the SOC detects and contains what gets through. Identity and device signals from a zero trust architecture are some of the SOC's most valuable data.",
          },
          {
            question: "Where does AI fit?",
            answer:
              "After the foundations. AI-assisted triage on top of noisy detections is an expensive way to compensate for poor tuning. See our AI-enhanced SOC page for how we add it safely.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "Managed Network Security",
            body: "Firewalls, SD-WAN and intrusion prevention managed with round-the-clock monitoring, $1,500 per month.",
            href: "/services/managed-network-security",
          },
          {
            title: "Endpoint & Patch Management",
            body: "Patching prioritized by actively exploited vulnerabilities, $1,500 per month.",
            href: "/services/endpoint-patch-management",
          },
          {
            title: "Identity & Access Management",
            body: "SSO, phishing-resistant MFA and access reviews; SSO setup $5,000.",
            href: "/services/identity-access-management",
          },
          {
            title: "Zero Trust Architecture",
            body: "A strategy and phased roadmap based on NIST SP 800-207 and the CISA maturity model.",
            href: "/services/zero-trust-architecture",
          },
          {
            title: "Compliance & Security Assessments",
            body: "Gap assessments against SOC 2, HIPAA, PCI DSS, NIST CSF 2.0 or CMMC, $5,000.",
            href: "/services/compliance-security-assessments",
          },
          {
            title: "Threat detection",
            body: "Detection engineering across identity, cloud, endpoint and network.",
            href: "/cybersecurity/threat-detection",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Find out what your SOC would actually catch",
        body: "In a 60-minute deep dive ($500) we review your log sources, detections and metrics with your SOC lead and tell you where modernization would pay back first.",
        primary: { label: "Discuss your SOC", href: contact("SOC modernization") },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
