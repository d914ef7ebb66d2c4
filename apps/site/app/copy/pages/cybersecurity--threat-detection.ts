/**
 * Copy of /cybersecurity/threat-detection (spec section 2: cybersecurity): threat-informed
 * detection engineering across identity, cloud, endpoint, network and SaaS, including threats
 * to and through AI (deepfakes, attacks on AI systems). No invented detection rates or times.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=cybersecurity-threat-detection&utm_service=threat-detection&subject=${encodeURIComponent(subject)}`;

/** The /cybersecurity/threat-detection page (English only). */
export const copy = {
  en: {
    title: "Threat detection across identity, cloud and endpoint",
    description:
      "Threat-informed detection engineering: the data sources that matter, detections tested against real attack techniques, and MITRE ATT&CK coverage you can prove.",
    eyebrow: "Cybersecurity",
    h1: "Threat detection that follows attackers into identity, cloud and SaaS",
    lead: "Today's intrusions often involve no malware at all: a stolen session token, a consented OAuth application, an administration tool already on the network. Detection has to follow the attacker there. We build threat-informed detection programs that start from who targets your industry, use the data sources that see their techniques, and prove coverage by testing it.",
    actions: [
      { label: "Review your detection coverage", href: contact("Detection coverage review") },
      { label: "See SOC modernization", href: "/cybersecurity/security-operations-modernization" },
    ],
    keywords: [
      "threat detection",
      "detection engineering",
      "identity threat detection",
      "cloud threat detection",
      "threat hunting",
      "MITRE ATT&CK",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Where attacks happen now",
        paragraphs: [
          "Attackers increasingly log in rather than break in. Phishing kits that relay multi-factor prompts, repeated push requests, help-desk social engineering and stolen browser sessions give them valid identities. From there they work in cloud consoles, SaaS admin panels and remote management tools, where their activity looks like an administrator's. Endpoint agents remain essential, but a detection program that relies on them alone misses much of that activity.",
          "Threat-informed detection starts from the other end: which groups target organizations like yours, which techniques they use, which data would reveal those techniques and whether you collect it. The MITRE ATT&CK knowledge base gives that analysis a shared language, from initial access to exfiltration.",
        ],
      },
      {
        kind: "table",
        heading: "Data sources and what they reveal",
        caption:
          "Telemetry sources, the attacker behavior each can reveal and the ATT&CK tactics it helps cover",
        columns: ["Source", "Behavior it can reveal", "ATT&CK tactics it helps cover"],
        rows: [
          [
            "Identity provider and directory logs",
            "Impossible travel, MFA fatigue, new MFA devices, risky consent grants, privilege changes",
            "Initial Access, Credential Access, Persistence, Privilege Escalation",
          ],
          [
            "Endpoint detection and response",
            "Suspicious process chains, credential dumping, misuse of built-in administration tools",
            "Execution, Defense Evasion, Credential Access, Lateral Movement",
          ],
          [
            "Cloud control-plane audit logs",
            "New access keys, disabled logging, unusual role assumption, snapshot sharing",
            "Persistence, Defense Evasion, Discovery, Exfiltration",
          ],
          [
            "SaaS audit logs",
            "Mass downloads, mailbox forwarding rules, new third-party app integrations",
            "Collection, Exfiltration, Persistence",
          ],
          [
            "Network, DNS and proxy",
            "Beaconing, tunneling, connections to newly registered domains",
            "Command and Control, Exfiltration",
          ],
          [
            "Email security",
            "Reported phishing, malicious attachments and links, business email compromise patterns",
            "Initial Access",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Detection methods, used together",
        items: [
          {
            title: "Indicator matching",
            body: "Known-bad domains, hashes and addresses from curated intelligence. Cheap and fast, but easily evaded, so never the only layer.",
          },
          {
            title: "Behavioral rules",
            body: "Detections on technique-level behavior, such as a new OAuth grant followed by mass mailbox access, that survive changes in attacker tooling.",
          },
          {
            title: "Baselines and anomalies",
            body: "Deviations from a user's, host's or service's normal pattern, tuned so they feed investigations rather than flood queues.",
          },
          {
            title: "Cross-source correlation",
            body: "Joining identity, endpoint and cloud events into one sequence, where single events look benign.",
          },
          {
            title: "Threat hunting",
            body: "Hypothesis-driven searches for techniques without reliable detections; every successful hunt becomes a new rule.",
          },
          {
            title: "Deception",
            body: "Honeytokens and decoy credentials that no legitimate user should touch, giving high-fidelity alerts when they are used.",
          },
        ],
      },
      {
        kind: "steps",
        heading: "The detection engineering lifecycle",
        items: [
          {
            title: "Prioritize by threat",
            body: "Build a threat profile for your industry and critical assets, and rank ATT&CK techniques by relevance and impact.",
          },
          {
            title: "Check the data",
            body: "Confirm the telemetry that would reveal each priority technique is collected, complete and retained long enough.",
          },
          {
            title: "Write the detection as code",
            body: "Version-controlled logic with documentation, severity, an owner and a response runbook.",
          },
          {
            title: "Test with a simulated attack",
            body: "Emulate the technique safely in your environment and confirm the detection fires, then record it as tested.",
          },
          {
            title: "Tune and deploy",
            body: "Measure false positives against real data before enabling, and deploy through a pipeline with review.",
          },
          {
            title: "Review and retire",
            body: "Re-test on a schedule and after platform changes; retire detections that no longer fire or no longer matter.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Threats that involve AI",
        paragraphs: [
          "Two newer categories belong in the threat profile. The first is AI used against you: cloned voices and synthetic video used to authorize payments, reset credentials or pass onboarding checks. Detection tools help, but the strongest controls are out-of-band verification for high-value requests, which our [deepfake detection](/services/deepfake-detection) service puts in place with training for finance, help desk and executive teams.",
          "The second is attacks on your own AI systems: prompt injection, data exfiltration through model outputs, misuse of tools an AI agent can call, and tampered model artifacts. These need their own telemetry, such as prompt and tool-call logs, and detections designed around them. Our [AI security and model risk management](/services/ai-security/model-risk-management) service threat-models those systems and feeds the resulting detections into your SOC.",
        ],
      },
      {
        kind: "table",
        heading: "How we measure detection quality",
        caption: "Measures that show whether a detection program is improving",
        columns: ["Measure", "What it tells you"],
        rows: [
          [
            "Tested coverage of priority techniques",
            "Whether attacks you care about would actually be detected",
          ],
          [
            "Time to detect in exercises",
            "How quickly emulated attacks are caught, independent of real incident volume",
          ],
          [
            "Precision per detection",
            "Which rules waste analyst time and need tuning or retirement",
          ],
          ["Detection debt", "Detections not re-tested or reviewed within their schedule"],
          [
            "Telemetry gaps",
            "Priority techniques that cannot be detected because the data is missing",
          ],
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Is EDR enough for threat detection?",
            answer:
              "It is essential but not sufficient. Identity, cloud and SaaS attacks often never touch an endpoint, so those audit logs need detections of their own.",
          },
          {
            question: "How do you test detections safely?",
            answer:
              "With controlled emulation of specific techniques, agreed in advance with your operations and change teams, run on designated systems and recorded so results are repeatable.",
          },
          {
            question: "Can you help if we have no SIEM?",
            answer:
              "Yes. We start from the detection needs and the data, then recommend the simplest platform that meets them, which is sometimes the XDR or cloud-native tooling you already license.",
          },
          {
            question: "How does identity fit in?",
            answer:
              "Identity is where many attacks start. Strong authentication from our identity and access management work reduces the attack surface, and identity logs become the most valuable detection source.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "Identity & Access Management",
            body: "Phishing-resistant MFA, SSO and access reviews; SSO setup $5,000.",
            href: "/services/identity-access-management",
          },
          {
            title: "Zero Trust Secure Remote Access",
            body: "Per-application access checked against identity and device health; implementation $15,000.",
            href: "/services/zero-trust-secure-remote-access",
          },
          {
            title: "Deepfake Detection",
            body: "Detection tools, verification controls and training against voice clones and synthetic identities.",
            href: "/services/deepfake-detection",
          },
          {
            title: "AI Security & Model Risk Management",
            body: "Threat modeling and red teaming for AI systems, from prompt injection to model supply chain.",
            href: "/services/ai-security/model-risk-management",
          },
          {
            title: "Endpoint & Patch Management",
            body: "Fewer exploitable gaps for detections to catch, $1,500 per month.",
            href: "/services/endpoint-patch-management",
          },
          {
            title: "AI-enhanced SOC",
            body: "Machine-assisted triage that helps analysts work through detections faster.",
            href: "/cybersecurity/ai-enhanced-soc",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Know which attacks you would catch",
        body: "Book a 60-minute deep dive ($500): we walk through your telemetry and detections against the techniques most used against your industry and show you the biggest gaps.",
        primary: {
          label: "Review your detection coverage",
          href: contact("Detection coverage review"),
        },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
