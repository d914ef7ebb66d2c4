/**
 * Copy of the /data-architecture topic page (spec section 2: topic pages; German and Arabic
 * versions exist). Design-stage work: the target platform, its decisions and a funded roadmap.
 * Migration delivery lives on /data-engineering-modernization, so the two pages do not repeat.
 */
import type { LocalizedPageCopy } from "../page-copy";

const contact = (prefix: "" | "/de" | "/ar", subject: string): string =>
  `${prefix}/contact?source=topic-data-architecture&utm_service=data-architecture&subject=${encodeURIComponent(subject)}`;

/** The /data-architecture page in English, German and Arabic. */
export const copy = {
  en: {
    title: "Enterprise data architecture consulting",
    description:
      "Target-state data architecture for AI and analytics: lakehouse or warehouse, integration, ownership, access and a costed roadmap in 8–12 weeks.",
    eyebrow: "Data architecture",
    h1: "Data architecture your analysts, models and auditors can all rely on",
    lead: "We design the target data platform for enterprises in healthcare, financial services, government and retail: which storage and compute pattern, how data arrives, who owns it, who may see it and what it costs to run. You leave with the decisions written down, a thin slice working on your own data and a roadmap your finance team can fund.",
    actions: [
      { label: "Book an architecture review", href: contact("", "Data architecture review") },
      { label: "Read the lakehouse playbook", href: "/insights/lakehouse-migration-playbook" },
    ],
    keywords: [
      "enterprise data architecture",
      "lakehouse architecture",
      "data platform design",
      "data mesh",
      "AI-ready data platform",
      "data architecture consulting Atlanta",
    ],
    sections: [
      {
        kind: "prose",
        heading: "What you get from an architecture engagement",
        paragraphs: [
          "Most data platforms were not designed; they accumulated. A warehouse was bought for finance reporting, a data lake was added for data science, a streaming pipeline appeared for one product team, and each came with its own copies, its own access rules and its own definition of a customer. The result is familiar: three numbers for the same metric, AI projects that spend most of their time finding and cleaning data, and a cloud bill nobody can attribute.",
          "An architecture engagement with us replaces that drift with a small number of explicit, recorded decisions. We work backwards from the consumers – reports, models, regulatory submissions, operational systems – and the freshness, accuracy and access each needs, before choosing any product. The output is a target state your engineers can build against, with the reasoning kept so the next team can challenge it.",
        ],
      },
      {
        kind: "features",
        heading: "The architecture choices we help you make",
        items: [
          {
            title: "Storage and compute pattern",
            body: "A cloud data warehouse, a lakehouse on an open table format such as Delta Lake, Apache Iceberg or Apache Hudi, or a combination. The open format matters when several engines and AI workloads must read the same governed tables without copies.",
          },
          {
            title: "Integration style",
            body: "Batch ELT, change data capture from operational databases, or event streaming. We set a freshness requirement per use case first, because streaming is expensive to operate and many use cases do not need it.",
          },
          {
            title: "Ownership model",
            body: "A central platform team, domain-owned data products in a data mesh, or the common middle ground: a shared platform with domain teams owning the data they produce under published contracts.",
          },
          {
            title: "Semantic layer and metrics",
            body: "Where business definitions live so that revenue, readmission rate or active customer mean the same thing in every dashboard, notebook and AI assistant that queries them.",
          },
          {
            title: "Access, privacy and residency",
            body: "A catalog with lineage, role- and attribute-based access, masking of regulated fields, and data residency where contracts or regulation require data to stay in a region or on your own premises.",
          },
          {
            title: "AI readiness",
            body: "Feature tables that keep training and serving consistent, governed access to documents and other unstructured data for retrieval, and vector indexes that respect the same permissions as the source systems.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Choosing a platform pattern",
        caption: "Where each common pattern fits, and what to watch for",
        columns: ["Pattern", "Fits when", "Watch out for"],
        rows: [
          [
            "Cloud data warehouse",
            "Most consumers are SQL and BI; data is largely structured; the team is strong in SQL",
            "Unstructured data and ML workloads end up copied elsewhere; consumption pricing grows with concurrency",
          ],
          [
            "Lakehouse on an open table format",
            "Analytics, data science and AI share the same data; several engines must read it; portability matters",
            "More platform engineering to run well; governance must be designed in, not added later",
          ],
          [
            "Data mesh operating model",
            "Many domains with capable teams; a central team has become the bottleneck",
            "Without a strong shared platform and contracts it becomes many small silos",
          ],
          [
            "Hybrid or sovereign deployment",
            "Regulated data must stay on premises or in-country; latency to plant or clinical systems matters",
            "Two operating models to staff; consistent access policy across both is hard",
          ],
        ],
      },
      {
        kind: "list",
        heading: "Deliverables",
        items: [
          "Architecture decision records for each major choice, with the options considered and the reasons for the decision",
          "Target-state architecture views: context, containers and data flows, at a level engineers can build from",
          "A domain and ownership map naming the accountable owner of each critical data set",
          "An access and privacy model covering roles, attributes, masking rules and audit requirements",
          "Non-functional requirements per use case: freshness, availability, recovery point and recovery time objectives",
          "A three-year cost model for storage, compute, licenses and the people to run the platform",
          "A thin slice on your own data proving the riskiest assumption, such as performance, lineage or row-level security",
          "A sequenced roadmap with funding gates, retirement targets for legacy systems and the first 90 days in detail",
        ],
      },
      {
        kind: "steps",
        heading: "How the engagement runs",
        intro:
          "A typical engagement takes 8 to 12 weeks with a small team of a lead architect, a data engineer and a governance specialist working alongside yours.",
        items: [
          {
            title: "Weeks 1–3: consumers and constraints",
            body: "We inventory the systems, pipelines and, above all, the consumers: which reports, models and submissions matter, who reads them and how often. Query and usage logs show what is really used.",
          },
          {
            title: "Weeks 3–6: options and decisions",
            body: "For each decision we lay out two or three options with cost, risk and skills implications, and agree them with your architecture board. Decisions are recorded as they are made, not reconstructed at the end.",
          },
          {
            title: "Weeks 6–9: the thin slice",
            body: "We build one end-to-end path on real data, from source through the catalog to a report and a model feature, to test the assumption most likely to be wrong.",
          },
          {
            title: "Weeks 9–12: roadmap and business case",
            body: "We sequence the build, set funding gates and retirement targets, and walk finance through the cost model so the first phase can be approved on evidence.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Decision criteria we weigh",
        caption:
          "The questions behind each architecture decision and the evidence we use to answer them",
        columns: ["Criterion", "The question", "Evidence"],
        rows: [
          [
            "Freshness",
            "How old may data be when each decision is made?",
            "Per-use-case requirements agreed with the business owner",
          ],
          [
            "Scale and concurrency",
            "How much data, how many users and jobs at peak?",
            "Usage logs, growth plans, month-end and seasonal peaks",
          ],
          [
            "Openness",
            "Can we change engines or vendors without copying data?",
            "Table formats, export paths, contract terms",
          ],
          [
            "Governance",
            "Can we prove who accessed what and where it came from?",
            "Lineage coverage, audit logs, access reviews",
          ],
          [
            "Skills",
            "Can the team you have run what we design?",
            "Skills inventory and hiring plan",
          ],
          [
            "Total cost",
            "What does it cost over three years, people included?",
            "Cost model reviewed with finance",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Risks and how we manage them",
        items: [
          {
            title: "Tool-led design",
            body: "Choosing a product first and fitting requirements to it. We record requirements and decisions before any product comparison.",
          },
          {
            title: "Big-bang cutover",
            body: "Moving everything at once and losing trust in the numbers. The roadmap moves domain by domain with reconciliation and parallel runs.",
          },
          {
            title: "Governance added later",
            body: "Retrofitting access control and lineage costs far more than designing them in. Both are part of the thin slice.",
          },
          {
            title: "Unattributed consumption cost",
            body: "Usage-priced platforms grow quietly. We design tagging, budgets and chargeback from the start.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Do we have to replace our current data warehouse?",
            answer:
              "Often not. Many estates keep a warehouse engine for BI and add an open table layer for data science and AI. We recommend replacement only when cost, openness or governance cannot be fixed in place, and we show the numbers behind that recommendation.",
          },
          {
            question: "Are you tied to a particular cloud or platform vendor?",
            answer:
              "No. We design on the major clouds, on-premises and in hybrid estates, and we have no resale targets. Where you have existing commitments, we design to use them well.",
          },
          {
            question: "Is data mesh right for us?",
            answer:
              "Data mesh is an operating model, not a product. It helps when many domains have capable engineering teams and a central team has become a bottleneck. Without a strong shared platform and data contracts it tends to create silos, so we usually start with a shared platform and domain ownership of data products.",
          },
          {
            question: "How do you make the architecture ready for generative AI?",
            answer:
              "By governing unstructured data like any other data: documents get owners, classifications and permissions in the catalog, retrieval indexes inherit those permissions, and lineage runs from source document to answer. Our RAG architecture service builds on that foundation.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "Data Engineering & Architecture",
            body: "Design and build of the platform, pipelines and models described in your roadmap.",
            href: "/services/data-engineering-architecture",
          },
          {
            title: "Data Governance & Compliance",
            body: "Catalog, lineage, access policy and retention that satisfy auditors without slowing delivery.",
            href: "/services/data-governance-compliance",
          },
          {
            title: "Real-Time Analytics",
            body: "Change data capture and streaming for the use cases whose freshness requirement justifies it.",
            href: "/services/real-time-analytics",
          },
          {
            title: "DataOps & Feature Store",
            body: "Consistent features for training and serving, with the testing and release discipline of software.",
            href: "/services/dataops-feature-store",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Further reading",
        items: [
          {
            title: "Real-time data architecture for AI",
            body: "How to set a freshness requirement per use case and the four architecture tiers that meet it.",
            href: "/insights/real-time-data-architecture-for-ai",
          },
          {
            title: "Data contracts for AI pipelines",
            body: "Making the promises between producing teams and models explicit, testable and versioned.",
            href: "/insights/data-contracts-for-ai-pipelines",
          },
          {
            title: "Case study: the missing sixth dimension",
            body: "How a national retailer made data trust measurable and validated $15M in annual impact in 6 weeks.",
            href: "/case-studies/missing-sixth-dimension",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Start with a review of your current architecture",
        body: "In a 60-minute session our lead architect walks through your current platform, your most important consumers and the decision you are facing, and tells you honestly whether a full engagement is worth it.",
        primary: {
          label: "Request an architecture review",
          href: contact("", "Data architecture review"),
        },
        secondary: {
          label: "Take the data maturity assessment",
          href: "/tools/data-maturity-assessment",
        },
      },
    ],
  },
  de: {
    title: "Beratung für Enterprise-Datenarchitektur",
    description:
      "Zieldatenarchitektur für KI und Analytics: Lakehouse oder Warehouse, Integration, Verantwortung, Zugriff und eine bezifferte Roadmap in 8–12 Wochen.",
    eyebrow: "Datenarchitektur",
    h1: "Eine Datenarchitektur, auf die sich Analysten, Modelle und Prüfer verlassen können",
    lead: "Wir entwerfen die Zielplattform für Daten in Unternehmen aus Gesundheitswesen, Finanzdienstleistung, öffentlichem Sektor und Handel: welches Speicher- und Rechenmuster, wie Daten ankommen, wem sie gehören, wer sie sehen darf und was der Betrieb kostet. Sie erhalten dokumentierte Entscheidungen, einen funktionierenden Durchstich auf Ihren eigenen Daten und eine Roadmap, die Ihr Controlling finanzieren kann.",
    actions: [
      { label: "Architektur-Review anfragen", href: contact("/de", "Review der Datenarchitektur") },
      { label: "Lakehouse-Leitfaden lesen", href: "/insights/lakehouse-migration-playbook" },
    ],
    keywords: [
      "Datenarchitektur Beratung",
      "Lakehouse-Architektur",
      "Datenplattform Design",
      "Data Mesh",
      "KI-fähige Datenplattform",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Was Ihnen ein Architekturprojekt bringt",
        paragraphs: [
          "Die meisten Datenplattformen wurden nicht entworfen, sie sind gewachsen. Für das Finanzreporting kam ein Data Warehouse, für Data Science ein Data Lake, für ein Produktteam eine Streaming-Strecke – jeweils mit eigenen Kopien, eigenen Zugriffsregeln und eigener Definition von „Kunde“. Das Ergebnis kennen Sie: drei Zahlen für dieselbe Kennzahl, KI-Projekte, die den Großteil ihrer Zeit mit Suchen und Bereinigen verbringen, und eine Cloud-Rechnung, die niemand zuordnen kann.",
          "Wir ersetzen dieses Wachstum durch wenige, ausdrücklich dokumentierte Entscheidungen. Dabei arbeiten wir von den Nutzern her: Berichte, Modelle, regulatorische Meldungen und operative Systeme, die auf Daten angewiesen sind, und die Aktualität, Genauigkeit und Zugriffsrechte, die jedes davon braucht. Erst dann wählen wir Muster und Produkte. Das Ergebnis ist kein Folienbild, sondern ein Zielzustand, gegen den Ihre Entwicklerinnen und Entwickler bauen können – mit festgehaltener Begründung, damit das nächste Team sie hinterfragen kann.",
        ],
      },
      {
        kind: "features",
        heading: "Die Architekturentscheidungen, die wir mit Ihnen treffen",
        items: [
          {
            title: "Speicher- und Rechenmuster",
            body: "Ein Cloud Data Warehouse, ein Lakehouse auf einem offenen Tabellenformat wie Delta Lake, Apache Iceberg oder Apache Hudi oder eine Kombination. Das offene Format zählt, wenn mehrere Engines und KI-Workloads dieselben verwalteten Tabellen ohne Kopien lesen sollen.",
          },
          {
            title: "Integrationsstil",
            body: "Batch-ELT, Change Data Capture aus operativen Datenbanken oder Event-Streaming. Zuerst legen wir je Anwendungsfall die nötige Aktualität fest, denn Streaming ist im Betrieb teuer und oft nicht erforderlich.",
          },
          {
            title: "Verantwortungsmodell",
            body: "Ein zentrales Plattformteam, Datenprodukte in der Verantwortung der Domänen im Sinne von Data Mesh oder der bewährte Mittelweg: eine gemeinsame Plattform, auf der Domänenteams ihre Daten unter veröffentlichten Verträgen bereitstellen.",
          },
          {
            title: "Semantische Schicht und Kennzahlen",
            body: "Wo fachliche Definitionen liegen, damit Umsatz, Wiederaufnahmequote oder aktiver Kunde in jedem Dashboard, Notebook und KI-Assistenten dasselbe bedeuten.",
          },
          {
            title: "Zugriff, Datenschutz und Datenresidenz",
            body: "Ein Katalog mit Lineage, rollen- und attributbasierter Zugriff, Maskierung regulierter Felder und Datenresidenz dort, wo Verträge oder Vorschriften eine Region oder das eigene Rechenzentrum verlangen.",
          },
          {
            title: "KI-Fähigkeit",
            body: "Feature-Tabellen, die Training und Betrieb konsistent halten, verwalteter Zugang zu Dokumenten und anderen unstrukturierten Daten für Retrieval sowie Vektorindizes mit denselben Berechtigungen wie die Quellsysteme.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Das passende Plattformmuster wählen",
        caption: "Wo die gängigen Muster passen und worauf zu achten ist",
        columns: ["Muster", "Passt, wenn", "Achten Sie auf"],
        rows: [
          [
            "Cloud Data Warehouse",
            "Die meisten Nutzer arbeiten mit SQL und BI; die Daten sind überwiegend strukturiert; das Team ist stark in SQL",
            "Unstrukturierte Daten und ML-Workloads landen als Kopien anderswo; nutzungsbasierte Preise steigen mit der Parallelität",
          ],
          [
            "Lakehouse auf offenem Tabellenformat",
            "Analytics, Data Science und KI teilen dieselben Daten; mehrere Engines lesen sie; Portabilität ist wichtig",
            "Mehr Plattform-Engineering im Betrieb; Governance muss von Anfang an mitgedacht werden",
          ],
          [
            "Data Mesh als Betriebsmodell",
            "Viele Domänen mit leistungsfähigen Teams; das zentrale Team ist zum Engpass geworden",
            "Ohne starke gemeinsame Plattform und Datenverträge entstehen viele kleine Silos",
          ],
          [
            "Hybride oder souveräne Bereitstellung",
            "Regulierte Daten müssen im eigenen Haus oder im Land bleiben; Latenz zu Werk oder Klinik zählt",
            "Zwei Betriebsmodelle brauchen Personal; einheitliche Zugriffsregeln über beide sind anspruchsvoll",
          ],
        ],
      },
      {
        kind: "list",
        heading: "Ergebnisse",
        items: [
          "Architecture Decision Records für jede wesentliche Entscheidung, mit geprüften Optionen und Begründung",
          "Sichten auf die Zielarchitektur – Kontext, Container und Datenflüsse – in einer Tiefe, nach der gebaut werden kann",
          "Eine Domänen- und Verantwortungslandkarte mit der verantwortlichen Person für jeden kritischen Datenbestand",
          "Ein Zugriffs- und Datenschutzmodell mit Rollen, Attributen, Maskierungsregeln und Audit-Anforderungen",
          "Nichtfunktionale Anforderungen je Anwendungsfall: Aktualität, Verfügbarkeit, Recovery Point und Recovery Time Objective",
          "Ein Kostenmodell über drei Jahre für Speicher, Rechenleistung, Lizenzen und das Betriebspersonal",
          "Ein Durchstich auf Ihren eigenen Daten, der die riskanteste Annahme prüft, etwa Performance, Lineage oder zeilenbasierte Sicherheit",
          "Eine priorisierte Roadmap mit Finanzierungsstufen, Abschaltzielen für Altsysteme und den ersten 90 Tagen im Detail",
        ],
      },
      {
        kind: "steps",
        heading: "So läuft das Projekt ab",
        intro:
          "Ein typisches Projekt dauert 8 bis 12 Wochen. Ein kleines Team aus leitender Architektin oder leitendem Architekten, Data Engineer und Governance-Spezialist arbeitet dabei eng mit Ihrem Team zusammen.",
        items: [
          {
            title: "Wochen 1–3: Nutzer und Randbedingungen",
            body: "Wir erfassen Systeme, Pipelines und vor allem die Nutzer: welche Berichte, Modelle und Meldungen zählen, wer sie liest und wie oft. Abfrage- und Nutzungsprotokolle zeigen, was tatsächlich verwendet wird.",
          },
          {
            title: "Wochen 3–6: Optionen und Entscheidungen",
            body: "Für jede Entscheidung stellen wir zwei bis drei Optionen mit Kosten, Risiken und Qualifikationsbedarf dar und stimmen sie mit Ihrem Architekturgremium ab. Entscheidungen werden dokumentiert, sobald sie fallen.",
          },
          {
            title: "Wochen 6–9: der Durchstich",
            body: "Wir bauen einen vollständigen Pfad auf echten Daten – von der Quelle über den Katalog bis zu einem Bericht und einem Modell-Feature –, um die Annahme zu prüfen, die am ehesten falsch ist.",
          },
          {
            title: "Wochen 9–12: Roadmap und Business Case",
            body: "Wir planen die Umsetzung, legen Finanzierungsstufen und Abschaltziele fest und erläutern dem Controlling das Kostenmodell, damit die erste Phase auf belastbarer Grundlage freigegeben werden kann.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Unsere Entscheidungskriterien",
        caption:
          "Die Fragen hinter jeder Architekturentscheidung und die Belege, mit denen wir sie beantworten",
        columns: ["Kriterium", "Die Frage", "Belege"],
        rows: [
          [
            "Aktualität",
            "Wie alt dürfen Daten sein, wenn eine Entscheidung fällt?",
            "Anforderungen je Anwendungsfall, abgestimmt mit der Fachseite",
          ],
          [
            "Volumen und Parallelität",
            "Wie viele Daten, Nutzer und Jobs zur Spitzenzeit?",
            "Nutzungsprotokolle, Wachstumspläne, Monatsabschluss und Saisonspitzen",
          ],
          [
            "Offenheit",
            "Können wir Engine oder Anbieter wechseln, ohne Daten zu kopieren?",
            "Tabellenformate, Exportwege, Vertragsbedingungen",
          ],
          [
            "Governance",
            "Können wir belegen, wer worauf zugegriffen hat und woher die Daten stammen?",
            "Lineage-Abdeckung, Audit-Logs, Berechtigungsprüfungen",
          ],
          [
            "Kompetenzen",
            "Kann Ihr vorhandenes Team betreiben, was wir entwerfen?",
            "Kompetenzübersicht und Einstellungsplan",
          ],
          [
            "Gesamtkosten",
            "Was kostet es über drei Jahre, Personal eingeschlossen?",
            "Mit dem Controlling geprüftes Kostenmodell",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Risiken und wie wir sie steuern",
        items: [
          {
            title: "Werkzeuggetriebenes Design",
            body: "Erst das Produkt wählen, dann die Anforderungen anpassen. Wir halten Anforderungen und Entscheidungen fest, bevor Produkte verglichen werden.",
          },
          {
            title: "Umstellung in einem Schritt",
            body: "Alles auf einmal zu migrieren, kostet das Vertrauen in die Zahlen. Die Roadmap geht Domäne für Domäne vor, mit Abgleich und Parallelbetrieb.",
          },
          {
            title: "Nachträgliche Governance",
            body: "Zugriffskontrolle und Lineage nachzurüsten ist weit teurer, als sie einzuplanen. Beides ist Teil des Durchstichs.",
          },
          {
            title: "Nicht zugeordnete Verbrauchskosten",
            body: "Nutzungsbasierte Plattformen wachsen unbemerkt. Tagging, Budgets und interne Verrechnung sind von Beginn an Teil des Designs.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Häufige Fragen",
        items: [
          {
            question: "Müssen wir unser bestehendes Data Warehouse ablösen?",
            answer:
              "Oft nicht. Viele Unternehmen behalten eine Warehouse-Engine für BI und ergänzen eine offene Tabellenschicht für Data Science und KI. Eine Ablösung empfehlen wir nur, wenn sich Kosten, Offenheit oder Governance nicht im Bestand beheben lassen – und wir legen die Zahlen dazu offen.",
          },
          {
            question: "Sind Sie an eine bestimmte Cloud oder Plattform gebunden?",
            answer:
              "Nein. Wir entwerfen auf den großen Clouds, im eigenen Rechenzentrum und in hybriden Umgebungen und verfolgen keine Wiederverkaufsziele. Bestehende Verpflichtungen nutzen wir bestmöglich.",
          },
          {
            question: "Ist Data Mesh das Richtige für uns?",
            answer:
              "Data Mesh ist ein Betriebsmodell, kein Produkt. Es hilft, wenn viele Domänen leistungsfähige Teams haben und ein zentrales Team zum Engpass geworden ist. Ohne starke gemeinsame Plattform und Datenverträge entstehen Silos. Deshalb beginnen wir meist mit einer gemeinsamen Plattform und Domänenverantwortung für Datenprodukte.",
          },
          {
            question: "Wie machen Sie die Architektur bereit für generative KI?",
            answer:
              "Indem unstrukturierte Daten wie alle anderen verwaltet werden: Dokumente erhalten im Katalog Verantwortliche, Klassifizierungen und Berechtigungen, Retrieval-Indizes übernehmen diese Berechtigungen, und die Lineage reicht vom Quelldokument bis zur Antwort. Darauf baut unser Service für RAG-Architektur auf.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Passende Leistungen",
        items: [
          {
            title: "Data Engineering und Datenarchitektur",
            body: "Entwurf und Aufbau von Plattform, Pipelines und Datenmodellen gemäß Ihrer Roadmap.",
            href: "/services/data-engineering-architecture",
          },
          {
            title: "Data Governance und Compliance",
            body: "Katalog, Lineage, Zugriffsrichtlinien und Aufbewahrung, die Prüfer überzeugen, ohne die Umsetzung zu bremsen.",
            href: "/services/data-governance-compliance",
          },
          {
            title: "Echtzeit-Analytik",
            body: "Change Data Capture und Streaming für die Anwendungsfälle, deren Aktualitätsanforderung es rechtfertigt.",
            href: "/services/real-time-analytics",
          },
          {
            title: "DataOps und Feature Store",
            body: "Konsistente Features für Training und Betrieb, mit der Test- und Release-Disziplin der Softwareentwicklung.",
            href: "/services/dataops-feature-store",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Weiterführende Beiträge",
        items: [
          {
            title: "Echtzeit-Datenarchitektur für KI",
            body: "Wie Sie je Anwendungsfall die nötige Aktualität festlegen und welche vier Architekturstufen sie erfüllen (auf Englisch).",
            href: "/insights/real-time-data-architecture-for-ai",
          },
          {
            title: "Datenverträge für KI-Pipelines",
            body: "Zusagen zwischen liefernden Teams und Modellen explizit, testbar und versioniert machen (auf Englisch).",
            href: "/insights/data-contracts-for-ai-pipelines",
          },
          {
            title: "Fallstudie: die fehlende sechste Dimension",
            body: "Wie ein landesweiter Händler Vertrauen in Daten messbar machte und in 6 Wochen eine jährliche Wirkung von 15 Mio. US-Dollar validierte (auf Englisch).",
            href: "/case-studies/missing-sixth-dimension",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Beginnen Sie mit einem Review Ihrer heutigen Architektur",
        body: "In 60 Minuten geht unsere Architekturleitung Ihre heutige Plattform, Ihre wichtigsten Datennutzer und die anstehende Entscheidung mit Ihnen durch – und sagt Ihnen offen, ob sich ein vollständiges Projekt lohnt.",
        primary: {
          label: "Architektur-Review anfragen",
          href: contact("/de", "Review der Datenarchitektur"),
        },
        secondary: {
          label: "Data-Maturity-Assessment starten",
          href: "/tools/data-maturity-assessment",
        },
      },
    ],
  },
  ar: {
    title: "استشارات معمارية البيانات للمؤسسات",
    description:
      "معمارية بيانات مستهدفة للذكاء الاصطناعي والتحليلات: مستودع أو Lakehouse، والتكامل، والملكية، وصلاحيات الوصول، وخارطة طريق محسوبة التكلفة خلال 8–12 أسبوعًا.",
    eyebrow: "معمارية البيانات",
    h1: "معمارية بيانات يعتمد عليها المحللون والنماذج والمدققون على حد سواء",
    lead: "نصمم منصة البيانات المستهدفة لمؤسسات الرعاية الصحية والخدمات المالية والقطاع الحكومي وتجارة التجزئة: أي نمط للتخزين والمعالجة، وكيف تصل البيانات، ومن يملكها، ومن يحق له الاطلاع عليها، وكم تكلف إدارتها. وتخرجون بقرارات موثقة، ومسار تجريبي يعمل على بياناتكم الفعلية، وخارطة طريق يستطيع فريقكم المالي تمويلها.",
    actions: [
      { label: "اطلبوا مراجعة معمارية", href: contact("/ar", "مراجعة معمارية البيانات") },
      {
        label: "اقرؤوا دليل الانتقال إلى Lakehouse",
        href: "/insights/lakehouse-migration-playbook",
      },
    ],
    keywords: [
      "معمارية البيانات",
      "Lakehouse",
      "تصميم منصات البيانات",
      "Data Mesh",
      "منصة بيانات جاهزة للذكاء الاصطناعي",
    ],
    sections: [
      {
        kind: "prose",
        heading: "ما الذي تحصلون عليه من مشروع المعمارية",
        paragraphs: [
          "معظم منصات البيانات لم تُصمَّم، بل تراكمت. اشتُري مستودع بيانات لتقارير المالية، ثم أُضيفت بحيرة بيانات لعلم البيانات، ثم ظهر مسار بث لفريق منتج واحد، ولكل منها نسخه وقواعد وصوله وتعريفه الخاص لـ«العميل». والنتيجة مألوفة: ثلاثة أرقام للمؤشر نفسه، ومشاريع ذكاء اصطناعي تقضي معظم وقتها في البحث عن البيانات وتنظيفها، وفاتورة سحابية لا يعرف أحد من يتحملها.",
          "نستبدل هذا التراكم بعدد محدود من القرارات الصريحة الموثقة. ونبدأ من جهة المستهلكين: التقارير والنماذج والإفصاحات التنظيمية والأنظمة التشغيلية التي تعتمد على البيانات، ومتطلبات كل منها من حيث الحداثة والدقة والصلاحيات. بعد ذلك فقط نختار الأنماط والمنتجات. والنتيجة ليست رسمًا لعرض تقديمي، بل حالة مستهدفة يبني عليها مهندسوكم، مع توثيق المبررات كي يتمكن الفريق التالي من مراجعتها.",
        ],
      },
      {
        kind: "features",
        heading: "قرارات المعمارية التي نساعدكم على اتخاذها",
        items: [
          {
            title: "نمط التخزين والمعالجة",
            body: "مستودع بيانات سحابي، أو Lakehouse على صيغة جداول مفتوحة مثل Delta Lake أو Apache Iceberg أو Apache Hudi، أو مزيج منهما. وتزداد أهمية الصيغة المفتوحة حين تحتاج محركات متعددة وأحمال ذكاء اصطناعي إلى قراءة الجداول المحكومة نفسها دون نسخ.",
          },
          {
            title: "أسلوب التكامل",
            body: "تحميل دفعي بأسلوب ELT، أو التقاط التغييرات من قواعد البيانات التشغيلية، أو بث الأحداث. نحدد أولًا متطلب الحداثة لكل حالة استخدام، لأن البث مكلف في التشغيل وكثير من الحالات لا يحتاج إليه.",
          },
          {
            title: "نموذج الملكية",
            body: "فريق منصة مركزي، أو منتجات بيانات تملكها فرق المجالات وفق نهج Data Mesh، أو الحل الوسط الشائع: منصة مشتركة تملك عليها فرق المجالات بياناتها بموجب عقود بيانات منشورة.",
          },
          {
            title: "الطبقة الدلالية والمؤشرات",
            body: "المكان الذي تعيش فيه التعريفات التجارية، كي تعني الإيرادات أو معدل إعادة الإدخال أو العميل النشط الشيء نفسه في كل لوحة معلومات ودفتر تحليل ومساعد ذكي.",
          },
          {
            title: "الوصول والخصوصية وتوطين البيانات",
            body: "فهرس بيانات مع تتبع للنسب، وصلاحيات قائمة على الأدوار والسمات، وإخفاء للحقول الخاضعة للتنظيم، وتوطين للبيانات حيث تشترط العقود أو الأنظمة بقاءها في منطقة بعينها أو داخل مراكزكم.",
          },
          {
            title: "الجاهزية للذكاء الاصطناعي",
            body: "جداول سمات تحافظ على الاتساق بين التدريب والتشغيل، ووصول محكوم إلى المستندات وغيرها من البيانات غير المهيكلة للاسترجاع، وفهارس متجهية تحترم صلاحيات الأنظمة المصدر نفسها.",
          },
        ],
      },
      {
        kind: "table",
        heading: "اختيار نمط المنصة",
        caption: "أين يناسب كل نمط شائع، وما الذي ينبغي الانتباه إليه",
        columns: ["النمط", "يناسب حين", "انتبهوا إلى"],
        rows: [
          [
            "مستودع بيانات سحابي",
            "معظم المستهلكين يستخدمون SQL وذكاء الأعمال، والبيانات مهيكلة في الغالب، والفريق متمكن من SQL",
            "انتقال البيانات غير المهيكلة وأحمال تعلم الآلة إلى نسخ في أماكن أخرى، وارتفاع التسعير القائم على الاستهلاك مع التزامن",
          ],
          [
            "Lakehouse على صيغة جداول مفتوحة",
            "التحليلات وعلم البيانات والذكاء الاصطناعي تتشارك البيانات نفسها، وعدة محركات تقرؤها، وقابلية النقل مهمة",
            "جهد أكبر في هندسة المنصة وتشغيلها، وضرورة تصميم الحوكمة منذ البداية لا إضافتها لاحقًا",
          ],
          [
            "Data Mesh نموذجًا تشغيليًا",
            "مجالات أعمال عديدة لديها فرق قادرة، وقد أصبح الفريق المركزي عنق زجاجة",
            "من دون منصة مشتركة قوية وعقود بيانات يتحول إلى جزر صغيرة معزولة",
          ],
          [
            "نشر هجين أو سيادي",
            "بيانات خاضعة للتنظيم يجب أن تبقى داخل المؤسسة أو داخل الدولة، أو زمن الاستجابة للمصنع أو الأنظمة السريرية مهم",
            "نموذجان تشغيليان يحتاجان إلى كوادر، وصعوبة توحيد سياسات الوصول بينهما",
          ],
        ],
      },
      {
        kind: "list",
        heading: "المخرجات",
        items: [
          "سجلات قرارات معمارية لكل خيار رئيسي، تتضمن البدائل التي دُرست وأسباب القرار",
          "مخططات المعمارية المستهدفة: السياق والمكونات وتدفقات البيانات، بمستوى تفصيل يصلح للبناء",
          "خريطة للمجالات والملكية تسمّي المسؤول عن كل مجموعة بيانات حرجة",
          "نموذج للوصول والخصوصية يغطي الأدوار والسمات وقواعد الإخفاء ومتطلبات التدقيق",
          "متطلبات غير وظيفية لكل حالة استخدام: الحداثة، والتوافر، ونقطة الاستعادة، وزمن الاستعادة",
          "نموذج تكلفة لثلاث سنوات يشمل التخزين والمعالجة والتراخيص والكوادر اللازمة للتشغيل",
          "مسار تجريبي على بياناتكم الفعلية يختبر أخطر الافتراضات، كالأداء أو تتبع النسب أو الأمان على مستوى الصفوف",
          "خارطة طريق مرتبة ببوابات تمويل، وأهداف لإيقاف الأنظمة القديمة، وتفصيل كامل لأول 90 يومًا",
        ],
      },
      {
        kind: "steps",
        heading: "كيف يسير المشروع",
        intro:
          "يستغرق المشروع المعتاد من 8 إلى 12 أسبوعًا، بفريق صغير يضم معماريًا رئيسيًا ومهندس بيانات ومختصًا في الحوكمة يعملون جنبًا إلى جنب مع فريقكم.",
        items: [
          {
            title: "الأسابيع 1–3: المستهلكون والقيود",
            body: "نحصر الأنظمة ومسارات البيانات، والأهم من ذلك المستهلكين: أي التقارير والنماذج والإفصاحات مهمة، ومن يقرؤها، وكم مرة. وتكشف سجلات الاستعلام والاستخدام ما يُستخدم فعلًا.",
          },
          {
            title: "الأسابيع 3–6: الخيارات والقرارات",
            body: "نعرض لكل قرار خيارين أو ثلاثة مع آثارها في التكلفة والمخاطر والمهارات، ونعتمدها مع مجلس المعمارية لديكم. ونوثق القرارات لحظة اتخاذها، لا بأثر رجعي في النهاية.",
          },
          {
            title: "الأسابيع 6–9: المسار التجريبي",
            body: "نبني مسارًا كاملًا على بيانات حقيقية، من المصدر مرورًا بفهرس البيانات وصولًا إلى تقرير وسمة لنموذج، لاختبار الافتراض الأرجح أن يكون خاطئًا.",
          },
          {
            title: "الأسابيع 9–12: خارطة الطريق ودراسة الجدوى",
            body: "نرتب مراحل البناء، ونحدد بوابات التمويل وأهداف الإيقاف، ونستعرض نموذج التكلفة مع الإدارة المالية كي تُعتمد المرحلة الأولى على أساس من الأدلة.",
          },
        ],
      },
      {
        kind: "table",
        heading: "معايير القرار التي نزنها",
        caption: "الأسئلة التي يقوم عليها كل قرار معماري، والأدلة التي نجيب بها عنها",
        columns: ["المعيار", "السؤال", "الدليل"],
        rows: [
          [
            "الحداثة",
            "كم يجوز أن يكون عمر البيانات عند اتخاذ كل قرار؟",
            "متطلبات لكل حالة استخدام يعتمدها مالك العمل",
          ],
          [
            "الحجم والتزامن",
            "ما حجم البيانات وعدد المستخدمين والمهام في وقت الذروة؟",
            "سجلات الاستخدام، وخطط النمو، وذروات نهاية الشهر والمواسم",
          ],
          [
            "الانفتاح",
            "هل يمكن تغيير المحرك أو المورد دون نسخ البيانات؟",
            "صيغ الجداول، ومسارات التصدير، وشروط العقود",
          ],
          [
            "الحوكمة",
            "هل نستطيع إثبات من وصل إلى ماذا ومن أين جاءت البيانات؟",
            "تغطية تتبع النسب، وسجلات التدقيق، ومراجعات الصلاحيات",
          ],
          ["المهارات", "هل يستطيع فريقكم الحالي تشغيل ما نصممه؟", "حصر المهارات وخطة التوظيف"],
          [
            "التكلفة الإجمالية",
            "كم يكلف على مدى ثلاث سنوات، بما في ذلك الكوادر؟",
            "نموذج تكلفة تراجعه الإدارة المالية",
          ],
        ],
      },
      {
        kind: "features",
        heading: "المخاطر وكيف نديرها",
        items: [
          {
            title: "تصميم تقوده الأداة",
            body: "اختيار المنتج أولًا ثم تطويع المتطلبات له. نحن نوثق المتطلبات والقرارات قبل أي مقارنة بين المنتجات.",
          },
          {
            title: "الانتقال دفعة واحدة",
            body: "نقل كل شيء في آن واحد يفقد الثقة بالأرقام. تتقدم خارطة الطريق مجالًا بعد مجال، مع المطابقة والتشغيل المتوازي.",
          },
          {
            title: "حوكمة تُضاف لاحقًا",
            body: "إضافة ضبط الوصول وتتبع النسب بعد البناء أكثر كلفة بكثير من تصميمهما مسبقًا، ولذلك نضمنهما في المسار التجريبي.",
          },
          {
            title: "تكاليف استهلاك غير منسوبة",
            body: "المنصات المسعّرة بحسب الاستخدام تتضخم بصمت، لذا نصمم الوسوم والميزانيات وتوزيع التكاليف الداخلي منذ البداية.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "الأسئلة الشائعة",
        items: [
          {
            question: "هل علينا استبدال مستودع البيانات الحالي؟",
            answer:
              "في الغالب لا. تحتفظ مؤسسات كثيرة بمحرك المستودع لذكاء الأعمال وتضيف طبقة جداول مفتوحة لعلم البيانات والذكاء الاصطناعي. ولا نوصي بالاستبدال إلا إذا تعذّر إصلاح التكلفة أو الانفتاح أو الحوكمة في مكانها، ونعرض الأرقام التي تستند إليها التوصية.",
          },
          {
            question: "هل أنتم مرتبطون بسحابة أو منصة بعينها؟",
            answer:
              "لا. نصمم على السحب الرئيسية وداخل مراكز البيانات الخاصة وفي البيئات الهجينة، وليست لدينا أهداف لإعادة البيع. وحين تكون لديكم التزامات قائمة نصمم بما يحقق أفضل استفادة منها.",
          },
          {
            question: "هل يناسبنا نهج Data Mesh؟",
            answer:
              "نهج Data Mesh نموذج تشغيلي وليس منتجًا. يفيد حين تمتلك مجالات أعمال كثيرة فرقًا هندسية قادرة ويصبح الفريق المركزي عنق زجاجة. ومن دون منصة مشتركة قوية وعقود بيانات ينتهي إلى جزر معزولة، لذلك نبدأ عادة بمنصة مشتركة مع ملكية المجالات لمنتجات البيانات.",
          },
          {
            question: "كيف تجعلون المعمارية جاهزة للذكاء الاصطناعي التوليدي؟",
            answer:
              "بحوكمة البيانات غير المهيكلة كأي بيانات أخرى: تحصل المستندات في فهرس البيانات على مالكين وتصنيفات وصلاحيات، وترث فهارس الاسترجاع تلك الصلاحيات، ويمتد تتبع النسب من المستند المصدر إلى الإجابة. وعلى هذا الأساس تقوم خدمتنا في معمارية RAG.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "خدمات ذات صلة",
        items: [
          {
            title: "هندسة البيانات ومعماريتها",
            body: "تصميم المنصة ومسارات البيانات ونماذجها وبناؤها وفق خارطة الطريق لديكم.",
            href: "/services/data-engineering-architecture",
          },
          {
            title: "حوكمة البيانات والامتثال",
            body: "فهرس البيانات وتتبع النسب وسياسات الوصول والاحتفاظ بما يرضي المدققين دون إبطاء التنفيذ.",
            href: "/services/data-governance-compliance",
          },
          {
            title: "التحليلات الفورية",
            body: "التقاط التغييرات والبث لحالات الاستخدام التي يبرر متطلب الحداثة فيها ذلك.",
            href: "/services/real-time-analytics",
          },
          {
            title: "DataOps ومخزن السمات",
            body: "سمات متسقة للتدريب والتشغيل، مع انضباط الاختبار والإصدار المعمول به في هندسة البرمجيات.",
            href: "/services/dataops-feature-store",
          },
        ],
      },
      {
        kind: "cards",
        heading: "قراءات إضافية",
        items: [
          {
            title: "معمارية البيانات الفورية للذكاء الاصطناعي",
            body: "كيف تحددون متطلب الحداثة لكل حالة استخدام، والمستويات المعمارية الأربعة التي تلبيه (بالإنجليزية).",
            href: "/insights/real-time-data-architecture-for-ai",
          },
          {
            title: "عقود البيانات لمسارات الذكاء الاصطناعي",
            body: "جعل الالتزامات بين الفرق المنتجة للبيانات والنماذج صريحة وقابلة للاختبار ومرقّمة الإصدارات (بالإنجليزية).",
            href: "/insights/data-contracts-for-ai-pipelines",
          },
          {
            title: "دراسة حالة: البعد السادس المفقود",
            body: "كيف جعل متجر تجزئة وطني الثقة بالبيانات قابلة للقياس وأثبت أثرًا سنويًا قدره 15 مليون دولار خلال 6 أسابيع (بالإنجليزية).",
            href: "/case-studies/missing-sixth-dimension",
          },
        ],
      },
      {
        kind: "cta",
        heading: "ابدؤوا بمراجعة معماريتكم الحالية",
        body: "في جلسة مدتها 60 دقيقة يستعرض معماريّنا الرئيسي منصتكم الحالية وأهم مستهلكي بياناتكم والقرار الذي تواجهونه، ويخبركم بصراحة إن كان مشروع كامل يستحق الاستثمار.",
        primary: {
          label: "اطلبوا مراجعة معمارية",
          href: contact("/ar", "مراجعة معمارية البيانات"),
        },
        secondary: { label: "ابدؤوا تقييم نضج البيانات", href: "/tools/data-maturity-assessment" },
      },
    ],
  },
} satisfies LocalizedPageCopy;
