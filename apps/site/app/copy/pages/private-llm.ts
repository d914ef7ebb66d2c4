/**
 * Copy of the /private-llm topic page (spec section 2: topic pages; German and Arabic versions
 * exist). The model and application side of private AI: deployment model, model choice,
 * retrieval, evaluation and cost. The GPU platform itself is on /private-ai-infrastructure.
 */
import type { LocalizedPageCopy } from "../page-copy";

const contact = (prefix: "" | "/de" | "/ar", subject: string): string =>
  `${prefix}/contact?source=topic-private-llm&utm_service=private-llm&subject=${encodeURIComponent(subject)}`;

/** The /private-llm page in English, German and Arabic. */
export const copy = {
  en: {
    title: "Private LLM deployment for the enterprise",
    description:
      "Private LLMs in your own cloud or data center: deployment model, model choice, retrieval, evaluation and a cost case that holds up, through to production.",
    eyebrow: "Private LLM",
    h1: "Private language models that keep sensitive data inside your walls",
    lead: "When claim files, patient records or controlled unclassified information cannot be sent to a third-party model API, the choice is not between AI and no AI. We help you decide how private your language models need to be, size them honestly and run them in production with the evaluation, security and cost controls an enterprise needs.",
    actions: [
      { label: "Assess your private LLM case", href: contact("", "Private LLM assessment") },
      { label: "See the 3x net ROI case study", href: "/resources/private-ai-roi" },
    ],
    keywords: [
      "private LLM",
      "self-hosted LLM",
      "on-premises large language model",
      "open-weight models",
      "enterprise RAG",
      "LLM deployment consulting",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Why enterprises bring language models in-house",
        paragraphs: [
          "The first generative AI pilots in most enterprises run on a hosted model API, and for good reason: it is the fastest way to learn what the technology can do. The questions change when a pilot heads for production. Compliance asks where regulated data goes and who can see it. Finance asks what the bill looks like when every adjuster, clinician or analyst uses the tool every day. Engineering asks what happens when the provider retires the model version the application was tested on.",
          "A private deployment answers those questions by putting the model where your data already lives: in your cloud tenancy, in your data center or, for the most sensitive workloads, in an environment with no route to the internet. It also opens up work that was never piloted at all because the data could not leave. In our experience that blocked work is often the largest part of the business case.",
          "Self-hosting is not always the right answer. It moves operating responsibility onto your teams, and the strongest frontier models are only available as hosted services. Our job is to find the line for each workload, not to sell GPUs.",
        ],
      },
      {
        kind: "table",
        heading: "Four deployment models, not two",
        caption: "How the common ways of running a language model compare",
        columns: ["Deployment model", "Where prompts and data go", "Operating burden", "Fits when"],
        rows: [
          [
            "Hosted API with enterprise terms",
            "To the provider, under contractual data-use and retention terms",
            "Lowest",
            "Data is not regulated or the terms satisfy your obligations; you need frontier capability",
          ],
          [
            "Managed model in your cloud tenancy",
            "Stays in your cloud account and region",
            "Low to moderate",
            "You want provider-managed models with your cloud's network and key controls",
          ],
          [
            "Self-hosted open-weight model in your cloud",
            "Stays in your network on GPUs you control",
            "Moderate to high",
            "Volume is steady, the task is specific and an open model meets the quality bar",
          ],
          [
            "On-premises or air-gapped",
            "Never leaves your facilities",
            "Highest",
            "Contracts, classification or residency rules forbid any external processing",
          ],
        ],
      },
      {
        kind: "features",
        heading: "What we design and build",
        items: [
          {
            title: "Model selection against your tasks",
            body: "We score candidate open-weight and hosted models on an evaluation set built from your own documents and questions, with and without retrieval, and size for the smallest configuration that meets the bar at peak load.",
          },
          {
            title: "Retrieval over your knowledge",
            body: "Structure-aware ingestion, hybrid search and reranking, with permission filtering so a user can never retrieve a passage they could not open in the source system. Answers cite their sources.",
          },
          {
            title: "Fine-tuning where it pays",
            body: "Fine-tuning teaches format, tone and domain vocabulary; it is a poor way to add facts. We use it when a smaller tuned model can replace a larger general one, and measure the gain.",
          },
          {
            title: "Serving and gateway",
            body: "Inference servers with continuous batching behind a gateway that handles authentication, quotas, redaction of personal data, prompt-injection defenses and an audit log of every request.",
          },
          {
            title: "Evaluation as a release gate",
            body: "Deterministic checks, expert-labeled test sets and calibrated model-graded scoring run on every model, prompt or index change, so quality cannot silently regress.",
          },
          {
            title: "Cost controls",
            body: "Routing simple requests to small models, caching repeated context, quantisation and batching. These levers are how our optimization work reaches AI cost reductions of 30-50%.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "What private AI has delivered for our clients",
        items: [
          {
            number: "3x",
            label: "Projected three-year net ROI",
            detail:
              "Net benefit ÷ cost, risk-adjusted, for a regional insurer's self-hosted models",
          },
          {
            number: "30-50%",
            label: "AI cost reduction",
            detail: "From routing, caching and right-sized models",
          },
          {
            number: "99.9%",
            label: "Model endpoint uptime",
            detail: "On a private platform that was at 94% before",
          },
        ],
      },
      {
        kind: "steps",
        heading: "From assessment to production",
        items: [
          {
            title: "Assessment, about 4 weeks",
            body: "We inventory real workloads with their volumes, build a quality bar with your experts, price every deployment model including people and operations, and produce a risk-adjusted return per workload.",
          },
          {
            title: "Pilot, 6 to 8 weeks",
            body: "The first workload runs on a private endpoint with retrieval, the gateway and the evaluation suite in place, used by a defined group of real users against agreed acceptance criteria.",
          },
          {
            title: "Production, 8 to 12 weeks",
            body: "Redundant serving, monitoring with service level objectives, runbooks, security review of the pattern and model risk documentation. The second workload then reuses the same platform.",
          },
          {
            title: "Operate and improve",
            body: "Your team runs the platform, or we run it with you under a managed service with 24/7 support. Models are re-evaluated and swapped as better open models appear.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Should this workload be self-hosted?",
        caption: "Signals for and against running a model yourself",
        columns: ["Factor", "Points to self-hosting", "Points to a hosted API"],
        rows: [
          [
            "Data sensitivity",
            "Regulated, contractual or classified data at scale",
            "Public or low-sensitivity data",
          ],
          ["Volume", "Steady, high daily volume that keeps GPUs busy", "Spiky or low volume"],
          [
            "Task",
            "Narrow and well defined: extraction, summarization, classification",
            "Open-ended reasoning that needs the strongest models",
          ],
          [
            "Latency and availability",
            "Must work during provider outages or inside a closed network",
            "Normal internet latency is acceptable",
          ],
          [
            "Team",
            "Platform, MLOps and security engineers available to own it",
            "No capacity to run GPU infrastructure",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Risks we plan for",
        items: [
          {
            title: "A quality gap",
            body: "An open model can trail the best hosted models on hard tasks. The evaluation set decides, and hybrid routing keeps hard cases on a hosted model where data rules allow.",
          },
          {
            title: "Idle GPUs",
            body: "Hardware sized for the peak sits idle on a quiet day. We pool workloads on one platform and size from measured traffic, not from guesses.",
          },
          {
            title: "Model supply chain",
            body: "Weights come with licenses and provenance. We check license terms for your use, pin versions, scan artifacts and keep a record of what runs where.",
          },
          {
            title: "Prompt injection and leakage",
            body: "Retrieved documents can carry instructions. We treat them as untrusted input, restrict tool permissions and test against the OWASP Top 10 for LLM applications.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Are open-weight models good enough for enterprise work?",
            answer:
              "For many well-defined tasks, yes: summarizing files, extracting fields, classifying documents and answering questions over your own knowledge with retrieval. For open-ended reasoning the strongest hosted models still lead. We decide per workload on your evaluation set, not on public leaderboards.",
          },
          {
            question: "How much hardware do we need?",
            answer:
              "It depends on model size, precision, context length and concurrency. As a rule of thumb, model weights need about 2 bytes per parameter at 16-bit precision, so a 70-billion-parameter model needs roughly 140 GB of GPU memory before any room for requests. Our assessment sizes from your measured volumes.",
          },
          {
            question: "Can it run without any internet connection?",
            answer:
              "Yes. We have designed air-gapped deployments where models, packages and updates arrive through an approved transfer process and all telemetry stays inside the enclave.",
          },
          {
            question: "Does a private deployment make us compliant?",
            answer:
              "It removes one class of risk, data leaving your boundary, but obligations such as HIPAA safeguards, model risk management or the EU AI Act still apply to how the system is used. Our AI governance practice covers those.",
          },
          {
            question: "Do we need to fine-tune a model?",
            answer:
              "Usually not at first. Retrieval and good prompts meet most needs. Fine-tuning earns its place when it lets a smaller, cheaper model reach the quality bar, or when outputs must follow a strict format.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related services",
        items: [
          {
            title: "RAG Architecture",
            body: "Permission-aware retrieval with cited answers over your documents.",
            href: "/services/rag-architecture",
          },
          {
            title: "LLM Evaluation",
            body: "Test suites and release gates built from your tasks and failure modes.",
            href: "/services/llm-evaluation",
          },
          {
            title: "Private Model Fine-Tuning",
            body: "Tuning open-weight models on your data, inside your environment.",
            href: "/services/private-model-fine-tuning",
          },
          {
            title: "AI Cost Optimization",
            body: "Routing, caching and right-sizing to cut cost per task without losing quality.",
            href: "/services/ai-cost-optimization",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Further reading",
        items: [
          {
            title: "Private LLMs: when self-hosting makes sense",
            body: "A framework for choosing between hosted APIs, private endpoints and your own GPUs, with the sizing arithmetic.",
            href: "/insights/private-llm-deployment-decision-guide",
          },
          {
            title: "Cutting LLM inference costs without cutting quality",
            body: "The levers that reduce cost per task and the evaluation discipline that keeps each saving honest.",
            href: "/insights/llm-inference-cost-optimization",
          },
          {
            title: "Case study: a 3x net ROI projection for self-hosted models",
            body: "How a regional insurer priced four workloads and found that blocked work was the real prize.",
            href: "/case-studies/self-hosted-ai-roi",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Find out which of your workloads belong in-house",
        body: "Bring two or three candidate workloads to a 60-minute deep dive. We will tell you which deployment model fits each, what it would take to run and what evidence you need before committing.",
        primary: {
          label: "Book a private LLM deep dive",
          href: contact("", "Private LLM deep dive"),
        },
        secondary: { label: "Estimate your return", href: "/tools/ai-roi-calculator" },
      },
    ],
  },
  de: {
    title: "Private LLMs für Unternehmen",
    description:
      "Private LLMs in Ihrer Cloud oder Ihrem Rechenzentrum: Betriebsmodell, Modellwahl, Retrieval, Evaluierung und ein belastbarer Business Case bis zum Betrieb.",
    eyebrow: "Private LLM",
    h1: "Private Sprachmodelle, bei denen sensible Daten im Haus bleiben",
    lead: "Wenn Schadenakten, Patientendaten oder vertrauliche Behördeninformationen nicht an eine externe Modell-API gehen dürfen, heißt die Wahl nicht KI oder keine KI. Wir helfen Ihnen zu entscheiden, wie privat Ihre Sprachmodelle sein müssen, dimensionieren sie ehrlich und bringen sie mit der Evaluierung, Sicherheit und Kostenkontrolle in Betrieb, die ein Unternehmen braucht.",
    actions: [
      { label: "Private-LLM-Vorhaben bewerten", href: contact("/de", "Bewertung Private LLM") },
      { label: "Fallstudie zum 3-fachen Netto-ROI ansehen", href: "/resources/private-ai-roi" },
    ],
    keywords: [
      "Private LLM",
      "selbst gehostetes LLM",
      "On-Premises Sprachmodell",
      "Open-Weight-Modelle",
      "RAG im Unternehmen",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Warum Unternehmen Sprachmodelle ins eigene Haus holen",
        paragraphs: [
          "Die ersten Piloten mit generativer KI laufen in den meisten Unternehmen über eine gehostete Modell-API – aus gutem Grund, denn so lernt man am schnellsten, was die Technologie kann. Auf dem Weg in den Produktivbetrieb ändern sich die Fragen. Compliance will wissen, wohin regulierte Daten fließen und wer sie sehen kann. Das Controlling fragt, wie die Rechnung aussieht, wenn jede Sachbearbeiterin, jeder Arzt und jede Analystin das Werkzeug täglich nutzt. Die IT fragt, was passiert, wenn der Anbieter die getestete Modellversion abkündigt.",
          "Eine private Bereitstellung beantwortet diese Fragen, indem das Modell dort läuft, wo Ihre Daten bereits liegen: in Ihrem Cloud-Mandanten, in Ihrem Rechenzentrum oder, für die sensibelsten Anwendungen, in einer Umgebung ohne Verbindung zum Internet. Zudem wird Arbeit möglich, die nie pilotiert wurde, weil die Daten das Haus nicht verlassen durften. Nach unserer Erfahrung ist gerade diese blockierte Arbeit oft der größte Teil des Business Case.",
          "Selbst zu hosten ist nicht immer richtig. Es verlagert Betriebsverantwortung auf Ihre Teams, und die stärksten Frontier-Modelle gibt es nur als gehosteten Dienst. Unsere Aufgabe ist es, die Grenze für jede Anwendung zu finden – nicht GPUs zu verkaufen.",
        ],
      },
      {
        kind: "table",
        heading: "Vier Betriebsmodelle, nicht zwei",
        caption: "Die gängigen Wege, ein Sprachmodell zu betreiben, im Vergleich",
        columns: [
          "Betriebsmodell",
          "Wohin Prompts und Daten gehen",
          "Betriebsaufwand",
          "Passt, wenn",
        ],
        rows: [
          [
            "Gehostete API mit Unternehmensbedingungen",
            "Zum Anbieter, unter vertraglichen Regeln zu Nutzung und Aufbewahrung",
            "Am geringsten",
            "Die Daten sind nicht reguliert oder die Bedingungen erfüllen Ihre Pflichten; Sie brauchen Spitzenfähigkeiten",
          ],
          [
            "Verwaltetes Modell in Ihrem Cloud-Mandanten",
            "Bleiben in Ihrem Cloud-Konto und Ihrer Region",
            "Gering bis mittel",
            "Sie wollen vom Anbieter betreute Modelle mit den Netz- und Schlüsselkontrollen Ihrer Cloud",
          ],
          [
            "Selbst gehostetes Open-Weight-Modell in Ihrer Cloud",
            "Bleiben in Ihrem Netz auf GPUs unter Ihrer Kontrolle",
            "Mittel bis hoch",
            "Das Volumen ist stetig, die Aufgabe klar umrissen und ein offenes Modell erreicht die Qualitätsschwelle",
          ],
          [
            "On-Premises oder Air-Gapped",
            "Verlassen Ihre Standorte nie",
            "Am höchsten",
            "Verträge, Einstufung oder Residenzvorgaben verbieten jede externe Verarbeitung",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Was wir entwerfen und aufbauen",
        items: [
          {
            title: "Modellauswahl anhand Ihrer Aufgaben",
            body: "Wir bewerten offene und gehostete Modelle mit einem Evaluierungsdatensatz aus Ihren eigenen Dokumenten und Fragen, mit und ohne Retrieval, und dimensionieren auf die kleinste Konfiguration, die die Schwelle unter Spitzenlast erreicht.",
          },
          {
            title: "Retrieval über Ihr Wissen",
            body: "Strukturbewusste Aufbereitung, hybride Suche und Reranking mit Berechtigungsfilter, sodass niemand eine Passage abruft, die er im Quellsystem nicht öffnen dürfte. Antworten nennen ihre Quellen.",
          },
          {
            title: "Fine-Tuning, wo es sich lohnt",
            body: "Fine-Tuning vermittelt Format, Tonalität und Fachvokabular; für neues Faktenwissen eignet es sich schlecht. Wir setzen es ein, wenn ein kleineres trainiertes Modell ein größeres ersetzen kann, und messen den Gewinn.",
          },
          {
            title: "Inferenz und Gateway",
            body: "Inferenzserver mit Continuous Batching hinter einem Gateway für Authentifizierung, Kontingente, Schwärzung personenbezogener Daten, Abwehr von Prompt Injection und ein Audit-Log jeder Anfrage.",
          },
          {
            title: "Evaluierung als Freigabekriterium",
            body: "Deterministische Prüfungen, von Fachleuten annotierte Testsätze und kalibrierte modellgestützte Bewertungen laufen bei jeder Änderung an Modell, Prompt oder Index, damit die Qualität nicht unbemerkt sinkt.",
          },
          {
            title: "Kostensteuerung",
            body: "Einfache Anfragen an kleine Modelle routen, wiederkehrenden Kontext cachen, Quantisierung und Batching. Mit diesen Hebeln erreicht unsere Optimierungsarbeit KI-Kostensenkungen von 30–50 %.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "Was private KI für unsere Kunden bewirkt hat",
        items: [
          {
            number: "3×",
            label: "Prognostizierter Netto-ROI über drei Jahre",
            detail:
              "Nettonutzen ÷ Kosten, risikobereinigt, für die selbst gehosteten Modelle eines regionalen Versicherers",
          },
          {
            number: "30–50 %",
            label: "Senkung der KI-Kosten",
            detail: "Durch Routing, Caching und passend dimensionierte Modelle",
          },
          {
            number: "99,9 %",
            label: "Verfügbarkeit der Modell-Endpunkte",
            detail: "Auf einer privaten Plattform, die zuvor bei 94 % lag",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Von der Bewertung zum Produktivbetrieb",
        items: [
          {
            title: "Bewertung, etwa 4 Wochen",
            body: "Wir erfassen reale Anwendungen mit ihren Volumina, legen mit Ihren Fachleuten eine Qualitätsschwelle fest, kalkulieren jedes Betriebsmodell einschließlich Personal und Betrieb und ermitteln eine risikobereinigte Rendite je Anwendung.",
          },
          {
            title: "Pilot, 6 bis 8 Wochen",
            body: "Die erste Anwendung läuft auf einem privaten Endpunkt mit Retrieval, Gateway und Evaluierungssuite, genutzt von einer festgelegten Gruppe realer Anwender gegen vereinbarte Abnahmekriterien.",
          },
          {
            title: "Produktivbetrieb, 8 bis 12 Wochen",
            body: "Redundante Inferenz, Monitoring mit Service Level Objectives, Runbooks, Sicherheitsprüfung des Musters und Dokumentation für das Modellrisikomanagement. Die zweite Anwendung nutzt dieselbe Plattform.",
          },
          {
            title: "Betreiben und verbessern",
            body: "Ihr Team betreibt die Plattform, oder wir betreiben sie gemeinsam mit Ihnen als Managed Service mit 24/7-Support. Modelle werden neu bewertet und ersetzt, sobald bessere offene Modelle erscheinen.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Sollte diese Anwendung selbst gehostet werden?",
        caption: "Signale für und gegen den Eigenbetrieb eines Modells",
        columns: ["Faktor", "Spricht für Eigenbetrieb", "Spricht für eine gehostete API"],
        rows: [
          [
            "Sensibilität der Daten",
            "Regulierte, vertraulich vereinbarte oder eingestufte Daten in großem Umfang",
            "Öffentliche oder wenig sensible Daten",
          ],
          [
            "Volumen",
            "Stetiges, hohes Tagesvolumen, das GPUs auslastet",
            "Schwankendes oder geringes Volumen",
          ],
          [
            "Aufgabe",
            "Eng und klar definiert: Extraktion, Zusammenfassung, Klassifikation",
            "Offenes Schlussfolgern, das die stärksten Modelle braucht",
          ],
          [
            "Latenz und Verfügbarkeit",
            "Muss bei Anbieterausfällen oder im geschlossenen Netz funktionieren",
            "Übliche Internet-Latenz ist akzeptabel",
          ],
          [
            "Team",
            "Plattform-, MLOps- und Sicherheitsfachleute stehen für den Betrieb bereit",
            "Keine Kapazität für GPU-Infrastruktur",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Risiken, die wir einplanen",
        items: [
          {
            title: "Qualitätslücke",
            body: "Ein offenes Modell kann bei schweren Aufgaben hinter den besten gehosteten Modellen liegen. Der Evaluierungsdatensatz entscheidet; hybrides Routing schickt schwierige Fälle an ein gehostetes Modell, wo die Datenregeln es erlauben.",
          },
          {
            title: "Ungenutzte GPUs",
            body: "Für die Spitze dimensionierte Hardware steht an ruhigen Tagen still. Wir bündeln Anwendungen auf einer Plattform und dimensionieren nach gemessenem Verkehr.",
          },
          {
            title: "Lieferkette der Modelle",
            body: "Modellgewichte haben Lizenzen und eine Herkunft. Wir prüfen die Lizenzbedingungen für Ihren Einsatz, fixieren Versionen, scannen Artefakte und dokumentieren, was wo läuft.",
          },
          {
            title: "Prompt Injection und Datenabfluss",
            body: "Abgerufene Dokumente können Anweisungen enthalten. Wir behandeln sie als nicht vertrauenswürdige Eingabe, beschränken Werkzeugrechte und testen gegen die OWASP Top 10 für LLM-Anwendungen.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Häufige Fragen",
        items: [
          {
            question: "Sind Open-Weight-Modelle gut genug für den Unternehmenseinsatz?",
            answer:
              "Für viele klar umrissene Aufgaben ja: Akten zusammenfassen, Felder extrahieren, Dokumente klassifizieren und Fragen mit Retrieval über Ihr eigenes Wissen beantworten. Beim offenen Schlussfolgern liegen die stärksten gehosteten Modelle weiterhin vorn. Wir entscheiden je Anwendung anhand Ihres Evaluierungsdatensatzes, nicht anhand öffentlicher Ranglisten.",
          },
          {
            question: "Wie viel Hardware brauchen wir?",
            answer:
              "Das hängt von Modellgröße, Genauigkeit, Kontextlänge und Parallelität ab. Als Faustregel brauchen Modellgewichte bei 16-Bit-Genauigkeit etwa 2 Byte pro Parameter; ein Modell mit 70 Milliarden Parametern belegt also rund 140 GB GPU-Speicher, bevor Platz für Anfragen bleibt. Unsere Bewertung dimensioniert nach Ihren gemessenen Volumina.",
          },
          {
            question: "Kann das Modell ganz ohne Internetverbindung laufen?",
            answer:
              "Ja. Wir haben Air-Gapped-Umgebungen entworfen, in die Modelle, Pakete und Updates über einen freigegebenen Transferprozess gelangen und in denen alle Telemetrie in der Enklave bleibt.",
          },
          {
            question: "Erfüllen wir mit einer privaten Bereitstellung automatisch alle Vorgaben?",
            answer:
              "Sie beseitigt eine Risikoklasse – Daten, die Ihren Verantwortungsbereich verlassen. Pflichten wie die HIPAA-Schutzmaßnahmen, Modellrisikomanagement oder die KI-Verordnung (EU AI Act) gelten aber weiterhin für die Nutzung des Systems. Darum kümmert sich unser Geschäftsbereich KI-Governance.",
          },
          {
            question: "Müssen wir ein Modell feinabstimmen?",
            answer:
              "Zu Beginn meist nicht. Retrieval und gute Prompts decken die meisten Anforderungen ab. Fine-Tuning lohnt sich, wenn ein kleineres, günstigeres Modell damit die Qualitätsschwelle erreicht oder Ausgaben einem strengen Format folgen müssen.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Passende Leistungen",
        items: [
          {
            title: "RAG-Architektur",
            body: "Berechtigungsbewusstes Retrieval mit Quellenangaben über Ihre Dokumente.",
            href: "/services/rag-architecture",
          },
          {
            title: "LLM-Evaluierung",
            body: "Testsuiten und Freigabekriterien, gebaut aus Ihren Aufgaben und Fehlerbildern.",
            href: "/services/llm-evaluation",
          },
          {
            title: "Fine-Tuning privater Modelle",
            body: "Feinabstimmung offener Modelle auf Ihren Daten, in Ihrer Umgebung.",
            href: "/services/private-model-fine-tuning",
          },
          {
            title: "KI-Kostenoptimierung",
            body: "Routing, Caching und richtige Dimensionierung für geringere Kosten je Aufgabe ohne Qualitätsverlust.",
            href: "/services/ai-cost-optimization",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Weiterführende Beiträge",
        items: [
          {
            title: "Private LLMs: wann sich Eigenbetrieb lohnt",
            body: "Ein Rahmen für die Wahl zwischen gehosteter API, privatem Endpunkt und eigenen GPUs, mit der Dimensionierungsrechnung (auf Englisch).",
            href: "/insights/private-llm-deployment-decision-guide",
          },
          {
            title: "LLM-Inferenzkosten senken, ohne an Qualität zu verlieren",
            body: "Die Hebel, die Kosten je Aufgabe senken, und die Evaluierungsdisziplin, die jede Einsparung ehrlich hält (auf Englisch).",
            href: "/insights/llm-inference-cost-optimization",
          },
          {
            title: "Fallstudie: 3-facher Netto-ROI für selbst gehostete Modelle (Prognose)",
            body: "Wie ein regionaler Versicherer vier Anwendungen kalkulierte und in blockierter Arbeit den größten Wert fand (auf Englisch).",
            href: "/case-studies/self-hosted-ai-roi",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Finden Sie heraus, welche Anwendungen ins eigene Haus gehören",
        body: "Bringen Sie zwei oder drei Kandidaten in einen 60-minütigen Deep Dive mit. Wir sagen Ihnen, welches Betriebsmodell zu jedem passt, was der Betrieb erfordert und welche Belege Sie vor einer Zusage brauchen.",
        primary: {
          label: "Private-LLM-Deep-Dive buchen",
          href: contact("/de", "Deep Dive Private LLM"),
        },
        secondary: { label: "Rendite abschätzen", href: "/tools/ai-roi-calculator" },
      },
    ],
  },
  ar: {
    title: "نماذج اللغة الخاصة للمؤسسات",
    description:
      "نماذج لغوية خاصة داخل سحابتكم أو مركز بياناتكم: نموذج النشر، واختيار النموذج، والاسترجاع، والتقييم، ودراسة تكلفة متماسكة من التقييم حتى الإنتاج.",
    eyebrow: "نماذج اللغة الخاصة",
    h1: "نماذج لغوية خاصة تُبقي البيانات الحساسة داخل مؤسستكم",
    lead: "حين لا يجوز إرسال ملفات المطالبات أو السجلات الطبية أو المعلومات الحكومية غير المصنفة الخاضعة للرقابة إلى واجهة نماذج لدى طرف ثالث، فالخيار ليس بين الذكاء الاصطناعي وعدمه. نساعدكم على تحديد مدى الخصوصية التي تحتاجها نماذجكم، وتقدير حجمها بصدق، وتشغيلها في بيئة الإنتاج مع ضوابط التقييم والأمن والتكلفة التي تحتاجها المؤسسات.",
    actions: [
      { label: "قيّموا حالتكم لنموذج لغوي خاص", href: contact("/ar", "تقييم نموذج لغوي خاص") },
      { label: "اطلعوا على دراسة صافي العائد البالغ 3 أضعاف", href: "/resources/private-ai-roi" },
    ],
    keywords: [
      "نماذج اللغة الخاصة",
      "استضافة ذاتية للنماذج اللغوية",
      "نماذج مفتوحة الأوزان",
      "RAG للمؤسسات",
    ],
    sections: [
      {
        kind: "prose",
        heading: "لماذا تنقل المؤسسات النماذج اللغوية إلى داخلها",
        paragraphs: [
          "تعمل التجارب الأولى للذكاء الاصطناعي التوليدي في معظم المؤسسات عبر واجهة نماذج مستضافة، ولهذا ما يبرره: إنها أسرع طريقة لفهم ما تستطيعه التقنية. لكن الأسئلة تتغير حين تتجه التجربة نحو الإنتاج. يسأل فريق الامتثال أين تذهب البيانات الخاضعة للتنظيم ومن يطلع عليها، وتسأل الإدارة المالية عن حجم الفاتورة حين يستخدم كل مسوّي مطالبات أو طبيب أو محلل الأداة يوميًا، ويسأل فريق الهندسة عما سيحدث حين يوقف المزود إصدار النموذج الذي اختُبر عليه التطبيق.",
          "يجيب النشر الخاص عن هذه الأسئلة بوضع النموذج حيث تقيم بياناتكم أصلًا: في حسابكم السحابي، أو في مركز بياناتكم، أو في بيئة معزولة تمامًا عن الإنترنت لأكثر الأحمال حساسية. كما يفتح الباب أمام أعمال لم تُجرَّب قط لأن بياناتها لم يكن مسموحًا بخروجها. وتُظهر تجربتنا أن هذه الأعمال المعطلة كثيرًا ما تكون الجزء الأكبر من دراسة الجدوى.",
          "الاستضافة الذاتية ليست الإجابة الصحيحة دائمًا، فهي تنقل مسؤولية التشغيل إلى فرقكم، وأقوى النماذج المتقدمة لا تتوفر إلا خدمةً مستضافة. مهمتنا أن نرسم الحد الفاصل لكل حِمل عمل، لا أن نبيع وحدات معالجة رسومية.",
        ],
      },
      {
        kind: "table",
        heading: "أربعة نماذج للنشر لا اثنان",
        caption: "مقارنة بين الطرق الشائعة لتشغيل نموذج لغوي",
        columns: ["نموذج النشر", "أين تذهب المطالبات والبيانات", "عبء التشغيل", "يناسب حين"],
        rows: [
          [
            "واجهة مستضافة بشروط مؤسسية",
            "إلى المزود، وفق شروط تعاقدية للاستخدام والاحتفاظ",
            "الأدنى",
            "البيانات غير خاضعة للتنظيم أو الشروط تفي بالتزاماتكم، وتحتاجون إلى أعلى القدرات",
          ],
          [
            "نموذج مُدار داخل حسابكم السحابي",
            "تبقى في حسابكم السحابي ومنطقتكم",
            "منخفض إلى متوسط",
            "تريدون نماذج يديرها المزود مع ضوابط الشبكة والمفاتيح في سحابتكم",
          ],
          [
            "نموذج مفتوح الأوزان مستضاف ذاتيًا في سحابتكم",
            "تبقى في شبكتكم على وحدات معالجة تتحكمون بها",
            "متوسط إلى مرتفع",
            "الحجم مستقر، والمهمة محددة، ونموذج مفتوح يبلغ عتبة الجودة",
          ],
          [
            "داخل المؤسسة أو معزول تمامًا",
            "لا تغادر منشآتكم أبدًا",
            "الأعلى",
            "العقود أو التصنيف الأمني أو قواعد التوطين تمنع أي معالجة خارجية",
          ],
        ],
      },
      {
        kind: "features",
        heading: "ما نصممه ونبنيه",
        items: [
          {
            title: "اختيار النموذج وفق مهامكم",
            body: "نقيّم النماذج المفتوحة والمستضافة على مجموعة تقييم مبنية من مستنداتكم وأسئلتكم، مع الاسترجاع ومن دونه، ونختار أصغر تكوين يبلغ عتبة الجودة تحت حمل الذروة.",
          },
          {
            title: "الاسترجاع من معارفكم",
            body: "معالجة للمستندات تراعي بنيتها، وبحث هجين، وإعادة ترتيب، مع تصفية بحسب الصلاحيات بحيث لا يسترجع المستخدم فقرة لا يحق له فتحها في النظام المصدر. وتذكر الإجابات مصادرها.",
          },
          {
            title: "الضبط الدقيق حيث يجدي",
            body: "يعلّم الضبط الدقيق الصيغة والأسلوب ومفردات المجال، لكنه وسيلة ضعيفة لإضافة الحقائق. نستخدمه حين يمكن لنموذج أصغر مضبوط أن يحل محل نموذج عام أكبر، ونقيس المكسب.",
          },
          {
            title: "خوادم الاستدلال والبوابة",
            body: "خوادم استدلال بمعالجة دفعية مستمرة خلف بوابة تتولى المصادقة والحصص وحجب البيانات الشخصية والتصدي لحقن التعليمات وسجل تدقيق لكل طلب.",
          },
          {
            title: "التقييم شرطًا للإصدار",
            body: "فحوص حتمية، ومجموعات اختبار يوسمها خبراء، وتقييم آلي معاير بالنماذج، تعمل عند كل تغيير في النموذج أو التعليمات أو الفهرس، كي لا تتراجع الجودة بصمت.",
          },
          {
            title: "ضبط التكلفة",
            body: "توجيه الطلبات البسيطة إلى نماذج صغيرة، وتخزين السياق المتكرر مؤقتًا، والتكميم، والمعالجة الدفعية. وبهذه الأدوات يحقق عملنا في التحسين خفضًا في تكاليف الذكاء الاصطناعي بنسبة 30-50%.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "ما حققه الذكاء الاصطناعي الخاص لعملائنا",
        items: [
          {
            number: "3 أضعاف",
            label: "صافي العائد المتوقع على ثلاث سنوات",
            detail:
              "صافي المنفعة ÷ التكلفة، معدّل بالمخاطر، لنماذج مستضافة ذاتيًا لدى شركة تأمين إقليمية",
          },
          {
            number: "30-50%",
            label: "خفض تكاليف الذكاء الاصطناعي",
            detail: "عبر التوجيه والتخزين المؤقت والنماذج المناسبة الحجم",
          },
          {
            number: "99.9%",
            label: "جاهزية نقاط خدمة النماذج",
            detail: "على منصة خاصة كانت جاهزيتها 94% من قبل",
          },
        ],
      },
      {
        kind: "steps",
        heading: "من التقييم إلى الإنتاج",
        items: [
          {
            title: "التقييم، نحو 4 أسابيع",
            body: "نحصر أحمال العمل الفعلية وأحجامها، ونضع عتبة الجودة مع خبرائكم، ونسعّر كل نموذج نشر بما في ذلك الكوادر والتشغيل، ونخرج بعائد معدّل بالمخاطر لكل حمل عمل.",
          },
          {
            title: "التجربة، من 6 إلى 8 أسابيع",
            body: "يعمل أول حمل عمل على نقطة خدمة خاصة مع الاسترجاع والبوابة ومنظومة التقييم، وتستخدمه مجموعة محددة من المستخدمين الفعليين وفق معايير قبول متفق عليها.",
          },
          {
            title: "الإنتاج، من 8 إلى 12 أسبوعًا",
            body: "خدمة استدلال مكررة، ومراقبة بأهداف مستوى خدمة، وأدلة تشغيل، ومراجعة أمنية للنمط، ووثائق إدارة مخاطر النماذج. ثم يعيد حمل العمل الثاني استخدام المنصة نفسها.",
          },
          {
            title: "التشغيل والتحسين",
            body: "يشغّل فريقكم المنصة، أو نشغّلها معكم خدمةً مُدارة بدعم على مدار الساعة 24/7. ويُعاد تقييم النماذج واستبدالها كلما ظهرت نماذج مفتوحة أفضل.",
          },
        ],
      },
      {
        kind: "table",
        heading: "هل ينبغي استضافة هذا الحمل ذاتيًا؟",
        caption: "مؤشرات مع تشغيل النموذج بأنفسكم وضده",
        columns: ["العامل", "يرجّح الاستضافة الذاتية", "يرجّح الواجهة المستضافة"],
        rows: [
          [
            "حساسية البيانات",
            "بيانات خاضعة للتنظيم أو محمية تعاقديًا أو مصنفة وبأحجام كبيرة",
            "بيانات عامة أو منخفضة الحساسية",
          ],
          [
            "الحجم",
            "حجم يومي مرتفع ومستقر يُبقي وحدات المعالجة الرسومية مشغولة",
            "حجم متذبذب أو منخفض",
          ],
          [
            "المهمة",
            "ضيقة ومحددة: استخراج أو تلخيص أو تصنيف",
            "استدلال مفتوح يحتاج إلى أقوى النماذج",
          ],
          [
            "زمن الاستجابة والتوافر",
            "يجب أن يعمل أثناء انقطاع المزود أو داخل شبكة مغلقة",
            "زمن الاستجابة المعتاد عبر الإنترنت مقبول",
          ],
          [
            "الفريق",
            "يتوفر مهندسو منصات وMLOps وأمن لتولي التشغيل",
            "لا قدرة على تشغيل بنية وحدات المعالجة الرسومية",
          ],
        ],
      },
      {
        kind: "features",
        heading: "المخاطر التي نخطط لها",
        items: [
          {
            title: "فجوة في الجودة",
            body: "قد يتأخر النموذج المفتوح عن أفضل النماذج المستضافة في المهام الصعبة. مجموعة التقييم هي الحَكَم، والتوجيه الهجين يرسل الحالات الصعبة إلى نموذج مستضاف حيث تسمح قواعد البيانات.",
          },
          {
            title: "وحدات معالجة خاملة",
            body: "العتاد المحسوب لوقت الذروة يبقى خاملًا في الأيام الهادئة. لذلك نجمع أحمال العمل على منصة واحدة ونحدد الحجم وفق الحركة المقيسة لا التخمين.",
          },
          {
            title: "سلسلة توريد النماذج",
            body: "للأوزان تراخيص ومصدر. نتحقق من شروط الترخيص لاستخدامكم، ونثبّت الإصدارات، ونفحص الملفات، ونحتفظ بسجل لما يعمل وأين.",
          },
          {
            title: "حقن التعليمات وتسرب البيانات",
            body: "قد تحمل المستندات المسترجعة تعليمات مدسوسة. نعاملها مدخلاتٍ غير موثوقة، ونقيّد صلاحيات الأدوات، ونختبر وفق قائمة OWASP Top 10 لتطبيقات النماذج اللغوية.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "الأسئلة الشائعة",
        items: [
          {
            question: "هل النماذج مفتوحة الأوزان جيدة بما يكفي لعمل المؤسسات؟",
            answer:
              "نعم لكثير من المهام المحددة: تلخيص الملفات، واستخراج الحقول، وتصنيف المستندات، والإجابة عن الأسئلة من معارفكم عبر الاسترجاع. أما في الاستدلال المفتوح فما زالت أقوى النماذج المستضافة متقدمة. ونقرر لكل حمل عمل بناءً على مجموعة التقييم الخاصة بكم لا على قوائم الترتيب العامة.",
          },
          {
            question: "كم نحتاج من العتاد؟",
            answer:
              "يعتمد ذلك على حجم النموذج ودقة الأرقام وطول السياق والتزامن. وكقاعدة تقريبية تحتاج الأوزان نحو 2 بايت لكل معامل بدقة 16 بت، أي إن نموذجًا من 70 مليار معامل يحتاج قرابة \u2066140 GB\u2069 من ذاكرة وحدات المعالجة الرسومية قبل أي مساحة للطلبات. ويحدد تقييمنا الحجم وفق أحجامكم المقيسة.",
          },
          {
            question: "هل يمكن تشغيله دون أي اتصال بالإنترنت؟",
            answer:
              "نعم. صممنا بيئات معزولة تمامًا تصل إليها النماذج والحزم والتحديثات عبر إجراء نقل معتمد، وتبقى فيها كل بيانات القياس داخل البيئة المغلقة.",
          },
          {
            question: "هل يجعلنا النشر الخاص ممتثلين؟",
            answer:
              "إنه يزيل فئة واحدة من المخاطر، وهي خروج البيانات من نطاقكم، لكن الالتزامات مثل ضمانات HIPAA وإدارة مخاطر النماذج وقانون الذكاء الاصطناعي الأوروبي تظل سارية على طريقة استخدام النظام. وتتولى ذلك ممارستنا في حوكمة الذكاء الاصطناعي.",
          },
          {
            question: "هل نحتاج إلى ضبط دقيق للنموذج؟",
            answer:
              "ليس في البداية عادة. فالاسترجاع والتعليمات الجيدة يلبيان معظم الاحتياجات. ويستحق الضبط الدقيق مكانه حين يتيح لنموذج أصغر وأرخص بلوغ عتبة الجودة، أو حين يجب أن تلتزم المخرجات بصيغة صارمة.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "خدمات ذات صلة",
        items: [
          {
            title: "معمارية RAG",
            body: "استرجاع يراعي الصلاحيات مع إجابات موثقة المصادر من مستنداتكم.",
            href: "/services/rag-architecture",
          },
          {
            title: "تقييم النماذج اللغوية",
            body: "منظومات اختبار وبوابات إصدار مبنية من مهامكم وأنماط الإخفاق لديكم.",
            href: "/services/llm-evaluation",
          },
          {
            title: "الضبط الدقيق للنماذج الخاصة",
            body: "ضبط النماذج مفتوحة الأوزان على بياناتكم داخل بيئتكم.",
            href: "/services/private-model-fine-tuning",
          },
          {
            title: "تحسين تكاليف الذكاء الاصطناعي",
            body: "التوجيه والتخزين المؤقت وتحديد الحجم المناسب لخفض تكلفة المهمة دون خسارة الجودة.",
            href: "/services/ai-cost-optimization",
          },
        ],
      },
      {
        kind: "cards",
        heading: "قراءات إضافية",
        items: [
          {
            title: "النماذج اللغوية الخاصة: متى تكون الاستضافة الذاتية منطقية",
            body: "إطار للاختيار بين الواجهات المستضافة ونقاط الخدمة الخاصة ووحداتكم الخاصة، مع حسابات تحديد الحجم (بالإنجليزية).",
            href: "/insights/private-llm-deployment-decision-guide",
          },
          {
            title: "خفض تكاليف الاستدلال دون خفض الجودة",
            body: "الأدوات التي تخفض تكلفة المهمة، وانضباط التقييم الذي يبقي كل وفر صادقًا (بالإنجليزية).",
            href: "/insights/llm-inference-cost-optimization",
          },
          {
            title: "دراسة حالة: توقّع صافي عائد يبلغ 3 أضعاف التكلفة لنماذج مستضافة ذاتيًا",
            body: "كيف سعّرت شركة تأمين إقليمية أربعة أحمال عمل ووجدت أن الأعمال المعطلة هي المكسب الحقيقي (بالإنجليزية).",
            href: "/case-studies/self-hosted-ai-roi",
          },
        ],
      },
      {
        kind: "cta",
        heading: "اعرفوا أي أحمال عملكم مكانها داخل المؤسسة",
        body: "أحضروا حملين أو ثلاثة مرشحين إلى جلسة معمقة مدتها 60 دقيقة، وسنخبركم بنموذج النشر المناسب لكل منها، وما يتطلبه تشغيله، والأدلة التي تحتاجونها قبل الالتزام.",
        primary: {
          label: "احجزوا جلسة معمقة",
          href: contact("/ar", "جلسة معمقة حول النماذج اللغوية الخاصة"),
        },
        secondary: { label: "قدّروا العائد المتوقع", href: "/tools/ai-roi-calculator" },
      },
    ],
  },
} satisfies LocalizedPageCopy;
