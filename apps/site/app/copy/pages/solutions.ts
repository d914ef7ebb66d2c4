/**
 * Copy of the /solutions hub (spec section 2: core routes; German and Arabic versions exist).
 * Industry cards link to the industry pages of spec section 2 (English only, so de and ar link
 * to the English paths); solution-area cards link to the topic pages, localized where they are.
 * The three steps are the home page's process (spec section 1).
 */
import type { LocalizedPageCopy } from "../page-copy";

const contact = (prefix: "" | "/de" | "/ar", subject: string): string =>
  `${prefix}/contact?source=solutions&utm_service=solutions&subject=${encodeURIComponent(subject)}`;

/** The /solutions hub in English, German and Arabic. */
export const copy = {
  en: {
    title: "Data and AI solutions by industry",
    description:
      "Data, AI, governance and security solutions for healthcare, financial services, government, retail, private equity, Databricks users and robotics.",
    eyebrow: "Solutions",
    h1: "Data and AI solutions built for regulated, high-stakes industries",
    lead: "We combine deep knowledge of how your industry works – its systems, its regulators and its economics – with data engineering, private AI, governance and security delivered by the same team. Start with your industry or with the problem you need solved.",
    actions: [
      { label: "Discuss your situation", href: contact("", "Solutions inquiry") },
      { label: "Browse all services", href: "/services" },
    ],
    keywords: [
      "data and AI solutions",
      "industry AI solutions",
      "healthcare data",
      "financial services AI",
      "government AI",
      "retail analytics",
    ],
    sections: [
      {
        kind: "cards",
        id: "industries",
        heading: "Industries we serve",
        intro:
          "Each industry page covers the data and AI problems we see most often, the regulations that shape the work, use cases and an anonymized example engagement.",
        items: [
          {
            title: "Healthcare",
            body: "Clinical and operational data platforms, governed AI near patient care and analytics that respect the privacy of health information.",
            href: "/solutions/healthcare",
            tags: ["HIPAA", "Clinical AI oversight", "Interoperability"],
            tagsLabel: "Focus",
          },
          {
            title: "Financial services",
            body: "Model risk management for predictive and generative AI, real-time fraud analytics and reporting data that auditors can trace.",
            href: "/financial-services",
            tags: ["SR 11-7", "SOX", "GLBA", "PCI DSS"],
            tagsLabel: "Focus",
          },
          {
            title: "Federal and government",
            body: "AI and data platforms inside authorized boundaries, for agencies, state governments and the contractors that serve them.",
            href: "/federal-government",
            tags: ["FedRAMP", "CMMC", "NIST SP 800-53"],
            tagsLabel: "Focus",
          },
          {
            title: "Retail and e-commerce",
            body: "Trusted product, pricing and inventory data, demand forecasting and personalization that stays inside privacy and payment rules.",
            href: "/solutions/retail-ecommerce",
            tags: ["PCI DSS", "Forecasting", "Data trust"],
            tagsLabel: "Focus",
          },
          {
            title: "Private equity",
            body: "Data and AI due diligence, value creation plans and portfolio-wide reporting for sponsors and their operating partners.",
            href: "/private-equity",
            tags: ["Due diligence", "Value creation", "Exit readiness"],
            tagsLabel: "Focus",
          },
          {
            title: "Databricks solutions",
            body: "Lakehouse design, migration, governance and AI on the Databricks platform, for teams that have chosen it or are evaluating it.",
            href: "/databricks-solutions",
            tags: ["Lakehouse", "Governance", "MLOps"],
            tagsLabel: "Focus",
          },
          {
            title: "Robotics and automation",
            body: "Data from machines and sensors turned into predictive maintenance, vision inspection and automation that operators trust.",
            href: "/robotics-automation",
            tags: ["Industrial data", "Edge AI", "OT security"],
            tagsLabel: "Focus",
          },
        ],
      },
      {
        kind: "cards",
        id: "solution-areas",
        heading: "Solution areas",
        intro: "The capabilities we bring to every industry, each with its own in-depth page.",
        items: [
          {
            title: "Data platforms",
            body: "Target architecture, modern pipelines and migration away from legacy warehouses and ETL.",
            href: "/data-architecture",
          },
          {
            title: "Private AI",
            body: "Language models that keep sensitive data in your environment, on a platform built for it.",
            href: "/private-llm",
          },
          {
            title: "AI governance",
            body: "Inventory, risk tiers, validation and monitoring mapped to NIST AI RMF, SR 11-7, CSA AI MRM and the EU AI Act.",
            href: "/ai-governance",
          },
          {
            title: "Security operations",
            body: "SOC modernization, threat detection and machine-assisted triage that keeps analysts in charge of response.",
            href: "/cybersecurity/security-operations-modernization",
          },
        ],
      },
      {
        kind: "prose",
        heading: "More in-depth topics",
        paragraphs: [
          "Each solution area has companion pages for the decisions that come next: [data engineering](/data-engineering) for how we build and run pipelines day to day, [data engineering modernization](/data-engineering-modernization) for moving off legacy ETL and warehouses, and [private AI infrastructure](/private-ai-infrastructure) for the GPU platform that private models run on.",
        ],
      },
      {
        kind: "steps",
        heading: "How every solution is delivered",
        items: [
          {
            title: "Discover and strategize",
            body: "We start from the decision or process you want to change, the data behind it and the constraints that apply, and agree measurable outcomes before any build.",
          },
          {
            title: "Build and integrate",
            body: "Our engineers build alongside yours, inside your environment and controls, and integrate with the systems people already use.",
          },
          {
            title: "Monitor and optimize",
            body: "Every solution goes live with monitoring, owners and runbooks, and we measure the outcomes agreed at the start.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "What clients can expect",
        items: [
          { number: "500+", label: "Enterprise deployments" },
          { number: "99.9%", label: "Uptime", detail: "Design target for the platforms we manage" },
          { number: "40–60%", label: "Telecom cost reduction", detail: "Typical with cloud VoIP" },
          {
            number: "Top 10%",
            label: "Data science experts",
            detail: "Of candidates in our technical assessment",
          },
          { number: "24/7", label: "Support" },
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Our industry is not listed. Can you still help?",
            answer:
              "Very likely. The industries above are where we work most, but our data, AI, governance and security capabilities apply wherever data is sensitive and decisions matter. Tell us about your situation and we will be honest about our fit.",
          },
          {
            question: "Where are you based?",
            answer:
              "Vantreo Data & AI is based in Atlanta, with an office in Sandy Springs, Georgia. We serve clients across the United States and work closely with organizations throughout the Southeast.",
          },
          {
            question: "Do you resell software or hardware?",
            answer:
              "No. Our recommendations are vendor-neutral, and we design around the platforms you already own wherever they are fit for purpose.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Start with the problem, not the technology",
        body: "Tell us the decision, process or risk you need to change. We will come back with how we would approach it, who from our team would do the work and what the first weeks would look like.",
        primary: { label: "Contact us", href: contact("", "Solutions inquiry") },
        secondary: { label: "Book a consultation", href: "/bookings" },
      },
    ],
  },
  de: {
    title: "Daten- und KI-Lösungen nach Branche",
    description:
      "Daten-, KI-, Governance- und Sicherheitslösungen für Gesundheitswesen, Finanzdienstleister, Behörden, Handel, Private Equity, Databricks und Robotik.",
    eyebrow: "Lösungen",
    h1: "Daten- und KI-Lösungen für regulierte Branchen mit hohen Anforderungen",
    lead: "Wir verbinden fundiertes Wissen darüber, wie Ihre Branche funktioniert – ihre Systeme, ihre Aufsicht, ihre Wirtschaftlichkeit –, mit Data Engineering, privater KI, Governance und Sicherheit aus einem Team. Beginnen Sie mit Ihrer Branche oder mit dem Problem, das Sie lösen möchten.",
    actions: [
      { label: "Ihre Situation besprechen", href: contact("/de", "Anfrage zu Lösungen") },
      { label: "Alle Leistungen ansehen", href: "/de/services" },
    ],
    keywords: [
      "Daten- und KI-Lösungen",
      "Branchenlösungen KI",
      "Gesundheitsdaten",
      "KI für Finanzdienstleister",
      "KI für Behörden",
    ],
    sections: [
      {
        kind: "cards",
        id: "industries",
        heading: "Branchen, für die wir arbeiten",
        intro:
          "Jede Branchenseite (auf Englisch) beschreibt die häufigsten Daten- und KI-Probleme, die prägenden Vorschriften, Anwendungsfälle und ein anonymisiertes Projektbeispiel.",
        items: [
          {
            title: "Gesundheitswesen",
            body: "Klinische und betriebliche Datenplattformen, kontrollierte KI in der Patientenversorgung und Analysen, die den Schutz von Gesundheitsdaten wahren.",
            href: "/solutions/healthcare",
            tags: ["HIPAA", "Aufsicht über klinische KI", "Interoperabilität"],
            tagsLabel: "Schwerpunkte",
          },
          {
            title: "Finanzdienstleistungen",
            body: "Modellrisikomanagement für prädiktive und generative KI, Betrugserkennung in Echtzeit und Berichtsdaten, die Prüfer nachvollziehen können.",
            href: "/financial-services",
            tags: ["SR 11-7", "SOX", "GLBA", "PCI DSS"],
            tagsLabel: "Schwerpunkte",
          },
          {
            title: "Bundesbehörden und öffentlicher Sektor",
            body: "KI- und Datenplattformen innerhalb autorisierter Systemgrenzen – für US-Bundesbehörden, Bundesstaaten und ihre Auftragnehmer.",
            href: "/federal-government",
            tags: ["FedRAMP", "CMMC", "NIST SP 800-53"],
            tagsLabel: "Schwerpunkte",
          },
          {
            title: "Handel und E-Commerce",
            body: "Verlässliche Produkt-, Preis- und Bestandsdaten, Absatzprognosen und Personalisierung im Rahmen von Datenschutz- und Zahlungsregeln.",
            href: "/solutions/retail-ecommerce",
            tags: ["PCI DSS", "Prognosen", "Datenvertrauen"],
            tagsLabel: "Schwerpunkte",
          },
          {
            title: "Private Equity",
            body: "Daten- und KI-Due-Diligence, Wertsteigerungspläne und portfolioweites Reporting für Investoren und ihre Operating Partner.",
            href: "/private-equity",
            tags: ["Due Diligence", "Wertsteigerung", "Exit-Vorbereitung"],
            tagsLabel: "Schwerpunkte",
          },
          {
            title: "Databricks-Lösungen",
            body: "Lakehouse-Design, Migration, Governance und KI auf der Databricks-Plattform – für Teams, die sie gewählt haben oder prüfen.",
            href: "/databricks-solutions",
            tags: ["Lakehouse", "Governance", "MLOps"],
            tagsLabel: "Schwerpunkte",
          },
          {
            title: "Robotik und Automatisierung",
            body: "Maschinen- und Sensordaten als Grundlage für vorausschauende Wartung, visuelle Prüfung und Automatisierung, der das Bedienpersonal vertraut.",
            href: "/robotics-automation",
            tags: ["Industriedaten", "Edge-KI", "OT-Sicherheit"],
            tagsLabel: "Schwerpunkte",
          },
        ],
      },
      {
        kind: "cards",
        id: "solution-areas",
        heading: "Lösungsbereiche",
        intro:
          "Die Fähigkeiten, die wir in jede Branche einbringen, jeweils mit einer eigenen ausführlichen Seite.",
        items: [
          {
            title: "Datenplattformen",
            body: "Zielarchitektur, moderne Pipelines und die Ablösung von Legacy-Warehouses und ETL.",
            href: "/de/data-architecture",
          },
          {
            title: "Private KI",
            body: "Sprachmodelle, bei denen sensible Daten in Ihrer Umgebung bleiben, auf einer eigens dafür gebauten Plattform.",
            href: "/de/private-llm",
          },
          {
            title: "KI-Governance",
            body: "Inventar, Risikostufen, Validierung und Monitoring, abgebildet auf NIST AI RMF, SR 11-7, CSA AI MRM und die KI-Verordnung (EU AI Act).",
            href: "/de/ai-governance",
          },
          {
            title: "Security Operations",
            body: "SOC-Modernisierung, Bedrohungserkennung und maschinengestützte Triage, bei der Analysten die Reaktion verantworten (auf Englisch).",
            href: "/cybersecurity/security-operations-modernization",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Vertiefende Themen",
        paragraphs: [
          "Zu jedem Lösungsbereich gibt es Seiten für die nächsten Entscheidungen: [Modernisierung des Data Engineering](/de/data-engineering-modernization) für die Ablösung von Legacy-ETL und Warehouses, [private KI-Infrastruktur](/de/private-ai-infrastructure) für die GPU-Plattform, auf der private Modelle laufen, und [Data Engineering](/data-engineering) für den Aufbau und Betrieb von Pipelines im Alltag (auf Englisch).",
        ],
      },
      {
        kind: "steps",
        heading: "Wie wir jede Lösung umsetzen",
        items: [
          {
            title: "Analysieren und Strategie entwickeln",
            body: "Wir beginnen bei der Entscheidung oder dem Prozess, den Sie verändern wollen, den Daten dahinter und den geltenden Rahmenbedingungen – und vereinbaren messbare Ergebnisse vor jedem Aufbau.",
          },
          {
            title: "Aufbauen und integrieren",
            body: "Unsere Engineers bauen gemeinsam mit Ihren, in Ihrer Umgebung und unter Ihren Kontrollen, und binden die Systeme an, die Ihre Mitarbeitenden bereits nutzen.",
          },
          {
            title: "Überwachen und optimieren",
            body: "Jede Lösung geht mit Monitoring, Verantwortlichen und Runbooks in Betrieb, und wir messen die zu Beginn vereinbarten Ergebnisse.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "Worauf sich unsere Kunden verlassen können",
        items: [
          { number: "500+", label: "Unternehmensimplementierungen" },
          {
            number: "99,9 %",
            label: "Verfügbarkeit",
            detail: "Auslegungsziel verwalteter Plattformen",
          },
          {
            number: "40–60 %",
            label: "Senkung der Telefoniekosten",
            detail: "Typisch mit Cloud-Telefonie (VoIP)",
          },
          {
            number: "Top 10 %",
            label: "Data-Science-Fachleute",
            detail: "Der Bewerbungen in unserem technischen Auswahlverfahren",
          },
          { number: "24/7", label: "Support" },
        ],
      },
      {
        kind: "faq",
        heading: "Häufige Fragen",
        items: [
          {
            question: "Unsere Branche ist nicht aufgeführt. Können Sie trotzdem helfen?",
            answer:
              "Sehr wahrscheinlich. Die genannten Branchen sind unsere Schwerpunkte, doch unsere Fähigkeiten in Daten, KI, Governance und Sicherheit greifen überall dort, wo Daten sensibel sind und Entscheidungen zählen. Schildern Sie uns Ihre Lage – wir sagen offen, ob wir passen.",
          },
          {
            question: "Wo sitzt Ihr Unternehmen?",
            answer:
              "Vantreo Data & AI hat seinen Sitz in Atlanta mit einem Büro in Sandy Springs, Georgia. Wir betreuen Kunden in den gesamten USA und arbeiten besonders eng mit Organisationen im Südosten zusammen.",
          },
          {
            question: "Verkaufen Sie Software oder Hardware weiter?",
            answer:
              "Nein. Unsere Empfehlungen sind herstellerneutral, und wir planen mit den Plattformen, die Sie bereits besitzen, wo immer sie geeignet sind.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Beginnen Sie mit dem Problem, nicht mit der Technologie",
        body: "Nennen Sie uns die Entscheidung, den Prozess oder das Risiko, das Sie verändern müssen. Wir antworten mit unserem Vorgehen, den Personen aus unserem Team, die die Arbeit übernehmen würden, und dem Ablauf der ersten Wochen.",
        primary: { label: "Kontakt aufnehmen", href: contact("/de", "Anfrage zu Lösungen") },
        secondary: { label: "Beratung buchen", href: "/bookings" },
      },
    ],
  },
  ar: {
    title: "حلول البيانات والذكاء الاصطناعي بحسب القطاع",
    description:
      "حلول للبيانات والذكاء الاصطناعي والحوكمة والأمن للرعاية الصحية والخدمات المالية والقطاع الحكومي والتجزئة والملكية الخاصة وDatabricks والروبوتات.",
    eyebrow: "الحلول",
    h1: "حلول بيانات وذكاء اصطناعي مصممة للقطاعات الخاضعة للتنظيم وعالية المخاطر",
    lead: "نجمع بين معرفة عميقة بطريقة عمل قطاعكم – أنظمته وجهاته الرقابية واقتصاداته – وبين هندسة البيانات والذكاء الاصطناعي الخاص والحوكمة والأمن، يقدمها فريق واحد. ابدؤوا بقطاعكم أو بالمشكلة التي تحتاجون إلى حلها.",
    actions: [
      { label: "ناقشوا وضعكم معنا", href: contact("/ar", "استفسار عن الحلول") },
      { label: "تصفحوا جميع الخدمات", href: "/ar/services" },
    ],
    keywords: [
      "حلول البيانات والذكاء الاصطناعي",
      "حلول قطاعية",
      "بيانات الرعاية الصحية",
      "الذكاء الاصطناعي للخدمات المالية",
      "الذكاء الاصطناعي الحكومي",
    ],
    sections: [
      {
        kind: "cards",
        id: "industries",
        heading: "القطاعات التي نخدمها",
        intro:
          "تتناول صفحة كل قطاع (بالإنجليزية) أكثر مشكلات البيانات والذكاء الاصطناعي شيوعًا، والأنظمة التي تحكم العمل، وحالات الاستخدام، ومثالًا على مشروع مع إخفاء هوية العميل.",
        items: [
          {
            title: "الرعاية الصحية",
            body: "منصات للبيانات السريرية والتشغيلية، وذكاء اصطناعي محكوم قرب رعاية المرضى، وتحليلات تحترم خصوصية المعلومات الصحية.",
            href: "/solutions/healthcare",
            tags: ["HIPAA", "الإشراف على الذكاء الاصطناعي السريري", "التشغيل البيني"],
            tagsLabel: "محاور التركيز",
          },
          {
            title: "الخدمات المالية",
            body: "إدارة مخاطر النماذج التنبؤية والتوليدية، وتحليلات فورية لكشف الاحتيال، وبيانات تقارير يستطيع المدققون تتبعها.",
            href: "/financial-services",
            tags: ["SR 11-7", "SOX", "GLBA", "PCI DSS"],
            tagsLabel: "محاور التركيز",
          },
          {
            title: "القطاع الفيدرالي والحكومي",
            body: "منصات للذكاء الاصطناعي والبيانات داخل حدود أنظمة معتمدة، للوكالات الفيدرالية الأمريكية وحكومات الولايات والمتعاقدين معها.",
            href: "/federal-government",
            tags: ["FedRAMP", "CMMC", "NIST SP 800-53"],
            tagsLabel: "محاور التركيز",
          },
          {
            title: "التجزئة والتجارة الإلكترونية",
            body: "بيانات موثوقة للمنتجات والأسعار والمخزون، وتنبؤ بالطلب، وتخصيص يلتزم بقواعد الخصوصية والمدفوعات.",
            href: "/solutions/retail-ecommerce",
            tags: ["PCI DSS", "التنبؤ", "الثقة بالبيانات"],
            tagsLabel: "محاور التركيز",
          },
          {
            title: "الملكية الخاصة",
            body: "فحص نافٍ للجهالة في البيانات والذكاء الاصطناعي، وخطط لخلق القيمة، وتقارير على مستوى المحفظة للمستثمرين وشركائهم التشغيليين.",
            href: "/private-equity",
            tags: ["الفحص النافي للجهالة", "خلق القيمة", "الاستعداد للتخارج"],
            tagsLabel: "محاور التركيز",
          },
          {
            title: "حلول Databricks",
            body: "تصميم Lakehouse والترحيل والحوكمة والذكاء الاصطناعي على منصة Databricks، للفرق التي اختارتها أو تدرس اعتمادها.",
            href: "/databricks-solutions",
            tags: ["Lakehouse", "الحوكمة", "MLOps"],
            tagsLabel: "محاور التركيز",
          },
          {
            title: "الروبوتات والأتمتة",
            body: "تحويل بيانات الآلات والمستشعرات إلى صيانة تنبؤية وفحص بصري وأتمتة يثق بها المشغلون.",
            href: "/robotics-automation",
            tags: ["البيانات الصناعية", "الذكاء الاصطناعي الطرفي", "أمن التقنيات التشغيلية"],
            tagsLabel: "محاور التركيز",
          },
        ],
      },
      {
        kind: "cards",
        id: "solution-areas",
        heading: "مجالات الحلول",
        intro: "القدرات التي نقدمها في كل قطاع، ولكل منها صفحة تفصيلية.",
        items: [
          {
            title: "منصات البيانات",
            body: "المعمارية المستهدفة، ومسارات بيانات حديثة، والانتقال من المستودعات وعمليات ETL القديمة.",
            href: "/ar/data-architecture",
          },
          {
            title: "الذكاء الاصطناعي الخاص",
            body: "نماذج لغوية تُبقي البيانات الحساسة داخل بيئتكم، على منصة مبنية لهذا الغرض.",
            href: "/ar/private-llm",
          },
          {
            title: "حوكمة الذكاء الاصطناعي",
            body: "سجل الأنظمة ومستويات المخاطر والتحقق والمراقبة، بمواءمة مع NIST AI RMF وSR 11-7 وCSA AI MRM وقانون الذكاء الاصطناعي الأوروبي.",
            href: "/ar/ai-governance",
          },
          {
            title: "عمليات الأمن",
            body: "تحديث مراكز العمليات الأمنية، وكشف التهديدات، وفرز مدعوم آليًا يبقي المحللين أصحاب القرار في الاستجابة (بالإنجليزية).",
            href: "/cybersecurity/security-operations-modernization",
          },
        ],
      },
      {
        kind: "prose",
        heading: "موضوعات للتعمق",
        paragraphs: [
          "لكل مجال من مجالات الحلول صفحات مرافقة للقرارات التالية: [تحديث هندسة البيانات](/ar/data-engineering-modernization) للانتقال من عمليات ETL والمستودعات القديمة، و[البنية التحتية الخاصة للذكاء الاصطناعي](/ar/private-ai-infrastructure) لمنصة وحدات المعالجة الرسومية التي تعمل عليها النماذج الخاصة، و[هندسة البيانات](/data-engineering) لبناء مسارات البيانات وتشغيلها يومًا بيوم (بالإنجليزية).",
        ],
      },
      {
        kind: "steps",
        heading: "كيف نقدم كل حل",
        items: [
          {
            title: "الاستكشاف ووضع الاستراتيجية",
            body: "نبدأ من القرار أو العملية التي تريدون تغييرها، والبيانات التي تقف وراءها، والقيود السارية عليها، ونتفق على نتائج قابلة للقياس قبل أي بناء.",
          },
          {
            title: "البناء والتكامل",
            body: "يبني مهندسونا جنبًا إلى جنب مع مهندسيكم، داخل بيئتكم وضوابطكم، ويربطون الحل بالأنظمة التي يستخدمها موظفوكم أصلًا.",
          },
          {
            title: "المراقبة والتحسين",
            body: "ينطلق كل حل مع المراقبة والمالكين وأدلة التشغيل، ونقيس النتائج التي اتفقنا عليها في البداية.",
          },
        ],
      },
      {
        kind: "stats",
        heading: "ما يمكن لعملائنا توقعه",
        items: [
          { number: "500+", label: "تطبيق مؤسسي" },
          { number: "99.9%", label: "نسبة الجاهزية", detail: "هدف تصميم المنصات التي نديرها" },
          {
            number: "40–60%",
            label: "خفض تكاليف الاتصالات",
            detail: "معتاد مع الاتصال الصوتي السحابي (VoIP)",
          },
          {
            number: "أفضل 10%",
            label: "من خبراء علم البيانات",
            detail: "من المتقدمين في تقييمنا التقني",
          },
          { number: "24/7", label: "دعم على مدار الساعة" },
        ],
      },
      {
        kind: "faq",
        heading: "الأسئلة الشائعة",
        items: [
          {
            question: "قطاعنا غير مذكور. هل يمكنكم المساعدة مع ذلك؟",
            answer:
              "على الأرجح نعم. فالقطاعات المذكورة هي حيث نعمل أكثر، لكن قدراتنا في البيانات والذكاء الاصطناعي والحوكمة والأمن تنطبق حيثما كانت البيانات حساسة والقرارات مهمة. أخبرونا بوضعكم وسنكون صريحين بشأن مدى ملاءمتنا.",
          },
          {
            question: "أين يقع مقركم؟",
            answer:
              "يقع مقر Vantreo Data & AI في أتلانتا، ولنا مكتب في ساندي سبرينغز بولاية جورجيا. نخدم عملاء في أنحاء الولايات المتحدة، ونعمل عن قرب مع المؤسسات في منطقة الجنوب الشرقي.",
          },
          {
            question: "هل تعيدون بيع البرمجيات أو العتاد؟",
            answer:
              "لا. توصياتنا محايدة تجاه الموردين، ونصمم حول المنصات التي تملكونها أصلًا متى كانت مناسبة للغرض.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "ابدؤوا بالمشكلة لا بالتقنية",
        body: "أخبرونا بالقرار أو العملية أو المخاطرة التي تحتاجون إلى تغييرها، وسنعود إليكم بطريقة تناولنا لها، ومن سيتولى العمل من فريقنا، وكيف ستبدو الأسابيع الأولى.",
        primary: { label: "تواصلوا معنا", href: contact("/ar", "استفسار عن الحلول") },
        secondary: { label: "احجزوا استشارة", href: "/bookings" },
      },
    ],
  },
} satisfies LocalizedPageCopy;
