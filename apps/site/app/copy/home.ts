/**
 * Copy of the home page in English, German and Arabic (spec section 1, "Home page"). The
 * figures are the spec's (section 9); the order of sections is the spec's.
 */
import type { Locale } from "@vantreo/i18n";

export interface HomeCopy {
  title: string;
  description: string;
  hero: { eyebrow: string; h1: string; lead: string; primary: string; secondary: string };
  stats: { heading: string; items: { number: string; label: string; detail: string }[] };
  trust: {
    heading: string;
    /** What "aligned" means: no certification, audit opinion or partnership. */
    intro: string;
    badges: { id: string; label: string; detail: string }[];
  };
  services: {
    heading: string;
    intro: string;
    linkLabel: string;
    items: { title: string; description: string; highlight: string }[];
  };
  industries: { heading: string; intro: string; items: { title: string; description: string }[] };
  process: { heading: string; intro: string; steps: { title: string; body: string }[] };
  caseStudy: {
    eyebrow: string;
    heading: string;
    body: string;
    metric: string;
    metricLabel: string;
    read: string;
    viewAll: string;
  };
  insights: { heading: string; viewAll: string; englishNote: string };
  whyUs: { heading: string; items: { title: string; body: string }[] };
  closing: { heading: string; body: string; primary: string; secondary: string };
}

const en: HomeCopy = {
  title: "Enterprise Data, AI & Security Consulting in Atlanta",
  description:
    "Private AI, modern data platforms, AI governance and security operations for regulated enterprises, from our Atlanta office in Sandy Springs, Georgia.",
  hero: {
    eyebrow: "Enterprise data, AI, security and infrastructure",
    h1: "Enterprise AI that ships, scales and stands up to an audit",
    lead: "We design, build and run private AI, modern data platforms and AI governance for healthcare, financial services, government and retail, so your pilots reach production with the controls your regulators expect.",
    primary: "Book a Consultation",
    secondary: "Explore Services",
  },
  stats: {
    heading: "Results our clients measure",
    items: [
      {
        number: "500+",
        label: "Enterprise deployments",
        detail: "Data, AI and security systems in production",
      },
      {
        number: "99.9%",
        label: "Uptime",
        detail: "Model endpoints on a federal contractor's private AI platform, up from 94%",
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
        detail: "On call from Atlanta for production incidents under a managed-service agreement",
      },
    ],
  },
  trust: {
    heading: "Aligned with the frameworks your auditors use",
    intro:
      "We map our delivery to these frameworks and produce the documentation they call for. Aligned means exactly that: it is not a certification, an audit opinion or legal advice, and the logos name the frameworks, not a partnership with their owners.",
    badges: [
      {
        id: "nist-ai-rmf",
        label: "NIST AI RMF",
        detail: "Aligned with the AI Risk Management Framework",
      },
      {
        id: "sr-11-7",
        label: "SR 11-7",
        detail: "Aligned with the Federal Reserve's model risk guidance",
      },
      {
        id: "csa-ai-mrm",
        label: "CSA AI MRM",
        detail: "Aligned with the Cloud Security Alliance's AI model risk guidance",
      },
      {
        id: "eu-ai-act",
        label: "EU AI Act Ready",
        detail: "Aligned with the EU AI Act: risk classification and documentation",
      },
    ],
  },
  services: {
    heading: "Where we help first",
    intro:
      "Four engagements that move enterprises from scattered pilots to governed, measurable AI.",
    linkLabel: "Learn more",
    items: [
      {
        title: "Data Engineering Consulting",
        description:
          "Lakehouse and streaming pipelines with contracts, lineage and tests, so AI runs on data you can trust.",
        highlight: "Every pipeline tested and traceable",
      },
      {
        title: "AI Governance & Compliance",
        description:
          "Model inventory, risk tiering, validation and monitoring mapped to NIST AI RMF, SR 11-7 and the EU AI Act.",
        highlight: "Audit-ready in one quarter",
      },
      {
        title: "Business Intelligence Consulting",
        description:
          "Semantic layers and dashboards executives actually use, on one governed definition of every metric.",
        highlight: "One version of revenue, margin and risk",
      },
      {
        title: "MLOps Consulting",
        description:
          "CI/CD for models, feature stores, evaluation gates and drift monitoring that keep models accurate after launch.",
        highlight: "Uptime from 94% to 99.9%",
      },
    ],
  },
  industries: {
    heading: "Industries we serve",
    intro:
      "Regulated sectors where data quality, privacy and explainability decide whether AI ships.",
    items: [
      {
        title: "Healthcare",
        description:
          "HIPAA-aligned data platforms, clinical documentation AI and population-health analytics.",
      },
      {
        title: "Financial services",
        description:
          "Model risk management under SR 11-7, fraud analytics and private LLMs for regulated data.",
      },
      {
        title: "Federal and government",
        description: "Secure, auditable AI and data modernization on accredited infrastructure.",
      },
      {
        title: "Retail and e-commerce",
        description:
          "Demand forecasting, personalization and real-time inventory analytics at peak scale.",
      },
    ],
  },
  process: {
    heading: "How an engagement runs",
    intro: "Three phases, each with a decision point, so you can stop or scale on evidence.",
    steps: [
      {
        title: "Discover and strategize",
        body: "We map your data, risks and highest-value use cases, then agree the business case and success metrics with your executives.",
      },
      {
        title: "Build and integrate",
        body: "Senior engineers build the platform, models and controls inside your environment, integrated with the systems your teams already use.",
      },
      {
        title: "Monitor and optimize",
        body: "We run what we build: monitoring, evaluation, cost tuning and governance reporting, with 24/7 support when it matters.",
      },
    ],
  },
  caseStudy: {
    eyebrow: "Case study",
    heading: "Quantifying the ROI of private AI",
    body: "How a regulated enterprise compared hosted APIs with a self-hosted model stack, and why the private option projected a net return of three times its cost over three years.",
    metric: "3x",
    metricLabel: "Net ROI projection (net benefit ÷ cost)",
    read: "Read the case study",
    viewAll: "View Enterprise Case Studies",
  },
  insights: {
    heading: "Latest insights",
    viewAll: "View All",
    englishNote: "",
  },
  whyUs: {
    heading: "Why enterprises choose Vantreo",
    items: [
      {
        title: "Senior teams only",
        body: "Architects and engineers with a decade or more in production systems lead every engagement.",
      },
      {
        title: "Your data stays yours",
        body: "Private and self-hosted AI options keep sensitive data inside your cloud or data center.",
      },
      {
        title: "Governance built in",
        body: "Controls, documentation and evidence are produced as we build, not bolted on before an audit.",
      },
      {
        title: "Fixed-price starting points",
        body: "Assessments and sprints with clear prices and deliverables, so you can start without a long procurement.",
      },
      {
        title: "Measured outcomes",
        body: "Every engagement starts with success metrics agreed with finance, and ends with a measured result.",
      },
      {
        title: "Local and accountable",
        body: "An Atlanta team serving the Southeast in person, with 24/7 support for the systems we run.",
      },
    ],
  },
  closing: {
    heading: "Ready to move AI from pilot to production?",
    body: "Tell us where you are stuck. A senior architect will reply within one business day with a concrete next step.",
    primary: "Book a Consultation",
    secondary: "Contact us",
  },
};

