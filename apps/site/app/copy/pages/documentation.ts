/**
 * Copy of the /documentation page (spec section 2: core route; German and Arabic versions exist):
 * a documentation hub for clients. Engagement model and phases, onboarding,
 * security and compliance documents available on request (our own controls description, never a
 * claimed certification), delivery artefacts, and the firm's standard support targets.
 */
import { siteConfig } from "../../config/site-config";
import type { LocalizedPageCopy } from "../page-copy";

const contact = (prefix: "" | "/de" | "/ar", subject: string): string =>
  `${prefix}/contact?source=documentation&utm_service=security-documentation&subject=${encodeURIComponent(subject)}`;

/** The /documentation page in English, German and Arabic. */
export const copy = {
  en: {
    title: "Client documentation and onboarding",
    description:
      "How Vantreo engagements run: phases, onboarding checklist, security and compliance documents on request, delivery artifacts, support and escalation.",
    eyebrow: "Documentation",
    h1: "Everything you need to start and run an engagement with us",
    lead: "This hub is written for the people who make an engagement work on the client side: sponsors, project managers, security and procurement reviewers, and the engineers who will work alongside us. It sets out how we run engagements, what we need from you before day one, which documents we provide and how support works once systems are live.",
    updated: "2025-10-01",
    actions: [
      { label: "Request security documents", href: contact("", "Security documentation request") },
      { label: "Support and escalation", href: "/documentation#support" },
    ],
    keywords: [
      "consulting engagement model",
      "client onboarding checklist",
      "vendor security documentation",
      "data processing agreement",
      "support severity levels",
      "managed services escalation",
    ],
    sections: [
      {
        kind: "steps",
        id: "engagement-model",
        heading: "Engagement model and phases",
        intro:
          "Engagements run under a master services agreement, with a statement of work for each phase. Every phase ends at a decision point, so you can stop, change course or continue with full information.",
        items: [
          {
            title: "Scoping, 1 to 2 weeks before signature",
            body: "A discovery call, then a scoping session with your sponsor and technical leads. You receive a written proposal with scope, named team, timeline, fee and assumptions. Legal and security review run in parallel, not afterwards.",
          },
          {
            title: "Discover and strategize, 1 to 4 weeks",
            body: "A fixed-fee assessment. Deliverables: current-state findings, a prioritized roadmap, a business case per initiative, architecture options with their trade-offs and a risk register. It ends with a go or no-go decision on the next phase.",
          },
          {
            title: "Build and integrate, typically 6 to 16 weeks",
            body: "Two-week increments in your environments, each closed by a review of working software. You get a written status report every week and a steering committee every four weeks. Scope changes are agreed in writing with their effect on cost and schedule.",
          },
          {
            title: "Handover and acceptance, 1 to 2 weeks",
            body: "We demonstrate the acceptance criteria of the statement of work, hand over runbooks and decision records, record the knowledge-transfer sessions and reduce our access to what support needs.",
          },
          {
            title: "Monitor and optimize, ongoing",
            body: "Either your team takes over, or we run the system as a managed service with 24/7 support and service levels. A monthly service review covers incidents, cost and the business measures agreed at the start.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Roles and responsibilities",
        caption: "Who is responsible for what during an engagement",
        columns: ["Role", "Vantreo", "Your organization"],
        rows: [
          [
            "Executive sponsor",
            "A managing partner: final escalation point, quarterly review of the relationship",
            "The executive who owns the business outcome and approves each phase gate",
          ],
          [
            "Engagement lead",
            "Runs day-to-day delivery: plan, status, risks, issues and budget",
            "A project or product manager as the single point of contact",
          ],
          [
            "Architecture",
            "The lead architect proposes designs and records each decision",
            "Your architects review and approve the decision records",
          ],
          [
            "Security",
            "Follows your policies and reports vulnerabilities and incidents at once",
            "A security reviewer approves access, design patterns and go-live",
          ],
          [
            "Production changes",
            "Prepares each change with tests, evidence and a rollback plan",
            "Approves and schedules changes through your change process",
          ],
          [
            "Acceptance",
            "Demonstrates the acceptance criteria with evidence",
            "Signs off deliverables against the statement of work",
          ],
        ],
      },
      {
        kind: "table",
        id: "onboarding",
        heading: "Onboarding checklist",
        caption: "What we arrange together before day one and during the first week",
        columns: ["Item", "What is needed", "Owner", "When"],
        rows: [
          [
            "Access: named accounts",
            "One named account per team member in your identity provider, with multi-factor authentication and no shared credentials",
            "Your IT team",
            "Before day one",
          ],
          [
            "Access: least-privilege roles",
            "Roles limited to the environments and data in the statement of work, time-bound and reviewed at every phase gate",
            "Your IT team with our engagement lead",
            "Before day one",
          ],
          [
            "Access: devices and remote access",
            "Your managed devices or virtual desktops, or our encrypted, centrally managed laptops where your policy allows; VPN or zero trust access",
            "Your IT team",
            "Before day one",
          ],
          [
            "Access: collaboration tools",
            "Ticketing, code repositories, chat and documentation spaces",
            "Your project manager",
            "Day one",
          ],
          [
            "Environments: development and test",
            "Non-production environments separate from production; production credentials are never used outside production",
            "Your platform team",
            "Week one",
          ],
          [
            "Environments: data for development",
            "Masked, sampled or synthetic data wherever possible, and written approval from the data owner for any use of production data",
            "Your data owner",
            "Week one",
          ],
          [
            "Environments: infrastructure as code",
            "Repositories and pipelines for each environment, or agreement that we create them",
            "Joint",
            "Week one",
          ],
          [
            "Security review: vendor risk assessment",
            "Your questionnaire completed, or our standard responses supplied",
            "Vantreo",
            "Before signature",
          ],
          [
            "Security review: data processing terms",
            "A data processing agreement, plus a business associate agreement where protected health information is in scope",
            "Legal teams on both sides",
            "Before signature",
          ],
          [
            "Security review: people",
            "Confirmation of background checks and security awareness training for named staff, and completion of your own training if required",
            "Vantreo",
            "Before day one",
          ],
          [
            "Kickoff: meeting",
            "Goals, success measures, scope boundaries, responsibilities, known risks and the communication plan",
            "Joint",
            "Week one",
          ],
          [
            "Kickoff: cadence",
            "Stand-ups, weekly status, sprint reviews and steering committee dates in calendars",
            "Our engagement lead",
            "Week one",
          ],
          [
            "Kickoff: escalation contacts",
            "Named contacts on both sides for each severity level, with phone numbers",
            "Joint",
            "Week one",
          ],
        ],
      },
      {
        kind: "table",
        id: "security-documents",
        heading: "Security and compliance documents",
        caption: "Documents available on request for your vendor and security review",
        columns: ["Document", "What it contains", "How it is shared"],
        rows: [
          [
            "Security controls description",
            "Our controls organized along the SOC 2 Trust Services Criteria for security, availability and confidentiality: access and change management, encryption, logging, vendor management, incident response and business continuity",
            "On request, under NDA",
          ],
          [
            "Data processing agreement",
            "Our standard terms with the EU standard contractual clauses, a technical and organizational measures annex and the subprocessor list; we also review your own template",
            "On request, before signature",
          ],
          [
            "Security questionnaire responses",
            "Our answers in common industry questionnaire formats, or your own questionnaire completed by our security practice, usually within 10 business days",
            "On request",
          ],
          [
            "Penetration test summary",
            "Executive summary of the latest independent penetration test of our corporate environment: scope, findings by severity and remediation status",
            "On request, under NDA",
          ],
          [
            "Business associate agreement",
            "HIPAA terms for engagements that involve protected health information",
            "On request, for healthcare engagements",
          ],
          [
            "Business continuity and incident response summary",
            "How we keep delivering through a disruption, and how and when we notify you of an incident that affects your data",
            "On request, under NDA",
          ],
          [
            "Insurance certificates",
            "Certificates for our professional liability and cyber insurance",
            "On request",
          ],
          [
            "Subprocessor list",
            "The third parties that may process client data on our behalf, what they do and where",
            "On request, with notice before changes",
          ],
        ],
        note: "These documents describe our own controls. The controls description is written by us and is not an auditor's report, and we do not claim certifications or attestations we do not hold. If your procurement requires a specific attestation, tell us during scoping so that we can agree how the requirement will be met.",
      },
      {
        kind: "features",
        heading: "Delivery artifacts",
        intro:
          "What you receive as the work progresses. Everything lives in your repositories and documentation spaces, not ours.",
        items: [
          {
            title: "Architecture decision records",
            body: "One short record per significant decision: context, options considered, the decision and its consequences. Your architects approve them, and they explain the system to whoever maintains it next.",
          },
          {
            title: "Runbooks",
            body: "Step-by-step procedures for deployment, rollback, routine operations and every failure mode we know of, rehearsed in a game-day exercise with your operators before handover.",
          },
          {
            title: "Model cards",
            body: "For each model: purpose and limits, training data and its lineage, evaluation results including performance across relevant groups, monitoring thresholds and the accountable owner. They feed your model inventory and model risk reviews.",
          },
          {
            title: "Data contracts",
            body: "The agreed schema, meaning, freshness and quality expectations between a data producer and its consumers, enforced in the pipeline so that a breaking change fails before it reaches a dashboard or a model.",
          },
          {
            title: "Architecture and data-flow diagrams",
            body: "Current and target architecture, data flows annotated with data classifications and trust boundaries, kept up to date as the system changes.",
          },
          {
            title: "Test and evaluation reports",
            body: "Automated test results, performance and load tests and, for AI systems, the evaluation set, scores and thresholds that gate each release.",
          },
          {
            title: "Handover pack",
            body: "All of the above, plus open risks, known issues, an inventory of accounts and access, and the recorded knowledge-transfer series.",
          },
        ],
      },
      {
        kind: "table",
        id: "support",
        heading: "Support severity levels and response targets",
        caption: "Our standard response targets for managed services",
        columns: [
          "Severity",
          "Definition",
          "First response",
          "Status updates",
          "Workaround or restoration target",
        ],
        rows: [
          [
            "Severity 1, critical",
            "A production service is down or unusable for most users, or data exposure is suspected",
            "15 minutes, 24/7",
            "Every 30 minutes",
            "4 hours",
          ],
          [
            "Severity 2, high",
            "A major function is degraded without a workaround, or a critical data pipeline will miss its deadline",
            "1 hour, 24/7",
            "Every 2 hours",
            "8 hours",
          ],
          [
            "Severity 3, medium",
            "Partial impact with a workaround available",
            "4 business hours",
            "Daily",
            "5 business days",
          ],
          [
            "Severity 4, low",
            "Questions, minor defects and change requests",
            "1 business day",
            "Weekly or as agreed",
            "The next planned release",
          ],
        ],
        note: "Business hours are Monday to Friday 08:00-18:00 Eastern Time. Round-the-clock coverage applies to managed services; project engagements are supported during business hours unless the statement of work says otherwise. Tighter targets in your service agreement take precedence over this table.",
      },
      {
        kind: "steps",
        heading: "Escalation path",
        intro:
          "If a response misses its target, or you are not satisfied with progress, escalate straight away. You never need to wait for us to do it.",
        items: [
          {
            title: "On-call engineer",
            body: "The first contact for every incident, through the support line and ticket queue given to you at onboarding. Severity 1 and 2 tickets page the on-call engineer immediately, day or night.",
          },
          {
            title: "Service manager or engagement lead",
            body: "Owns communication and coordination. Every severity 1 incident reaches the service manager automatically within 30 minutes.",
          },
          {
            title: "Practice lead",
            body: "Brings in additional specialists and makes the technical trade-offs. Engaged for any severity 1 incident that is not resolved within 2 hours.",
          },
          {
            title: "Managing partner",
            body: "The final escalation point for any incident, service or commercial concern, reachable directly by your executive sponsor.",
          },
          {
            title: "Post-incident review",
            body: "Within 5 business days of every severity 1 incident you receive a written review: timeline, root cause, what worked, what did not and the actions we will take, with owners and dates.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Do your engineers need access to production?",
            answer:
              "Not by default. Most work happens in non-production environments. Production access is granted only for named tasks, for a limited time, through your privileged access process, and every session is logged.",
          },
          {
            question: "Can we use our own contract templates?",
            answer:
              "Yes. We review your master services agreement, data processing agreement and security addenda, or you can use our standard terms. Legal review usually runs alongside scoping so that it does not delay the start.",
          },
          {
            question: "Do you hold a SOC 2 report or an ISO 27001 certificate?",
            answer:
              "We describe our controls in a SOC 2-style controls description, shared under NDA, and answer your security questionnaire in full. We do not present that description as a certification or an audit report. If your procurement requires a specific attestation, raise it during scoping.",
          },
          {
            question: "Who owns the code and documents you produce?",
            answer:
              "You do, from delivery, as the statement of work sets out. Where a deliverable includes one of our pre-existing tools, you receive a perpetual license to use it at no extra cost.",
          },
          {
            question: "What happens to our data and access when an engagement ends?",
            answer:
              "We remove our access within one business day of the end date and confirm it in writing. Any client data in our care is returned or deleted, with written confirmation, unless the law requires us to keep it.",
          },
          {
            question: "How do we report a suspected security incident?",
            answer: `Treat it as severity 1 and use the support line in your runbook, at any hour. For anything less urgent, email ${siteConfig.email}; it reaches our security practice the same business day.`,
          },
        ],
      },
      {
        kind: "cards",
        heading: "Further reading",
        items: [
          {
            title: "Data contracts for AI pipelines",
            body: "How agreed contracts between producers and consumers stop silent breakage before it reaches a model.",
            href: "/insights/data-contracts-for-ai-pipelines",
          },
          {
            title: "From notebook to governed production",
            body: "The MLOps practices behind our runbooks, release gates and model monitoring.",
            href: "/insights/mlops-from-notebook-to-production",
          },
          {
            title: "Putting the NIST AI RMF to work",
            body: "How model cards and inventories fit into an AI risk management program.",
            href: "/insights/nist-ai-rmf-in-practice",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Need a document or ready to start onboarding?",
        body: "Tell us which documents your review requires or when you would like to start. We reply within one business day, Monday to Friday 08:00-18:00 Eastern Time.",
        primary: {
          label: "Request documents",
          href: contact("", "Security documentation request"),
        },
        secondary: { label: "Book a call", href: "/bookings" },
      },
    ],
  },
  de: {
    title: "Kundendokumentation und Onboarding",
    description:
      "So laufen Projekte mit Vantreo: Phasen, Onboarding-Checkliste, Sicherheits- und Compliance-Unterlagen auf Anfrage, Projektergebnisse, Support und Eskalation.",
    eyebrow: "Dokumentation",
    h1: "Alles, was Sie für Start und Verlauf eines Projekts mit uns brauchen",
    lead: "Dieser Bereich richtet sich an alle, die ein Projekt auf Kundenseite tragen: Sponsoren, Projektleitungen, Prüferinnen und Prüfer aus Sicherheit und Einkauf sowie die Engineers, die mit uns zusammenarbeiten. Er beschreibt, wie wir Projekte führen, was wir vor dem ersten Tag von Ihnen benötigen, welche Unterlagen wir bereitstellen und wie der Support nach dem Go-live funktioniert.",
    updated: "2025-10-01",
    actions: [
      {
        label: "Sicherheitsunterlagen anfordern",
        href: contact("/de", "Anfrage Sicherheitsunterlagen"),
      },
      { label: "Support und Eskalation", href: "/de/documentation#support" },
    ],
    keywords: [
      "Beratungsprojekt Vorgehensmodell",
      "Onboarding-Checkliste",
      "Sicherheitsunterlagen Dienstleister",
      "Auftragsverarbeitungsvertrag",
      "Support-Schweregrade",
      "Eskalation Managed Services",
    ],
    sections: [
      {
        kind: "steps",
        id: "engagement-model",
        heading: "Vorgehensmodell und Phasen",
        intro:
          "Projekte laufen auf Basis eines Rahmenvertrags mit einem Leistungsschein je Phase. Jede Phase endet an einem Entscheidungspunkt: Sie können anhalten, umsteuern oder mit vollständiger Information weitermachen.",
        items: [
          {
            title: "Scoping, 1 bis 2 Wochen vor Unterzeichnung",
            body: "Ein Erstgespräch, danach eine Scoping-Sitzung mit Ihrem Sponsor und Ihren technischen Verantwortlichen. Sie erhalten ein schriftliches Angebot mit Umfang, benanntem Team, Zeitplan, Honorar und Annahmen. Rechts- und Sicherheitsprüfung laufen parallel, nicht im Anschluss.",
          },
          {
            title: "Analysieren und Strategie festlegen, 1 bis 4 Wochen",
            body: "Eine Bewertung zum Festpreis. Ergebnisse: Befunde zum Ist-Zustand, eine priorisierte Roadmap, ein Business Case je Vorhaben, Architekturoptionen mit ihren Abwägungen und ein Risikoregister. Am Ende steht die Entscheidung über die nächste Phase.",
          },
          {
            title: "Entwickeln und integrieren, meist 6 bis 16 Wochen",
            body: "Zweiwöchige Inkremente in Ihren Umgebungen, jeweils abgeschlossen mit einem Review lauffähiger Software. Sie erhalten wöchentlich einen schriftlichen Statusbericht, alle vier Wochen tagt der Lenkungsausschuss. Änderungen am Umfang werden schriftlich mit ihren Folgen für Kosten und Zeitplan vereinbart.",
          },
          {
            title: "Übergabe und Abnahme, 1 bis 2 Wochen",
            body: "Wir weisen die Abnahmekriterien des Leistungsscheins nach, übergeben Runbooks und Entscheidungsprotokolle, zeichnen die Wissenstransfer-Sitzungen auf und reduzieren unsere Zugänge auf das für den Support Nötige.",
          },
          {
            title: "Überwachen und optimieren, fortlaufend",
            body: "Entweder übernimmt Ihr Team, oder wir betreiben das System als Managed Service mit 24/7-Support und Service Levels. Ein monatliches Service-Review behandelt Störungen, Kosten und die zu Beginn vereinbarten Geschäftskennzahlen.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Rollen und Verantwortlichkeiten",
        caption: "Wer während eines Projekts wofür verantwortlich ist",
        columns: ["Rolle", "Vantreo", "Ihr Unternehmen"],
        rows: [
          [
            "Executive Sponsor",
            "Ein geschäftsführender Partner: letzte Eskalationsstufe, vierteljährliche Überprüfung der Zusammenarbeit",
            "Die Führungskraft, die das Geschäftsergebnis verantwortet und jedes Phasen-Gate freigibt",
          ],
          [
            "Projektleitung",
            "Führt die tägliche Umsetzung: Plan, Status, Risiken, offene Punkte und Budget",
            "Eine Projekt- oder Produktleitung als zentrale Ansprechperson",
          ],
          [
            "Architektur",
            "Die leitende Architektin oder der leitende Architekt schlägt Entwürfe vor und protokolliert jede Entscheidung",
            "Ihre Architekten prüfen und genehmigen die Entscheidungsprotokolle",
          ],
          [
            "Sicherheit",
            "Hält Ihre Richtlinien ein und meldet Schwachstellen und Vorfälle sofort",
            "Ihre Sicherheitsverantwortlichen genehmigen Zugänge, Entwurfsmuster und den Go-live",
          ],
          [
            "Änderungen in Produktion",
            "Bereitet jede Änderung mit Tests, Nachweisen und Rückfallplan vor",
            "Genehmigt und plant Änderungen über Ihr Change-Management",
          ],
          [
            "Abnahme",
            "Weist die Abnahmekriterien mit Belegen nach",
            "Nimmt die Ergebnisse anhand des Leistungsscheins ab",
          ],
        ],
      },
      {
        kind: "table",
        id: "onboarding",
        heading: "Onboarding-Checkliste",
        caption: "Was wir vor dem ersten Tag und in der ersten Woche gemeinsam regeln",
        columns: ["Punkt", "Was benötigt wird", "Verantwortlich", "Wann"],
        rows: [
          [
            "Zugang: persönliche Konten",
            "Ein persönliches Konto je Teammitglied in Ihrem Identity Provider, mit Multi-Faktor-Authentifizierung und ohne geteilte Zugangsdaten",
            "Ihre IT",
            "Vor dem ersten Tag",
          ],
          [
            "Zugang: minimale Berechtigungen",
            "Rollen beschränkt auf die Umgebungen und Daten des Leistungsscheins, befristet und an jedem Phasen-Gate überprüft",
            "Ihre IT mit unserer Projektleitung",
            "Vor dem ersten Tag",
          ],
          [
            "Zugang: Geräte und Fernzugriff",
            "Ihre verwalteten Geräte oder virtuelle Desktops, oder unsere verschlüsselten, zentral verwalteten Laptops, wo Ihre Richtlinie es erlaubt; VPN oder Zero-Trust-Zugang",
            "Ihre IT",
            "Vor dem ersten Tag",
          ],
          [
            "Zugang: Kollaborationswerkzeuge",
            "Ticketsystem, Code-Repositories, Chat und Dokumentationsbereiche",
            "Ihre Projektleitung",
            "Erster Tag",
          ],
          [
            "Umgebungen: Entwicklung und Test",
            "Von der Produktion getrennte Nicht-Produktionsumgebungen; Produktionszugangsdaten werden nie außerhalb der Produktion verwendet",
            "Ihr Plattformteam",
            "Erste Woche",
          ],
          [
            "Umgebungen: Daten für die Entwicklung",
            "Maskierte, reduzierte oder synthetische Daten, wo immer möglich, und eine schriftliche Freigabe der Datenverantwortlichen für jede Nutzung von Produktionsdaten",
            "Ihre Datenverantwortlichen",
            "Erste Woche",
          ],
          [
            "Umgebungen: Infrastructure as Code",
            "Repositories und Pipelines für jede Umgebung oder die Vereinbarung, dass wir sie anlegen",
            "Gemeinsam",
            "Erste Woche",
          ],
          [
            "Sicherheitsprüfung: Lieferantenrisiko",
            "Ihr Fragebogen ausgefüllt oder unsere Standardantworten bereitgestellt",
            "Vantreo",
            "Vor Unterzeichnung",
          ],
          [
            "Sicherheitsprüfung: Datenverarbeitung",
            "Ein Auftragsverarbeitungsvertrag, dazu ein Business Associate Agreement, wenn geschützte Gesundheitsdaten betroffen sind",
            "Rechtsabteilungen beider Seiten",
            "Vor Unterzeichnung",
          ],
          [
            "Sicherheitsprüfung: Personal",
            "Bestätigung von Hintergrundprüfungen und Sicherheitsschulungen für benannte Mitarbeitende sowie, falls gefordert, Ihrer eigenen Schulungen",
            "Vantreo",
            "Vor dem ersten Tag",
          ],
          [
            "Kickoff: Termin",
            "Ziele, Erfolgskennzahlen, Abgrenzung des Umfangs, Verantwortlichkeiten, bekannte Risiken und Kommunikationsplan",
            "Gemeinsam",
            "Erste Woche",
          ],
          [
            "Kickoff: Rhythmus",
            "Stand-ups, wöchentlicher Status, Sprint-Reviews und Termine des Lenkungsausschusses im Kalender",
            "Unsere Projektleitung",
            "Erste Woche",
          ],
          [
            "Kickoff: Eskalationskontakte",
            "Benannte Ansprechpersonen beider Seiten für jeden Schweregrad, mit Telefonnummern",
            "Gemeinsam",
            "Erste Woche",
          ],
        ],
      },
      {
        kind: "table",
        id: "security-documents",
        heading: "Sicherheits- und Compliance-Unterlagen",
        caption:
          "Unterlagen, die wir für Ihre Lieferanten- und Sicherheitsprüfung auf Anfrage bereitstellen",
        columns: ["Unterlage", "Inhalt", "Bereitstellung"],
        rows: [
          [
            "Beschreibung der Sicherheitskontrollen",
            "Unsere Kontrollen, gegliedert nach den SOC-2-Trust-Services-Kriterien Sicherheit, Verfügbarkeit und Vertraulichkeit: Zugriffs- und Änderungsmanagement, Verschlüsselung, Protokollierung, Lieferantenmanagement, Incident Response und Business Continuity",
            "Auf Anfrage, unter NDA",
          ],
          [
            "Auftragsverarbeitungsvertrag",
            "Unsere Standardbedingungen mit den EU-Standardvertragsklauseln, einer Anlage zu technischen und organisatorischen Maßnahmen und der Liste der Unterauftragsverarbeiter; gern prüfen wir auch Ihre Vorlage",
            "Auf Anfrage, vor Unterzeichnung",
          ],
          [
            "Antworten auf Sicherheitsfragebögen",
            "Unsere Antworten in gängigen Branchenformaten oder Ihr eigener Fragebogen, ausgefüllt von unserem Geschäftsbereich Sicherheit, in der Regel innerhalb von 10 Werktagen",
            "Auf Anfrage",
          ],
          [
            "Zusammenfassung des Penetrationstests",
            "Management-Zusammenfassung des jüngsten unabhängigen Penetrationstests unserer Unternehmensumgebung: Umfang, Befunde nach Schweregrad und Stand der Behebung",
            "Auf Anfrage, unter NDA",
          ],
          [
            "Business Associate Agreement",
            "HIPAA-Bedingungen für Projekte mit geschützten Gesundheitsdaten",
            "Auf Anfrage, für Projekte im Gesundheitswesen",
          ],
          [
            "Zusammenfassung Business Continuity und Incident Response",
            "Wie wir bei Störungen lieferfähig bleiben und wie und wann wir Sie über einen Vorfall informieren, der Ihre Daten betrifft",
            "Auf Anfrage, unter NDA",
          ],
          [
            "Versicherungsnachweise",
            "Nachweise unserer Berufshaftpflicht- und Cyberversicherung",
            "Auf Anfrage",
          ],
          [
            "Liste der Unterauftragsverarbeiter",
            "Dritte, die in unserem Auftrag Kundendaten verarbeiten können, ihre Aufgabe und ihr Standort",
            "Auf Anfrage, mit Vorankündigung bei Änderungen",
          ],
        ],
        note: "Diese Unterlagen beschreiben unsere eigenen Kontrollen. Die Kontrollbeschreibung stammt von uns und ist kein Prüfbericht eines Wirtschaftsprüfers; wir beanspruchen keine Zertifizierungen oder Testate, die wir nicht besitzen. Verlangt Ihr Einkauf ein bestimmtes Testat, sprechen Sie es bitte im Scoping an, damit wir vereinbaren können, wie die Anforderung erfüllt wird.",
      },
      {
        kind: "features",
        heading: "Projektergebnisse",
        intro:
          "Was Sie im Verlauf der Arbeit erhalten. Alles liegt in Ihren Repositories und Dokumentationsbereichen, nicht in unseren.",
        items: [
          {
            title: "Architecture Decision Records",
            body: "Ein kurzes Protokoll je wesentlicher Entscheidung: Kontext, geprüfte Optionen, Entscheidung und Folgen. Ihre Architekten genehmigen sie, und sie erklären das System jedem, der es später weiterentwickelt.",
          },
          {
            title: "Runbooks",
            body: "Schritt-für-Schritt-Anleitungen für Deployment, Rollback, Routinebetrieb und jeden uns bekannten Fehlerfall, vor der Übergabe in einer Game-Day-Übung mit Ihrem Betriebsteam erprobt.",
          },
          {
            title: "Model Cards",
            body: "Für jedes Modell: Zweck und Grenzen, Trainingsdaten und ihre Herkunft, Evaluierungsergebnisse einschließlich der Leistung über relevante Gruppen, Überwachungsschwellen und verantwortliche Person. Sie speisen Ihr Modellinventar und Ihre Modellrisikoprüfungen.",
          },
          {
            title: "Data Contracts",
            body: "Die vereinbarten Schemata, Bedeutungen, Aktualitäts- und Qualitätserwartungen zwischen Datenlieferant und Nutzern, in der Pipeline durchgesetzt, sodass eine inkompatible Änderung scheitert, bevor sie ein Dashboard oder ein Modell erreicht.",
          },
          {
            title: "Architektur- und Datenflussdiagramme",
            body: "Ist- und Zielarchitektur, Datenflüsse mit Datenklassifizierungen und Vertrauensgrenzen, aktuell gehalten, während sich das System verändert.",
          },
          {
            title: "Test- und Evaluierungsberichte",
            body: "Ergebnisse automatisierter Tests, Performance- und Lasttests und bei KI-Systemen das Evaluierungsset mit Bewertungen und Schwellenwerten, die jede Freigabe steuern.",
          },
          {
            title: "Übergabepaket",
            body: "Alles oben Genannte, dazu offene Risiken, bekannte Probleme, ein Verzeichnis der Konten und Zugänge sowie die aufgezeichnete Wissenstransfer-Reihe.",
          },
        ],
      },
      {
        kind: "table",
        id: "support",
        heading: "Support-Schweregrade und Reaktionsziele",
        caption: "Unsere Standard-Reaktionsziele für Managed Services",
        columns: [
          "Schweregrad",
          "Definition",
          "Erste Reaktion",
          "Statusmeldungen",
          "Ziel für Umgehung oder Wiederherstellung",
        ],
        rows: [
          [
            "Schweregrad 1, kritisch",
            "Ein produktiver Dienst ist ausgefallen oder für die meisten Nutzer unbrauchbar, oder es besteht Verdacht auf Datenabfluss",
            "15 Minuten, 24/7",
            "Alle 30 Minuten",
            "4 Stunden",
          ],
          [
            "Schweregrad 2, hoch",
            "Eine wichtige Funktion ist ohne Umgehung beeinträchtigt, oder eine kritische Datenpipeline verfehlt ihren Termin",
            "1 Stunde, 24/7",
            "Alle 2 Stunden",
            "8 Stunden",
          ],
          [
            "Schweregrad 3, mittel",
            "Teilweise Beeinträchtigung mit verfügbarer Umgehung",
            "4 Geschäftsstunden",
            "Täglich",
            "5 Werktage",
          ],
          [
            "Schweregrad 4, niedrig",
            "Fragen, kleinere Fehler und Änderungswünsche",
            "1 Werktag",
            "Wöchentlich oder nach Vereinbarung",
            "Das nächste geplante Release",
          ],
        ],
        note: "Geschäftszeiten sind Montag bis Freitag 08:00-18:00 Uhr Eastern Time. Die Rund-um-die-Uhr-Abdeckung gilt für Managed Services; Projekte werden während der Geschäftszeiten unterstützt, sofern der Leistungsschein nichts anderes vorsieht. Strengere Ziele in Ihrem Servicevertrag haben Vorrang vor dieser Tabelle.",
      },
      {
        kind: "steps",
        heading: "Eskalationspfad",
        intro:
          "Verfehlt eine Reaktion ihr Ziel oder sind Sie mit dem Fortschritt nicht zufrieden, eskalieren Sie sofort. Sie müssen nie darauf warten, dass wir es tun.",
        items: [
          {
            title: "Bereitschaftsingenieur",
            body: "Erster Kontakt für jede Störung, über die Support-Hotline und die Ticket-Queue aus dem Onboarding. Tickets mit Schweregrad 1 und 2 alarmieren den Bereitschaftsdienst sofort, bei Tag und Nacht.",
          },
          {
            title: "Service-Manager oder Projektleitung",
            body: "Verantwortet Kommunikation und Koordination. Jede Störung mit Schweregrad 1 erreicht den Service-Manager automatisch innerhalb von 30 Minuten.",
          },
          {
            title: "Bereichsleitung",
            body: "Zieht weitere Fachleute hinzu und trifft die technischen Abwägungen. Wird bei jeder Störung mit Schweregrad 1 eingebunden, die nicht innerhalb von 2 Stunden behoben ist.",
          },
          {
            title: "Geschäftsführender Partner",
            body: "Die letzte Eskalationsstufe für jede Störung und jedes Service- oder Vertragsanliegen, direkt erreichbar für Ihren Executive Sponsor.",
          },
          {
            title: "Nachbetrachtung",
            body: "Innerhalb von 5 Werktagen nach jeder Störung mit Schweregrad 1 erhalten Sie eine schriftliche Nachbetrachtung: Ablauf, Ursache, was funktioniert hat und was nicht, sowie unsere Maßnahmen mit Verantwortlichen und Terminen.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Häufige Fragen",
        items: [
          {
            question: "Brauchen Ihre Engineers Zugang zur Produktion?",
            answer:
              "Nicht standardmäßig. Der Großteil der Arbeit findet in Nicht-Produktionsumgebungen statt. Produktionszugang wird nur für benannte Aufgaben, befristet und über Ihren Prozess für privilegierte Zugriffe gewährt; jede Sitzung wird protokolliert.",
          },
          {
            question: "Können wir unsere eigenen Vertragsvorlagen verwenden?",
            answer:
              "Ja. Wir prüfen Ihren Rahmenvertrag, Ihren Auftragsverarbeitungsvertrag und Ihre Sicherheitsanlagen, oder Sie verwenden unsere Standardbedingungen. Die rechtliche Prüfung läuft meist parallel zum Scoping und verzögert den Start nicht.",
          },
          {
            question: "Haben Sie einen SOC-2-Bericht oder ein ISO-27001-Zertifikat?",
            answer:
              "Wir beschreiben unsere Kontrollen in einer Kontrollbeschreibung nach dem Muster von SOC 2, die wir unter NDA teilen, und beantworten Ihren Sicherheitsfragebogen vollständig. Wir stellen diese Beschreibung nicht als Zertifizierung oder Prüfbericht dar. Verlangt Ihr Einkauf ein bestimmtes Testat, sprechen Sie es im Scoping an.",
          },
          {
            question: "Wem gehören der Code und die Dokumente, die Sie erstellen?",
            answer:
              "Ihnen, ab der Übergabe, wie im Leistungsschein festgelegt. Enthält ein Ergebnis eines unserer bereits bestehenden Werkzeuge, erhalten Sie ohne Zusatzkosten eine unbefristete Lizenz zu seiner Nutzung.",
          },
          {
            question: "Was geschieht mit unseren Daten und Zugängen am Projektende?",
            answer:
              "Wir entfernen unsere Zugänge innerhalb eines Werktags nach dem Enddatum und bestätigen dies schriftlich. Kundendaten in unserer Obhut werden zurückgegeben oder gelöscht, mit schriftlicher Bestätigung, sofern uns kein Gesetz zur Aufbewahrung verpflichtet.",
          },
          {
            question: "Wie melden wir einen vermuteten Sicherheitsvorfall?",
            answer: `Behandeln Sie ihn als Schweregrad 1 und nutzen Sie zu jeder Uhrzeit die Support-Hotline aus Ihrem Runbook. Weniger Dringendes senden Sie an ${siteConfig.email}; es erreicht unseren Geschäftsbereich Sicherheit noch am selben Werktag.`,
          },
        ],
      },
      {
        kind: "cards",
        heading: "Weiterführende Lektüre",
        items: [
          {
            title: "Data Contracts für KI-Pipelines",
            body: "Wie vereinbarte Verträge zwischen Lieferanten und Nutzern von Daten stille Brüche stoppen, bevor sie ein Modell erreichen.",
            href: "/insights/data-contracts-for-ai-pipelines",
          },
          {
            title: "Vom Notebook in die kontrollierte Produktion",
            body: "Die MLOps-Praktiken hinter unseren Runbooks, Freigabekriterien und der Modellüberwachung.",
            href: "/insights/mlops-from-notebook-to-production",
          },
          {
            title: "Das NIST AI RMF in der Praxis",
            body: "Wie Model Cards und Modellinventare in ein KI-Risikomanagement passen.",
            href: "/insights/nist-ai-rmf-in-practice",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Sie brauchen eine Unterlage oder möchten mit dem Onboarding beginnen?",
        body: "Teilen Sie uns mit, welche Unterlagen Ihre Prüfung erfordert oder wann Sie starten möchten. Wir antworten innerhalb eines Werktags, Montag bis Freitag 08:00-18:00 Uhr Eastern Time.",
        primary: {
          label: "Unterlagen anfordern",
          href: contact("/de", "Anfrage Sicherheitsunterlagen"),
        },
        secondary: { label: "Termin buchen", href: "/bookings" },
      },
    ],
  },
  ar: {
    title: "وثائق العملاء وخطوات الانضمام",
    description:
      "كيف تسير مشاريع Vantreo: المراحل، وقائمة الانضمام، ووثائق الأمن والامتثال عند الطلب، ومخرجات التسليم، والدعم ومسارات التصعيد.",
    eyebrow: "التوثيق",
    h1: "كل ما تحتاجونه لبدء مشروع معنا وإدارته",
    lead: "أُعدّ هذا المركز لكل من يُنجح المشروع من جهة العميل: الرعاة، ومديري المشاريع، ومراجعي الأمن والمشتريات، والمهندسين الذين سيعملون معنا. ويشرح كيف ندير المشاريع، وما نحتاجه منكم قبل اليوم الأول، والوثائق التي نوفرها، وكيف يعمل الدعم بعد تشغيل الأنظمة.",
    updated: "2025-10-01",
    actions: [
      { label: "اطلبوا وثائق الأمن", href: contact("/ar", "طلب وثائق الأمن") },
      { label: "الدعم والتصعيد", href: "/ar/documentation#support" },
    ],
    keywords: [
      "نموذج المشاريع الاستشارية",
      "قائمة انضمام العملاء",
      "وثائق أمن المورّدين",
      "اتفاقية معالجة البيانات",
      "مستويات خطورة الدعم",
      "تصعيد الخدمات المُدارة",
    ],
    sections: [
      {
        kind: "steps",
        id: "engagement-model",
        heading: "نموذج العمل ومراحله",
        intro:
          "تجري المشاريع بموجب اتفاقية خدمات إطارية، مع بيان عمل لكل مرحلة. وتنتهي كل مرحلة بنقطة قرار، فتستطيعون التوقف أو تغيير الاتجاه أو المتابعة وأنتم على اطلاع كامل.",
        items: [
          {
            title: "تحديد النطاق، من أسبوع إلى أسبوعين قبل التوقيع",
            body: "مكالمة استكشافية، ثم جلسة لتحديد النطاق مع راعي المشروع وقادته التقنيين. تتسلمون عرضًا مكتوبًا يحدد النطاق والفريق بالأسماء والجدول الزمني والأتعاب والافتراضات. وتجري المراجعتان القانونية والأمنية بالتوازي لا بعد ذلك.",
          },
          {
            title: "الاستكشاف ووضع الاستراتيجية، من أسبوع إلى أربعة أسابيع",
            body: "تقييم بسعر ثابت، مخرجاته: نتائج تقييم الوضع الحالي، وخارطة طريق مرتبة حسب الأولوية، ودراسة جدوى لكل مبادرة، وخيارات معمارية مع مفاضلاتها، وسجل للمخاطر. وينتهي بقرار بشأن المرحلة التالية.",
          },
          {
            title: "البناء والتكامل، من 6 إلى 16 أسبوعًا عادةً",
            body: "دورات مدة كل منها أسبوعان داخل بيئاتكم، تُختتم كل منها بمراجعة لبرمجيات عاملة. تتسلمون تقرير حالة مكتوبًا كل أسبوع، وتجتمع اللجنة التوجيهية كل أربعة أسابيع. ويُتفق على أي تغيير في النطاق كتابةً مع بيان أثره على التكلفة والجدول الزمني.",
          },
          {
            title: "التسليم والقبول، من أسبوع إلى أسبوعين",
            body: "نبرهن على تحقق معايير القبول الواردة في بيان العمل، ونسلّم أدلة التشغيل وسجلات القرارات، ونسجّل جلسات نقل المعرفة، ونقلّص صلاحيات وصولنا إلى ما يتطلبه الدعم فقط.",
          },
          {
            title: "المراقبة والتحسين، بصورة مستمرة",
            body: "إما أن يتولى فريقكم التشغيل، أو نشغّل النظام خدمةً مُدارة مع دعم على مدار الساعة طوال أيام الأسبوع ومستويات خدمة محددة. وتتناول مراجعة شهرية للخدمة الأعطال والتكاليف ومؤشرات الأعمال المتفق عليها منذ البداية.",
          },
        ],
      },
      {
        kind: "table",
        heading: "الأدوار والمسؤوليات",
        caption: "من المسؤول عن ماذا خلال المشروع",
        columns: ["الدور", "Vantreo", "مؤسستكم"],
        rows: [
          [
            "الراعي التنفيذي",
            "شريك إداري: المستوى الأخير للتصعيد، ومراجعة ربع سنوية للعلاقة",
            "المسؤول التنفيذي الذي يملك النتيجة المرجوة للأعمال ويعتمد الانتقال بين المراحل",
          ],
          [
            "قائد المشروع",
            "يدير التنفيذ اليومي: الخطة والحالة والمخاطر والقضايا والميزانية",
            "مدير مشروع أو منتج بوصفه جهة الاتصال الوحيدة",
          ],
          [
            "المعمارية",
            "يقترح المعماري الرئيسي التصاميم ويوثّق كل قرار",
            "يراجع معماريوكم سجلات القرارات ويعتمدونها",
          ],
          [
            "الأمن",
            "يلتزم بسياساتكم ويبلّغ عن الثغرات والحوادث فورًا",
            "مراجع أمني يعتمد صلاحيات الوصول وأنماط التصميم والإطلاق",
          ],
          [
            "التغييرات في بيئة الإنتاج",
            "يُعدّ كل تغيير مع الاختبارات والأدلة وخطة للتراجع",
            "يعتمد التغييرات ويجدولها عبر إجراءات إدارة التغيير لديكم",
          ],
          ["القبول", "يبرهن على تحقق معايير القبول بالأدلة", "يعتمد المخرجات وفق بيان العمل"],
        ],
      },
      {
        kind: "table",
        id: "onboarding",
        heading: "قائمة التحقق للانضمام",
        caption: "ما نرتّبه معًا قبل اليوم الأول وخلال الأسبوع الأول",
        columns: ["البند", "المطلوب", "المسؤول", "الموعد"],
        rows: [
          [
            "الوصول: حسابات بأسماء أصحابها",
            "حساب باسم كل عضو في الفريق لدى مزوّد الهوية عندكم، مع المصادقة متعددة العوامل ودون بيانات اعتماد مشتركة",
            "فريق تقنية المعلومات لديكم",
            "قبل اليوم الأول",
          ],
          [
            "الوصول: أقل قدر من الصلاحيات",
            "أدوار مقصورة على البيئات والبيانات الواردة في بيان العمل، محددة المدة وتُراجع عند كل انتقال بين المراحل",
            "فريق تقنية المعلومات لديكم مع قائد المشروع لدينا",
            "قبل اليوم الأول",
          ],
          [
            "الوصول: الأجهزة والوصول عن بُعد",
            "أجهزتكم المُدارة أو أسطح المكتب الافتراضية، أو أجهزتنا المحمولة المشفّرة والمُدارة مركزيًا إن سمحت سياستكم بذلك؛ مع شبكة افتراضية خاصة أو وصول قائم على انعدام الثقة",
            "فريق تقنية المعلومات لديكم",
            "قبل اليوم الأول",
          ],
          [
            "الوصول: أدوات التعاون",
            "نظام التذاكر ومستودعات الشيفرة والمحادثة ومساحات التوثيق",
            "مدير المشروع لديكم",
            "اليوم الأول",
          ],
          [
            "البيئات: التطوير والاختبار",
            "بيئات غير إنتاجية منفصلة عن الإنتاج، ولا تُستخدم بيانات اعتماد الإنتاج خارجه أبدًا",
            "فريق المنصة لديكم",
            "الأسبوع الأول",
          ],
          [
            "البيئات: بيانات التطوير",
            "بيانات مقنّعة أو عينات أو بيانات اصطناعية كلما أمكن، وموافقة كتابية من مالك البيانات على أي استخدام لبيانات الإنتاج",
            "مالك البيانات لديكم",
            "الأسبوع الأول",
          ],
          [
            "البيئات: البنية التحتية كشيفرة",
            "مستودعات وخطوط نشر لكل بيئة، أو اتفاق على أن ننشئها نحن",
            "مشترك",
            "الأسبوع الأول",
          ],
          [
            "المراجعة الأمنية: تقييم مخاطر المورّد",
            "استبيانكم مستوفى، أو إجاباتنا المعيارية مقدَّمة",
            "Vantreo",
            "قبل التوقيع",
          ],
          [
            "المراجعة الأمنية: شروط معالجة البيانات",
            "اتفاقية معالجة بيانات، إضافة إلى اتفاقية شريك أعمال عندما تدخل المعلومات الصحية المحمية في النطاق",
            "الفرق القانونية لدى الطرفين",
            "قبل التوقيع",
          ],
          [
            "المراجعة الأمنية: الأفراد",
            "تأكيد إجراء التحقق من الخلفيات والتدريب على التوعية الأمنية للأفراد المسمّين، وإتمام تدريبكم الخاص إن طُلب",
            "Vantreo",
            "قبل اليوم الأول",
          ],
          [
            "الانطلاق: الاجتماع",
            "الأهداف، ومؤشرات النجاح، وحدود النطاق، والمسؤوليات، والمخاطر المعروفة، وخطة التواصل",
            "مشترك",
            "الأسبوع الأول",
          ],
          [
            "الانطلاق: إيقاع العمل",
            "الاجتماعات اليومية، وتقارير الحالة الأسبوعية، ومراجعات الدورات، ومواعيد اللجنة التوجيهية في التقويم",
            "قائد المشروع لدينا",
            "الأسبوع الأول",
          ],
          [
            "الانطلاق: جهات التصعيد",
            "جهات اتصال محددة بالاسم لدى الطرفين لكل مستوى خطورة، مع أرقام هواتفها",
            "مشترك",
            "الأسبوع الأول",
          ],
        ],
      },
      {
        kind: "table",
        id: "security-documents",
        heading: "وثائق الأمن والامتثال",
        caption: "وثائق نوفرها عند الطلب لمراجعتكم الأمنية ومراجعة المورّدين",
        columns: ["الوثيقة", "المحتوى", "طريقة المشاركة"],
        rows: [
          [
            "وصف الضوابط الأمنية",
            "ضوابطنا مرتبة وفق معايير خدمات الثقة في SOC 2 للأمن والتوافر والسرية: إدارة الوصول والتغيير، والتشفير، والتسجيل، وإدارة المورّدين، والاستجابة للحوادث، واستمرارية الأعمال",
            "عند الطلب، بموجب اتفاقية عدم إفصاح",
          ],
          [
            "اتفاقية معالجة البيانات",
            "شروطنا المعيارية مع البنود التعاقدية القياسية للاتحاد الأوروبي، وملحق بالتدابير التقنية والتنظيمية، وقائمة المعالجين من الباطن؛ ونراجع نموذجكم الخاص أيضًا",
            "عند الطلب، قبل التوقيع",
          ],
          [
            "إجابات الاستبيانات الأمنية",
            "إجاباتنا بصيغ الاستبيانات الشائعة في القطاع، أو استبيانكم الخاص مستوفى من ممارسة الأمن لدينا، عادةً خلال 10 أيام عمل",
            "عند الطلب",
          ],
          [
            "ملخص اختبار الاختراق",
            "ملخص تنفيذي لأحدث اختبار اختراق مستقل لبيئتنا المؤسسية: النطاق، والنتائج حسب الخطورة، وحالة المعالجة",
            "عند الطلب، بموجب اتفاقية عدم إفصاح",
          ],
          [
            "اتفاقية شريك الأعمال",
            "شروط HIPAA للمشاريع التي تشمل معلومات صحية محمية",
            "عند الطلب، لمشاريع الرعاية الصحية",
          ],
          [
            "ملخص استمرارية الأعمال والاستجابة للحوادث",
            "كيف نحافظ على التسليم أثناء الاضطرابات، وكيف ومتى نبلغكم بأي حادث يمس بياناتكم",
            "عند الطلب، بموجب اتفاقية عدم إفصاح",
          ],
          [
            "شهادات التأمين",
            "شهادات تأمين المسؤولية المهنية والتأمين السيبراني لدينا",
            "عند الطلب",
          ],
          [
            "قائمة المعالجين من الباطن",
            "الأطراف الثالثة التي قد تعالج بيانات العملاء نيابةً عنا، وما تقوم به، ومواقعها",
            "عند الطلب، مع إشعار مسبق بأي تغيير",
          ],
        ],
        note: "تصف هذه الوثائق ضوابطنا الخاصة. فوصف الضوابط من إعدادنا وليس تقرير مدقق، ولا ندّعي شهادات أو تصديقات لا نحملها. وإذا كانت إجراءات المشتريات لديكم تتطلب تصديقًا بعينه، فأخبرونا بذلك أثناء تحديد النطاق لنتفق على طريقة استيفاء المتطلب.",
      },
      {
        kind: "features",
        heading: "مخرجات التسليم",
        intro:
          "ما تتسلمونه مع تقدم العمل، وكله محفوظ في مستودعاتكم ومساحات التوثيق لديكم، لا لدينا.",
        items: [
          {
            title: "سجلات القرارات المعمارية",
            body: "سجل موجز لكل قرار مهم: السياق، والخيارات التي دُرست، والقرار، وعواقبه. يعتمدها معماريوكم، وتشرح النظام لكل من يتولى صيانته لاحقًا.",
          },
          {
            title: "أدلة التشغيل",
            body: "إجراءات خطوة بخطوة للنشر والتراجع والتشغيل الروتيني وكل نمط إخفاق نعرفه، تُختبر في تمرين محاكاة مع فريق التشغيل لديكم قبل التسليم.",
          },
          {
            title: "بطاقات النماذج",
            body: "لكل نموذج: الغرض والحدود، وبيانات التدريب ومصادرها، ونتائج التقييم بما فيها الأداء عبر الفئات ذات الصلة، وعتبات المراقبة، والمسؤول عنه. وتغذي سجل النماذج ومراجعات مخاطر النماذج لديكم.",
          },
          {
            title: "عقود البيانات",
            body: "المخطط والدلالات ومتطلبات الحداثة والجودة المتفق عليها بين منتج البيانات ومستخدميها، مطبّقة داخل خط المعالجة بحيث يفشل أي تغيير غير متوافق قبل أن يصل إلى لوحة معلومات أو نموذج.",
          },
          {
            title: "مخططات المعمارية وتدفق البيانات",
            body: "المعمارية الحالية والمستهدفة، وتدفقات البيانات موسومة بتصنيفات البيانات وحدود الثقة، ومحدّثة مع كل تغيير في النظام.",
          },
          {
            title: "تقارير الاختبار والتقييم",
            body: "نتائج الاختبارات الآلية واختبارات الأداء والأحمال، وللأنظمة الذكية مجموعة التقييم ودرجاتها والعتبات التي تحكم كل إصدار.",
          },
          {
            title: "حزمة التسليم",
            body: "كل ما سبق، إضافة إلى المخاطر القائمة، والمشكلات المعروفة، وجرد بالحسابات وصلاحيات الوصول، وسلسلة جلسات نقل المعرفة المسجلة.",
          },
        ],
      },
      {
        kind: "table",
        id: "support",
        heading: "مستويات خطورة الدعم وأهداف الاستجابة",
        caption: "أهداف الاستجابة المعيارية لدينا في الخدمات المُدارة",
        columns: [
          "مستوى الخطورة",
          "التعريف",
          "الاستجابة الأولى",
          "تحديثات الحالة",
          "هدف الحل المؤقت أو الاستعادة",
        ],
        rows: [
          [
            "المستوى 1، حرج",
            "خدمة إنتاجية متوقفة أو غير قابلة للاستخدام لمعظم المستخدمين، أو اشتباه في تسرب بيانات",
            "15 دقيقة، 24/7",
            "كل 30 دقيقة",
            "4 ساعات",
          ],
          [
            "المستوى 2، مرتفع",
            "وظيفة رئيسية متدهورة دون حل بديل، أو خط بيانات حرج سيتجاوز موعده النهائي",
            "ساعة واحدة، 24/7",
            "كل ساعتين",
            "8 ساعات",
          ],
          ["المستوى 3، متوسط", "تأثير جزئي مع توفر حل بديل", "4 ساعات عمل", "يوميًا", "5 أيام عمل"],
          [
            "المستوى 4، منخفض",
            "استفسارات وعيوب طفيفة وطلبات تغيير",
            "يوم عمل واحد",
            "أسبوعيًا أو حسب الاتفاق",
            "الإصدار المخطط التالي",
          ],
        ],
        note: "ساعات العمل من الاثنين إلى الجمعة، 08:00-18:00 بتوقيت شرق الولايات المتحدة. وتنطبق التغطية على مدار الساعة على الخدمات المُدارة، أما المشاريع فتُدعم خلال ساعات العمل ما لم ينص بيان العمل على غير ذلك. وتسري الأهداف الأكثر صرامة الواردة في اتفاقية الخدمة لديكم بدلًا من هذا الجدول.",
      },
      {
        kind: "steps",
        heading: "مسار التصعيد",
        intro:
          "إذا تجاوزت الاستجابة هدفها، أو لم تكونوا راضين عن سير العمل، فصعّدوا الأمر فورًا؛ فلا حاجة إلى انتظارنا لنفعل ذلك.",
        items: [
          {
            title: "المهندس المناوب",
            body: "نقطة الاتصال الأولى لكل عطل، عبر خط الدعم وقائمة التذاكر اللذين نزودكم بهما عند الانضمام. وتستدعي تذاكر المستويين 1 و2 المهندس المناوب فورًا، ليلًا أو نهارًا.",
          },
          {
            title: "مدير الخدمة أو قائد المشروع",
            body: "يتولى التواصل والتنسيق. ويصل كل عطل من المستوى 1 إلى مدير الخدمة تلقائيًا خلال 30 دقيقة.",
          },
          {
            title: "قائد الممارسة",
            body: "يستقدم متخصصين إضافيين ويحسم المفاضلات التقنية، ويُستدعى لكل عطل من المستوى 1 لم يُحل خلال ساعتين.",
          },
          {
            title: "الشريك الإداري",
            body: "المستوى الأخير للتصعيد في أي عطل أو مسألة تتعلق بالخدمة أو بالجوانب التعاقدية، ويمكن لراعيكم التنفيذي التواصل معه مباشرة.",
          },
          {
            title: "مراجعة ما بعد العطل",
            body: "خلال 5 أيام عمل من كل عطل من المستوى 1 تتسلمون مراجعة مكتوبة: التسلسل الزمني، والسبب الجذري، وما نجح وما لم ينجح، والإجراءات التي سنتخذها مع المسؤولين عنها ومواعيدها.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "الأسئلة الشائعة",
        items: [
          {
            question: "هل يحتاج مهندسوكم إلى الوصول إلى بيئة الإنتاج؟",
            answer:
              "ليس افتراضيًا. يجري معظم العمل في بيئات غير إنتاجية، ولا يُمنح الوصول إلى الإنتاج إلا لمهام محددة ولمدة محدودة عبر إجراءات الوصول المميز لديكم، مع تسجيل كل جلسة.",
          },
          {
            question: "هل يمكننا استخدام نماذج العقود الخاصة بنا؟",
            answer:
              "نعم. نراجع اتفاقية الخدمات الإطارية واتفاقية معالجة البيانات والملاحق الأمنية لديكم، أو يمكنكم اعتماد شروطنا المعيارية. وتجري المراجعة القانونية عادةً بالتوازي مع تحديد النطاق حتى لا تؤخر البدء.",
          },
          {
            question: "هل لديكم تقرير SOC 2 أو شهادة ISO 27001؟",
            answer:
              "نصف ضوابطنا في وصف للضوابط على نمط SOC 2 نشاركه بموجب اتفاقية عدم إفصاح، ونجيب عن استبيانكم الأمني كاملًا. ولا نقدّم هذا الوصف على أنه شهادة أو تقرير تدقيق. وإذا كانت إجراءات المشتريات لديكم تتطلب تصديقًا بعينه فاطرحوا ذلك أثناء تحديد النطاق.",
          },
          {
            question: "من يملك الشيفرة والوثائق التي تنتجونها؟",
            answer:
              "أنتم، منذ التسليم، وفق ما ينص عليه بيان العمل. وإذا تضمّن أحد المخرجات أداة من أدواتنا القائمة مسبقًا، فتحصلون على ترخيص دائم لاستخدامها دون تكلفة إضافية.",
          },
          {
            question: "ماذا يحدث لبياناتنا وصلاحيات الوصول عند انتهاء المشروع؟",
            answer:
              "نزيل صلاحيات وصولنا خلال يوم عمل واحد من تاريخ الانتهاء ونؤكد ذلك كتابيًا. وتُعاد إليكم أي بيانات للعملاء في عهدتنا أو تُحذف مع تأكيد كتابي، ما لم يُلزمنا القانون بالاحتفاظ بها.",
          },
          {
            question: "كيف نبلّغ عن حادث أمني مشتبه به؟",
            answer: `تعاملوا معه بوصفه من المستوى 1 واستخدموا خط الدعم الوارد في دليل التشغيل لديكم في أي ساعة. أما الأمور الأقل إلحاحًا فأرسلوها إلى \u2066${siteConfig.email}\u2069، وتصل إلى ممارسة الأمن لدينا في يوم العمل نفسه.`,
          },
        ],
      },
      {
        kind: "cards",
        heading: "قراءات إضافية",
        items: [
          {
            title: "عقود البيانات لخطوط الذكاء الاصطناعي",
            body: "كيف توقف العقود المتفق عليها بين منتجي البيانات ومستخدميها الأعطال الصامتة قبل أن تصل إلى النموذج.",
            href: "/insights/data-contracts-for-ai-pipelines",
          },
          {
            title: "من دفتر التجارب إلى إنتاج خاضع للحوكمة",
            body: "ممارسات عمليات تعلّم الآلة التي تقوم عليها أدلة التشغيل وبوابات الإصدار ومراقبة النماذج لدينا.",
            href: "/insights/mlops-from-notebook-to-production",
          },
          {
            title: "إطار NIST لإدارة مخاطر الذكاء الاصطناعي عمليًا",
            body: "كيف تندرج بطاقات النماذج وسجلاتها ضمن برنامج لإدارة مخاطر الذكاء الاصطناعي.",
            href: "/insights/nist-ai-rmf-in-practice",
          },
        ],
      },
      {
        kind: "cta",
        heading: "هل تحتاجون إلى وثيقة أو أنتم مستعدون لبدء الانضمام؟",
        body: "أخبرونا بالوثائق التي تتطلبها مراجعتكم أو بالموعد الذي تودون البدء فيه. نرد خلال يوم عمل واحد، من الاثنين إلى الجمعة، 08:00-18:00 بتوقيت شرق الولايات المتحدة.",
        primary: { label: "اطلبوا الوثائق", href: contact("/ar", "طلب وثائق الأمن") },
        secondary: { label: "احجزوا مكالمة", href: "/bookings" },
      },
    ],
  },
} satisfies LocalizedPageCopy;
