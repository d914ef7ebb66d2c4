/**
 * Copy of the /ai-governance topic page (spec section 2: topic pages; German and Arabic
 * versions exist). The frameworks behind the home page trust badges (spec section 1: NIST AI
 * RMF, SR 11-7, CSA AI MRM, EU AI Act) are described as what they are: voluntary framework,
 * supervisory guidance, industry guidance and regulation.
 */
import type { LocalizedPageCopy } from "../page-copy";

const contact = (prefix: "" | "/de" | "/ar", subject: string): string =>
  `${prefix}/contact?source=topic-ai-governance&utm_service=ai-governance&subject=${encodeURIComponent(subject)}`;

/** The /ai-governance page in English, German and Arabic. */
export const copy = {
  en: {
    title: "AI governance and model risk management",
    description:
      "AI governance that works day to day: inventory, risk tiers, validation and monitoring mapped to NIST AI RMF, SR 11-7, CSA AI MRM and the EU AI Act.",
    eyebrow: "AI governance",
    h1: "AI governance that speeds approvals instead of blocking them",
    lead: "Boards, regulators and customers now ask the same question: which AI systems do you run, and how do you know they behave as intended? We build governance programs that answer it with evidence – an inventory, proportionate review, validation and monitoring – mapped once to every framework you are measured against.",
    actions: [
      {
        label: "Request a governance assessment",
        href: contact("", "Model governance assessment"),
      },
      { label: "Take the AI trust assessment", href: "/trust-assessment" },
    ],
    keywords: [
      "AI governance",
      "model risk management",
      "NIST AI RMF",
      "SR 11-7",
      "EU AI Act readiness",
      "CSA AI model risk management",
    ],
    sections: [
      {
        kind: "prose",
        heading: "What working AI governance looks like",
        paragraphs: [
          "Most organizations already have AI principles. Far fewer can say which systems those principles apply to, who approved each one and what evidence was looked at. AI arrives through many doors: models built by your data scientists, features switched on inside software you already license, assistants adopted by teams on their own. Governance that only reviews what is brought to it misses most of what is running.",
          "The test we use is simple. On an ordinary working day, can a product owner with a new AI request find out what review it needs, who decides, what evidence to gather and how long it will take? If the answer is yes, governance is helping delivery. If the answer is a committee that meets monthly and reviews everything the same way, it becomes the reason AI projects stall.",
        ],
      },
      {
        kind: "table",
        heading: "The frameworks, and what each actually asks",
        caption: "The four frameworks behind our trust badges, described by their nature and scope",
        columns: ["Framework", "What it is", "Who it applies to", "What it asks for"],
        rows: [
          [
            "NIST AI RMF",
            "The AI Risk Management Framework 1.0, published by the US National Institute of Standards and Technology in January 2023, with a Generative AI Profile (NIST AI 600-1) added in July 2024",
            "Voluntary for any organization; widely referenced by regulators, customers and contracts",
            "Four functions – Govern, Map, Measure, Manage – and the characteristics of trustworthy AI, from validity and reliability to privacy and fairness",
          ],
          [
            "SR 11-7",
            "Supervisory guidance on model risk management issued by the Federal Reserve and the OCC in 2011, later adopted by the FDIC",
            "Supervisory expectations for US banking organizations; often used as the benchmark across financial services",
            "Sound development and use, independent validation (conceptual soundness, ongoing monitoring, outcomes analysis), effective challenge and a firm-wide model inventory, including vendor models",
          ],
          [
            "CSA AI Model Risk Management Framework",
            "Guidance published in 2024 by the Cloud Security Alliance's AI Technology and Risk Working Group",
            "Voluntary industry guidance",
            "Four connected pillars: model cards, data sheets, risk cards and scenario planning, feeding back into development and monitoring",
          ],
          [
            "EU AI Act",
            "Regulation (EU) 2024/1689, in force since 1 August 2024 and applying in stages until August 2027",
            "Binding law for providers and deployers in the EU, and for those outside it whose AI output is used in the EU",
            "Prohibited practices and AI literacy (from February 2025), general-purpose AI model duties (August 2025), high-risk and transparency obligations (August 2026 and 2027)",
          ],
        ],
        note: "This page is a practitioner's summary, not legal advice. Classification of specific systems under the EU AI Act should involve counsel.",
      },
      {
        kind: "features",
        heading: "What we put in place",
        items: [
          {
            title: "An AI inventory that is complete",
            body: "Built from contracts, software configuration, model registries and interviews, so that AI embedded in vendor products is found as well as in-house models. Each entry records purpose, data, owner, affected people and where outputs are used.",
          },
          {
            title: "Risk tiers with proportionate review",
            body: "Two or three tiers based on impact and human oversight. Low-risk uses register and proceed; high-risk uses get full validation. Most requests should clear in days, not months.",
          },
          {
            title: "Validation that fits the system",
            body: "Conceptual soundness, performance and subgroup testing for predictive models; task-specific evaluation sets, red-teaming and hallucination measurement for generative AI.",
          },
          {
            title: "Documentation people read",
            body: "Model cards, data sheets and risk cards in the spirit of the CSA framework, generated as far as possible from the pipeline so they stay current.",
          },
          {
            title: "Monitoring and incident response",
            body: "Drift, quality and fairness indicators with thresholds, an owner for each alert and an AI incident process joined to your existing security and quality processes.",
          },
          {
            title: "Third-party AI due diligence",
            body: "Questionnaires, contract clauses and evidence requirements for vendors whose products make or shape decisions about your customers, patients or staff.",
          },
        ],
      },
      {
        kind: "table",
        heading: "One control set, mapped to several frameworks",
        caption: "How a single set of governance controls produces evidence for each framework",
        columns: ["Control", "NIST AI RMF", "SR 11-7", "EU AI Act"],
        rows: [
          [
            "Inventory and use-case register",
            "Govern and Map",
            "Firm-wide model inventory",
            "Basis for classifying each system and your role as provider or deployer",
          ],
          [
            "Risk tiering",
            "Map",
            "Validation rigour proportionate to model risk",
            "Prohibited, high-risk, transparency and minimal-risk categories",
          ],
          [
            "Independent validation",
            "Measure",
            "Conceptual soundness, ongoing monitoring, outcomes analysis",
            "Accuracy, robustness and cybersecurity for high-risk systems",
          ],
          [
            "Human oversight",
            "Govern and Manage",
            "Effective challenge and limits on use",
            "Human oversight designed in by providers and assigned by deployers",
          ],
          [
            "Monitoring and incidents",
            "Manage",
            "Ongoing monitoring",
            "Post-market monitoring and serious-incident reporting",
          ],
        ],
      },
      {
        kind: "steps",
        heading: "A 12-week governance program",
        intro:
          "Most programs start with a fixed-price model governance assessment and grow into this sequence.",
        items: [
          {
            title: "Weeks 1–3: find what is running",
            body: "Inventory, policy baseline and a gap view against the frameworks that apply to you, including any EU exposure.",
          },
          {
            title: "Weeks 4–6: design the review path",
            body: "Tiering criteria, committee charter with decision rights and response times, intake form and evidence checklists per tier.",
          },
          {
            title: "Weeks 7–9: validate what matters most",
            body: "Independent validation of the two or three highest-risk systems, which also tests the process on real cases.",
          },
          {
            title: "Weeks 10–12: monitor and hand over",
            body: "Monitoring for tier-three systems, board reporting, AI literacy sessions by role and a handover to the owners who will run the program.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Deliverables",
        items: [
          "An AI policy and standard written for the people who must follow them",
          "A populated AI inventory with owners, tiers and the frameworks each system falls under",
          "A committee charter with decision rights, escalation paths and service levels",
          "Validation reports for your highest-risk systems, with findings and remediation owners",
          "Templates for model cards, data sheets, risk cards and impact assessments",
          "A framework crosswalk your auditors and examiners can follow",
          "A board-level reporting pack and a 12-month roadmap",
        ],
      },
      {
        kind: "features",
        heading: "Risks we help you avoid",
        items: [
          {
            title: "Governance on paper",
            body: "Policies nobody can apply. Every rule we write comes with a form, an owner and an example.",
          },
          {
            title: "A committee as a bottleneck",
            body: "Reviewing everything the same way delays low-risk work and dilutes attention on high-risk systems. Tiers fix both.",
          },
          {
            title: "Invisible vendor AI",
            body: "Embedded features switched on by a software update. Procurement and change management become intake points.",
          },
          {
            title: "Old evidence for new models",
            body: "Generative AI cannot be back-tested like a credit model. We define the evidence that replaces it: evaluation sets, sampling and human review rates.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "We are a US company. Does the EU AI Act apply to us?",
            answer:
              "It can. The Act applies to providers placing AI systems on the EU market wherever they are established, and to providers and deployers outside the EU where the output of an AI system is used in the Union. The inventory tells you which of your systems are in scope.",
          },
          {
            question: "Does SR 11-7 cover large language models?",
            answer:
              "The guidance predates generative AI, but most institutions we work with treat LLM applications that classify, score or extract information as models in substance, and apply proportionate validation to those that draft text for human review. What changes is how the evidence is gathered.",
          },
          {
            question: "Is the NIST AI RMF mandatory?",
            answer:
              "No. It is a voluntary framework. It is valuable because it is flexible and widely recognized, and its artifacts can serve as the evidence base for obligations that are binding.",
          },
          {
            question: "Should we pursue ISO/IEC 42001 certification?",
            answer:
              "ISO/IEC 42001, published in December 2023, is a certifiable management system standard for AI. It is worth pursuing when customers or contracts ask for certification. The controls we build are designed to carry over into it.",
          },
          {
            question: "How soon will delivery teams feel the difference?",
            answer:
              "Usually within the first two months, when the tiered intake goes live and low-risk requests stop waiting for a monthly committee.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "AI Governance & Compliance",
            body: "Policies, inventory, tiering and framework mapping as a managed program.",
            href: "/services/ai-governance-compliance",
          },
          {
            title: "Model Governance & Risk",
            body: "Independent validation and model risk documentation for predictive and generative models.",
            href: "/services/model-governance-risk",
          },
          {
            title: "AI Security & Model Risk Management",
            body: "Threat modeling, red-teaming and security controls for AI systems.",
            href: "/services/ai-security/model-risk-management",
          },
          {
            title: "Ethical AI & Fairness Audits",
            body: "Subgroup testing and fairness reviews with remediation you can evidence.",
            href: "/services/ethical-ai-fairness",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Further reading",
        items: [
          {
            title: "Putting the NIST AI RMF to work",
            body: "Turning Govern, Map, Measure and Manage into owners, artifacts and a working register.",
            href: "/insights/nist-ai-rmf-in-practice",
          },
          {
            title: "SR 11-7 meets generative AI",
            body: "Model risk management principles applied to LLM applications, and the evidence that changes.",
            href: "/insights/sr-11-7-generative-ai-model-risk",
          },
          {
            title: "EU AI Act readiness",
            body: "What applies when, provider and deployer duties, and a practical readiness sequence.",
            href: "/insights/eu-ai-act-readiness-timeline",
          },
          {
            title: "Case study: an AI ethics framework a health system can operate",
            body: "Inventory, tiers and review paths that clinicians and compliance both use.",
            href: "/case-studies/ai-ethics-framework",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Know what AI you run and who approved it",
        body: "Our model governance assessment ($5,000, fixed price) inventories your AI, tiers it and maps your gaps against NIST AI RMF, SR 11-7 and the EU AI Act, with a prioritized plan.",
        primary: {
          label: "Request the governance assessment",
          href: contact("", "Model governance assessment"),
        },
        secondary: { label: "Read our trust scale", href: "/insights/enterprise-ai-trust-scale" },
      },
    ],
  },
  de: {
    title: "KI-Governance und Modellrisikomanagement",
    description:
      "KI-Governance im Alltag: Inventar, Risikostufen, Validierung und Monitoring nach NIST AI RMF, SR 11-7, CSA AI MRM und KI-Verordnung (EU AI Act).",
    eyebrow: "KI-Governance",
    h1: "KI-Governance, die Freigaben beschleunigt statt sie zu blockieren",
    lead: "Aufsichtsgremien, Regulierer und Kunden stellen heute dieselbe Frage: Welche KI-Systeme betreiben Sie, und woher wissen Sie, dass sie sich wie vorgesehen verhalten? Wir bauen Governance-Programme, die diese Frage mit Belegen beantworten – Inventar, angemessene Prüfung, Validierung und Monitoring –, einmal abgebildet auf alle Rahmenwerke, an denen Sie gemessen werden.",
    actions: [
      {
        label: "Governance-Assessment anfragen",
        href: contact("/de", "Model-Governance-Assessment"),
      },
      { label: "KI-Vertrauensbewertung starten", href: "/trust-assessment" },
    ],
    keywords: [
      "KI-Governance",
      "Modellrisikomanagement",
      "NIST AI RMF",
      "SR 11-7",
      "KI-Verordnung (EU AI Act)",
      "CSA AI MRM",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Wie funktionierende KI-Governance aussieht",
        paragraphs: [
          "Die meisten Organisationen haben bereits KI-Grundsätze. Weit weniger können sagen, für welche Systeme diese gelten, wer jedes davon freigegeben hat und welche Belege dabei geprüft wurden. KI kommt durch viele Türen: Modelle Ihrer Data Scientists, Funktionen, die in bereits lizenzierter Software aktiviert werden, Assistenten, die Teams selbst einführen. Eine Governance, die nur prüft, was ihr vorgelegt wird, übersieht das meiste, was tatsächlich läuft.",
          "Unser Test ist einfach: Kann ein Product Owner mit einer neuen KI-Anfrage an einem gewöhnlichen Arbeitstag herausfinden, welche Prüfung nötig ist, wer entscheidet, welche Belege zu sammeln sind und wie lange es dauert? Wenn ja, hilft Governance der Umsetzung. Wenn die Antwort ein monatlich tagendes Gremium ist, das alles gleich prüft, wird sie zum Grund, warum KI-Projekte ins Stocken geraten.",
        ],
      },
      {
        kind: "table",
        heading: "Die Rahmenwerke und was sie tatsächlich verlangen",
        caption:
          "Die vier Rahmenwerke hinter unseren Vertrauenssiegeln, nach Art und Geltungsbereich beschrieben",
        columns: ["Rahmenwerk", "Was es ist", "Für wen es gilt", "Was es verlangt"],
        rows: [
          [
            "NIST AI RMF",
            "Das AI Risk Management Framework 1.0 des US-amerikanischen National Institute of Standards and Technology vom Januar 2023, ergänzt im Juli 2024 um ein Generative AI Profile (NIST AI 600-1)",
            "Freiwillig für jede Organisation; vielfach von Aufsicht, Kunden und Verträgen referenziert",
            "Vier Funktionen – Govern, Map, Measure, Manage – und die Merkmale vertrauenswürdiger KI, von Validität und Zuverlässigkeit bis zu Datenschutz und Fairness",
          ],
          [
            "SR 11-7",
            "Aufsichtliche Leitlinie zum Modellrisikomanagement von Federal Reserve und OCC aus dem Jahr 2011, später von der FDIC übernommen",
            "Aufsichtliche Erwartung an US-Bankorganisationen; bei Finanzdienstleistern häufig der Maßstab",
            "Solide Entwicklung und Nutzung, unabhängige Validierung (konzeptionelle Fundierung, laufende Überwachung, Ergebnisanalyse), wirksame kritische Prüfung und ein unternehmensweites Modellinventar einschließlich Anbietermodellen",
          ],
          [
            "CSA AI Model Risk Management Framework",
            "Leitfaden der AI Technology and Risk Working Group der Cloud Security Alliance aus dem Jahr 2024",
            "Freiwillige Branchenempfehlung",
            "Vier verbundene Säulen: Model Cards, Data Sheets, Risk Cards und Szenarioplanung, die in Entwicklung und Monitoring zurückwirken",
          ],
          [
            "KI-Verordnung (EU AI Act)",
            "Verordnung (EU) 2024/1689, seit 1. August 2024 in Kraft und bis August 2027 stufenweise anwendbar",
            "Verbindliches Recht für Anbieter und Betreiber in der EU sowie für solche außerhalb, deren KI-Ausgaben in der EU verwendet werden",
            "Verbotene Praktiken und KI-Kompetenz (ab Februar 2025), Pflichten für KI-Modelle mit allgemeinem Verwendungszweck (August 2025), Hochrisiko- und Transparenzpflichten (August 2026 und 2027)",
          ],
        ],
        note: "Diese Seite ist eine Zusammenfassung aus der Praxis, keine Rechtsberatung. Die Einstufung konkreter Systeme nach der KI-Verordnung (EU AI Act) sollte rechtlich begleitet werden.",
      },
      {
        kind: "features",
        heading: "Was wir etablieren",
        items: [
          {
            title: "Ein vollständiges KI-Inventar",
            body: "Aufgebaut aus Verträgen, Softwarekonfiguration, Modellregistern und Interviews, damit in Anbieterprodukte eingebettete KI ebenso erfasst wird wie eigene Modelle. Jeder Eintrag nennt Zweck, Daten, Verantwortliche, Betroffene und Verwendungsort der Ausgaben.",
          },
          {
            title: "Risikostufen mit angemessener Prüfung",
            body: "Zwei oder drei Stufen nach Auswirkung und menschlicher Aufsicht. Anwendungen mit geringem Risiko werden registriert und starten; Hochrisikoanwendungen werden vollständig validiert. Die meisten Anfragen sollten in Tagen statt Monaten entschieden sein.",
          },
          {
            title: "Validierung passend zum System",
            body: "Konzeptionelle Fundierung, Leistungs- und Untergruppentests für prädiktive Modelle; aufgabenspezifische Evaluierungssätze, Red-Teaming und Messung von Halluzinationen für generative KI.",
          },
          {
            title: "Dokumentation, die gelesen wird",
            body: "Model Cards, Data Sheets und Risk Cards im Sinne des CSA-Rahmenwerks, so weit wie möglich aus der Pipeline erzeugt, damit sie aktuell bleiben.",
          },
          {
            title: "Monitoring und Vorfallmanagement",
            body: "Indikatoren für Drift, Qualität und Fairness mit Schwellenwerten, eine verantwortliche Person je Alarm und ein KI-Vorfallprozess, verbunden mit Ihren bestehenden Sicherheits- und Qualitätsprozessen.",
          },
          {
            title: "Prüfung von KI bei Drittanbietern",
            body: "Fragebögen, Vertragsklauseln und Nachweisanforderungen für Anbieter, deren Produkte Entscheidungen über Ihre Kunden, Patienten oder Beschäftigten treffen oder prägen.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Ein Kontrollsatz, abgebildet auf mehrere Rahmenwerke",
        caption:
          "Wie ein einziger Satz an Governance-Kontrollen Belege für jedes Rahmenwerk liefert",
        columns: ["Kontrolle", "NIST AI RMF", "SR 11-7", "KI-Verordnung (EU AI Act)"],
        rows: [
          [
            "Inventar und Register der Anwendungsfälle",
            "Govern und Map",
            "Unternehmensweites Modellinventar",
            "Grundlage für die Einstufung jedes Systems und Ihrer Rolle als Anbieter oder Betreiber",
          ],
          [
            "Risikostufen",
            "Map",
            "Validierungstiefe im Verhältnis zum Modellrisiko",
            "Kategorien verboten, hohes Risiko, Transparenzpflicht und minimales Risiko",
          ],
          [
            "Unabhängige Validierung",
            "Measure",
            "Konzeptionelle Fundierung, laufende Überwachung, Ergebnisanalyse",
            "Genauigkeit, Robustheit und Cybersicherheit bei Hochrisikosystemen",
          ],
          [
            "Menschliche Aufsicht",
            "Govern und Manage",
            "Wirksame kritische Prüfung und Nutzungsgrenzen",
            "Vom Anbieter eingeplante und vom Betreiber zugewiesene menschliche Aufsicht",
          ],
          [
            "Monitoring und Vorfälle",
            "Manage",
            "Laufende Überwachung",
            "Beobachtung nach dem Inverkehrbringen und Meldung schwerwiegender Vorfälle",
          ],
        ],
      },
      {
        kind: "steps",
        heading: "Ein Governance-Programm in 12 Wochen",
        intro:
          "Die meisten Programme beginnen mit einem Model-Governance-Assessment zum Festpreis und wachsen in diese Abfolge hinein.",
        items: [
          {
            title: "Wochen 1–3: erfassen, was läuft",
            body: "Inventar, Ausgangslage der Richtlinien und Lückenanalyse gegenüber den für Sie geltenden Rahmenwerken, einschließlich eines etwaigen EU-Bezugs.",
          },
          {
            title: "Wochen 4–6: den Prüfpfad gestalten",
            body: "Kriterien für die Risikostufen, Geschäftsordnung des Gremiums mit Entscheidungsrechten und Reaktionszeiten, Antragsformular und Nachweislisten je Stufe.",
          },
          {
            title: "Wochen 7–9: das Wichtigste validieren",
            body: "Unabhängige Validierung der zwei oder drei risikoreichsten Systeme – zugleich ein Test des Prozesses an echten Fällen.",
          },
          {
            title: "Wochen 10–12: überwachen und übergeben",
            body: "Monitoring für Systeme der höchsten Stufe, Berichte an die Geschäftsleitung, KI-Kompetenzschulungen nach Rolle und Übergabe an die Verantwortlichen, die das Programm weiterführen.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Ergebnisse",
        items: [
          "Eine KI-Richtlinie und ein Standard, geschrieben für die Menschen, die sie befolgen müssen",
          "Ein befülltes KI-Inventar mit Verantwortlichen, Risikostufen und den jeweils geltenden Rahmenwerken",
          "Eine Geschäftsordnung für das Gremium mit Entscheidungsrechten, Eskalationswegen und Servicezeiten",
          "Validierungsberichte für Ihre risikoreichsten Systeme mit Feststellungen und Verantwortlichen für die Behebung",
          "Vorlagen für Model Cards, Data Sheets, Risk Cards und Folgenabschätzungen",
          "Eine Zuordnung der Rahmenwerke, der Ihre Prüfer und die Aufsicht folgen können",
          "Ein Berichtspaket für die Geschäftsleitung und eine Roadmap für 12 Monate",
        ],
      },
      {
        kind: "features",
        heading: "Risiken, die wir Ihnen ersparen",
        items: [
          {
            title: "Governance auf dem Papier",
            body: "Richtlinien, die niemand anwenden kann. Jede Regel, die wir schreiben, kommt mit Formular, Verantwortlichen und Beispiel.",
          },
          {
            title: "Ein Gremium als Engpass",
            body: "Wer alles gleich prüft, verzögert Anwendungen mit geringem Risiko und verliert die Hochrisikosysteme aus dem Blick. Risikostufen lösen beides.",
          },
          {
            title: "Unsichtbare Anbieter-KI",
            body: "Eingebettete Funktionen, die ein Software-Update aktiviert. Einkauf und Change Management werden zu Eingangspunkten.",
          },
          {
            title: "Alte Belege für neue Modelle",
            body: "Generative KI lässt sich nicht wie ein Kreditmodell rückwirkend testen. Wir definieren die Belege, die an diese Stelle treten: Evaluierungssätze, Stichproben und Quoten menschlicher Prüfung.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Häufige Fragen",
        items: [
          {
            question: "Gilt die KI-Verordnung (EU AI Act) auch für Unternehmen außerhalb der EU?",
            answer:
              "Sie kann gelten. Die Verordnung erfasst Anbieter, die KI-Systeme in der EU in Verkehr bringen, unabhängig von ihrem Sitz, sowie Anbieter und Betreiber außerhalb der EU, wenn die Ausgabe eines KI-Systems in der Union verwendet wird. Das Inventar zeigt, welche Ihrer Systeme betroffen sind.",
          },
          {
            question: "Erfasst SR 11-7 auch große Sprachmodelle?",
            answer:
              "Die Leitlinie ist älter als generative KI. Die meisten Institute, mit denen wir arbeiten, behandeln LLM-Anwendungen, die klassifizieren, bewerten oder Informationen extrahieren, der Sache nach als Modelle und validieren Anwendungen, die Texte zur menschlichen Prüfung entwerfen, in angemessenem Umfang. Was sich ändert, ist die Art der Beweisführung.",
          },
          {
            question: "Ist das NIST AI RMF verpflichtend?",
            answer:
              "Nein, es ist freiwillig. Sein Wert liegt in seiner Flexibilität und breiten Anerkennung; seine Artefakte können als Nachweisbasis für verbindliche Pflichten dienen.",
          },
          {
            question: "Sollten wir eine Zertifizierung nach ISO/IEC 42001 anstreben?",
            answer:
              "ISO/IEC 42001 wurde im Dezember 2023 veröffentlicht und ist eine zertifizierbare Managementsystemnorm für KI. Sie lohnt sich, wenn Kunden oder Verträge eine Zertifizierung verlangen. Die Kontrollen, die wir aufbauen, lassen sich darauf übertragen.",
          },
          {
            question: "Wann spüren die Umsetzungsteams den Unterschied?",
            answer:
              "Meist in den ersten zwei Monaten, sobald die gestufte Antragsstrecke läuft und Anfragen mit geringem Risiko nicht mehr auf ein monatliches Gremium warten.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Passende Leistungen",
        items: [
          {
            title: "KI-Governance und Compliance",
            body: "Richtlinien, Inventar, Risikostufen und Zuordnung der Rahmenwerke als begleitetes Programm.",
            href: "/services/ai-governance-compliance",
          },
          {
            title: "Modell-Governance und Risiko",
            body: "Unabhängige Validierung und Dokumentation des Modellrisikos für prädiktive und generative Modelle.",
            href: "/services/model-governance-risk",
          },
          {
            title: "KI-Sicherheit und Modellrisikomanagement",
            body: "Bedrohungsmodellierung, Red-Teaming und Sicherheitskontrollen für KI-Systeme.",
            href: "/services/ai-security/model-risk-management",
          },
          {
            title: "Ethische KI und Fairness-Audits",
            body: "Untergruppentests und Fairness-Prüfungen mit nachweisbarer Behebung.",
            href: "/services/ethical-ai-fairness",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Weiterführende Beiträge",
        items: [
          {
            title: "Das NIST AI RMF in der Praxis",
            body: "Wie aus Govern, Map, Measure und Manage Verantwortliche, Artefakte und ein gelebtes Register werden (auf Englisch).",
            href: "/insights/nist-ai-rmf-in-practice",
          },
          {
            title: "SR 11-7 trifft generative KI",
            body: "Grundsätze des Modellrisikomanagements für LLM-Anwendungen und die Belege, die sich ändern (auf Englisch).",
            href: "/insights/sr-11-7-generative-ai-model-risk",
          },
          {
            title: "Bereit für die KI-Verordnung (EU AI Act)",
            body: "Was wann gilt, Pflichten von Anbietern und Betreibern und eine praktische Abfolge (auf Englisch).",
            href: "/insights/eu-ai-act-readiness-timeline",
          },
          {
            title: "Fallstudie: ein KI-Ethik-Rahmen, den ein Klinikverbund leben kann",
            body: "Inventar, Risikostufen und Prüfpfade, die Ärzteschaft und Compliance gleichermaßen nutzen (auf Englisch).",
            href: "/case-studies/ai-ethics-framework",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Wissen, welche KI Sie betreiben und wer sie freigegeben hat",
        body: "Unser Model-Governance-Assessment (5.000 US-Dollar, Festpreis) erfasst Ihre KI, stuft sie ein und zeigt Ihre Lücken gegenüber NIST AI RMF, SR 11-7 und der KI-Verordnung (EU AI Act) – mit einem priorisierten Plan.",
        primary: {
          label: "Governance-Assessment anfragen",
          href: contact("/de", "Model-Governance-Assessment"),
        },
        secondary: {
          label: "Unsere Vertrauensskala lesen",
          href: "/insights/enterprise-ai-trust-scale",
        },
      },
    ],
  },
  ar: {
    title: "حوكمة الذكاء الاصطناعي وإدارة مخاطر النماذج",
    description:
      "حوكمة عملية للذكاء الاصطناعي: سجل الأنظمة، ومستويات المخاطر، والتحقق، والمراقبة، بمواءمة مع NIST AI RMF وSR 11-7 وCSA AI MRM وقانون الذكاء الاصطناعي الأوروبي.",
    eyebrow: "حوكمة الذكاء الاصطناعي",
    h1: "حوكمة للذكاء الاصطناعي تسرّع الموافقات بدلًا من تعطيلها",
    lead: "باتت مجالس الإدارة والجهات الرقابية والعملاء يطرحون السؤال نفسه: ما أنظمة الذكاء الاصطناعي التي تشغّلونها، وكيف تعرفون أنها تعمل كما يُراد لها؟ نبني برامج حوكمة تجيب عنه بالأدلة – سجل للأنظمة، ومراجعة متناسبة مع المخاطر، وتحقق، ومراقبة – مع مواءمتها مرة واحدة مع كل إطار تُقاس مؤسستكم عليه.",
    actions: [
      { label: "اطلبوا تقييم الحوكمة", href: contact("/ar", "تقييم حوكمة النماذج") },
      { label: "ابدؤوا تقييم الثقة بالذكاء الاصطناعي", href: "/trust-assessment" },
    ],
    keywords: [
      "حوكمة الذكاء الاصطناعي",
      "إدارة مخاطر النماذج",
      "NIST AI RMF",
      "SR 11-7",
      "قانون الذكاء الاصطناعي الأوروبي",
    ],
    sections: [
      {
        kind: "prose",
        heading: "كيف تبدو حوكمة الذكاء الاصطناعي الفعالة",
        paragraphs: [
          "لدى معظم المؤسسات مبادئ للذكاء الاصطناعي، لكن القليل منها يستطيع أن يحدد الأنظمة التي تنطبق عليها تلك المبادئ، ومن وافق على كل منها، وما الأدلة التي فُحصت. فالذكاء الاصطناعي يدخل من أبواب كثيرة: نماذج يبنيها علماء البيانات لديكم، وخصائص تُفعَّل داخل برمجيات مرخصة أصلًا، ومساعدات تتبناها الفرق من تلقاء نفسها. والحوكمة التي لا تراجع إلا ما يُعرض عليها تغفل معظم ما يعمل فعلًا.",
          "معيارنا بسيط: هل يستطيع مالك منتج لديه طلب جديد للذكاء الاصطناعي، في يوم عمل عادي، أن يعرف نوع المراجعة المطلوبة، ومن يقرر، وما الأدلة التي يجمعها، وكم سيستغرق الأمر؟ إن كانت الإجابة نعم، فالحوكمة تخدم التنفيذ. وإن كانت الإجابة لجنة تجتمع شهريًا وتراجع كل شيء بالطريقة نفسها، فهي السبب في تعثر مشاريع الذكاء الاصطناعي.",
        ],
      },
      {
        kind: "table",
        heading: "الأطر المرجعية وما يطلبه كل منها فعلًا",
        caption: "الأطر الأربعة وراء شارات الثقة لدينا، موصوفة بحسب طبيعتها ونطاقها",
        columns: ["الإطار", "ما هو", "على من ينطبق", "ما الذي يطلبه"],
        rows: [
          [
            "NIST AI RMF",
            "إطار إدارة مخاطر الذكاء الاصطناعي 1.0 الصادر عن المعهد الوطني الأمريكي للمعايير والتقنية في يناير 2023، وأُضيف إليه في يوليو 2024 ملف خاص بالذكاء الاصطناعي التوليدي (NIST AI 600-1)",
            "طوعي لأي مؤسسة، ويُستشهد به كثيرًا لدى الجهات الرقابية والعملاء وفي العقود",
            "أربع وظائف – الحوكمة والتحديد والقياس والإدارة – وخصائص الذكاء الاصطناعي الجدير بالثقة، من الصلاحية والموثوقية إلى الخصوصية والإنصاف",
          ],
          [
            "SR 11-7",
            "إرشادات رقابية لإدارة مخاطر النماذج أصدرها الاحتياطي الفيدرالي ومكتب مراقب العملة (OCC) عام 2011، ثم اعتمدتها المؤسسة الفيدرالية لتأمين الودائع (FDIC)",
            "توقعات رقابية للمؤسسات المصرفية الأمريكية، وكثيرًا ما تُعد المرجع في الخدمات المالية عمومًا",
            "تطوير واستخدام سليمَين، وتحقق مستقل (السلامة المفاهيمية والمراقبة المستمرة وتحليل النتائج)، وتحدٍّ فعّال، وسجل نماذج على مستوى المؤسسة يشمل نماذج الموردين",
          ],
          [
            "إطار CSA لإدارة مخاطر نماذج الذكاء الاصطناعي",
            "إرشادات نشرتها عام 2024 مجموعة عمل تقنية الذكاء الاصطناعي ومخاطره في تحالف أمن السحابة (Cloud Security Alliance)",
            "إرشادات صناعية طوعية",
            "أربع ركائز مترابطة: بطاقات النماذج، وصحائف البيانات، وبطاقات المخاطر، وتخطيط السيناريوهات، تغذي التطوير والمراقبة",
          ],
          [
            "قانون الذكاء الاصطناعي الأوروبي",
            "اللائحة (EU) 2024/1689، النافذة منذ 1 أغسطس 2024 والمطبقة على مراحل حتى أغسطس 2027",
            "قانون ملزم لمقدمي الأنظمة ومستخدميها المهنيين في الاتحاد الأوروبي، ولمن هم خارجه إذا استُخدمت مخرجات أنظمتهم داخله",
            "الممارسات المحظورة والإلمام بالذكاء الاصطناعي (من فبراير 2025)، والتزامات نماذج الأغراض العامة (أغسطس 2025)، والتزامات الأنظمة عالية المخاطر والشفافية (أغسطس 2026 و2027)",
          ],
        ],
        note: "هذه الصفحة خلاصة عملية وليست استشارة قانونية، وينبغي إشراك مستشار قانوني في تصنيف الأنظمة بعينها وفق قانون الذكاء الاصطناعي الأوروبي.",
      },
      {
        kind: "features",
        heading: "ما الذي نُرسيه",
        items: [
          {
            title: "سجل شامل لأنظمة الذكاء الاصطناعي",
            body: "يُبنى من العقود وإعدادات البرمجيات وسجلات النماذج والمقابلات، كي يشمل الذكاء الاصطناعي المدمج في منتجات الموردين إلى جانب النماذج الداخلية. ويسجل كل قيد الغرض والبيانات والمالك والمتأثرين وأين تُستخدم المخرجات.",
          },
          {
            title: "مستويات مخاطر ومراجعة متناسبة",
            body: "مستويان أو ثلاثة بحسب الأثر ودرجة الإشراف البشري. الاستخدامات منخفضة المخاطر تُسجَّل وتمضي، وعالية المخاطر تخضع لتحقق كامل. ومعظم الطلبات ينبغي أن تُحسم في أيام لا أشهر.",
          },
          {
            title: "تحقق يلائم طبيعة النظام",
            body: "السلامة المفاهيمية واختبارات الأداء والفئات الفرعية للنماذج التنبؤية، ومجموعات تقييم خاصة بالمهمة واختبارات الاختراق الهجومي وقياس الهلوسة للذكاء الاصطناعي التوليدي.",
          },
          {
            title: "توثيق يُقرأ فعلًا",
            body: "بطاقات النماذج وصحائف البيانات وبطاقات المخاطر على نهج إطار CSA، تُولَّد قدر الإمكان من مسار التطوير نفسه كي تبقى محدّثة.",
          },
          {
            title: "المراقبة والاستجابة للحوادث",
            body: "مؤشرات للانحراف والجودة والإنصاف بعتبات محددة، ومسؤول عن كل تنبيه، وإجراء لحوادث الذكاء الاصطناعي موصول بإجراءات الأمن والجودة القائمة لديكم.",
          },
          {
            title: "العناية الواجبة تجاه ذكاء الموردين",
            body: "استبيانات وبنود تعاقدية ومتطلبات أدلة للموردين الذين تتخذ منتجاتهم قرارات تخص عملاءكم أو مرضاكم أو موظفيكم أو تؤثر فيها.",
          },
        ],
      },
      {
        kind: "table",
        heading: "مجموعة ضوابط واحدة تُوائَم مع عدة أطر",
        caption: "كيف تنتج مجموعة واحدة من ضوابط الحوكمة أدلة لكل إطار",
        columns: ["الضابط", "NIST AI RMF", "SR 11-7", "قانون الذكاء الاصطناعي الأوروبي"],
        rows: [
          [
            "سجل الأنظمة وحالات الاستخدام",
            "الحوكمة والتحديد",
            "سجل النماذج على مستوى المؤسسة",
            "أساس تصنيف كل نظام وتحديد دوركم مقدمًا أو مستخدمًا",
          ],
          [
            "مستويات المخاطر",
            "التحديد",
            "عمق تحقق متناسب مع مخاطر النموذج",
            "فئات المحظور وعالي المخاطر والخاضع للشفافية والأدنى مخاطرة",
          ],
          [
            "التحقق المستقل",
            "القياس",
            "السلامة المفاهيمية والمراقبة المستمرة وتحليل النتائج",
            "الدقة والمتانة والأمن السيبراني للأنظمة عالية المخاطر",
          ],
          [
            "الإشراف البشري",
            "الحوكمة والإدارة",
            "التحدي الفعّال وحدود الاستخدام",
            "إشراف بشري يصممه المقدم ويكلّف به المستخدم",
          ],
          [
            "المراقبة والحوادث",
            "الإدارة",
            "المراقبة المستمرة",
            "المراقبة بعد الطرح في السوق والإبلاغ عن الحوادث الجسيمة",
          ],
        ],
      },
      {
        kind: "steps",
        heading: "برنامج حوكمة في 12 أسبوعًا",
        intro: "تبدأ معظم البرامج بتقييم لحوكمة النماذج بسعر ثابت، ثم تتوسع وفق هذا التسلسل.",
        items: [
          {
            title: "الأسابيع 1–3: حصر ما يعمل",
            body: "سجل الأنظمة، والوضع الراهن للسياسات، وتحليل الفجوات مقابل الأطر التي تنطبق عليكم، بما في ذلك أي ارتباط بالاتحاد الأوروبي.",
          },
          {
            title: "الأسابيع 4–6: تصميم مسار المراجعة",
            body: "معايير مستويات المخاطر، وميثاق اللجنة بصلاحيات القرار وأزمنة الاستجابة، ونموذج الطلب، وقوائم الأدلة لكل مستوى.",
          },
          {
            title: "الأسابيع 7–9: التحقق مما يهم أكثر",
            body: "تحقق مستقل من النظامين أو الأنظمة الثلاثة الأعلى مخاطرة، وهو في الوقت نفسه اختبار للإجراء على حالات حقيقية.",
          },
          {
            title: "الأسابيع 10–12: المراقبة والتسليم",
            body: "مراقبة أنظمة المستوى الأعلى، وتقارير لمجلس الإدارة، وجلسات إلمام بالذكاء الاصطناعي بحسب الأدوار، وتسليم البرنامج لمن سيتولون إدارته.",
          },
        ],
      },
      {
        kind: "list",
        heading: "المخرجات",
        items: [
          "سياسة ومعيار للذكاء الاصطناعي مكتوبان لمن يتعين عليهم الالتزام بهما",
          "سجل مكتمل لأنظمة الذكاء الاصطناعي مع المالكين ومستويات المخاطر والأطر التي يخضع لها كل نظام",
          "ميثاق للجنة يحدد صلاحيات القرار ومسارات التصعيد ومستويات الخدمة",
          "تقارير تحقق لأعلى أنظمتكم مخاطرة، تتضمن الملاحظات ومسؤولي المعالجة",
          "نماذج جاهزة لبطاقات النماذج وصحائف البيانات وبطاقات المخاطر وتقييمات الأثر",
          "مواءمة بين الأطر يستطيع المدققون والمفتشون تتبعها",
          "حزمة تقارير لمجلس الإدارة وخارطة طريق لمدة 12 شهرًا",
        ],
      },
      {
        kind: "features",
        heading: "مخاطر نساعدكم على تجنبها",
        items: [
          {
            title: "حوكمة على الورق",
            body: "سياسات لا يستطيع أحد تطبيقها. كل قاعدة نكتبها تأتي مع نموذج ومسؤول ومثال.",
          },
          {
            title: "لجنة تتحول إلى عنق زجاجة",
            body: "مراجعة كل شيء بالطريقة نفسها تؤخر الأعمال منخفضة المخاطر وتشتت الانتباه عن الأنظمة عالية المخاطر، ومستويات المخاطر تعالج الأمرين.",
          },
          {
            title: "ذكاء اصطناعي خفي لدى الموردين",
            body: "خصائص مدمجة يفعّلها تحديث برمجي. لذا نجعل المشتريات وإدارة التغيير نقطتي دخول إلى السجل.",
          },
          {
            title: "أدلة قديمة لنماذج جديدة",
            body: "لا يمكن اختبار الذكاء الاصطناعي التوليدي بأثر رجعي كنموذج ائتماني، فنحدد الأدلة البديلة: مجموعات التقييم، والعينات، ونسب المراجعة البشرية.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "الأسئلة الشائعة",
        items: [
          {
            question: "هل ينطبق قانون الذكاء الاصطناعي الأوروبي على شركات خارج الاتحاد الأوروبي؟",
            answer:
              "قد ينطبق. فهو يشمل مقدمي الأنظمة الذين يطرحونها في سوق الاتحاد الأوروبي أينما كان مقرهم، ومقدمي الأنظمة ومستخدميها خارج الاتحاد إذا استُخدمت مخرجات النظام داخله. ويبيّن سجل الأنظمة أيّ أنظمتكم تقع ضمن النطاق.",
          },
          {
            question: "هل تشمل إرشادات SR 11-7 النماذج اللغوية الكبيرة؟",
            answer:
              "الإرشادات أقدم من الذكاء الاصطناعي التوليدي، لكن معظم المؤسسات التي نعمل معها تعامل تطبيقات النماذج اللغوية التي تصنّف أو تقيّم أو تستخرج المعلومات معاملة النماذج من حيث الجوهر، وتطبق تحققًا متناسبًا على التطبيقات التي تصوغ نصوصًا يراجعها البشر. والذي يتغير هو طريقة جمع الأدلة.",
          },
          {
            question: "هل إطار NIST AI RMF إلزامي؟",
            answer:
              "لا، إنه إطار طوعي. وتكمن قيمته في مرونته واعتراف واسع به، ويمكن أن تكون مخرجاته قاعدة الأدلة للالتزامات الملزمة.",
          },
          {
            question: "هل ينبغي أن نسعى إلى شهادة ISO/IEC 42001؟",
            answer:
              "صدر معيار ISO/IEC 42001 في ديسمبر 2023، وهو معيار لنظام إدارة الذكاء الاصطناعي قابل للاعتماد. ويستحق السعي إليه حين يطلب العملاء أو العقود شهادة، والضوابط التي نبنيها مصممة لتنتقل إليه.",
          },
          {
            question: "متى تشعر فرق التنفيذ بالفرق؟",
            answer:
              "عادة خلال الشهرين الأولين، حين يبدأ العمل بمسار الطلبات المتدرج ولا تعود الطلبات منخفضة المخاطر تنتظر لجنة شهرية.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "خدمات ذات صلة",
        items: [
          {
            title: "حوكمة الذكاء الاصطناعي والامتثال",
            body: "السياسات وسجل الأنظمة ومستويات المخاطر ومواءمة الأطر في برنامج مُدار.",
            href: "/services/ai-governance-compliance",
          },
          {
            title: "حوكمة النماذج ومخاطرها",
            body: "تحقق مستقل وتوثيق لمخاطر النماذج التنبؤية والتوليدية.",
            href: "/services/model-governance-risk",
          },
          {
            title: "أمن الذكاء الاصطناعي وإدارة مخاطر النماذج",
            body: "نمذجة التهديدات والاختبار الهجومي والضوابط الأمنية لأنظمة الذكاء الاصطناعي.",
            href: "/services/ai-security/model-risk-management",
          },
          {
            title: "تدقيق الأخلاقيات والإنصاف",
            body: "اختبارات الفئات الفرعية ومراجعات الإنصاف مع معالجة يمكن إثباتها.",
            href: "/services/ethical-ai-fairness",
          },
        ],
      },
      {
        kind: "cards",
        heading: "قراءات إضافية",
        items: [
          {
            title: "تطبيق إطار NIST AI RMF عمليًا",
            body: "تحويل الحوكمة والتحديد والقياس والإدارة إلى مسؤولين ووثائق وسجل فعّال (بالإنجليزية).",
            href: "/insights/nist-ai-rmf-in-practice",
          },
          {
            title: "SR 11-7 والذكاء الاصطناعي التوليدي",
            body: "مبادئ إدارة مخاطر النماذج مطبقة على تطبيقات النماذج اللغوية، والأدلة التي تتغير (بالإنجليزية).",
            href: "/insights/sr-11-7-generative-ai-model-risk",
          },
          {
            title: "الاستعداد لقانون الذكاء الاصطناعي الأوروبي",
            body: "ما الذي يسري ومتى، والتزامات المقدمين والمستخدمين، وتسلسل عملي للاستعداد (بالإنجليزية).",
            href: "/insights/eu-ai-act-readiness-timeline",
          },
          {
            title: "دراسة حالة: إطار لأخلاقيات الذكاء الاصطناعي في منظومة صحية",
            body: "سجل ومستويات ومسارات مراجعة يستخدمها الأطباء وفريق الامتثال معًا (بالإنجليزية).",
            href: "/case-studies/ai-ethics-framework",
          },
        ],
      },
      {
        kind: "cta",
        heading: "اعرفوا ما تشغّلونه من ذكاء اصطناعي ومن وافق عليه",
        body: "يحصر تقييمنا لحوكمة النماذج (بسعر ثابت قدره 5,000 دولار أمريكي) أنظمة الذكاء الاصطناعي لديكم، ويصنفها، ويبيّن فجواتكم مقابل NIST AI RMF وSR 11-7 وقانون الذكاء الاصطناعي الأوروبي، مع خطة مرتبة الأولويات.",
        primary: { label: "اطلبوا تقييم الحوكمة", href: contact("/ar", "تقييم حوكمة النماذج") },
        secondary: {
          label: "اقرؤوا مقياس الثقة لدينا",
          href: "/insights/enterprise-ai-trust-scale",
        },
      },
    ],
  },
} satisfies LocalizedPageCopy;