const de: HomeCopy = {
  title: "Beratung für Daten, KI und Sicherheit aus Atlanta",
  description:
    "Private KI, moderne Datenplattformen, KI-Governance und Security Operations für regulierte Unternehmen – aus unserem Büro in Sandy Springs, Georgia.",
  hero: {
    eyebrow: "Daten, KI, Sicherheit und Infrastruktur für Unternehmen",
    h1: "Unternehmens-KI, die live geht, skaliert und jeder Prüfung standhält",
    lead: "Wir konzipieren, bauen und betreiben private KI, moderne Datenplattformen und KI-Governance für Gesundheitswesen, Finanzdienstleister, öffentliche Hand und Handel – damit Ihre Pilotprojekte mit den Kontrollen in Produktion gehen, die Ihre Aufsicht erwartet.",
    primary: "Beratung buchen",
    secondary: "Leistungen ansehen",
  },
  stats: {
    heading: "Ergebnisse, die unsere Kunden messen",
    items: [
      {
        number: "500+",
        label: "Unternehmensprojekte im Betrieb",
        detail: "Daten-, KI- und Sicherheitssysteme in Produktion",
      },
      {
        number: "99,9 %",
        label: "Verfügbarkeit",
        detail:
          "Modell-Endpunkte auf der privaten KI-Plattform eines Auftragnehmers der US-Bundesregierung, zuvor 94 %",
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
        detail:
          "Rufbereitschaft aus Atlanta für Produktionsstörungen im Rahmen eines Managed-Service-Vertrags",
      },
    ],
  },
  trust: {
    heading: "Ausgerichtet an den Rahmenwerken Ihrer Prüfer",
    intro:
      "Wir richten unsere Arbeit an diesen Rahmenwerken aus und erstellen die Dokumentation, die sie verlangen. „Ausgerichtet“ heißt genau das: keine Zertifizierung, kein Prüfurteil und keine Rechtsberatung; die Logos bezeichnen die Rahmenwerke, keine Partnerschaft mit ihren Herausgebern.",
    badges: [
      {
        id: "nist-ai-rmf",
        label: "NIST AI RMF",
        detail: "Am AI Risk Management Framework ausgerichtet",
      },
      {
        id: "sr-11-7",
        label: "SR 11-7",
        detail: "An den Leitlinien der Federal Reserve zum Modellrisiko ausgerichtet",
      },
      {
        id: "csa-ai-mrm",
        label: "CSA AI MRM",
        detail: "An den Leitlinien der Cloud Security Alliance zum KI-Modellrisiko ausgerichtet",
      },
      {
        id: "eu-ai-act",
        label: "EU AI Act Ready",
        detail:
          "An der KI-Verordnung (EU AI Act) ausgerichtet: Risikoklassifizierung und Dokumentation",
      },
    ],
  },
  services: {
    heading: "Wo wir zuerst helfen",
    intro:
      "Vier Leistungen, mit denen Unternehmen von verstreuten Pilotprojekten zu gesteuerter, messbarer KI gelangen.",
    linkLabel: "Mehr erfahren",
    items: [
      {
        title: "Data-Engineering-Beratung",
        description:
          "Lakehouse- und Streaming-Pipelines mit Datenverträgen, Lineage und Tests – damit KI auf verlässlichen Daten läuft.",
        highlight: "Jede Pipeline getestet und nachvollziehbar",
      },
      {
        title: "KI-Governance und Compliance",
        description:
          "Modellinventar, Risikoeinstufung, Validierung und Monitoring nach NIST AI RMF, SR 11-7 und der KI-Verordnung (EU AI Act).",
        highlight: "Prüfungsbereit in einem Quartal",
      },
      {
        title: "Business-Intelligence-Beratung",
        description:
          "Semantische Schichten und Dashboards, die das Management wirklich nutzt – mit einer verbindlichen Definition jeder Kennzahl.",
        highlight: "Eine Wahrheit für Umsatz, Marge und Risiko",
      },
      {
        title: "MLOps-Beratung",
        description:
          "CI/CD für Modelle, Feature Stores, automatische Evaluationskriterien vor jedem Release und Drift-Monitoring, damit Modelle nach dem Start genau bleiben.",
        highlight: "Verfügbarkeit von 94 % auf 99,9 %",
      },
    ],
  },
  industries: {
    heading: "Branchen, die wir betreuen",
    intro:
      "Regulierte Branchen, in denen Datenqualität, Datenschutz und Erklärbarkeit über den Erfolg von KI entscheiden.",
    items: [
      {
        title: "Gesundheitswesen",
        description:
          "An HIPAA ausgerichtete Datenplattformen, KI für klinische Dokumentation und Analysen zur Bevölkerungsgesundheit.",
      },
      {
        title: "Finanzdienstleistungen",
        description:
          "Modellrisikomanagement nach SR 11-7, Betrugsanalysen und private LLMs für regulierte Daten.",
      },
      {
        title: "Bund und öffentliche Hand",
        description:
          "Sichere, prüfbare KI und Datenmodernisierung auf akkreditierter Infrastruktur.",
      },
      {
        title: "Handel und E-Commerce",
        description:
          "Absatzprognosen, Personalisierung und Bestandsanalysen in Echtzeit – auch zu Spitzenzeiten.",
      },
    ],
  },
  process: {
    heading: "So läuft ein Projekt ab",
    intro:
      "Drei Phasen mit je einem Entscheidungspunkt – so stoppen oder skalieren Sie auf Basis von Fakten.",
    steps: [
      {
        title: "Analysieren und Strategie festlegen",
        body: "Wir erfassen Ihre Daten, Risiken und wertvollsten Anwendungsfälle und vereinbaren Business Case und Erfolgskennzahlen mit Ihrer Geschäftsleitung.",
      },
      {
        title: "Entwickeln und integrieren",
        body: "Erfahrene Engineers bauen Plattform, Modelle und Kontrollen in Ihrer Umgebung – integriert in die Systeme, die Ihre Teams bereits nutzen.",
      },
      {
        title: "Überwachen und optimieren",
        body: "Wir betreiben, was wir bauen: Monitoring, Evaluation, Kostenoptimierung und Governance-Berichte, mit Support rund um die Uhr.",
      },
    ],
  },
  caseStudy: {
    eyebrow: "Fallstudie",
    heading: "Den ROI privater KI beziffern",
    body: "Wie ein reguliertes Unternehmen gehostete APIs mit einem selbst betriebenen Modell-Stack verglich – und warum die private Variante über drei Jahre einen Nettonutzen vom Dreifachen ihrer Kosten erwarten ließ.",
    metric: "3×",
    metricLabel: "Prognostizierter ROI (Nettonutzen ÷ Kosten)",
    read: "Fallstudie lesen",
    viewAll: "Fallstudien für Unternehmen ansehen",
  },
  insights: {
    heading: "Neueste Fachbeiträge",
    viewAll: "Alle ansehen",
    englishNote: "Unsere Fachbeiträge erscheinen auf Englisch.",
  },
  whyUs: {
    heading: "Warum Unternehmen Vantreo wählen",
    items: [
      {
        title: "Nur erfahrene Teams",
        body: "Architekten und Engineers mit mindestens zehn Jahren Erfahrung mit Produktivsystemen leiten jedes Projekt.",
      },
      {
        title: "Ihre Daten bleiben Ihre Daten",
        body: "Private und selbst betriebene KI hält sensible Daten in Ihrer Cloud oder Ihrem Rechenzentrum.",
      },
      {
        title: "Governance von Anfang an",
        body: "Kontrollen, Dokumentation und Nachweise entstehen während der Entwicklung – nicht erst kurz vor der Prüfung.",
      },
      {
        title: "Einstieg zum Festpreis",
        body: "Assessments und Sprints mit klaren Preisen und Ergebnissen – starten Sie ohne langwierige Beschaffung.",
      },
      {
        title: "Messbare Ergebnisse",
        body: "Jedes Projekt beginnt mit Erfolgskennzahlen, die mit dem Controlling abgestimmt sind, und endet mit einem gemessenen Ergebnis.",
      },
      {
        title: "Vor Ort und verbindlich",
        body: "Ein Team in Atlanta, das den Südosten der USA persönlich betreut – mit Support rund um die Uhr für die Systeme, die wir betreiben.",
      },
    ],
  },
  closing: {
    heading: "Bereit, KI vom Pilotprojekt in die Produktion zu bringen?",
    body: "Schildern Sie uns, wo Sie feststecken. Ein erfahrener Architekt antwortet innerhalb eines Werktags mit einem konkreten nächsten Schritt.",
    primary: "Beratung buchen",
    secondary: "Kontakt aufnehmen",
  },
};

