/**
 * Copy of the /data-engineering-modernization topic page (spec section 2: topic pages; German
 * and Arabic versions exist). Migration delivery: moving legacy pipelines and warehouses to a
 * modern platform with reconciliation, parallel runs and decommissioning. The target design
 * itself is /data-architecture.
 */
import type { LocalizedPageCopy } from "../page-copy";

const contact = (prefix: "" | "/de" | "/ar", subject: string): string =>
  `${prefix}/contact?source=topic-data-engineering-modernization&utm_service=data-engineering-modernization&subject=${encodeURIComponent(subject)}`;

/** The /data-engineering-modernization page in English, German and Arabic. */
export const copy = {
  en: {
    title: "Data engineering modernization",
    description:
      "Move legacy ETL, stored procedures and on-premises warehouses to a modern, tested platform in waves, with reconciliation and real decommissioning.",
    eyebrow: "Data engineering modernization",
    h1: "Modernize your data pipelines without losing trust in the numbers",
    lead: "Legacy ETL jobs, stored procedures and on-premises clusters still run much of the enterprise, and they are why new analytics and AI work is slow and expensive. We migrate them in waves to pipelines that are versioned, tested and observable, prove every number matches before anyone switches over, and switch the old systems off so the savings are real.",
    actions: [
      { label: "Scope your modernization", href: contact("", "Data engineering modernization") },
      { label: "Read the migration playbook", href: "/insights/lakehouse-migration-playbook" },
    ],
    keywords: [
      "data engineering modernization",
      "legacy ETL migration",
      "Hadoop migration",
      "data warehouse migration",
      "DataOps",
      "pipeline modernization",
    ],
    sections: [
      {
        kind: "list",
        heading: "Signs it is time to modernize",
        items: [
          "The nightly batch window keeps overrunning and reports arrive after the morning meeting",
          "Core business logic lives in stored procedures or ETL mappings that one or two people understand",
          "License renewals or end of support for an ETL tool or on-premises cluster are approaching",
          "Changes have no automated tests, so every release is a risk and releases are rare",
          "Data scientists build their own pipelines because the central ones are too slow to change",
          "Nobody can say what a pipeline costs to run or who still uses its output",
        ],
      },
      {
        kind: "prose",
        heading: "What modernization means, and what it does not",
        paragraphs: [
          "Modernization is not copying the same jobs onto new servers. A lift-and-shift of tangled logic carries the same fragility to a more expensive place. The change that pays is in how pipelines are built and run: transformations as code in version control, automated tests on every change, declarative orchestration, change data capture instead of full nightly extracts, and monitoring that tells the owning team a pipeline is late or wrong before a business user does.",
          "It is also not a technology project alone. The hard part is moving years of business logic and dozens of consumers without breaking anyone's confidence in the numbers, and then actually retiring what was replaced. Programs that skip reconciliation lose the business; programs that skip decommissioning pay for two platforms indefinitely.",
        ],
      },
      {
        kind: "table",
        heading: "What changes in the way pipelines work",
        caption: "Common legacy patterns and what replaces them",
        columns: ["Area", "Legacy pattern", "Modern pattern"],
        rows: [
          [
            "Transformation logic",
            "Stored procedures and graphical ETL mappings",
            "SQL and Python models in version control, reviewed like application code",
          ],
          [
            "Ingestion",
            "Full nightly extracts and file drops",
            "Change data capture and incremental loads with replayable raw history",
          ],
          [
            "Orchestration",
            "Chains of scheduled jobs and scripts",
            "Declarative dependency graphs with retries, backfills and alerts",
          ],
          [
            "Quality",
            "Checks after users complain",
            "Tests and data contracts that block bad data at the producer",
          ],
          [
            "Deployment",
            "Manual changes in production",
            "CI/CD with environments, approvals and rollback",
          ],
          ["Cost", "One shared bill", "Cost attributed to each pipeline and consuming team"],
        ],
      },
      {
        kind: "steps",
        heading: "How we migrate",
        intro:
          "Programs run in waves of 6 to 10 weeks after a short foundation phase; a mid-sized estate typically completes in 6 to 18 months.",
        items: [
          {
            title: "Inventory with usage data",
            body: "Every table, job and consumer, with query logs showing what was actually read in the last 90 days. Objects nobody reads are retired, not migrated.",
          },
          {
            title: "Choose a path per workload",
            body: "Lift with minimal change, restructure into layered pipelines, or rebuild from source where the current logic is disputed.",
          },
          {
            title: "Build the foundation once",
            body: "Repositories, CI/CD, orchestration, testing framework, observability and access model, ready before the first wave starts.",
          },
          {
            title: "Migrate in waves with automated reconciliation",
            body: "Each wave moves a business domain. Row counts, totals and key-level comparisons between old and new run automatically every day.",
          },
          {
            title: "Parallel run and sign-off",
            body: "Consumers switch when agreed criteria are met for an agreed number of cycles, including month-end, and the business owner signs off.",
          },
          {
            title: "Decommission",
            body: "Old jobs are switched off, licenses ended and servers released on a dated plan. Savings are counted only when the old bill stops.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "Across our engagements",
        items: [
          {
            number: "30–50%",
            label: "AI cost reduction",
            detail: "Typical range in our AI cost optimization work",
          },
          { number: "500+", label: "Enterprise deployments" },
          { number: "85+", label: "Data engineers", detail: "In our Atlanta hub" },
        ],
      },
      {
        kind: "table",
        heading: "How we order the waves",
        caption: "The criteria that decide which domain migrates first",
        columns: ["Criterion", "Why it matters"],
        rows: [
          [
            "Business value",
            "Early waves should unlock something people want, such as fresher data for a key decision",
          ],
          ["Deadlines", "License renewals and end of support dates set hard limits"],
          [
            "Dependency depth",
            "Domains that many others depend on move early, or carefully bridged",
          ],
          ["Disruption risk", "Domains with regulatory reporting move after the method is proven"],
          [
            "Team readiness",
            "Owners who will run the new pipelines must be trained before their wave",
          ],
        ],
      },
      {
        kind: "list",
        heading: "Deliverables",
        items: [
          "An inventory of pipelines, objects and consumers with usage and a retire or migrate decision for each",
          "The engineering foundation: repositories, CI/CD, orchestration, tests and observability",
          "Migrated pipelines per wave, with documentation and named owners",
          "Automated reconciliation reports and sign-off records for every switched consumer",
          "A decommissioning plan with dates, and a running tally of costs removed",
          "Training and pairing so your engineers own the new way of working",
        ],
      },
      {
        kind: "features",
        heading: "Risks and how we handle them",
        items: [
          {
            title: "Underestimated reconciliation",
            body: "Matching numbers is most of the work. We automate comparisons from the first wave and budget for investigating differences.",
          },
          {
            title: "Hidden consumers",
            body: "Spreadsheets with live connections and forgotten extracts break on cut-over. Access logs find them before they do.",
          },
          {
            title: "Parallel runs that never end",
            body: "Without exit criteria, old and new run side by side for years. Criteria and dates are agreed before each wave starts.",
          },
          {
            title: "Skills left behind",
            body: "ETL developers know the business logic best. We pair them with our engineers so that knowledge moves with the code.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Can the business keep running normally during the migration?",
            answer:
              "Yes. Nothing is switched off until its replacement has run in parallel and matched for the agreed number of cycles, and regulatory reporting moves only after the method has been proven on lower-risk domains.",
          },
          {
            question: "Which tools do you use?",
            answer:
              "We are tool-neutral. We use the platform and orchestration you have chosen or help you choose one; the method of inventory, waves, reconciliation and decommissioning is the same on any of them.",
          },
          {
            question: "How do you prove the new numbers are right?",
            answer:
              "Automated daily comparisons of row counts, totals and key-level values between old and new, with every difference explained and either fixed or accepted by the business owner before switching.",
          },
          {
            question: "What happens to our existing ETL team?",
            answer:
              "They become the owners of the new pipelines. Their knowledge of the business rules is the most valuable input to the migration, and we train and pair with them throughout.",
          },
          {
            question: "Will costs go up during the migration?",
            answer:
              "Temporarily, because both platforms run during parallel periods. Retiring unused objects early and decommissioning each wave promptly keeps the overlap short, and the cost tally is reported monthly.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "Data Engineering Consulting",
            body: "Engineers who build and migrate pipelines alongside your team.",
            href: "/services/data-engineering-consulting",
          },
          {
            title: "Data Observability Platform",
            body: "Freshness, volume and schema monitoring with owners and trust records.",
            href: "/services/data-observability-platform",
          },
          {
            title: "Cloud Migration",
            body: "Moving the infrastructure underneath, assessed and planned.",
            href: "/services/cloud-migration",
          },
          {
            title: "Systems Integration & Customization",
            body: "Connecting source systems cleanly, including those without modern interfaces.",
            href: "/services/integration-customization",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Further reading",
        items: [
          {
            title: "A practical lakehouse migration playbook",
            body: "Strategies per workload, the layered model and a phased plan that keeps trust intact.",
            href: "/insights/lakehouse-migration-playbook",
          },
          {
            title: "Data architecture",
            body: "Designing the target platform before migrating to it.",
            href: "/data-architecture",
          },
          {
            title: "Case study: the missing sixth dimension",
            body: "Data contracts and trust records that validated $15M in annual impact in 6 weeks.",
            href: "/case-studies/missing-sixth-dimension",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Know the size of your migration before you commit",
        body: "Our cloud migration assessment ($5,000, fixed price) inventories your pipelines and consumers, identifies what can be retired and gives you a wave plan with costs and savings.",
        primary: {
          label: "Request the migration assessment",
          href: contact("", "Cloud migration assessment for data pipelines"),
        },
        secondary: {
          label: "Take the data maturity assessment",
          href: "/tools/data-maturity-assessment",
        },
      },
    ],
  },
  de: {
    title: "Modernisierung des Data Engineering",
    description:
      "Legacy-ETL, Stored Procedures und lokale Data Warehouses in Wellen auf eine moderne, getestete Plattform überführen – mit Abgleich und echter Abschaltung.",
    eyebrow: "Data-Engineering-Modernisierung",
    h1: "Datenpipelines modernisieren, ohne das Vertrauen in die Zahlen zu verlieren",
    lead: "Legacy-ETL-Jobs, Stored Procedures und lokale Cluster tragen noch immer große Teile des Unternehmens – und sie sind der Grund, warum neue Analytics- und KI-Vorhaben langsam und teuer sind. Wir überführen sie in Wellen in versionierte, getestete und beobachtbare Pipelines, belegen vor jeder Umstellung, dass alle Zahlen übereinstimmen, und schalten die Altsysteme ab, damit die Einsparungen real werden.",
    actions: [
      {
        label: "Modernisierung einschätzen lassen",
        href: contact("/de", "Modernisierung des Data Engineering"),
      },
      { label: "Migrationsleitfaden lesen", href: "/insights/lakehouse-migration-playbook" },
    ],
    keywords: [
      "Data-Engineering-Modernisierung",
      "ETL-Migration",
      "Hadoop-Migration",
      "Data-Warehouse-Migration",
      "DataOps",
    ],
    sections: [
      {
        kind: "list",
        heading: "Woran Sie erkennen, dass es Zeit ist",
        items: [
          "Das nächtliche Batch-Fenster läuft regelmäßig über, und Berichte kommen erst nach der Morgenrunde",
          "Zentrale Geschäftslogik steckt in Stored Procedures oder ETL-Mappings, die ein oder zwei Personen verstehen",
          "Lizenzverlängerungen oder das Supportende eines ETL-Werkzeugs oder lokalen Clusters stehen bevor",
          "Änderungen haben keine automatisierten Tests, daher ist jedes Release ein Risiko und Releases sind selten",
          "Data Scientists bauen eigene Pipelines, weil die zentralen zu schwer zu ändern sind",
          "Niemand kann sagen, was eine Pipeline im Betrieb kostet oder wer ihre Ergebnisse noch nutzt",
        ],
      },
      {
        kind: "prose",
        heading: "Was Modernisierung bedeutet – und was nicht",
        paragraphs: [
          "Modernisierung heißt nicht, dieselben Jobs auf neue Server zu kopieren. Ein Lift-and-Shift verworrener Logik trägt dieselbe Fragilität an einen teureren Ort. Was sich auszahlt, ist eine andere Art, Pipelines zu bauen und zu betreiben: Transformationen als Code in der Versionsverwaltung, automatisierte Tests bei jeder Änderung, deklarative Orchestrierung, Change Data Capture statt nächtlicher Vollextrakte und ein Monitoring, das dem verantwortlichen Team Verspätungen oder Fehler meldet, bevor es ein Fachanwender bemerkt.",
          "Es ist auch kein reines Technologieprojekt. Die eigentliche Schwierigkeit besteht darin, jahrelang gewachsene Geschäftslogik und Dutzende Datennutzer umzuziehen, ohne das Vertrauen in die Zahlen zu beschädigen – und das Ersetzte dann tatsächlich stillzulegen. Programme ohne Abgleich verlieren die Fachseite; Programme ohne Abschaltung bezahlen auf unbestimmte Zeit zwei Plattformen.",
        ],
      },
      {
        kind: "table",
        heading: "Was sich an der Arbeitsweise der Pipelines ändert",
        caption: "Typische Altmuster und was an ihre Stelle tritt",
        columns: ["Bereich", "Altmuster", "Modernes Muster"],
        rows: [
          [
            "Transformationslogik",
            "Stored Procedures und grafische ETL-Mappings",
            "SQL- und Python-Modelle in der Versionsverwaltung, geprüft wie Anwendungscode",
          ],
          [
            "Datenaufnahme",
            "Nächtliche Vollextrakte und Dateiablagen",
            "Change Data Capture und inkrementelle Ladevorgänge mit wiederabspielbarer Rohhistorie",
          ],
          [
            "Orchestrierung",
            "Ketten geplanter Jobs und Skripte",
            "Deklarative Abhängigkeitsgraphen mit Wiederholungen, Nachladungen und Alarmen",
          ],
          [
            "Qualität",
            "Prüfungen, nachdem sich Nutzer beschweren",
            "Tests und Datenverträge, die fehlerhafte Daten schon beim Erzeuger stoppen",
          ],
          [
            "Bereitstellung",
            "Manuelle Änderungen in Produktion",
            "CI/CD mit Umgebungen, Freigaben und Rollback",
          ],
          [
            "Kosten",
            "Eine gemeinsame Rechnung",
            "Kosten je Pipeline und je nutzendem Team zugeordnet",
          ],
        ],
      },
      {
        kind: "steps",
        heading: "So migrieren wir",
        intro:
          "Nach einer kurzen Fundamentphase laufen Programme in Wellen von 6 bis 10 Wochen; eine mittelgroße Landschaft ist typischerweise in 6 bis 18 Monaten umgestellt.",
        items: [
          {
            title: "Inventar mit Nutzungsdaten",
            body: "Jede Tabelle, jeder Job und jeder Nutzer, dazu Abfrageprotokolle, die zeigen, was in den letzten 90 Tagen tatsächlich gelesen wurde. Was niemand liest, wird stillgelegt statt migriert.",
          },
          {
            title: "Einen Weg je Workload wählen",
            body: "Mit minimalen Änderungen übernehmen, in geschichtete Pipelines umbauen oder aus der Quelle neu aufbauen, wo die heutige Logik umstritten ist.",
          },
          {
            title: "Das Fundament einmal bauen",
            body: "Repositories, CI/CD, Orchestrierung, Testrahmen, Observability und Zugriffsmodell stehen, bevor die erste Welle beginnt.",
          },
          {
            title: "In Wellen mit automatisiertem Abgleich migrieren",
            body: "Jede Welle bewegt eine fachliche Domäne. Zeilenzahlen, Summen und schlüsselgenaue Vergleiche zwischen Alt und Neu laufen täglich automatisch.",
          },
          {
            title: "Parallelbetrieb und Abnahme",
            body: "Nutzer wechseln, wenn vereinbarte Kriterien über eine vereinbarte Zahl von Zyklen erfüllt sind, einschließlich Monatsabschluss, und die Fachverantwortlichen abnehmen.",
          },
          {
            title: "Abschalten",
            body: "Alte Jobs werden abgeschaltet, Lizenzen beendet und Server nach einem terminierten Plan freigegeben. Einsparungen zählen erst, wenn die alte Rechnung endet.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "Über unsere Projekte hinweg",
        items: [
          {
            number: "30–50 %",
            label: "Senkung der KI-Kosten",
            detail: "Typische Spanne in unseren Projekten zur KI-Kostenoptimierung",
          },
          { number: "500+", label: "Unternehmensimplementierungen" },
          { number: "85+", label: "Data Engineers", detail: "In unserem Standort Atlanta" },
        ],
      },
      {
        kind: "table",
        heading: "Wie wir die Reihenfolge der Wellen festlegen",
        caption: "Die Kriterien, nach denen eine Domäne zuerst migriert",
        columns: ["Kriterium", "Warum es zählt"],
        rows: [
          [
            "Geschäftlicher Nutzen",
            "Frühe Wellen sollten etwas Gewünschtes ermöglichen, etwa aktuellere Daten für eine wichtige Entscheidung",
          ],
          ["Fristen", "Lizenzverlängerungen und Supportende setzen harte Grenzen"],
          [
            "Abhängigkeiten",
            "Domänen, von denen viele andere abhängen, ziehen früh um oder werden sorgfältig überbrückt",
          ],
          [
            "Störungsrisiko",
            "Domänen mit regulatorischem Meldewesen folgen, wenn die Methode erprobt ist",
          ],
          [
            "Bereitschaft der Teams",
            "Wer die neuen Pipelines betreiben wird, ist vor der eigenen Welle geschult",
          ],
        ],
      },
      {
        kind: "list",
        heading: "Ergebnisse",
        items: [
          "Ein Inventar der Pipelines, Objekte und Nutzer mit Nutzungsdaten und einer Entscheidung zu Stilllegung oder Migration für jedes Element",
          "Das technische Fundament: Repositories, CI/CD, Orchestrierung, Tests und Observability",
          "Migrierte Pipelines je Welle, mit Dokumentation und benannten Verantwortlichen",
          "Automatisierte Abgleichsberichte und Abnahmeprotokolle für jeden umgestellten Nutzer",
          "Ein terminierter Abschaltplan und eine laufende Aufstellung der entfallenen Kosten",
          "Schulung und gemeinsames Arbeiten, damit Ihre Entwicklerinnen und Entwickler die neue Arbeitsweise selbst tragen",
        ],
      },
      {
        kind: "features",
        heading: "Risiken und unser Umgang damit",
        items: [
          {
            title: "Unterschätzter Abgleich",
            body: "Zahlen zur Deckung zu bringen, ist der Großteil der Arbeit. Wir automatisieren Vergleiche ab der ersten Welle und planen Zeit für die Klärung von Abweichungen ein.",
          },
          {
            title: "Verborgene Nutzer",
            body: "Tabellen mit Live-Verbindungen und vergessene Extrakte brechen bei der Umstellung. Zugriffsprotokolle finden sie vorher.",
          },
          {
            title: "Endloser Parallelbetrieb",
            body: "Ohne Ausstiegskriterien laufen Alt und Neu jahrelang nebeneinander. Kriterien und Termine werden vor jeder Welle vereinbart.",
          },
          {
            title: "Zurückgelassene Kompetenzen",
            body: "ETL-Entwickler kennen die Geschäftslogik am besten. Wir arbeiten im Tandem mit ihnen, damit das Wissen mit dem Code umzieht.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Häufige Fragen",
        items: [
          {
            question: "Läuft das Geschäft während der Migration normal weiter?",
            answer:
              "Ja. Nichts wird abgeschaltet, bevor der Ersatz parallel gelaufen ist und über die vereinbarte Zahl von Zyklen übereinstimmt. Das regulatorische Meldewesen zieht erst um, wenn sich die Methode an risikoärmeren Domänen bewährt hat.",
          },
          {
            question: "Welche Werkzeuge setzen Sie ein?",
            answer:
              "Wir sind werkzeugneutral. Wir nutzen die Plattform und Orchestrierung Ihrer Wahl oder helfen bei der Auswahl; die Methode aus Inventar, Wellen, Abgleich und Abschaltung ist auf jeder gleich.",
          },
          {
            question: "Wie belegen Sie, dass die neuen Zahlen stimmen?",
            answer:
              "Mit täglichen automatischen Vergleichen von Zeilenzahlen, Summen und schlüsselgenauen Werten zwischen Alt und Neu. Jede Abweichung wird erklärt und vor der Umstellung behoben oder von den Fachverantwortlichen akzeptiert.",
          },
          {
            question: "Was geschieht mit unserem bestehenden ETL-Team?",
            answer:
              "Es wird Eigentümer der neuen Pipelines. Sein Wissen über die Geschäftsregeln ist der wertvollste Beitrag zur Migration; wir schulen das Team und arbeiten durchgehend im Tandem.",
          },
          {
            question: "Steigen die Kosten während der Migration?",
            answer:
              "Vorübergehend, weil in Parallelphasen beide Plattformen laufen. Frühes Stilllegen ungenutzter Objekte und zügiges Abschalten nach jeder Welle halten die Überschneidung kurz; die Kostenaufstellung wird monatlich berichtet.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Passende Leistungen",
        items: [
          {
            title: "Data-Engineering-Beratung",
            body: "Engineers, die Pipelines gemeinsam mit Ihrem Team bauen und migrieren.",
            href: "/services/data-engineering-consulting",
          },
          {
            title: "Plattform für Data Observability",
            body: "Überwachung von Aktualität, Volumen und Schema mit Verantwortlichen und Vertrauensnachweisen.",
            href: "/services/data-observability-platform",
          },
          {
            title: "Cloud-Migration",
            body: "Die Infrastruktur darunter bewerten, planen und umziehen.",
            href: "/services/cloud-migration",
          },
          {
            title: "Systemintegration und Anpassung",
            body: "Quellsysteme sauber anbinden, auch solche ohne moderne Schnittstellen.",
            href: "/services/integration-customization",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Weiterführende Inhalte",
        items: [
          {
            title: "Ein praktischer Leitfaden zur Lakehouse-Migration",
            body: "Strategien je Workload, das Schichtenmodell und ein Phasenplan, der das Vertrauen erhält (auf Englisch).",
            href: "/insights/lakehouse-migration-playbook",
          },
          {
            title: "Datenarchitektur",
            body: "Die Zielplattform entwerfen, bevor Sie dorthin migrieren.",
            href: "/de/data-architecture",
          },
          {
            title: "Fallstudie: die fehlende sechste Dimension",
            body: "Datenverträge und Vertrauensnachweise, die in 6 Wochen eine jährliche Wirkung von 15 Mio. US-Dollar validierten (auf Englisch).",
            href: "/case-studies/missing-sixth-dimension",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Kennen Sie den Umfang Ihrer Migration, bevor Sie sich festlegen",
        body: "Unser Cloud-Migration-Assessment (5.000 US-Dollar, Festpreis) erfasst Ihre Pipelines und Datennutzer, zeigt, was stillgelegt werden kann, und liefert einen Wellenplan mit Kosten und Einsparungen.",
        primary: {
          label: "Migrations-Assessment anfragen",
          href: contact("/de", "Cloud-Migration-Assessment für Datenpipelines"),
        },
        secondary: {
          label: "Data-Maturity-Assessment starten",
          href: "/tools/data-maturity-assessment",
        },
      },
    ],
  },
  ar: {
    title: "تحديث هندسة البيانات",
    description:
      "انقلوا عمليات ETL القديمة والإجراءات المخزنة والمستودعات المحلية إلى منصة حديثة مختبرة على موجات، مع مطابقة الأرقام وإيقاف فعلي للأنظمة القديمة.",
    eyebrow: "تحديث هندسة البيانات",
    h1: "حدّثوا مسارات بياناتكم دون أن تفقدوا الثقة بالأرقام",
    lead: "ما زالت مهام ETL القديمة والإجراءات المخزنة والعناقيد المحلية تدير جزءًا كبيرًا من المؤسسة، وهي السبب في بطء أعمال التحليلات والذكاء الاصطناعي الجديدة وارتفاع كلفتها. ننقلها على موجات إلى مسارات مرقّمة الإصدارات ومختبرة وقابلة للمراقبة، ونثبت تطابق كل رقم قبل أي تحويل، ثم نوقف الأنظمة القديمة كي يصبح الوفر حقيقيًا.",
    actions: [
      { label: "حددوا نطاق التحديث", href: contact("/ar", "تحديث هندسة البيانات") },
      { label: "اقرؤوا دليل الانتقال", href: "/insights/lakehouse-migration-playbook" },
    ],
    keywords: [
      "تحديث هندسة البيانات",
      "ترحيل ETL",
      "ترحيل Hadoop",
      "ترحيل مستودع البيانات",
      "DataOps",
    ],
    sections: [
      {
        kind: "list",
        heading: "علامات تدل على أن وقت التحديث قد حان",
        items: [
          "نافذة المعالجة الليلية تتجاوز وقتها باستمرار، وتصل التقارير بعد اجتماع الصباح",
          "منطق الأعمال الجوهري موجود في إجراءات مخزنة أو تعيينات ETL لا يفهمها إلا شخص أو اثنان",
          "اقتراب تجديد التراخيص أو انتهاء الدعم لأداة ETL أو لعنقود محلي",
          "التغييرات بلا اختبارات آلية، فكل إصدار مخاطرة والإصدارات نادرة",
          "علماء البيانات يبنون مساراتهم الخاصة لأن المسارات المركزية بطيئة التغيير",
          "لا أحد يعرف كلفة تشغيل مسار البيانات أو من ما زال يستخدم مخرجاته",
        ],
      },
      {
        kind: "prose",
        heading: "ما يعنيه التحديث وما لا يعنيه",
        paragraphs: [
          "التحديث ليس نسخ المهام نفسها إلى خوادم جديدة، فنقل منطق متشابك كما هو ينقل هشاشته إلى مكان أعلى كلفة. ما يؤتي ثماره هو تغيير طريقة بناء المسارات وتشغيلها: تحويلات مكتوبة شيفرةً في نظام إدارة الإصدارات، واختبارات آلية عند كل تغيير، وتنسيق تصريحي للمهام، والتقاط للتغييرات بدلًا من الاستخراج الكامل كل ليلة، ومراقبة تنبّه الفريق المسؤول إلى تأخر المسار أو خطئه قبل أن يلاحظه مستخدم الأعمال.",
          "وهو ليس مشروعًا تقنيًا فحسب. فالصعوبة الحقيقية في نقل منطق أعمال تراكم عبر سنوات وعشرات المستهلكين دون المساس بثقتهم في الأرقام، ثم إيقاف ما استُبدل فعلًا. البرامج التي تتجاوز المطابقة تخسر ثقة الأعمال، والبرامج التي تتجاوز الإيقاف تدفع ثمن منصتين إلى أجل غير مسمى.",
        ],
      },
      {
        kind: "table",
        heading: "ما الذي يتغير في طريقة عمل المسارات",
        caption: "أنماط قديمة شائعة وما يحل محلها",
        columns: ["المجال", "النمط القديم", "النمط الحديث"],
        rows: [
          [
            "منطق التحويل",
            "إجراءات مخزنة وتعيينات ETL رسومية",
            "نماذج SQL وPython في نظام إدارة الإصدارات تُراجع كشيفرة التطبيقات",
          ],
          [
            "الاستيعاب",
            "استخراج كامل كل ليلة وملفات تُودَع يدويًا",
            "التقاط التغييرات وتحميل تزايدي مع سجل خام قابل لإعادة التشغيل",
          ],
          [
            "التنسيق",
            "سلاسل من المهام المجدولة والنصوص البرمجية",
            "مخططات اعتماديات تصريحية مع إعادة المحاولة والتحميل الاستدراكي والتنبيهات",
          ],
          [
            "الجودة",
            "فحوص بعد شكوى المستخدمين",
            "اختبارات وعقود بيانات توقف البيانات المعيبة عند مصدرها",
          ],
          [
            "النشر",
            "تغييرات يدوية في بيئة الإنتاج",
            "تكامل ونشر مستمران مع بيئات وموافقات وإمكان التراجع",
          ],
          ["التكلفة", "فاتورة مشتركة واحدة", "تكلفة منسوبة إلى كل مسار وكل فريق مستفيد"],
        ],
      },
      {
        kind: "steps",
        heading: "كيف ننفذ الترحيل",
        intro:
          "بعد مرحلة تأسيس قصيرة تسير البرامج على موجات مدة كل منها من 6 إلى 10 أسابيع، وتكتمل البيئة متوسطة الحجم عادة في 6 إلى 18 شهرًا.",
        items: [
          {
            title: "حصر مدعوم ببيانات الاستخدام",
            body: "كل جدول ومهمة ومستهلك، مع سجلات الاستعلام التي تبيّن ما قُرئ فعلًا خلال آخر 90 يومًا. وما لا يقرؤه أحد يُوقف ولا يُرحَّل.",
          },
          {
            title: "اختيار مسار لكل حمل عمل",
            body: "النقل بأقل تغيير، أو إعادة الهيكلة في مسارات متعددة الطبقات، أو إعادة البناء من المصدر حين يكون المنطق الحالي موضع خلاف.",
          },
          {
            title: "بناء الأساس مرة واحدة",
            body: "المستودعات والتكامل والنشر المستمران والتنسيق وإطار الاختبار والمراقبة ونموذج الصلاحيات، جاهزة قبل انطلاق الموجة الأولى.",
          },
          {
            title: "الترحيل على موجات مع مطابقة آلية",
            body: "تنقل كل موجة مجال أعمال واحدًا، وتجري يوميًا مقارنات آلية بين القديم والجديد لعدد الصفوف والمجاميع والقيم على مستوى المفاتيح.",
          },
          {
            title: "التشغيل المتوازي والاعتماد",
            body: "ينتقل المستهلكون حين تتحقق المعايير المتفق عليها لعدد متفق عليه من الدورات، بما فيها نهاية الشهر، ويعتمد مالك العمل النتيجة.",
          },
          {
            title: "الإيقاف",
            body: "تُوقف المهام القديمة وتُنهى التراخيص وتُحرَّر الخوادم وفق خطة مؤرخة، ولا يُحتسب الوفر إلا حين تتوقف الفاتورة القديمة.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "عبر مشاريعنا",
        items: [
          {
            number: "30–50%",
            label: "خفض تكاليف الذكاء الاصطناعي",
            detail: "النطاق المعتاد في أعمالنا لتحسين تكاليف الذكاء الاصطناعي",
          },
          { number: "500+", label: "تطبيق مؤسسي" },
          { number: "85+", label: "مهندس بيانات", detail: "في مركزنا في أتلانتا" },
        ],
      },
      {
        kind: "table",
        heading: "كيف نرتب الموجات",
        caption: "المعايير التي تحدد أي مجال يُرحَّل أولًا",
        columns: ["المعيار", "لماذا يهم"],
        rows: [
          [
            "القيمة للأعمال",
            "ينبغي أن تتيح الموجات الأولى شيئًا يريده الناس، كبيانات أحدث لقرار مهم",
          ],
          ["المواعيد النهائية", "تجديد التراخيص وتواريخ انتهاء الدعم تفرض حدودًا صارمة"],
          [
            "عمق الاعتماديات",
            "المجالات التي يعتمد عليها كثيرون تنتقل مبكرًا أو يُبنى لها جسر بعناية",
          ],
          ["خطر التعطيل", "المجالات المرتبطة بالتقارير التنظيمية تنتقل بعد إثبات المنهجية"],
          ["جاهزية الفرق", "من سيشغّلون المسارات الجديدة يُدرَّبون قبل موجتهم"],
        ],
      },
      {
        kind: "list",
        heading: "المخرجات",
        items: [
          "سجل بمسارات البيانات وعناصرها ومستهلكيها مع بيانات الاستخدام وقرار الإيقاف أو الترحيل لكل منها",
          "الأساس الهندسي: المستودعات والتكامل والنشر المستمران والتنسيق والاختبارات والمراقبة",
          "مسارات مُرحَّلة في كل موجة، موثقة ولها مالكون محددون",
          "تقارير مطابقة آلية وسجلات اعتماد لكل مستهلك تم تحويله",
          "خطة إيقاف مؤرخة وحصيلة جارية بالتكاليف التي أُلغيت",
          "تدريب وعمل مشترك كي يتولى مهندسوكم طريقة العمل الجديدة بأنفسهم",
        ],
      },
      {
        kind: "features",
        heading: "المخاطر وكيف نتعامل معها",
        items: [
          {
            title: "الاستهانة بالمطابقة",
            body: "مطابقة الأرقام هي معظم العمل، لذا نؤتمت المقارنات منذ الموجة الأولى ونخصص وقتًا للتحقيق في الفروق.",
          },
          {
            title: "مستهلكون خفيون",
            body: "جداول بيانات متصلة مباشرة ومستخرجات منسية تتعطل عند التحويل، وسجلات الوصول تكشفها قبل ذلك.",
          },
          {
            title: "تشغيل متوازٍ لا ينتهي",
            body: "من دون معايير للخروج يعمل القديم والجديد جنبًا إلى جنب لسنوات، لذا نتفق على المعايير والمواعيد قبل كل موجة.",
          },
          {
            title: "مهارات تُترك خلفًا",
            body: "مطورو ETL أعلم الناس بمنطق الأعمال، فنعمل معهم جنبًا إلى جنب كي تنتقل المعرفة مع الشيفرة.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "الأسئلة الشائعة",
        items: [
          {
            question: "هل تستمر الأعمال بصورة طبيعية أثناء الترحيل؟",
            answer:
              "نعم. لا يُوقف شيء قبل أن يعمل بديله بالتوازي ويتطابق معه للعدد المتفق عليه من الدورات، ولا تنتقل التقارير التنظيمية إلا بعد إثبات المنهجية في مجالات أقل خطورة.",
          },
          {
            question: "ما الأدوات التي تستخدمونها؟",
            answer:
              "نحن محايدون تجاه الأدوات. نستخدم المنصة وأداة التنسيق التي اخترتموها أو نساعدكم على الاختيار، والمنهجية نفسها – الحصر والموجات والمطابقة والإيقاف – تنطبق على أي منها.",
          },
          {
            question: "كيف تثبتون صحة الأرقام الجديدة؟",
            answer:
              "بمقارنات يومية آلية بين القديم والجديد لعدد الصفوف والمجاميع والقيم على مستوى المفاتيح، مع تفسير كل فرق ثم إصلاحه أو قبوله من مالك العمل قبل التحويل.",
          },
          {
            question: "ماذا يحدث لفريق ETL الحالي لدينا؟",
            answer:
              "يصبح مالكًا للمسارات الجديدة. فمعرفته بقواعد الأعمال هي أثمن ما يُبنى عليه الترحيل، ونحن ندربه ونعمل معه طوال البرنامج.",
          },
          {
            question: "هل ترتفع التكاليف أثناء الترحيل؟",
            answer:
              "مؤقتًا، لأن المنصتين تعملان معًا في فترات التوازي. لكن إيقاف العناصر غير المستخدمة مبكرًا وإيقاف كل موجة فور اكتمالها يقصّران فترة التداخل، ونرفع حصيلة التكاليف شهريًا.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "خدمات ذات صلة",
        items: [
          {
            title: "استشارات هندسة البيانات",
            body: "مهندسون يبنون المسارات ويرحّلونها جنبًا إلى جنب مع فريقكم.",
            href: "/services/data-engineering-consulting",
          },
          {
            title: "منصة مراقبة البيانات",
            body: "مراقبة الحداثة والحجم والمخطط مع مالكين وسجلات ثقة.",
            href: "/services/data-observability-platform",
          },
          {
            title: "الترحيل إلى السحابة",
            body: "تقييم البنية التحتية الأساسية والتخطيط لنقلها.",
            href: "/services/cloud-migration",
          },
          {
            title: "تكامل الأنظمة وتخصيصها",
            body: "ربط الأنظمة المصدر بإحكام، بما فيها الأنظمة التي تفتقر إلى واجهات حديثة.",
            href: "/services/integration-customization",
          },
        ],
      },
      {
        kind: "cards",
        heading: "محتوى ذو صلة",
        items: [
          {
            title: "دليل عملي للانتقال إلى Lakehouse",
            body: "استراتيجيات لكل حمل عمل، ونموذج الطبقات، وخطة مرحلية تحافظ على الثقة (بالإنجليزية).",
            href: "/insights/lakehouse-migration-playbook",
          },
          {
            title: "معمارية البيانات",
            body: "تصميم المنصة المستهدفة قبل الترحيل إليها.",
            href: "/ar/data-architecture",
          },
          {
            title: "دراسة حالة: البعد السادس المفقود",
            body: "عقود بيانات وسجلات ثقة أثبتت أثرًا سنويًا قدره 15 مليون دولار خلال 6 أسابيع (بالإنجليزية).",
            href: "/case-studies/missing-sixth-dimension",
          },
        ],
      },
      {
        kind: "cta",
        heading: "اعرفوا حجم الترحيل قبل أن تلتزموا",
        body: "يحصر تقييمنا للترحيل إلى السحابة (بسعر ثابت قدره 5,000 دولار أمريكي) مسارات بياناتكم ومستهلكيها، ويحدد ما يمكن إيقافه، ويقدم خطة موجات بالتكاليف والوفورات.",
        primary: {
          label: "اطلبوا تقييم الترحيل",
          href: contact("/ar", "تقييم الترحيل إلى السحابة لمسارات البيانات"),
        },
        secondary: { label: "ابدؤوا تقييم نضج البيانات", href: "/tools/data-maturity-assessment" },
      },
    ],
  },
} satisfies LocalizedPageCopy;
