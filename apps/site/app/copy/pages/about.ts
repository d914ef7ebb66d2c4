/**
 * Copy of the /about page (spec section 2: core route; German and Arabic versions exist). Who
 * the firm is, how it works, the figures of spec section 9, the industries of spec section 1,
 * leadership as practices and roles (no named people, see the helpers' brief) and values.
 */
import { siteConfig } from "../../config/site-config";
import type { LocalizedPageCopy } from "../page-copy";

const contact = (prefix: "" | "/de" | "/ar", subject: string): string =>
  `${prefix}/contact?source=about&utm_service=consultation&subject=${encodeURIComponent(subject)}`;

/** The /about page in English, German and Arabic. */
export const copy = {
  en: {
    title: "About Vantreo Data & AI",
    description:
      "An Atlanta consultancy of senior data, AI, security and infrastructure practitioners. Who we are, how we work, the industries we serve and what we value.",
    eyebrow: "About us",
    h1: "Senior practitioners who build data and AI systems that last",
    lead: "Vantreo Data & AI is an Atlanta-based consultancy with its office in Sandy Springs, Georgia. We design, build, secure and run the data platforms, AI systems and infrastructure that enterprises in regulated industries depend on. The people you meet in the first conversation are the people who do the work.",
    actions: [
      { label: "Talk to a practice lead", href: contact("", "Introductory conversation") },
      { label: "How we engage", href: "/documentation" },
    ],
    keywords: [
      "Vantreo Data & AI",
      "Atlanta data consultancy",
      "enterprise AI consulting firm",
      "data engineering consultants",
      "AI governance consultants",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Who we are",
        paragraphs: [
          "We are a consultancy of engineers, data scientists, architects and security specialists who have spent their careers inside enterprise technology teams. For more than 15 years our people have worked with organizations across the Southeast from Atlanta, and today we serve clients across the United States and abroad.",
          "Our work spans the whole path from raw data to AI in production: data engineering and architecture, machine learning and MLOps, AI governance, private AI and language models, cybersecurity, networks and infrastructure. We cover that breadth on purpose. Our research finds that 80 percent of enterprise AI projects stall before they deliver value, and most of them stall at a seam: a model that the data platform cannot feed, a pilot that security cannot approve, an endpoint that infrastructure cannot run. One team that owns every seam removes most of those failure points.",
          "We stay deliberately senior. Engagements are not staffed as a pyramid of junior consultants under a partner who appears at steering committees; the architect who designs your platform reviews its code and sits in its incident calls.",
        ],
      },
      {
        kind: "stats",
        heading: "Vantreo in figures",
        items: [
          {
            number: "500+",
            label: "Enterprise deployments",
            detail: "Data platforms, models and infrastructure taken into production",
          },
          {
            number: "99.9%",
            label: "Uptime",
            detail:
              "The availability target we design managed platforms for; service levels are agreed per contract",
          },
          {
            number: "40–60%",
            label: "Telecom cost reduction",
            detail: "Typical when legacy phone lines move to cloud VoIP",
          },
          {
            number: "Top 10%",
            label: "Data science experts",
            detail: "Hired from the top 10% of candidates in our technical assessment",
          },
          {
            number: "24/7",
            label: "Support",
            detail: "On every managed service, with a named escalation path",
          },
        ],
      },
      {
        kind: "features",
        heading: "What we do",
        intro:
          "Four disciplines, one accountable team. Most engagements draw on at least two of them.",
        items: [
          {
            title: "Data",
            body: "Lakehouse and warehouse architecture, batch and streaming pipelines, data contracts, quality and observability, master data and governance that auditors and analysts can both live with.",
          },
          {
            title: "AI and machine learning",
            body: "Use-case selection with a business case, predictive models, retrieval and language-model applications, private model deployment, MLOps and the evaluation that keeps models honest in production.",
          },
          {
            title: "AI governance",
            body: "Model inventories, risk tiering, validation and monitoring aligned with NIST AI RMF, SR 11-7 and the EU AI Act, built into delivery rather than added after it.",
          },
          {
            title: "Security and infrastructure",
            body: "Zero trust, identity, security operations, managed network security, cloud migration, backup and disaster recovery, and the GPU and platform engineering behind private AI.",
          },
        ],
      },
      {
        kind: "steps",
        heading: "How we work",
        intro:
          "Every engagement follows the same three phases, sized to the problem. The client documentation hub describes each phase, its artifacts and our support model in detail.",
        items: [
          {
            title: "Discover and strategize",
            body: "A fixed-fee assessment, typically one to four weeks, that ends with a decision: the use cases or platform changes worth funding, their expected return, the risks and a delivery plan with named roles.",
          },
          {
            title: "Build and integrate",
            body: "Two-week delivery increments in your environments and your repositories, with working software shown at the end of each one and security, governance and operations involved from the first sprint.",
          },
          {
            title: "Monitor and optimize",
            body: "A structured handover to your team, or a managed service run by ours with 24/7 support, service levels and a monthly review of cost, reliability and the business measures agreed at the start.",
          },
        ],
      },
      {
        kind: "features",
        heading: "Principles we hold ourselves to",
        items: [
          {
            title: "Decide before we build",
            body: "No engagement starts with a platform purchase or a model choice. It starts with the decision the business needs to make and the measure that will show it worked.",
          },
          {
            title: "Senior people, named in the proposal",
            body: "The practitioners named in our statement of work are the ones who do the work. A change of key personnel needs your written agreement.",
          },
          {
            title: "Your code, your accounts, your IP",
            body: "We build in your cloud tenancy and your repositories. Everything we create for you belongs to you, with no license fees on our own accelerators once delivered.",
          },
          {
            title: "Vendor-neutral advice",
            body: "We are not paid by software or cloud vendors for recommendations. When we suggest a product, we show the alternatives we considered and why we rejected them.",
          },
          {
            title: "Governed from the first sprint",
            body: "Model documentation, data lineage, access reviews and threat models are produced as the system is built, so the go-live review is a formality rather than a rewrite.",
          },
          {
            title: "Leave the team stronger",
            body: "Pairing, reviews and runbooks are part of the plan, not an afterthought. Success means your engineers can run and extend what we built without us.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Industries we serve",
        intro:
          "We concentrate on sectors where data is regulated, errors are expensive and auditors ask hard questions.",
        items: [
          {
            title: "Healthcare and life sciences",
            body: "Health systems, payers and life sciences firms: clinical and claims data platforms, HIPAA-aligned analytics and AI governance that clinical leaders trust.",
            href: "/solutions/healthcare",
          },
          {
            title: "Financial services",
            body: "Banks, insurers and payments firms: fraud and risk analytics, model risk management under SR 11-7 and private language models for sensitive documents.",
            href: "/financial-services",
          },
          {
            title: "Federal and government",
            body: "Agencies and their contractors: secure data platforms, AI in controlled environments and security operations modernization under federal frameworks.",
            href: "/federal-government",
          },
          {
            title: "Retail and e-commerce",
            body: "Retailers and brands: demand forecasting, pricing and personalization on data that merchandising and supply chain teams actually trust.",
            href: "/solutions/retail-ecommerce",
          },
        ],
      },
      {
        kind: "cards",
        heading: "How the firm is led",
        intro:
          "We are organized in practices. Each practice lead owns the quality of the work in their discipline and reviews every engagement that draws on it.",
        items: [
          {
            title: "Managing partners",
            body: "Set the firm's direction, approve every statement of work and serve as the final escalation point. Each client relationship has a managing partner as its sponsor.",
          },
          {
            title: "Data Engineering Practice",
            body: "Platform architecture, pipelines, data quality and observability, and the modernization of legacy warehouses.",
            href: "/data-engineering",
          },
          {
            title: "AI and MLOps Practice",
            body: "Machine learning, model deployment and monitoring, and the operating model that takes models from notebook to production.",
            href: "/services/mlops-consulting",
          },
          {
            title: "AI Governance Practice",
            body: "Model risk, responsible AI and regulatory readiness, from policy to the controls that prove it is followed.",
            href: "/ai-governance",
          },
          {
            title: "Private AI Practice",
            body: "Self-hosted language models, retrieval and the cost and return models that decide what to run privately.",
            href: "/private-llm",
          },
          {
            title: "Security Practice",
            body: "Zero trust, identity, compliance assessments and security operations, including AI-assisted triage in the SOC.",
            href: "/cybersecurity/security-operations-modernization",
          },
          {
            title: "Infrastructure Practice",
            body: "Cloud migration, networks, unified communications, backup and recovery, and the GPU platforms behind private AI.",
            href: "/private-ai-infrastructure",
          },
          {
            title: "Vantreo Research Team",
            body: "Studies why enterprise AI programs stall and what the ones that scale do differently, and publishes the findings.",
            href: "/insights",
          },
        ],
      },
      {
        kind: "quote",
        quote:
          "We judge an engagement by what is still running, and still trusted, a year after we have left.",
        attribution: "The managing partners of Vantreo Data & AI",
      },
      {
        kind: "features",
        heading: "What we value",
        items: [
          {
            title: "Candour",
            body: "We tell clients early when a plan, a vendor or an idea of ours is not working, and we put bad news in writing.",
          },
          {
            title: "Ownership",
            body: "Whoever finds a problem owns it until it is fixed or handed over explicitly. Nothing falls between practices.",
          },
          {
            title: "Craft",
            body: "Tested code, reviewed designs and documentation someone will read. We hold our work to the standard we would want to inherit.",
          },
          {
            title: "Care with data",
            body: "We handle client data the way we would want our own medical records handled: least access, no copies outside the agreed environments and nothing kept after the engagement.",
          },
          {
            title: "Shared knowledge",
            body: "What we learn goes back into our research, our playbooks and our clients' teams, not into a black box only we can open.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Rooted in Atlanta, working wherever our clients are",
        paragraphs: [
          `Our office is at ${siteConfig.address.street}, in Sandy Springs, Georgia, and most of our people live within a short drive of it. That makes on-site workshops across the Southeast easy and keeps our teams in the same time zone as most of our clients. Our [Atlanta page](/atlanta-data-experts) describes the regional team and the cities it covers.`,
          "We are always interested in senior engineers, data scientists and security specialists who want to do their best work close to real problems. See our [open roles](/careers).",
        ],
      },
      {
        kind: "cta",
        heading: "Start with a conversation, not a proposal",
        body: "Tell us what you are trying to decide. A practice lead will reply within one business day and, if we are not the right firm for it, we will say so.",
        primary: { label: "Contact us", href: contact("", "Introductory conversation") },
        secondary: { label: "Read our client documentation", href: "/documentation" },
      },
    ],
  },
  de: {
    title: "Über Vantreo Data & AI",
    description:
      "Beratung aus Atlanta mit erfahrenen Fachleuten für Daten, KI, Sicherheit und Infrastruktur: wer wir sind, wie wir arbeiten, wen wir betreuen, wofür wir stehen.",
    eyebrow: "Über uns",
    h1: "Erfahrene Fachleute für Daten- und KI-Systeme, die Bestand haben",
    lead: "Vantreo Data & AI ist ein Beratungsunternehmen mit Sitz in Atlanta und Büro in Sandy Springs, Georgia. Wir konzipieren, bauen, sichern und betreiben die Datenplattformen, KI-Systeme und Infrastrukturen, auf die Unternehmen in regulierten Branchen angewiesen sind. Wer Ihnen im ersten Gespräch gegenübersitzt, arbeitet später auch an Ihrem Projekt.",
    actions: [
      { label: "Mit einer Bereichsleitung sprechen", href: contact("/de", "Erstgespräch") },
      { label: "So arbeiten wir mit Ihnen", href: "/de/documentation" },
    ],
    keywords: [
      "Vantreo Data & AI",
      "Datenberatung Atlanta",
      "KI-Beratung für Unternehmen",
      "Data-Engineering-Berater",
      "KI-Governance-Beratung",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Wer wir sind",
        paragraphs: [
          "Wir sind ein Beratungsunternehmen aus Engineers, Data Scientists, Architektinnen und Architekten sowie Sicherheitsfachleuten, die ihre Laufbahn in den Technologieteams großer Unternehmen verbracht haben. Seit mehr als 15 Jahren arbeiten unsere Leute von Atlanta aus mit Organisationen im Südosten der USA; heute betreuen wir Kunden in den gesamten Vereinigten Staaten und im Ausland.",
          "Unsere Arbeit deckt den ganzen Weg von Rohdaten bis zur produktiven KI ab: Data Engineering und Datenarchitektur, Machine Learning und MLOps, KI-Governance, private KI und Sprachmodelle, Cybersicherheit, Netzwerke und Infrastruktur. Diese Breite ist gewollt. Unsere Forschung zeigt, dass 80 Prozent der KI-Projekte in Unternehmen ins Stocken geraten, bevor sie Wert liefern – und meist an einer Schnittstelle: ein Modell, das die Datenplattform nicht versorgen kann, ein Pilot, den die Sicherheit nicht freigibt, ein Endpunkt, den der Betrieb nicht tragen kann. Ein Team, das jede dieser Schnittstellen verantwortet, beseitigt die meisten dieser Bruchstellen.",
          "Wir bleiben bewusst senior. Unsere Projekte sind keine Pyramide aus Nachwuchskräften unter einem Partner, der nur im Lenkungsausschuss auftaucht: Wer Ihre Plattform entwirft, prüft auch ihren Code und ist bei Störungen in der Leitung.",
        ],
      },
      {
        kind: "stats",
        heading: "Vantreo in Zahlen",
        items: [
          {
            number: "500+",
            label: "Unternehmensimplementierungen",
            detail: "Datenplattformen, Modelle und Infrastruktur in den Produktivbetrieb gebracht",
          },
          {
            number: "99,9 %",
            label: "Verfügbarkeit",
            detail:
              "Unser Auslegungsziel für verwaltete Plattformen; Service-Level werden je Vertrag vereinbart",
          },
          {
            number: "40–60 %",
            label: "Senkung der Telefoniekosten",
            detail: "Typisch beim Umstieg von Amtsleitungen auf Cloud-Telefonie (VoIP)",
          },
          {
            number: "Top 10 %",
            label: "Data-Science-Expertise",
            detail:
              "Eingestellt aus den besten 10 % der Bewerbungen in unserem technischen Auswahlverfahren",
          },
          {
            number: "24/7",
            label: "Support",
            detail: "Für jeden Managed Service, mit festgelegtem Eskalationspfad",
          },
        ],
      },
      {
        kind: "features",
        heading: "Was wir tun",
        intro:
          "Vier Disziplinen, ein verantwortliches Team. Die meisten Projekte greifen auf mindestens zwei davon zurück.",
        items: [
          {
            title: "Daten",
            body: "Lakehouse- und Data-Warehouse-Architektur, Batch- und Streaming-Pipelines, Data Contracts, Datenqualität und Observability, Stammdaten und eine Governance, mit der Prüfer und Analysten gleichermaßen arbeiten können.",
          },
          {
            title: "KI und Machine Learning",
            body: "Auswahl von Anwendungsfällen mit belastbarem Business Case, Prognosemodelle, Retrieval- und Sprachmodell-Anwendungen, private Modellbereitstellung, MLOps und die Evaluierung, die Modelle im Betrieb ehrlich hält.",
          },
          {
            title: "KI-Governance",
            body: "Modellinventare, Risikoklassifizierung, Validierung und Überwachung nach NIST AI RMF, SR 11-7 und der KI-Verordnung (EU AI Act) – in die Umsetzung eingebaut statt nachträglich aufgesetzt.",
          },
          {
            title: "Sicherheit und Infrastruktur",
            body: "Zero Trust, Identitätsmanagement, Security Operations, Managed Network Security, Cloud-Migration, Backup und Notfallwiederherstellung sowie die GPU- und Plattformtechnik hinter privater KI.",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Wie wir arbeiten",
        intro:
          "Jedes Projekt durchläuft dieselben drei Phasen, zugeschnitten auf die Aufgabe. Unser Dokumentationsbereich für Kunden beschreibt jede Phase, ihre Ergebnisse und unser Supportmodell im Detail.",
        items: [
          {
            title: "Analysieren und Strategie festlegen",
            body: "Eine Bewertung zum Festpreis, meist ein bis vier Wochen, an deren Ende eine Entscheidung steht: welche Anwendungsfälle oder Plattformänderungen sich lohnen, mit erwartetem Ertrag, Risiken und einem Umsetzungsplan mit benannten Rollen.",
          },
          {
            title: "Entwickeln und integrieren",
            body: "Zweiwöchige Lieferzyklen in Ihren Umgebungen und Repositories, mit lauffähiger Software am Ende jedes Zyklus. Sicherheit, Governance und Betrieb sind ab dem ersten Sprint eingebunden.",
          },
          {
            title: "Überwachen und optimieren",
            body: "Eine strukturierte Übergabe an Ihr Team oder ein Managed Service durch unser Team mit 24/7-Support, Service Levels und einer monatlichen Überprüfung von Kosten, Zuverlässigkeit und den zu Beginn vereinbarten Geschäftskennzahlen.",
          },
        ],
      },
      {
        kind: "features",
        heading: "Grundsätze, an denen wir uns messen lassen",
        items: [
          {
            title: "Erst entscheiden, dann bauen",
            body: "Kein Projekt beginnt mit einem Plattformkauf oder einer Modellwahl, sondern mit der Entscheidung, die das Unternehmen treffen muss, und der Kennzahl, die den Erfolg belegt.",
          },
          {
            title: "Erfahrene Leute, im Angebot benannt",
            body: "Die im Leistungsvertrag genannten Fachleute erbringen die Arbeit auch. Ein Wechsel von Schlüsselpersonen bedarf Ihrer schriftlichen Zustimmung.",
          },
          {
            title: "Ihr Code, Ihre Konten, Ihre Rechte",
            body: "Wir bauen in Ihrer Cloud-Umgebung und Ihren Repositories. Alles, was wir für Sie erstellen, gehört Ihnen – ohne Lizenzgebühren für unsere eigenen Beschleuniger nach der Übergabe.",
          },
          {
            title: "Herstellerunabhängige Beratung",
            body: "Software- und Cloud-Anbieter bezahlen uns nicht für Empfehlungen. Schlagen wir ein Produkt vor, zeigen wir die geprüften Alternativen und warum wir sie verworfen haben.",
          },
          {
            title: "Governance ab dem ersten Sprint",
            body: "Modelldokumentation, Datenherkunft, Berechtigungsprüfungen und Bedrohungsmodelle entstehen mit dem System, sodass die Abnahme vor dem Go-live eine Formsache ist und kein Neubau.",
          },
          {
            title: "Das Team stärker zurücklassen",
            body: "Pairing, Reviews und Runbooks sind fest eingeplant. Erfolg heißt: Ihre Engineers können betreiben und erweitern, was wir gebaut haben – ohne uns.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Branchen, die wir betreuen",
        intro:
          "Wir konzentrieren uns auf Branchen, in denen Daten reguliert sind, Fehler teuer werden und Prüfer unbequeme Fragen stellen.",
        items: [
          {
            title: "Gesundheitswesen und Life Sciences",
            body: "Klinikverbünde, Kostenträger und Life-Sciences-Unternehmen: klinische und Abrechnungsdatenplattformen, an HIPAA ausgerichtete Analytik und eine KI-Governance, der ärztliche Leitungen vertrauen.",
            href: "/solutions/healthcare",
          },
          {
            title: "Finanzdienstleistungen",
            body: "Banken, Versicherer und Zahlungsdienstleister: Betrugs- und Risikoanalytik, Modellrisikomanagement nach SR 11-7 und private Sprachmodelle für vertrauliche Dokumente.",
            href: "/financial-services",
          },
          {
            title: "Bundesbehörden und öffentlicher Sektor",
            body: "Behörden und ihre Auftragnehmer: sichere Datenplattformen, KI in abgeschotteten Umgebungen und die Modernisierung von Security Operations nach staatlichen Rahmenwerken.",
            href: "/federal-government",
          },
          {
            title: "Handel und E-Commerce",
            body: "Händler und Marken: Absatzprognosen, Preisgestaltung und Personalisierung auf Daten, denen Einkauf und Supply Chain tatsächlich vertrauen.",
            href: "/solutions/retail-ecommerce",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Wie das Unternehmen geführt wird",
        intro:
          "Wir sind in Geschäftsbereiche gegliedert. Jede Bereichsleitung verantwortet die Qualität der Arbeit in ihrer Disziplin und begleitet jedes Projekt, das auf sie zurückgreift.",
        items: [
          {
            title: "Geschäftsführende Partner",
            body: "Bestimmen die Ausrichtung des Unternehmens, genehmigen jeden Leistungsvertrag und sind die letzte Eskalationsstufe. Jede Kundenbeziehung hat einen geschäftsführenden Partner als Sponsor.",
          },
          {
            title: "Geschäftsbereich Data Engineering",
            body: "Plattformarchitektur, Pipelines, Datenqualität und Observability sowie die Ablösung veralteter Data Warehouses.",
            href: "/data-engineering",
          },
          {
            title: "Geschäftsbereich KI und MLOps",
            body: "Machine Learning, Bereitstellung und Überwachung von Modellen und das Betriebsmodell, das Modelle vom Notebook in die Produktion bringt.",
            href: "/services/mlops-consulting",
          },
          {
            title: "Geschäftsbereich KI-Governance",
            body: "Modellrisiko, verantwortungsvolle KI und regulatorische Bereitschaft – von der Richtlinie bis zu den Kontrollen, die ihre Einhaltung belegen.",
            href: "/de/ai-governance",
          },
          {
            title: "Geschäftsbereich Private KI",
            body: "Selbst betriebene Sprachmodelle, Retrieval sowie die Kosten- und Ertragsmodelle, die entscheiden, was privat betrieben wird.",
            href: "/de/private-llm",
          },
          {
            title: "Geschäftsbereich Sicherheit",
            body: "Zero Trust, Identitätsmanagement, Compliance-Bewertungen und Security Operations, einschließlich KI-gestützter Triage im SOC.",
            href: "/cybersecurity/security-operations-modernization",
          },
          {
            title: "Geschäftsbereich Infrastruktur",
            body: "Cloud-Migration, Netzwerke, Unified Communications, Backup und Wiederherstellung sowie die GPU-Plattformen hinter privater KI.",
            href: "/de/private-ai-infrastructure",
          },
          {
            title: "Vantreo Research Team",
            body: "Untersucht, warum KI-Programme in Unternehmen ins Stocken geraten und was die erfolgreichen anders machen, und veröffentlicht die Ergebnisse.",
            href: "/insights",
          },
        ],
      },
      {
        kind: "quote",
        quote:
          "Wir messen ein Projekt daran, was ein Jahr nach unserem Abschied noch läuft – und noch Vertrauen genießt.",
        attribution: "Die geschäftsführenden Partner von Vantreo Data & AI",
      },
      {
        kind: "features",
        heading: "Wofür wir stehen",
        items: [
          {
            title: "Offenheit",
            body: "Wir sagen es früh, wenn ein Plan, ein Anbieter oder eine eigene Idee nicht funktioniert, und halten schlechte Nachrichten schriftlich fest.",
          },
          {
            title: "Verantwortung",
            body: "Wer ein Problem findet, verantwortet es, bis es gelöst oder ausdrücklich übergeben ist. Nichts fällt zwischen zwei Geschäftsbereichen durch.",
          },
          {
            title: "Handwerk",
            body: "Getesteter Code, geprüfte Entwürfe und Dokumentation, die jemand liest. Wir liefern so, wie wir selbst ein System übernehmen möchten.",
          },
          {
            title: "Sorgfalt mit Daten",
            body: "Wir gehen mit Kundendaten so um, wie wir es uns für unsere eigenen Krankenakten wünschen: minimale Zugriffe, keine Kopien außerhalb der vereinbarten Umgebungen und nach Projektende keine gespeicherten Kundendaten bei uns.",
          },
          {
            title: "Geteiltes Wissen",
            body: "Was wir lernen, fließt in unsere Forschung, unsere Playbooks und die Teams unserer Kunden – nicht in eine Blackbox, die nur wir öffnen können.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Verwurzelt in Atlanta, tätig dort, wo unsere Kunden sind",
        paragraphs: [
          `Unser Büro liegt in der ${siteConfig.address.street}, in Sandy Springs, Georgia, und die meisten unserer Mitarbeitenden wohnen nur eine kurze Fahrt davon entfernt. So sind Workshops vor Ort im gesamten Südosten einfach möglich, und unsere Teams arbeiten in derselben Zeitzone wie die meisten unserer Kunden. Unsere [Atlanta-Seite](/de/atlanta-data-experts) stellt das regionale Team und die betreuten Städte vor.`,
          "Wir suchen laufend erfahrene Engineers, Data Scientists und Sicherheitsfachleute, die nah an echten Problemen ihre beste Arbeit leisten wollen. Zu unseren [offenen Stellen](/de/careers).",
        ],
      },
      {
        kind: "cta",
        heading: "Beginnen Sie mit einem Gespräch, nicht mit einem Angebot",
        body: "Schildern Sie uns, was Sie entscheiden müssen. Eine Bereichsleitung antwortet innerhalb eines Werktags – und wenn wir nicht die richtige Firma dafür sind, sagen wir es Ihnen.",
        primary: { label: "Kontakt aufnehmen", href: contact("/de", "Erstgespräch") },
        secondary: { label: "Kundendokumentation lesen", href: "/de/documentation" },
      },
    ],
  },
  ar: {
    title: "من نحن: Vantreo Data & AI",
    description:
      "شركة استشارية في أتلانتا تضم خبراء متمرّسين في البيانات والذكاء الاصطناعي والأمن والبنية التحتية: من نحن، وكيف نعمل، ومن نخدم، وما القيم التي نلتزم بها.",
    eyebrow: "من نحن",
    h1: "خبراء متمرّسون يبنون أنظمة بيانات وذكاء اصطناعي تدوم",
    lead: "Vantreo Data & AI شركة استشارية مقرها أتلانتا، ومكتبها في ساندي سبرينغز بولاية جورجيا. نصمّم منصات البيانات وأنظمة الذكاء الاصطناعي والبنى التحتية التي تعتمد عليها المؤسسات في القطاعات الخاضعة للتنظيم، ونبنيها ونؤمّنها ونشغّلها. ومن تلتقون بهم في الاجتماع الأول هم أنفسهم من ينفّذون العمل.",
    actions: [
      { label: "تحدّثوا إلى قائد إحدى الممارسات", href: contact("/ar", "محادثة تعارف") },
      { label: "كيف نعمل معكم", href: "/ar/documentation" },
    ],
    keywords: [
      "Vantreo Data & AI",
      "استشارات البيانات في أتلانتا",
      "استشارات الذكاء الاصطناعي للمؤسسات",
      "استشاريو هندسة البيانات",
      "حوكمة الذكاء الاصطناعي",
    ],
    sections: [
      {
        kind: "prose",
        heading: "من نحن",
        paragraphs: [
          "نحن شركة استشارية تضم مهندسين وعلماء بيانات ومعماريي أنظمة ومتخصصين في الأمن السيبراني، أمضوا مسيرتهم المهنية داخل فرق التقنية في المؤسسات الكبرى. ومنذ أكثر من 15 عامًا يعمل فريقنا انطلاقًا من أتلانتا مع مؤسسات في جنوب شرق الولايات المتحدة، ونخدم اليوم عملاء في أنحاء الولايات المتحدة وخارجها.",
          "يغطي عملنا المسار الكامل من البيانات الخام إلى الذكاء الاصطناعي في بيئة الإنتاج: هندسة البيانات ومعماريتها، وتعلّم الآلة وعملياته (MLOps)، وحوكمة الذكاء الاصطناعي، والذكاء الاصطناعي الخاص والنماذج اللغوية، والأمن السيبراني، والشبكات والبنية التحتية. وهذا الاتساع مقصود؛ إذ تُظهر أبحاثنا أن 80 بالمئة من مشاريع الذكاء الاصطناعي في المؤسسات تتعثر قبل أن تحقق قيمة، ومعظمها يتعثر عند نقطة التقاء: نموذج لا تستطيع منصة البيانات تغذيته، أو تجربة أولية لا يوافق عليها فريق الأمن، أو واجهة خدمة لا تقدر البنية التحتية على تشغيلها. وحين يتولى فريق واحد المسؤولية عن كل نقاط الالتقاء هذه، تزول معظم أسباب الإخفاق.",
          "ونحرص على أن يبقى فريقنا من ذوي الخبرة. فلا نبني مشاريعنا على هرم من الاستشاريين المبتدئين يعلوه شريك لا يظهر إلا في اجتماعات اللجان التوجيهية؛ بل إن المعماري الذي يصمم منصتكم يراجع شيفرتها ويشارك في معالجة أعطالها.",
        ],
      },
      {
        kind: "stats",
        heading: "Vantreo بالأرقام",
        items: [
          {
            number: "500+",
            label: "عملية نشر مؤسسية",
            detail: "منصات بيانات ونماذج وبنى تحتية وصلت إلى بيئة الإنتاج",
          },
          {
            number: "99.9%",
            label: "نسبة التشغيل",
            detail:
              "مستوى التوافر الذي نستهدفه في تصميم المنصات المُدارة، وتُحدَّد مستويات الخدمة في كل عقد",
          },
          {
            number: "40–60%",
            label: "خفض تكاليف الاتصالات",
            detail:
              "معتاد عند الانتقال من الخطوط الهاتفية التقليدية إلى الاتصال الصوتي السحابي (VoIP)",
          },
          {
            number: "أفضل 10%",
            label: "من خبراء علوم البيانات",
            detail: "نوظّفهم من أفضل 10% من المتقدمين في تقييمنا التقني",
          },
          { number: "24/7", label: "دعم متواصل", detail: "لكل خدمة مُدارة، مع مسار تصعيد محدد" },
        ],
      },
      {
        kind: "features",
        heading: "ما نقدّمه",
        intro: "أربعة تخصصات وفريق واحد مسؤول. ومعظم مشاريعنا تستعين باثنين منها على الأقل.",
        items: [
          {
            title: "البيانات",
            body: "معمارية مستودعات البيانات وبحيرات البيانات، وخطوط المعالجة الدفعية والمتدفقة، وعقود البيانات، وجودة البيانات ومراقبتها، والبيانات المرجعية، وحوكمة يتعايش معها المدققون والمحللون على حد سواء.",
          },
          {
            title: "الذكاء الاصطناعي وتعلّم الآلة",
            body: "اختيار حالات الاستخدام بدراسة جدوى واضحة، والنماذج التنبؤية، وتطبيقات الاسترجاع والنماذج اللغوية، والنشر الخاص للنماذج، وعمليات تعلّم الآلة، والتقييم الذي يضمن صدق النماذج في بيئة الإنتاج.",
          },
          {
            title: "حوكمة الذكاء الاصطناعي",
            body: "سجلات النماذج، وتصنيف المخاطر، والتحقق والمراقبة وفق إطار NIST AI RMF وإرشادات SR 11-7 وقانون الاتحاد الأوروبي للذكاء الاصطناعي، مدمجة في التنفيذ لا مضافة بعده.",
          },
          {
            title: "الأمن والبنية التحتية",
            body: "انعدام الثقة (Zero Trust)، وإدارة الهوية، وعمليات الأمن، وأمن الشبكات المُدار، والانتقال إلى السحابة، والنسخ الاحتياطي والتعافي من الكوارث، وهندسة وحدات المعالجة الرسومية والمنصات التي يقوم عليها الذكاء الاصطناعي الخاص.",
          },
        ],
      },
      {
        kind: "steps",
        heading: "كيف نعمل",
        intro:
          "يمر كل مشروع بالمراحل الثلاث نفسها، بحجم يناسب المشكلة. ويشرح مركز التوثيق المخصص لعملائنا كل مرحلة ومخرجاتها ونموذج الدعم لدينا بالتفصيل.",
        items: [
          {
            title: "الاستكشاف ووضع الاستراتيجية",
            body: "تقييم بسعر ثابت يستغرق عادةً من أسبوع إلى أربعة أسابيع، وينتهي بقرار واضح: حالات الاستخدام أو التغييرات في المنصة التي تستحق التمويل، وعائدها المتوقع، ومخاطرها، وخطة تنفيذ بأدوار محددة.",
          },
          {
            title: "البناء والتكامل",
            body: "دورات تسليم مدة كل منها أسبوعان داخل بيئاتكم ومستودعات الشيفرة لديكم، مع عرض برمجيات عاملة في نهاية كل دورة، ومشاركة فرق الأمن والحوكمة والتشغيل منذ الدورة الأولى.",
          },
          {
            title: "المراقبة والتحسين",
            body: "تسليم منظّم إلى فريقكم، أو خدمة مُدارة يتولاها فريقنا مع دعم على مدار الساعة طوال أيام الأسبوع، ومستويات خدمة محددة، ومراجعة شهرية للتكلفة والموثوقية ومؤشرات الأعمال المتفق عليها منذ البداية.",
          },
        ],
      },
      {
        kind: "features",
        heading: "مبادئ نلزم أنفسنا بها",
        items: [
          {
            title: "القرار قبل البناء",
            body: "لا يبدأ أي مشروع بشراء منصة أو اختيار نموذج، بل بالقرار الذي تحتاج المؤسسة إلى اتخاذه والمؤشر الذي سيثبت نجاحه.",
          },
          {
            title: "خبراء متمرّسون بأسمائهم في العرض",
            body: "الخبراء المذكورون في بيان العمل هم من ينفّذون العمل فعلًا، وأي تغيير في الأفراد الرئيسيين يتطلب موافقتكم الكتابية.",
          },
          {
            title: "شيفرتكم وحساباتكم وملكيتكم الفكرية",
            body: "نبني داخل بيئتكم السحابية ومستودعاتكم. وكل ما ننشئه لكم ملك لكم، دون رسوم ترخيص على أدواتنا المسرّعة بعد تسليمها.",
          },
          {
            title: "مشورة مستقلة عن المورّدين",
            body: "لا يدفع لنا مورّدو البرمجيات أو الخدمات السحابية مقابل توصياتنا. وحين نقترح منتجًا نعرض البدائل التي درسناها وأسباب استبعادها.",
          },
          {
            title: "حوكمة منذ الدورة الأولى",
            body: "نُعدّ توثيق النماذج وتتبّع مصادر البيانات ومراجعات الصلاحيات ونماذج التهديدات أثناء بناء النظام، فتصبح مراجعة الإطلاق إجراءً شكليًا لا إعادة بناء.",
          },
          {
            title: "فريق أقوى بعد رحيلنا",
            body: "العمل الثنائي والمراجعات وأدلة التشغيل جزء أصيل من الخطة. والنجاح عندنا أن يتمكن مهندسوكم من تشغيل ما بنيناه وتطويره من دوننا.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "القطاعات التي نخدمها",
        intro:
          "نركّز على القطاعات التي تخضع فيها البيانات للتنظيم، وتكون الأخطاء فيها مكلفة، ويطرح فيها المدققون أسئلة صعبة.",
        items: [
          {
            title: "الرعاية الصحية وعلوم الحياة",
            body: "الأنظمة الصحية وجهات التأمين الصحي وشركات علوم الحياة: منصات البيانات السريرية وبيانات المطالبات، وتحليلات تراعي متطلبات HIPAA، وحوكمة للذكاء الاصطناعي يثق بها القادة السريريون.",
            href: "/solutions/healthcare",
          },
          {
            title: "الخدمات المالية",
            body: "البنوك وشركات التأمين وشركات المدفوعات: تحليلات الاحتيال والمخاطر، وإدارة مخاطر النماذج وفق SR 11-7، ونماذج لغوية خاصة للمستندات الحساسة.",
            href: "/financial-services",
          },
          {
            title: "القطاع الفيدرالي والحكومي",
            body: "الجهات الحكومية ومقاولوها: منصات بيانات آمنة، وذكاء اصطناعي في بيئات محكومة، وتحديث عمليات الأمن وفق الأطر الفيدرالية.",
            href: "/federal-government",
          },
          {
            title: "التجزئة والتجارة الإلكترونية",
            body: "تجار التجزئة والعلامات التجارية: توقّع الطلب والتسعير والتخصيص بالاعتماد على بيانات تثق بها فعلًا فرق المشتريات وسلاسل الإمداد.",
            href: "/solutions/retail-ecommerce",
          },
        ],
      },
      {
        kind: "cards",
        heading: "كيف تُدار الشركة",
        intro:
          "ننتظم في ممارسات متخصصة. ويتولى قائد كل ممارسة المسؤولية عن جودة العمل في تخصصه، ويراجع كل مشروع يستعين به.",
        items: [
          {
            title: "الشركاء الإداريون",
            body: "يحددون توجه الشركة، ويعتمدون كل بيان عمل، ويمثلون المستوى الأخير للتصعيد. ولكل علاقة مع عميل شريك إداري يرعاها.",
          },
          {
            title: "ممارسة هندسة البيانات",
            body: "معمارية المنصات، وخطوط المعالجة، وجودة البيانات ومراقبتها، وتحديث مستودعات البيانات القديمة.",
            href: "/data-engineering",
          },
          {
            title: "ممارسة الذكاء الاصطناعي وعمليات تعلّم الآلة",
            body: "تعلّم الآلة، ونشر النماذج ومراقبتها، ونموذج التشغيل الذي ينقل النماذج من دفاتر التجارب إلى بيئة الإنتاج.",
            href: "/services/mlops-consulting",
          },
          {
            title: "ممارسة حوكمة الذكاء الاصطناعي",
            body: "مخاطر النماذج، والذكاء الاصطناعي المسؤول، والجاهزية التنظيمية، من السياسة المكتوبة إلى الضوابط التي تثبت الالتزام بها.",
            href: "/ar/ai-governance",
          },
          {
            title: "ممارسة الذكاء الاصطناعي الخاص",
            body: "النماذج اللغوية المستضافة ذاتيًا، والاسترجاع، ونماذج التكلفة والعائد التي تحدد ما يُشغَّل بشكل خاص.",
            href: "/ar/private-llm",
          },
          {
            title: "ممارسة الأمن",
            body: "انعدام الثقة، وإدارة الهوية، وتقييمات الامتثال، وعمليات الأمن، بما في ذلك فرز التنبيهات بمساعدة الذكاء الاصطناعي في مركز العمليات الأمنية.",
            href: "/cybersecurity/security-operations-modernization",
          },
          {
            title: "ممارسة البنية التحتية",
            body: "الانتقال إلى السحابة، والشبكات، والاتصالات الموحدة، والنسخ الاحتياطي والتعافي، ومنصات وحدات المعالجة الرسومية التي يقوم عليها الذكاء الاصطناعي الخاص.",
            href: "/ar/private-ai-infrastructure",
          },
          {
            title: "فريق Vantreo للأبحاث",
            body: "يدرس أسباب تعثر برامج الذكاء الاصطناعي في المؤسسات وما تفعله البرامج الناجحة بشكل مختلف، وينشر نتائجه.",
            href: "/insights",
          },
        ],
      },
      {
        kind: "quote",
        quote: "نحكم على أي مشروع بما يبقى منه عاملًا، وموضع ثقة، بعد عام من مغادرتنا.",
        attribution: "الشركاء الإداريون في Vantreo Data & AI",
      },
      {
        kind: "features",
        heading: "القيم التي نلتزم بها",
        items: [
          {
            title: "الصراحة",
            body: "نبلغ عملاءنا مبكرًا حين لا تنجح خطة أو مورّد أو فكرة من أفكارنا، ونوثّق الأخبار السيئة كتابةً.",
          },
          {
            title: "تحمّل المسؤولية",
            body: "من يكتشف مشكلة يتولاها حتى تُحل أو تُسلَّم صراحةً إلى غيره. فلا شيء يضيع بين ممارسة وأخرى.",
          },
          {
            title: "الإتقان",
            body: "شيفرة مختبرة، وتصاميم مراجعة، وتوثيق يقرؤه الناس فعلًا. نلتزم في عملنا بالمستوى الذي نتمنى أن نرثه نحن.",
          },
          {
            title: "العناية بالبيانات",
            body: "نتعامل مع بيانات عملائنا كما نحب أن تُعامَل سجلاتنا الطبية الشخصية: أقل قدر من الصلاحيات، ولا نسخ خارج البيئات المتفق عليها، ولا احتفاظ بشيء بعد انتهاء المشروع.",
          },
          {
            title: "مشاركة المعرفة",
            body: "ما نتعلمه يعود إلى أبحاثنا وأدلة عملنا وفرق عملائنا، لا إلى صندوق مغلق لا يفتحه أحد سوانا.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "جذورنا في أتلانتا وعملنا حيث يكون عملاؤنا",
        paragraphs: [
          `يقع مكتبنا في \u2066${siteConfig.address.street}\u2069 في ساندي سبرينغز بولاية جورجيا، ويسكن معظم فريقنا على مسافة قصيرة منه. وهذا ييسّر عقد ورش العمل الحضورية في أنحاء جنوب شرق الولايات المتحدة، ويُبقي فرقنا في المنطقة الزمنية نفسها لمعظم عملائنا. وتعرّف [صفحة أتلانتا](/ar/atlanta-data-experts) بالفريق الإقليمي والمدن التي يغطيها.`,
          "ونرحب دائمًا بالمهندسين وعلماء البيانات ومتخصصي الأمن ذوي الخبرة الذين يريدون تقديم أفضل ما لديهم قريبًا من مشكلات حقيقية. اطّلعوا على [الوظائف المتاحة](/ar/careers).",
        ],
      },
      {
        kind: "cta",
        heading: "ابدؤوا بمحادثة لا بعرض سعر",
        body: "أخبرونا بالقرار الذي تسعون إلى اتخاذه. سيردّ عليكم قائد إحدى الممارسات خلال يوم عمل واحد، وإن لم نكن الجهة المناسبة لذلك فسنقول لكم ذلك بصراحة.",
        primary: { label: "تواصلوا معنا", href: contact("/ar", "محادثة تعارف") },
        secondary: { label: "اطّلعوا على وثائق العملاء", href: "/ar/documentation" },
      },
    ],
  },
} satisfies LocalizedPageCopy;
