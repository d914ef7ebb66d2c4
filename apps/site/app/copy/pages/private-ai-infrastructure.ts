/**
 * Copy of the /private-ai-infrastructure topic page (spec section 2: topic pages; German and
 * Arabic versions exist). The platform side of private AI: GPUs, serving, registry, security
 * pattern and reliability. Figures are the case-study claims of spec section 9 (deploy time
 * 3 months to 2 weeks, uptime 94% to 99.9%).
 */
import type { LocalizedPageCopy } from "../page-copy";

const contact = (prefix: "" | "/de" | "/ar", subject: string): string =>
  `${prefix}/contact?source=topic-private-ai-infrastructure&utm_service=private-ai-infrastructure&subject=${encodeURIComponent(subject)}`;

/** The /private-ai-infrastructure page in English, German and Arabic. */
export const copy = {
  en: {
    title: "Private AI infrastructure and GPU platforms",
    description:
      "A private AI platform on your GPUs or in your cloud: Kubernetes, model registry, signed serving images, gateway and SRE. Models in production in weeks.",
    eyebrow: "Private AI infrastructure",
    h1: "A private AI platform that gets models to production in weeks, not months",
    lead: "Data science teams rarely lack models; they lack a safe, repeatable way to run them. We build private AI platforms on your own GPU servers, in your cloud tenancy or across both, with one paved road from registry to production, a security pattern reviewed once and reliability engineered in from the start.",
    actions: [
      { label: "Plan your AI platform", href: contact("", "Private AI platform planning") },
      { label: "Read the case study", href: "/case-studies/private-ai-infrastructure" },
    ],
    keywords: [
      "private AI infrastructure",
      "GPU platform",
      "on-premises AI",
      "Kubernetes model serving",
      "MLOps platform",
      "air-gapped AI",
    ],
    sections: [
      {
        kind: "stats",
        heading: "What a standard platform changed for a federal contractor",
        items: [
          { number: "2 weeks", label: "Time to deploy a new model", detail: "Down from 3 months" },
          { number: "99.9%", label: "Monthly model endpoint uptime", detail: "Up from 94%" },
          {
            number: "24/7",
            label: "Support",
            detail: "For the platforms we operate with our clients",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Why models wait for infrastructure",
        paragraphs: [
          "In most organizations we meet, every model goes to production as a one-off project. An engineer builds a virtual machine on a GPU host, installs drivers and libraries by hand, copies the model files and writes a service wrapper. Security then reviews that particular machine from scratch. Months go by waiting for environment builds and for reviews of things that are nearly, but not quite, the same as last time.",
          "Availability suffers for the same reason. Each endpoint lives on a single host, so a driver update, a full disk or a memory leak means an outage until someone notices. Users often notice first. The fix is not faster servers; it is agreeing on one way to run every model and then automating that one way.",
        ],
      },
      {
        kind: "features",
        heading: "The reference platform we build",
        items: [
          {
            title: "GPU compute, defined in code",
            body: "A Kubernetes-based cluster with separate node pools for inference and batch work, GPU sharing where models are small, and every node built from code so environments are identical.",
          },
          {
            title: "A model registry as the source of truth",
            body: "Only registered model versions can be deployed, each carrying its evaluation results, training data lineage and approvals.",
          },
          {
            title: "A trusted build pipeline",
            body: "Standard serving images with a software bill of materials, vulnerability scanning and signatures. The cluster refuses to run unsigned images.",
          },
          {
            title: "GitOps deployment",
            body: "A model goes live by merging a change to a deployment repository, and rolls back by reverting it. Every change has an author, a reviewer and a timestamp.",
          },
          {
            title: "An inference gateway",
            body: "One entry point for authentication, quotas, audit logging and routing between models, so applications never talk to a model server directly.",
          },
          {
            title: "Reliability engineering",
            body: "At least two replicas per production model across hosts, health checks, spare capacity for maintenance, and service level objectives with alerts and runbooks.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Where to run it",
        caption: "Hosting options for private AI workloads and their trade-offs",
        columns: ["Option", "Strengths", "Trade-offs", "Typical fit"],
        rows: [
          [
            "Owned GPUs in your data center",
            "Full control; lowest cost at steady high utilization; works air-gapped",
            "Capital outlay, hardware lead times, power and cooling density",
            "Classified or regulated workloads with predictable volume",
          ],
          [
            "Colocation",
            "Your hardware without building data center capacity",
            "Remote hands and logistics to manage",
            "Organizations short of power or space on site",
          ],
          [
            "Reserved cloud capacity",
            "No hardware to run; your tenancy and network controls",
            "Commitment terms; capacity varies by region",
            "Steady workloads that may stay in the cloud",
          ],
          [
            "On-demand cloud GPUs",
            "Fast to start; pay per use",
            "Highest unit cost; availability not guaranteed",
            "Experiments, evaluation and bursts",
          ],
        ],
      },
      {
        kind: "steps",
        heading: "Build sequence for a first production platform",
        intro:
          "A first platform typically takes about five months with a joint team; later models then move through it in about two weeks, most of it deliberate evaluation and shadow traffic.",
        items: [
          {
            title: "Month 1: design with security at the table",
            body: "Workload sizing, hosting decision and a deployment pattern written with your security team, documenting how it meets your control framework.",
          },
          {
            title: "Months 2–3: build from code",
            body: "Cluster, registry, build pipeline, gateway and observability, all as code in your repositories, reviewed by your engineers as we go.",
          },
          {
            title: "Month 4: first models through the road",
            body: "Existing models migrate onto the platform with shadow traffic before cut-over, proving the pattern on real workloads.",
          },
          {
            title: "Month 5: operate",
            body: "Service level objectives agreed with the teams you serve, on-call rotation and runbooks, then handover to your team or a managed service.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Decision criteria",
        caption: "What we measure before recommending a platform design",
        columns: ["Criterion", "What we look at"],
        rows: [
          [
            "Utilization",
            "Measured or forecast GPU hours per day; whether workloads can share hardware",
          ],
          [
            "Compliance boundary",
            "Which controls apply (for example FedRAMP, CMMC or HIPAA safeguards) and where data may be processed",
          ],
          ["Data gravity", "Where the training and retrieval data lives and the cost of moving it"],
          ["Facilities", "Power and cooling available per rack for modern GPU servers"],
          [
            "Skills",
            "Whether your team can own Kubernetes, GPU drivers and on-call, or needs a managed service",
          ],
        ],
      },
      {
        kind: "list",
        heading: "Deliverables",
        items: [
          "Platform architecture and hosting decision records",
          "The platform as code: cluster, node pools, registry, pipeline, gateway and observability",
          "A documented deployment pattern pre-approved by your security team, with a per-model checklist enforced by the pipeline",
          "Dashboards for latency, errors, GPU memory and queue depth, with alerts tied to runbooks",
          "Capacity and cost reports per model and per consuming team",
          "Disaster recovery and rebuild procedures, tested",
        ],
      },
      {
        kind: "features",
        heading: "Risks we design around",
        items: [
          {
            title: "Hardware lead times",
            body: "GPU servers can take months to arrive. We start on cloud capacity where rules allow and move workloads when hardware lands.",
          },
          {
            title: "Driver and library drift",
            body: "Mismatched drivers and frameworks break models quietly. Versions are pinned in images and upgraded through the pipeline.",
          },
          {
            title: "Security exceptions",
            body: "One-off approvals erode the pattern. Anything outside it goes through a documented exception with an expiry date.",
          },
          {
            title: "Idle capacity",
            body: "Reserved GPUs cost money whether used or not. Utilization is reported per team so demand and capacity stay in step.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Do we need Kubernetes?",
            answer:
              "Not always. For one or two models a simpler setup can be right. Once several teams deploy models, Kubernetes gives the scheduling, isolation and declarative deployment that make one paved road possible, and it is the pattern most security teams can assess once.",
          },
          {
            question: "Can the platform run in an air-gapped environment?",
            answer:
              "Yes. Images, models and updates enter through an approved transfer process, registries are mirrored inside the enclave, and all telemetry stays local.",
          },
          {
            question: "How do you get security approval faster?",
            answer:
              "By asking security to assess the platform and the deployment pattern once, in depth, and then enforcing a short checklist per model in the pipeline. The evidence becomes a by-product of deploying.",
          },
          {
            question: "Can training and inference share the same GPUs?",
            answer:
              "They can share a cluster but usually not the same node pool: inference needs predictable latency, training needs throughput. Separate pools with clear priorities avoid one starving the other.",
          },
          {
            question: "Who runs the platform after the build?",
            answer:
              "Your team, with our runbooks and training, or both teams together under a managed service with 24/7 support. Either way the platform is yours, in your repositories.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "Model Deployment & Integration",
            body: "Getting models behind stable APIs and into the systems that use them.",
            href: "/services/model-deployment-integration",
          },
          {
            title: "MLOps & Model Operations",
            body: "Registry, release gates and monitoring across the model lifecycle.",
            href: "/services/mlops-model-operations",
          },
          {
            title: "Cloud Migration for ML Workloads",
            body: "Moving training and inference between on-premises and cloud capacity.",
            href: "/services/cloud-migration-mlops",
          },
          {
            title: "Zero Trust Architecture",
            body: "Identity-based access for the people and services that reach your models.",
            href: "/services/zero-trust-architecture",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Further reading",
        items: [
          {
            title: "Case study: from 3 months to 2 weeks",
            body: "How a federal contractor standardized model deployment and raised uptime from 94% to 99.9%.",
            href: "/case-studies/private-ai-infrastructure",
          },
          {
            title: "MLOps without the hype",
            body: "The minimum capabilities that let a team ship its second model faster than its first.",
            href: "/insights/mlops-from-notebook-to-production",
          },
          {
            title: "Private LLMs",
            body: "Which workloads to self-host and how to size them, on top of this platform.",
            href: "/private-llm",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Find out what stands between your models and production",
        body: "Our MLOps discovery ($5,000, fixed price) maps your path to production, sizes the platform and sets out the security pattern, with a build plan and estimate.",
        primary: {
          label: "Start with MLOps discovery",
          href: contact("", "MLOps discovery for a private AI platform"),
        },
        secondary: { label: "See our MLOps services", href: "/services/mlops-consulting" },
      },
    ],
  },
  de: {
    title: "Private KI-Infrastruktur und GPU-Plattformen",
    description:
      "Eine private KI-Plattform auf Ihren GPUs oder in Ihrer Cloud: Kubernetes, Modellregister, signierte Images, Gateway und SRE. Modelle in Wochen im Betrieb.",
    eyebrow: "Private KI-Infrastruktur",
    h1: "Eine private KI-Plattform, die Modelle in Wochen statt Monaten in Betrieb bringt",
    lead: "Data-Science-Teams fehlt selten ein Modell, sondern ein sicherer, wiederholbarer Weg, es zu betreiben. Wir bauen private KI-Plattformen auf Ihren eigenen GPU-Servern, in Ihrem Cloud-Mandanten oder in beiden – mit einem standardisierten Weg vom Register in den Betrieb, einem einmal geprüften Sicherheitsmuster und Zuverlässigkeit von Anfang an.",
    actions: [
      { label: "KI-Plattform planen", href: contact("/de", "Planung einer privaten KI-Plattform") },
      { label: "Fallstudie lesen", href: "/case-studies/private-ai-infrastructure" },
    ],
    keywords: [
      "private KI-Infrastruktur",
      "GPU-Plattform",
      "KI On-Premises",
      "Kubernetes Model Serving",
      "MLOps-Plattform",
    ],
    sections: [
      {
        kind: "stats",
        heading:
          "Was eine Standardplattform bei einem Auftragnehmer der US-Bundesregierung veränderte",
        items: [
          {
            number: "2 Wochen",
            label: "Bis ein neues Modell produktiv läuft",
            detail: "Zuvor 3 Monate",
          },
          {
            number: "99,9 %",
            label: "Monatliche Verfügbarkeit der Modell-Endpunkte",
            detail: "Zuvor 94 %",
          },
          {
            number: "24/7",
            label: "Support",
            detail: "Für die Plattformen, die wir gemeinsam mit Kunden betreiben",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Warum Modelle auf Infrastruktur warten",
        paragraphs: [
          "In den meisten Organisationen, die wir kennenlernen, geht jedes Modell als Einzelprojekt in Betrieb. Jemand baut eine virtuelle Maschine auf einem GPU-Host, installiert Treiber und Bibliotheken von Hand, kopiert die Modelldateien und schreibt einen Service-Wrapper. Die IT-Sicherheit prüft dann genau diese Maschine von Grund auf. Monate vergehen mit dem Warten auf Umgebungen und auf Prüfungen von Dingen, die fast, aber eben nicht ganz dem letzten Mal gleichen.",
          "Die Verfügbarkeit leidet aus demselben Grund. Jeder Endpunkt läuft auf einem einzigen Host; ein Treiber-Update, eine volle Festplatte oder ein Speicherleck bedeutet einen Ausfall, bis es jemand bemerkt – oft zuerst die Anwender. Die Lösung sind nicht schnellere Server, sondern die Einigung auf einen einzigen Weg, jedes Modell zu betreiben, und dessen Automatisierung.",
        ],
      },
      {
        kind: "features",
        heading: "Die Referenzplattform, die wir aufbauen",
        items: [
          {
            title: "GPU-Rechenleistung als Code",
            body: "Ein Kubernetes-basierter Cluster mit getrennten Node-Pools für Inferenz und Batch-Jobs, GPU-Teilung für kleine Modelle und jedem Knoten aus Code gebaut, damit alle Umgebungen identisch sind.",
          },
          {
            title: "Ein Modellregister als einzige Quelle",
            body: "Bereitgestellt werden nur registrierte Modellversionen, jeweils mit Evaluierungsergebnissen, Lineage der Trainingsdaten und Freigaben.",
          },
          {
            title: "Eine vertrauenswürdige Build-Pipeline",
            body: "Standardisierte Serving-Images mit Software-Stückliste, Schwachstellenscan und Signatur. Der Cluster verweigert unsignierte Images.",
          },
          {
            title: "Bereitstellung per GitOps",
            body: "Ein Modell geht durch das Mergen einer Änderung in einem Deployment-Repository live und wird durch deren Rücknahme zurückgerollt. Jede Änderung hat Autor, Prüfer und Zeitstempel.",
          },
          {
            title: "Ein Inferenz-Gateway",
            body: "Ein Eingangspunkt für Authentifizierung, Kontingente, Audit-Logging und Routing zwischen Modellen, sodass Anwendungen nie direkt mit einem Modellserver sprechen.",
          },
          {
            title: "Zuverlässigkeit als Ingenieursdisziplin",
            body: "Mindestens zwei Replikate je Produktivmodell auf verschiedenen Hosts, Health Checks, Reservekapazität für Wartung sowie Service Level Objectives mit Alarmen und Runbooks.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Wo die Plattform laufen sollte",
        caption: "Betriebsoptionen für private KI-Workloads und ihre Abwägungen",
        columns: ["Option", "Stärken", "Abwägungen", "Typischer Einsatz"],
        rows: [
          [
            "Eigene GPUs im Rechenzentrum",
            "Volle Kontrolle; geringste Kosten bei stetig hoher Auslastung; Air-Gap möglich",
            "Investitionen, Lieferzeiten, Strom- und Kühldichte",
            "Eingestufte oder regulierte Workloads mit planbarem Volumen",
          ],
          [
            "Colocation",
            "Eigene Hardware ohne eigenen Rechenzentrumsausbau",
            "Vor-Ort-Dienstleistungen und Logistik sind zu steuern",
            "Organisationen ohne ausreichend Strom oder Fläche am Standort",
          ],
          [
            "Reservierte Cloud-Kapazität",
            "Keine Hardware zu betreiben; Ihr Mandant und Ihre Netzkontrollen",
            "Laufzeitbindung; Kapazität je Region unterschiedlich",
            "Stetige Workloads, die in der Cloud bleiben können",
          ],
          [
            "Cloud-GPUs nach Bedarf",
            "Schneller Start; Abrechnung nach Nutzung",
            "Höchste Stückkosten; Verfügbarkeit nicht garantiert",
            "Experimente, Evaluierung und Lastspitzen",
          ],
        ],
      },
      {
        kind: "steps",
        heading: "Aufbau einer ersten produktiven Plattform",
        intro:
          "Eine erste Plattform dauert mit einem gemeinsamen Team typischerweise etwa fünf Monate; weitere Modelle durchlaufen sie danach in rund zwei Wochen, überwiegend für bewusste Evaluierung und Schattenbetrieb.",
        items: [
          {
            title: "Monat 1: Design mit der IT-Sicherheit am Tisch",
            body: "Dimensionierung der Workloads, Entscheidung über den Betriebsort und ein mit Ihrer IT-Sicherheit geschriebenes Bereitstellungsmuster, das die Erfüllung Ihres Kontrollrahmens dokumentiert.",
          },
          {
            title: "Monate 2–3: Aufbau als Code",
            body: "Cluster, Register, Build-Pipeline, Gateway und Observability, alles als Code in Ihren Repositories und laufend von Ihren Entwicklern geprüft.",
          },
          {
            title: "Monat 4: erste Modelle auf dem Standardweg",
            body: "Bestehende Modelle ziehen mit Schattenverkehr vor der Umschaltung auf die Plattform um und belegen das Muster an echten Workloads.",
          },
          {
            title: "Monat 5: Betrieb",
            body: "Mit den versorgten Teams vereinbarte Service Level Objectives, Rufbereitschaft und Runbooks, dann Übergabe an Ihr Team oder einen Managed Service.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Entscheidungskriterien",
        caption: "Was wir messen, bevor wir ein Plattformdesign empfehlen",
        columns: ["Kriterium", "Was wir betrachten"],
        rows: [
          [
            "Auslastung",
            "Gemessene oder prognostizierte GPU-Stunden pro Tag; ob Workloads sich Hardware teilen können",
          ],
          [
            "Compliance-Grenze",
            "Welche Kontrollen gelten (etwa FedRAMP, CMMC oder HIPAA-Schutzmaßnahmen) und wo Daten verarbeitet werden dürfen",
          ],
          [
            "Datenschwerkraft",
            "Wo Trainings- und Retrieval-Daten liegen und was ihre Bewegung kostet",
          ],
          [
            "Infrastruktur vor Ort",
            "Verfügbare Strom- und Kühlleistung je Rack für moderne GPU-Server",
          ],
          [
            "Kompetenzen",
            "Ob Ihr Team Kubernetes, GPU-Treiber und Rufbereitschaft selbst tragen kann oder einen Managed Service braucht",
          ],
        ],
      },
      {
        kind: "list",
        heading: "Ergebnisse",
        items: [
          "Entscheidungsdokumente zu Plattformarchitektur und Betriebsort",
          "Die Plattform als Code: Cluster, Node-Pools, Register, Pipeline, Gateway und Observability",
          "Ein dokumentiertes, von Ihrer IT-Sicherheit vorab freigegebenes Bereitstellungsmuster mit einer von der Pipeline erzwungenen Checkliste je Modell",
          "Dashboards für Latenz, Fehler, GPU-Speicher und Warteschlangen, mit Alarmen und zugehörigen Runbooks",
          "Kapazitäts- und Kostenberichte je Modell und je nutzendem Team",
          "Getestete Verfahren für Notfallwiederherstellung und Neuaufbau",
        ],
      },
      {
        kind: "features",
        heading: "Risiken, die wir von vornherein einplanen",
        items: [
          {
            title: "Lieferzeiten für Hardware",
            body: "GPU-Server können Monate auf sich warten lassen. Wo es die Regeln zulassen, starten wir auf Cloud-Kapazität und verlagern, sobald die Hardware da ist.",
          },
          {
            title: "Drift bei Treibern und Bibliotheken",
            body: "Unpassende Treiber und Frameworks brechen Modelle unbemerkt. Versionen werden in Images fixiert und über die Pipeline aktualisiert.",
          },
          {
            title: "Sicherheitsausnahmen",
            body: "Einzelfreigaben höhlen das Muster aus. Alles außerhalb davon läuft über eine dokumentierte, befristete Ausnahme.",
          },
          {
            title: "Ungenutzte Kapazität",
            body: "Reservierte GPUs kosten Geld, ob genutzt oder nicht. Die Auslastung wird je Team berichtet, damit Bedarf und Kapazität im Gleichschritt bleiben.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Häufige Fragen",
        items: [
          {
            question: "Brauchen wir Kubernetes?",
            answer:
              "Nicht immer. Für ein oder zwei Modelle kann ein einfacherer Aufbau richtig sein. Sobald mehrere Teams Modelle bereitstellen, liefert Kubernetes die Planung, Isolation und deklarative Bereitstellung für einen einheitlichen Weg – und es ist das Muster, das die meisten Sicherheitsteams einmalig bewerten können.",
          },
          {
            question: "Kann die Plattform in einer Air-Gapped-Umgebung laufen?",
            answer:
              "Ja. Images, Modelle und Updates gelangen über einen freigegebenen Transferprozess hinein, Register werden in der Enklave gespiegelt, und alle Telemetrie bleibt lokal.",
          },
          {
            question: "Wie erhalten wir schneller eine Sicherheitsfreigabe?",
            answer:
              "Indem die IT-Sicherheit die Plattform und das Bereitstellungsmuster einmal gründlich bewertet und danach je Modell eine kurze Checkliste in der Pipeline erzwungen wird. Die Nachweise entstehen als Nebenprodukt der Bereitstellung.",
          },
          {
            question: "Können Training und Inferenz dieselben GPUs nutzen?",
            answer:
              "Sie können sich einen Cluster teilen, meist aber nicht denselben Node-Pool: Inferenz braucht planbare Latenz, Training braucht Durchsatz. Getrennte Pools mit klaren Prioritäten verhindern, dass das eine das andere ausbremst.",
          },
          {
            question: "Wer betreibt die Plattform nach dem Aufbau?",
            answer:
              "Ihr Team mit unseren Runbooks und Schulungen oder beide Teams gemeinsam als Managed Service mit 24/7-Support. In jedem Fall gehört die Plattform Ihnen und liegt in Ihren Repositories.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Passende Leistungen",
        items: [
          {
            title: "Modellbereitstellung und Integration",
            body: "Modelle hinter stabile Schnittstellen und in die Systeme bringen, die sie nutzen.",
            href: "/services/model-deployment-integration",
          },
          {
            title: "MLOps und Modellbetrieb",
            body: "Register, Freigabekriterien und Monitoring über den gesamten Modelllebenszyklus.",
            href: "/services/mlops-model-operations",
          },
          {
            title: "Cloud-Migration für ML-Workloads",
            body: "Training und Inferenz zwischen eigener Infrastruktur und Cloud verlagern.",
            href: "/services/cloud-migration-mlops",
          },
          {
            title: "Zero-Trust-Architektur",
            body: "Identitätsbasierter Zugriff für Menschen und Dienste, die Ihre Modelle erreichen.",
            href: "/services/zero-trust-architecture",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Weiterführende Inhalte",
        items: [
          {
            title: "Fallstudie: von 3 Monaten auf 2 Wochen",
            body: "Wie ein Auftragnehmer der US-Bundesregierung die Modellbereitstellung standardisierte und die Verfügbarkeit von 94 % auf 99,9 % hob (auf Englisch).",
            href: "/case-studies/private-ai-infrastructure",
          },
          {
            title: "MLOps ohne Hype",
            body: "Die Mindestfähigkeiten, mit denen ein Team das zweite Modell schneller ausliefert als das erste (auf Englisch).",
            href: "/insights/mlops-from-notebook-to-production",
          },
          {
            title: "Private LLMs",
            body: "Welche Anwendungen Sie selbst hosten sollten und wie Sie sie auf dieser Plattform dimensionieren.",
            href: "/de/private-llm",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Finden Sie heraus, was zwischen Ihren Modellen und dem Betrieb steht",
        body: "Unsere MLOps-Discovery (5.000 US-Dollar, Festpreis) zeichnet Ihren Weg in den Betrieb nach, dimensioniert die Plattform und beschreibt das Sicherheitsmuster – mit Aufbauplan und Schätzung.",
        primary: {
          label: "Mit der MLOps-Discovery beginnen",
          href: contact("/de", "MLOps-Discovery für eine private KI-Plattform"),
        },
        secondary: { label: "Unsere MLOps-Leistungen", href: "/services/mlops-consulting" },
      },
    ],
  },
  ar: {
    title: "البنية التحتية الخاصة للذكاء الاصطناعي",
    description:
      "منصة ذكاء اصطناعي خاصة على وحدات المعالجة الرسومية لديكم أو في سحابتكم: Kubernetes وسجل النماذج وصور موقّعة وبوابة وهندسة موثوقية. نماذج في الإنتاج خلال أسابيع.",
    eyebrow: "البنية التحتية الخاصة للذكاء الاصطناعي",
    h1: "منصة ذكاء اصطناعي خاصة تنقل النماذج إلى الإنتاج في أسابيع لا أشهر",
    lead: "نادرًا ما تفتقر فرق علم البيانات إلى النماذج، بل إلى طريقة آمنة قابلة للتكرار لتشغيلها. نبني منصات ذكاء اصطناعي خاصة على خوادم وحدات المعالجة الرسومية لديكم، أو في حسابكم السحابي، أو في كليهما، بمسار موحد من سجل النماذج إلى الإنتاج، ونمط أمني يُراجَع مرة واحدة، وموثوقية مصممة منذ البداية.",
    actions: [
      { label: "خططوا لمنصتكم", href: contact("/ar", "التخطيط لمنصة ذكاء اصطناعي خاصة") },
      { label: "اقرؤوا دراسة الحالة", href: "/case-studies/private-ai-infrastructure" },
    ],
    keywords: [
      "البنية التحتية الخاصة للذكاء الاصطناعي",
      "منصة وحدات معالجة رسومية",
      "ذكاء اصطناعي داخل المؤسسة",
      "منصة MLOps",
    ],
    sections: [
      {
        kind: "stats",
        heading: "ما غيّرته منصة موحدة لدى متعاقد فيدرالي",
        items: [
          {
            number: "2",
            label: "عدد الأسابيع اللازمة لنشر نموذج جديد",
            detail: "بعد أن كانت المدة 3 أشهر",
          },
          {
            number: "99.9%",
            label: "الجاهزية الشهرية لنقاط خدمة النماذج",
            detail: "ارتفاعًا من 94%",
          },
          {
            number: "24/7",
            label: "دعم على مدار الساعة",
            detail: "للمنصات التي نشغّلها مع عملائنا",
          },
        ],
      },
      {
        kind: "prose",
        heading: "لماذا تنتظر النماذج البنية التحتية",
        paragraphs: [
          "في معظم المؤسسات التي نلتقيها يذهب كل نموذج إلى الإنتاج مشروعًا منفردًا: يبني مهندس آلة افتراضية على خادم وحدات معالجة رسومية، ويثبّت التعريفات والمكتبات يدويًا، وينسخ ملفات النموذج، ويكتب غلاف الخدمة. ثم يراجع فريق الأمن تلك الآلة بعينها من الصفر. وتمضي الأشهر في انتظار تجهيز البيئات ومراجعة أشياء تكاد تشبه ما سبقها، لكنها ليست مطابقة له.",
          "وتتأثر الجاهزية للسبب نفسه. فكل نقطة خدمة تعمل على خادم واحد، وأي تحديث لتعريف أو امتلاء قرص أو تسرب في الذاكرة يعني انقطاعًا إلى أن يلاحظه أحد، وكثيرًا ما يكون المستخدمون أول من يلاحظ. والحل ليس خوادم أسرع، بل الاتفاق على طريقة واحدة لتشغيل كل نموذج ثم أتمتتها.",
        ],
      },
      {
        kind: "features",
        heading: "المنصة المرجعية التي نبنيها",
        items: [
          {
            title: "قدرة معالجة معرّفة برمجيًا",
            body: "عنقود قائم على Kubernetes بمجموعات عقد منفصلة للاستدلال والمهام الدفعية، ومشاركة لوحدات المعالجة الرسومية حين تكون النماذج صغيرة، وكل عقدة تُبنى من الشيفرة كي تتطابق البيئات.",
          },
          {
            title: "سجل النماذج مرجعًا وحيدًا",
            body: "لا يُنشر إلا إصدار نموذج مسجل، يحمل نتائج تقييمه ونسب بيانات تدريبه والموافقات عليه.",
          },
          {
            title: "مسار بناء موثوق",
            body: "صور خدمة موحدة مع قائمة بمكونات البرمجيات وفحص للثغرات وتوقيع رقمي، ويرفض العنقود تشغيل أي صورة غير موقّعة.",
          },
          {
            title: "نشر بأسلوب GitOps",
            body: "يُطلق النموذج بدمج تغيير في مستودع النشر، ويُتراجع عنه بعكس ذلك التغيير. ولكل تغيير كاتب ومراجع وطابع زمني.",
          },
          {
            title: "بوابة استدلال",
            body: "نقطة دخول واحدة للمصادقة والحصص وسجلات التدقيق والتوجيه بين النماذج، فلا تتصل التطبيقات بخادم النموذج مباشرة أبدًا.",
          },
          {
            title: "هندسة الموثوقية",
            body: "نسختان على الأقل لكل نموذج إنتاجي موزعتان على خوادم مختلفة، وفحوص سلامة، وسعة احتياطية للصيانة، وأهداف مستوى خدمة مع تنبيهات وأدلة تشغيل.",
          },
        ],
      },
      {
        kind: "table",
        heading: "أين تعمل المنصة",
        caption: "خيارات استضافة أحمال الذكاء الاصطناعي الخاصة والمفاضلة بينها",
        columns: ["الخيار", "نقاط القوة", "المقايضات", "الاستخدام المعتاد"],
        rows: [
          [
            "وحدات معالجة مملوكة في مركز بياناتكم",
            "تحكم كامل، وأدنى تكلفة عند استخدام مرتفع ومستقر، وإمكان العزل التام",
            "إنفاق رأسمالي، وآجال توريد العتاد، وكثافة الطاقة والتبريد",
            "أحمال مصنفة أو خاضعة للتنظيم بحجم يمكن التنبؤ به",
          ],
          [
            "الاستضافة المشتركة",
            "عتادكم الخاص دون بناء سعة مركز بيانات",
            "خدمات ميدانية ولوجستيات تحتاج إلى إدارة",
            "مؤسسات تنقصها الطاقة أو المساحة في موقعها",
          ],
          [
            "سعة سحابية محجوزة",
            "لا عتاد لتشغيله، مع حسابكم وضوابط شبكتكم",
            "التزامات تعاقدية، وتفاوت السعة بين المناطق",
            "أحمال مستقرة يمكن أن تبقى في السحابة",
          ],
          [
            "وحدات معالجة سحابية عند الطلب",
            "بدء سريع ودفع بحسب الاستخدام",
            "أعلى تكلفة للوحدة، وتوافر غير مضمون",
            "التجارب والتقييم وفترات الذروة",
          ],
        ],
      },
      {
        kind: "steps",
        heading: "مراحل بناء أول منصة إنتاجية",
        intro:
          "تستغرق المنصة الأولى عادة نحو خمسة أشهر بفريق مشترك، ثم تمر النماذج اللاحقة عبرها في قرابة أسبوعين يذهب معظمهما إلى تقييم مقصود وتشغيل ظلي.",
        items: [
          {
            title: "الشهر 1: التصميم بحضور فريق الأمن",
            body: "تقدير أحجام الأحمال، وقرار مكان الاستضافة، ونمط نشر يُكتب مع فريق الأمن لديكم ويوثق كيف يستوفي إطار الضوابط الذي تعملون به.",
          },
          {
            title: "الشهران 2–3: البناء بالشيفرة",
            body: "العنقود وسجل النماذج ومسار البناء والبوابة وأدوات المراقبة، كلها شيفرة في مستودعاتكم يراجعها مهندسوكم أولًا بأول.",
          },
          {
            title: "الشهر 4: أول النماذج على المسار الموحد",
            body: "تنتقل النماذج القائمة إلى المنصة مع حركة ظلية قبل التحويل، لإثبات النمط على أحمال حقيقية.",
          },
          {
            title: "الشهر 5: التشغيل",
            body: "أهداف مستوى خدمة متفق عليها مع الفرق المستفيدة، ومناوبات وأدلة تشغيل، ثم التسليم لفريقكم أو لخدمة مُدارة.",
          },
        ],
      },
      {
        kind: "table",
        heading: "معايير القرار",
        caption: "ما نقيسه قبل التوصية بتصميم للمنصة",
        columns: ["المعيار", "ما الذي ننظر فيه"],
        rows: [
          [
            "الاستخدام",
            "ساعات وحدات المعالجة الرسومية اليومية المقيسة أو المتوقعة، وإمكان تشارك الأحمال للعتاد",
          ],
          [
            "حدود الامتثال",
            "الضوابط السارية (مثل FedRAMP أو CMMC أو ضمانات HIPAA) والأماكن التي يجوز فيها معالجة البيانات",
          ],
          ["جاذبية البيانات", "أين تقيم بيانات التدريب والاسترجاع وكلفة نقلها"],
          ["المرافق", "الطاقة والتبريد المتاحان لكل خزانة لخوادم وحدات المعالجة الرسومية الحديثة"],
          [
            "المهارات",
            "هل يستطيع فريقكم تولي Kubernetes وتعريفات وحدات المعالجة الرسومية والمناوبات، أم يحتاج إلى خدمة مُدارة",
          ],
        ],
      },
      {
        kind: "list",
        heading: "المخرجات",
        items: [
          "سجلات قرارات معمارية المنصة ومكان الاستضافة",
          "المنصة بوصفها شيفرة: العنقود ومجموعات العقد وسجل النماذج ومسار البناء والبوابة وأدوات المراقبة",
          "نمط نشر موثق معتمد مسبقًا من فريق الأمن، مع قائمة تحقق لكل نموذج يفرضها مسار البناء",
          "لوحات لزمن الاستجابة والأخطاء وذاكرة وحدات المعالجة الرسومية وطوابير الانتظار، مع تنبيهات مرتبطة بأدلة التشغيل",
          "تقارير للسعة والتكلفة لكل نموذج ولكل فريق مستفيد",
          "إجراءات مختبرة للتعافي من الكوارث وإعادة البناء",
        ],
      },
      {
        kind: "features",
        heading: "مخاطر نصمم لتجنبها",
        items: [
          {
            title: "آجال توريد العتاد",
            body: "قد يستغرق وصول خوادم وحدات المعالجة الرسومية أشهرًا، فنبدأ على سعة سحابية حيث تسمح القواعد وننقل الأحمال حين يصل العتاد.",
          },
          {
            title: "انحراف التعريفات والمكتبات",
            body: "عدم توافق التعريفات والأطر البرمجية يعطل النماذج بصمت، لذا تُثبَّت الإصدارات في الصور وتُحدَّث عبر مسار البناء.",
          },
          {
            title: "الاستثناءات الأمنية",
            body: "الموافقات الفردية تُضعف النمط، فكل ما يخرج عنه يمر عبر استثناء موثق له تاريخ انتهاء.",
          },
          {
            title: "السعة الخاملة",
            body: "وحدات المعالجة الرسومية المحجوزة تكلف المال سواء استُخدمت أم لا، لذا يُرفع تقرير الاستخدام لكل فريق كي يبقى الطلب والسعة متوازنين.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "الأسئلة الشائعة",
        items: [
          {
            question: "هل نحتاج إلى Kubernetes؟",
            answer:
              "ليس دائمًا. فلنموذج أو اثنين قد يكون الإعداد الأبسط هو الأنسب. لكن حين تنشر فرق متعددة نماذجها، يوفر Kubernetes الجدولة والعزل والنشر التصريحي اللازمة لمسار موحد، وهو النمط الذي تستطيع معظم فرق الأمن تقييمه مرة واحدة.",
          },
          {
            question: "هل يمكن تشغيل المنصة في بيئة معزولة تمامًا؟",
            answer:
              "نعم. تدخل الصور والنماذج والتحديثات عبر إجراء نقل معتمد، وتُنسخ السجلات داخل البيئة المغلقة، وتبقى كل بيانات القياس محلية.",
          },
          {
            question: "كيف نحصل على الموافقة الأمنية بسرعة أكبر؟",
            answer:
              "بأن يقيّم فريق الأمن المنصة ونمط النشر مرة واحدة وبعمق، ثم تُفرض قائمة تحقق قصيرة لكل نموذج داخل مسار البناء، فتصبح الأدلة نتاجًا جانبيًا لعملية النشر.",
          },
          {
            question: "هل يمكن للتدريب والاستدلال تشارك وحدات المعالجة الرسومية نفسها؟",
            answer:
              "يمكنهما تشارك العنقود، لكن عادة لا يتشاركان مجموعة العقد نفسها: فالاستدلال يحتاج إلى زمن استجابة متوقع والتدريب يحتاج إلى إنتاجية عالية. والمجموعات المنفصلة بأولويات واضحة تمنع أحدهما من خنق الآخر.",
          },
          {
            question: "من يشغّل المنصة بعد البناء؟",
            answer:
              "فريقكم مستعينًا بأدلة التشغيل والتدريب الذي نقدمه، أو الفريقان معًا ضمن خدمة مُدارة بدعم 24/7. وفي الحالتين تبقى المنصة ملكًا لكم وفي مستودعاتكم.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "خدمات ذات صلة",
        items: [
          {
            title: "نشر النماذج وتكاملها",
            body: "وضع النماذج خلف واجهات مستقرة وربطها بالأنظمة التي تستخدمها.",
            href: "/services/model-deployment-integration",
          },
          {
            title: "MLOps وتشغيل النماذج",
            body: "سجل النماذج وبوابات الإصدار والمراقبة عبر دورة حياة النموذج.",
            href: "/services/mlops-model-operations",
          },
          {
            title: "نقل أحمال تعلم الآلة إلى السحابة",
            body: "نقل التدريب والاستدلال بين البنية الداخلية والسعة السحابية.",
            href: "/services/cloud-migration-mlops",
          },
          {
            title: "معمارية انعدام الثقة",
            body: "وصول قائم على الهوية للأشخاص والخدمات التي تصل إلى نماذجكم.",
            href: "/services/zero-trust-architecture",
          },
        ],
      },
      {
        kind: "cards",
        heading: "محتوى ذو صلة",
        items: [
          {
            title: "دراسة حالة: من 3 أشهر إلى أسبوعين",
            body: "كيف وحّد متعاقد فيدرالي نشر النماذج ورفع الجاهزية من 94% إلى 99.9% (بالإنجليزية).",
            href: "/case-studies/private-ai-infrastructure",
          },
          {
            title: "MLOps بلا مبالغات",
            body: "الحد الأدنى من القدرات التي تتيح للفريق إطلاق نموذجه الثاني أسرع من الأول (بالإنجليزية).",
            href: "/insights/mlops-from-notebook-to-production",
          },
          {
            title: "النماذج اللغوية الخاصة",
            body: "أي أحمال العمل تستضيفونها ذاتيًا وكيف تحددون حجمها فوق هذه المنصة.",
            href: "/ar/private-llm",
          },
        ],
      },
      {
        kind: "cta",
        heading: "اكتشفوا ما يقف بين نماذجكم والإنتاج",
        body: "يرسم استكشاف MLOps لدينا (بسعر ثابت قدره 5,000 دولار أمريكي) مساركم إلى الإنتاج، ويحدد حجم المنصة، ويصف النمط الأمني، مع خطة بناء وتقدير للتكلفة.",
        primary: {
          label: "ابدؤوا باستكشاف MLOps",
          href: contact("/ar", "استكشاف MLOps لمنصة ذكاء اصطناعي خاصة"),
        },
        secondary: { label: "خدمات MLOps لدينا", href: "/services/mlops-consulting" },
      },
    ],
  },
} satisfies LocalizedPageCopy;