const ar: HomeCopy = {
  title: "استشارات البيانات والذكاء الاصطناعي والأمن في أتلانتا",
  description:
    "ذكاء اصطناعي خاص ومنصات بيانات حديثة وحوكمة للذكاء الاصطناعي وعمليات أمنية للمؤسسات الخاضعة للتنظيم، من مكتبنا في ساندي سبرينغز بولاية جورجيا.",
  hero: {
    eyebrow: "البيانات والذكاء الاصطناعي والأمن والبنية التحتية للمؤسسات",
    h1: "ذكاء اصطناعي مؤسسي يصل إلى الإنتاج ويتوسع ويصمد أمام التدقيق",
    lead: "نصمم ونبني ونشغّل الذكاء الاصطناعي الخاص ومنصات البيانات الحديثة وحوكمة الذكاء الاصطناعي لقطاعات الرعاية الصحية والخدمات المالية والجهات الحكومية والتجزئة، لتنتقل مشاريعكم التجريبية إلى الإنتاج بالضوابط التي تتوقعها الجهات الرقابية.",
    primary: "احجزوا استشارة",
    secondary: "استكشفوا الخدمات",
  },
  stats: {
    heading: "نتائج يقيسها عملاؤنا",
    items: [
      {
        number: "500+",
        label: "عملية نشر مؤسسية",
        detail: "أنظمة بيانات وذكاء اصطناعي وأمن قيد التشغيل",
      },
      {
        number: "99.9%",
        label: "نسبة التشغيل",
        detail:
          "لنقاط نهاية النماذج على منصة الذكاء الاصطناعي الخاصة لدى متعاقد فيدرالي، ارتفاعًا من 94%",
      },
      {
        number: "40–60%",
        label: "خفض تكاليف الاتصالات",
        detail: "معتاد عند الانتقال من الخطوط الهاتفية التقليدية إلى الاتصال الصوتي السحابي (VoIP)",
      },
      {
        number: "أفضل 10%",
        label: "خبراء علوم البيانات",
        detail: "نوظّفهم من أفضل 10% من المتقدمين في تقييمنا التقني",
      },
      {
        number: "24/7",
        label: "دعم متواصل",
        detail: "مناوبة من أتلانتا لحوادث بيئات الإنتاج بموجب عقد خدمة مُدارة",
      },
    ],
  },
  trust: {
    heading: "منسجمون مع الأطر التي يعتمدها المدققون",
    intro:
      "نطابق أعمالنا مع متطلبات هذه الأطر ونُعدّ التوثيق الذي تتطلبه. والانسجام يعني ذلك فحسب: فهو ليس شهادة ولا رأيًا تدقيقيًا ولا استشارة قانونية، والشعارات تشير إلى الأطر لا إلى شراكة مع الجهات المصدرة لها.",
    badges: [
      {
        id: "nist-ai-rmf",
        label: "NIST AI RMF",
        detail: "منسجم مع إطار إدارة مخاطر الذكاء الاصطناعي",
      },
      {
        id: "sr-11-7",
        label: "SR 11-7",
        detail: "منسجم مع إرشادات الاحتياطي الفيدرالي لإدارة مخاطر النماذج",
      },
      {
        id: "csa-ai-mrm",
        label: "CSA AI MRM",
        detail: "منسجم مع إرشادات تحالف أمن السحابة لمخاطر نماذج الذكاء الاصطناعي",
      },
      {
        id: "eu-ai-act",
        label: "EU AI Act Ready",
        detail: "منسجم مع قانون الاتحاد الأوروبي للذكاء الاصطناعي: تصنيف المخاطر والتوثيق",
      },
    ],
  },
  services: {
    heading: "من أين نبدأ معكم",
    intro: "أربع خدمات تنقل المؤسسات من تجارب متفرقة إلى ذكاء اصطناعي محكوم وقابل للقياس.",
    linkLabel: "اعرفوا المزيد",
    items: [
      {
        title: "استشارات هندسة البيانات",
        description:
          "مسارات بيانات دفعية وفورية بعقود بيانات وتتبع للمصدر واختبارات، ليعمل الذكاء الاصطناعي على بيانات موثوقة.",
        highlight: "كل مسار بيانات مختبَر وقابل للتتبّع",
      },
      {
        title: "حوكمة الذكاء الاصطناعي والامتثال",
        description:
          "سجل للنماذج وتصنيف للمخاطر وتحقق ومراقبة وفق NIST AI RMF وSR 11-7 وقانون الذكاء الاصطناعي الأوروبي.",
        highlight: "جاهزية للتدقيق خلال ربع سنة",
      },
      {
        title: "استشارات ذكاء الأعمال",
        description:
          "طبقات دلالية ولوحات معلومات يستخدمها التنفيذيون فعلًا، بتعريف واحد معتمد لكل مؤشر.",
        highlight: "رقم واحد للإيرادات والهامش والمخاطر",
      },
      {
        title: "استشارات عمليات تعلم الآلة",
        description:
          "تكامل ونشر مستمران للنماذج ومخازن للميزات وبوابات تقييم ومراقبة للانحراف تحافظ على دقة النماذج بعد إطلاقها.",
        highlight: "نسبة التشغيل من 94% إلى 99.9%",
      },
    ],
  },
  industries: {
    heading: "القطاعات التي نخدمها",
    intro:
      "قطاعات خاضعة للتنظيم تحدد فيها جودة البيانات والخصوصية وقابلية التفسير نجاح الذكاء الاصطناعي.",
    items: [
      {
        title: "الرعاية الصحية",
        description:
          "منصات بيانات منسجمة مع متطلبات HIPAA، وذكاء اصطناعي للتوثيق السريري، وتحليلات لصحة السكان.",
      },
      {
        title: "الخدمات المالية",
        description:
          "إدارة مخاطر النماذج وفق SR 11-7، وتحليلات مكافحة الاحتيال، ونماذج لغوية خاصة للبيانات الخاضعة للتنظيم.",
      },
      {
        title: "الجهات الحكومية والاتحادية",
        description: "ذكاء اصطناعي آمن وقابل للتدقيق وتحديث للبيانات على بنية تحتية معتمدة.",
      },
      {
        title: "التجزئة والتجارة الإلكترونية",
        description: "توقع الطلب والتخصيص وتحليلات المخزون الفورية حتى في أوقات الذروة.",
      },
    ],
  },
  process: {
    heading: "كيف يسير المشروع",
    intro: "ثلاث مراحل، لكل منها نقطة قرار، لتتوقفوا أو تتوسعوا بناءً على الأدلة.",
    steps: [
      {
        title: "الاستكشاف ووضع الاستراتيجية",
        body: "نحدد بياناتكم ومخاطركم وحالات الاستخدام الأعلى قيمة، ثم نتفق مع إدارتكم التنفيذية على دراسة الجدوى ومؤشرات النجاح.",
      },
      {
        title: "البناء والتكامل",
        body: "يبني مهندسون ذوو خبرة المنصة والنماذج والضوابط داخل بيئتكم، متكاملة مع الأنظمة التي تستخدمها فرقكم.",
      },
      {
        title: "المراقبة والتحسين",
        body: "نشغّل ما نبنيه: مراقبة وتقييم وضبط للتكاليف وتقارير حوكمة، مع دعم على مدار الساعة.",
      },
    ],
  },
  caseStudy: {
    eyebrow: "دراسة حالة",
    heading: "قياس العائد على الاستثمار في الذكاء الاصطناعي الخاص",
    body: "كيف قارنت مؤسسة خاضعة للتنظيم بين واجهات برمجية مستضافة ومنظومة نماذج مستضافة ذاتيًا، ولماذا توقّع الخيار الخاص صافي عائد يبلغ ثلاثة أضعاف التكلفة على مدى ثلاث سنوات.",
    metric: "3 أضعاف",
    metricLabel: "العائد المتوقع على الاستثمار (صافي المنفعة ÷ التكلفة)",
    read: "اقرؤوا دراسة الحالة",
    viewAll: "عرض دراسات الحالة المؤسسية",
  },
  insights: {
    heading: "أحدث المقالات",
    viewAll: "عرض الكل",
    englishNote: "تُنشر مقالاتنا باللغة الإنجليزية.",
  },
  whyUs: {
    heading: "لماذا تختار المؤسسات Vantreo",
    items: [
      {
        title: "فرق من ذوي الخبرة فقط",
        body: "يقود كل مشروع معماريون ومهندسون لديهم عشر سنوات أو أكثر من الخبرة في أنظمة الإنتاج.",
      },
      {
        title: "بياناتكم تبقى لكم",
        body: "خيارات الذكاء الاصطناعي الخاص والمستضاف ذاتيًا تُبقي البيانات الحساسة داخل سحابتكم أو مركز بياناتكم.",
      },
      {
        title: "الحوكمة جزء من البناء",
        body: "نُعدّ الضوابط والتوثيق والأدلة أثناء البناء، لا قبيل التدقيق.",
      },
      {
        title: "بدايات بأسعار ثابتة",
        body: "تقييمات ومراحل عمل سريعة بأسعار ومخرجات واضحة، لتبدؤوا دون إجراءات شراء طويلة.",
      },
      {
        title: "نتائج قابلة للقياس",
        body: "يبدأ كل مشروع بمؤشرات نجاح متفق عليها مع الإدارة المالية، وينتهي بنتيجة مقيسة.",
      },
      {
        title: "حضور محلي ومسؤولية واضحة",
        body: "فريق في أتلانتا يخدم جنوب شرق الولايات المتحدة حضوريًا، مع دعم على مدار الساعة للأنظمة التي نشغّلها.",
      },
    ],
  },
  closing: {
    heading: "هل أنتم مستعدون لنقل الذكاء الاصطناعي من التجربة إلى الإنتاج؟",
    body: "أخبرونا أين تتعثرون. سيرد عليكم معماري خبير خلال يوم عمل واحد بخطوة تالية محددة.",
    primary: "احجزوا استشارة",
    secondary: "تواصلوا معنا",
  },
};

export const HOME_COPY: Record<Locale, HomeCopy> = { en, de, ar };

/** The links of the home page (spec section 2, "Home service cards link to…"). */
export const HOME_SERVICE_LINKS = [
  "/services/data-engineering-consulting",
  "/services/ai-governance-compliance",
  "/services/business-intelligence-consulting",
  "/services/mlops-consulting",
] as const;

export const HOME_INDUSTRY_LINKS = [
  "/solutions/healthcare",
  "/financial-services",
  "/federal-government",
  "/solutions/retail-ecommerce",
] as const;
