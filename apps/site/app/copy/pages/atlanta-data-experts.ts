/**
 * Copy of the Atlanta page, /atlanta-data-experts (spec section 2, "Atlanta page" and "Service
 * areas"; German and Arabic versions exist). The spec fixes its parts: a hero with
 * /contact?location=atlanta and a phone link, four stat cards (spec section 9 figures), local
 * advantages, Atlanta client companies (anonymised, no logos), four service cards linking to
 * /services/{English title in lowercase with hyphens}, six regional city cards with key clients,
 * the six service-area states, office hours and a closing block with contact, email and address.
 */
import { siteConfig } from "../../config/site-config";
import { isolateLtr } from "@vantreo/i18n";
import type { LocalizedPageCopy } from "../page-copy";

const phone = { label: `${siteConfig.phone.display}`, href: `tel:${siteConfig.phone.tel}` };
const email = `mailto:${siteConfig.email}`;

/** The Atlanta page in English, German and Arabic. */
export const copy = {
  en: {
    title: "Atlanta data engineering and AI consultants",
    description:
      "Vantreo's Atlanta team: 85+ data engineers in Sandy Springs serving 50+ clients across the Southeast in data engineering, AI, data science and BI.",
    eyebrow: "Atlanta, Georgia",
    h1: "Data and AI experts in Atlanta, working across the Southeast",
    lead: "Our Atlanta team works from our office in Sandy Springs, in the northern part of the metro area. It is the largest team in the firm: senior data engineers, data scientists and AI specialists who live in the region, work in your time zone and can be in your conference room the same day.",
    actions: [{ label: "Talk to our Atlanta team", href: "/contact?location=atlanta" }, phone],
    keywords: [
      "Atlanta data engineering consultants",
      "Atlanta AI consulting",
      "data science consulting Atlanta",
      "business intelligence consultants Georgia",
      "Sandy Springs data consultancy",
      "Southeast data and AI experts",
    ],
    sections: [
      {
        kind: "stats",
        heading: "Our Atlanta team in figures",
        items: [
          {
            number: "50+",
            label: "Clients",
            detail: "Organizations served from our Atlanta office",
          },
          {
            number: "200+",
            label: "Southeast projects",
            detail: "Delivered in Georgia and its five neighboring states",
          },
          {
            number: "85+",
            label: "Data engineers",
            detail: "Based in metro Atlanta, not flown in",
          },
          {
            number: "15+",
            label: "Years",
            detail: "Serving the region's enterprises from Atlanta",
          },
        ],
      },
      {
        kind: "features",
        heading: "Local advantages",
        intro:
          "A consultancy can work from anywhere. Being down the road still changes how a project runs.",
        items: [
          {
            title: "Your time zone, your working day",
            body: "Workshops, stand-ups, incident calls and steering meetings happen in Eastern Time, inside your working hours, without a team waking up on the other side of the world to answer.",
          },
          {
            title: "On site when it matters",
            body: "Discovery workshops, architecture reviews, go-live weekends and data-center visits happen in person. Anywhere in metro Atlanta we can be with you the same day, and anywhere in the region within a day.",
          },
          {
            title: "We know the region's industries",
            body: "Health systems, payments and financial technology, logistics and supply chain, manufacturing and the public sector make up much of the Southeast's economy, and most of our delivery experience.",
          },
          {
            title: "Continuity after go-live",
            body: "The engineers who build your platform live here. They remain reachable for support, the next phase and the questions that come up six months later.",
          },
          {
            title: "Familiar with your obligations",
            body: "HIPAA, PCI DSS, GLBA and SOC 2 expectations, the state privacy laws now arriving across the region and public-sector procurement rules are part of our everyday work.",
          },
          {
            title: "Skills that stay in Atlanta",
            body: "We help you hire and grow your own team: interview support, upskilling programs and pairing, so capability builds up in your organization rather than in ours.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Atlanta client companies",
        intro:
          "We do not publish client names or logos. These are the kinds of metro Atlanta organizations we work with and the work we do for them.",
        items: [
          {
            title: "Regional health system",
            body: "A clinical and operational data platform, and an AI governance process for the models that touch patients. Our AI ethics framework work with a Southeast health system is written up as a case study.",
            href: "/case-studies/ai-ethics-framework",
          },
          {
            title: "Payments processor",
            body: "Streaming transaction pipelines, fraud features computed in seconds rather than overnight, and data environments scoped and segmented for PCI DSS.",
          },
          {
            title: "Logistics and supply chain operator",
            body: "Shipment event data from carriers and warehouses joined into one model, with arrival-time predictions and network planning analytics on top.",
          },
          {
            title: "Property and casualty insurer",
            body: "A cost and value model for running language models privately on claim files, projecting a 3x net ROI (net benefit ÷ cost). The work is published as a case study.",
            href: "/case-studies/self-hosted-ai-roi",
          },
          {
            title: "Omnichannel retailer",
            body: "Demand forecasting and replenishment on a modernized data platform, with quality and trust measures that merchandising teams can see.",
          },
          {
            title: "State and local government agency",
            body: "Secure data sharing between departments, and modernized security operations that keep analysts in charge of every response action.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "What our Atlanta team delivers",
        intro:
          "The four services Atlanta clients ask us for most often. Each one starts with a fixed-scope assessment.",
        items: [
          {
            title: "Data Engineering Consulting",
            body: "Platform and pipeline reviews, rescues of stalled migrations and new ingestion built side by side with your engineers, in your working day.",
            href: "/services/data-engineering-consulting",
          },
          {
            title: "AI Consulting",
            body: "From a ranked shortlist of use cases with their business case to a model in production, with governance review and support in the same team.",
            href: "/services/ai-consulting",
          },
          {
            title: "Data Science Consulting",
            body: "Problem framing, experiments, causal analysis and models whose business impact is measured with your team, not assumed.",
            href: "/services/data-science-consulting",
          },
          {
            title: "Business Intelligence Consulting",
            body: "Agreed KPI definitions, shared semantic models and focused dashboards, with governed self-service for your analysts.",
            href: "/services/business-intelligence-consulting",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Across the Southeast",
        intro:
          "From Atlanta we serve clients in six states. These are the cities where we work most often.",
        items: [
          {
            title: "Atlanta, Georgia",
            body: "Our home base and largest client community, within reach of our Sandy Springs office: healthcare, payments, logistics, telecommunications and the public sector.",
            tagsLabel: "Key clients",
            tags: [
              "Regional health system",
              "Payments processor",
              "Logistics and supply chain operator",
            ],
          },
          {
            title: "Birmingham, Alabama",
            body: "About two and a half hours west by road. Banking and healthcare anchor the local economy, and our work there centers on risk analytics, data platforms and security.",
            tagsLabel: "Key clients",
            tags: ["Regional bank", "Healthcare provider network", "Industrial manufacturer"],
          },
          {
            title: "Nashville, Tennessee",
            body: "Home to a large healthcare services industry. We help care providers and health technology firms with claims and clinical data, revenue-cycle analytics and AI governance.",
            tagsLabel: "Key clients",
            tags: [
              "Healthcare services company",
              "Health technology firm",
              "Revenue-cycle management provider",
            ],
          },
          {
            title: "Charlotte, North Carolina",
            body: "One of the country's largest banking centers. Our work here leans towards model risk management, regulatory reporting data and fraud analytics, plus data platforms for utilities.",
            tagsLabel: "Key clients",
            tags: ["Regional bank", "Consumer lending fintech", "Energy utility"],
          },
          {
            title: "Greenville, South Carolina",
            body: "The Upstate's advanced manufacturing and automotive supply base. We build plant-floor data pipelines, predictive maintenance models and quality analytics.",
            tagsLabel: "Key clients",
            tags: [
              "Automotive parts supplier",
              "Advanced materials manufacturer",
              "Distribution and warehousing company",
            ],
          },
          {
            title: "Jacksonville, Florida",
            body: "A port, rail and distribution hub with a large financial services operations base. Shipment visibility, demand forecasting and secure data platforms are our main work here.",
            tagsLabel: "Key clients",
            tags: [
              "Freight and logistics operator",
              "Insurance carrier",
              "Financial services operations center",
            ],
          },
        ],
      },
      {
        kind: "list",
        heading: "Service areas",
        intro: "Our Atlanta team serves clients on site and remotely in six states.",
        items: ["Georgia", "Alabama", "Tennessee", "North Carolina", "South Carolina", "Florida"],
      },
      {
        kind: "features",
        id: "office",
        heading: "Visit our Atlanta office",
        items: [
          {
            title: "Address",
            body: `Vantreo Data & AI, ${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, United States`,
          },
          {
            title: "Office hours",
            body: "Monday to Friday 08:00-18:00 (Eastern Time). Managed services are supported 24/7.",
          },
          {
            title: "Phone",
            body: `${siteConfig.phone.display}`,
          },
          {
            title: "Email",
            body: `${siteConfig.email}`,
          },
        ],
      },
      {
        kind: "faq",
        heading: "Questions from Atlanta clients",
        items: [
          {
            question: "Do you work on site or remotely?",
            answer:
              "Both. Discovery workshops, architecture reviews and go-live events are usually on site; day-to-day delivery is mostly remote, in your tools. For clients in metro Atlanta there is no travel cost for on-site days.",
          },
          {
            question: "Do you only work with companies in the Southeast?",
            answer:
              "No. The Atlanta team concentrates on Georgia, Alabama, Tennessee, North Carolina, South Carolina and Florida, and the firm serves clients across the United States and internationally.",
          },
          {
            question: "How quickly can a team start?",
            answer:
              "A first conversation can usually happen within the week. A fixed-fee assessment typically starts within two weeks of signature, once access and a kickoff date are agreed.",
          },
          {
            question: "Can you help us build our own data team in Atlanta?",
            answer:
              "Yes. We help define roles, take part in technical interviews, run upskilling programs and pair with new hires, so that your team can own the platform when we step back.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Meet our Atlanta team",
        body: `Tell us about your data or AI challenge and a senior member of the Atlanta team will reply within one business day. Or visit us at ${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, Monday to Friday 08:00-18:00.`,
        primary: { label: "Contact the Atlanta team", href: "/contact?location=atlanta" },
        secondary: { label: `Email ${siteConfig.email}`, href: email },
      },
    ],
  },
  de: {
    title: "Data-Engineering- und KI-Berater in Atlanta",
    description:
      "Unser Team in Atlanta: 85+ Data Engineers in Sandy Springs, 50+ Kunden im Südosten der USA – Data Engineering, KI, Data Science und Business Intelligence.",
    eyebrow: "Atlanta, Georgia",
    h1: "Daten- und KI-Fachleute in Atlanta, tätig im ganzen Südosten",
    lead: "Unser Team in Atlanta arbeitet von unserem Büro in Sandy Springs aus, im Norden der Metropolregion. Es ist das größte Team des Unternehmens: erfahrene Data Engineers, Data Scientists und KI-Fachleute, die in der Region leben, in Ihrer Zeitzone arbeiten und noch am selben Tag in Ihrem Besprechungsraum sein können.",
    actions: [
      { label: "Mit unserem Team in Atlanta sprechen", href: "/de/contact?location=atlanta" },
      phone,
    ],
    keywords: [
      "Data-Engineering-Beratung Atlanta",
      "KI-Beratung Atlanta",
      "Data-Science-Beratung Atlanta",
      "Business-Intelligence-Berater Georgia",
      "Datenberatung Sandy Springs",
      "Daten- und KI-Experten Südosten USA",
    ],
    sections: [
      {
        kind: "stats",
        heading: "Unser Team in Atlanta in Zahlen",
        items: [
          { number: "50+", label: "Kunden", detail: "Von unserem Büro in Atlanta aus betreut" },
          {
            number: "200+",
            label: "Projekte im Südosten",
            detail: "In Georgia und seinen fünf Nachbarstaaten umgesetzt",
          },
          {
            number: "85+",
            label: "Data Engineers",
            detail: "Ansässig im Großraum Atlanta, nicht eingeflogen",
          },
          { number: "15+", label: "Jahre", detail: "Im Dienst der Unternehmen der Region" },
        ],
      },
      {
        kind: "features",
        heading: "Vorteile vor Ort",
        intro:
          "Eine Beratung kann von überall arbeiten. Ein Team in der Nähe verändert trotzdem, wie ein Projekt läuft.",
        items: [
          {
            title: "Ihre Zeitzone, Ihr Arbeitstag",
            body: "Workshops, Stand-ups, Störungsbesprechungen und Lenkungsausschüsse finden in Eastern Time statt, innerhalb Ihrer Arbeitszeit – ohne ein Team, das auf der anderen Seite der Welt erst aufstehen muss.",
          },
          {
            title: "Vor Ort, wenn es darauf ankommt",
            body: "Discovery-Workshops, Architektur-Reviews, Go-live-Wochenenden und Rechenzentrumsbesuche finden persönlich statt. Im Großraum Atlanta sind wir am selben Tag bei Ihnen, in der übrigen Region innerhalb eines Tages.",
          },
          {
            title: "Wir kennen die Branchen der Region",
            body: "Gesundheitsversorger, Zahlungsverkehr und Finanztechnologie, Logistik und Supply Chain, Industrie und öffentlicher Sektor prägen die Wirtschaft des Südostens – und den Großteil unserer Projekterfahrung.",
          },
          {
            title: "Kontinuität nach dem Go-live",
            body: "Die Engineers, die Ihre Plattform bauen, leben hier. Sie bleiben erreichbar für Support, die nächste Phase und die Fragen, die ein halbes Jahr später aufkommen.",
          },
          {
            title: "Vertraut mit Ihren Pflichten",
            body: "HIPAA, PCI DSS, GLBA und SOC-2-Erwartungen, die neuen Datenschutzgesetze der Bundesstaaten in der Region und die Vergaberegeln des öffentlichen Sektors gehören zu unserem Arbeitsalltag.",
          },
          {
            title: "Kompetenz, die in Atlanta bleibt",
            body: "Wir helfen Ihnen, ein eigenes Team aufzubauen: Unterstützung bei Interviews, Weiterbildungsprogramme und Pairing, damit das Können in Ihrem Unternehmen wächst statt in unserem.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Kundenunternehmen in Atlanta",
        intro:
          "Wir veröffentlichen keine Kundennamen oder Logos. Dies sind die Arten von Organisationen im Großraum Atlanta, mit denen wir arbeiten, und was wir für sie tun.",
        items: [
          {
            title: "Regionaler Klinikverbund",
            body: "Eine klinische und operative Datenplattform sowie ein KI-Governance-Prozess für Modelle mit Patientenbezug. Unsere Arbeit an einem KI-Ethik-Rahmenwerk für einen Klinikverbund im Südosten ist als Fallstudie veröffentlicht.",
            href: "/case-studies/ai-ethics-framework",
          },
          {
            title: "Zahlungsdienstleister",
            body: "Streaming-Pipelines für Transaktionen, Betrugsmerkmale in Sekunden statt über Nacht berechnet und Datenumgebungen, die für PCI DSS abgegrenzt und segmentiert sind.",
          },
          {
            title: "Logistik- und Supply-Chain-Unternehmen",
            body: "Sendungsereignisse von Frachtführern und Lagern in einem gemeinsamen Modell, darauf aufbauend Prognosen der Ankunftszeit und Analysen zur Netzplanung.",
          },
          {
            title: "Sach- und Unfallversicherer",
            body: "Ein Kosten- und Nutzenmodell für den privaten Betrieb von Sprachmodellen auf Schadenakten mit einem prognostizierten Netto-ROI vom 3-Fachen (Nettonutzen ÷ Kosten). Die Arbeit ist als Fallstudie veröffentlicht.",
            href: "/case-studies/self-hosted-ai-roi",
          },
          {
            title: "Omnichannel-Händler",
            body: "Absatzprognosen und Nachschubsteuerung auf einer modernisierten Datenplattform, mit Qualitäts- und Vertrauenskennzahlen, die der Einkauf sehen kann.",
          },
          {
            title: "Landes- und Kommunalbehörde",
            body: "Sicherer Datenaustausch zwischen Ämtern und modernisierte Security Operations, in denen Analysten jede Reaktionsmaßnahme selbst verantworten.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Was unser Team in Atlanta leistet",
        intro:
          "Die vier Leistungen, nach denen Kunden in Atlanta am häufigsten fragen. Jede beginnt mit einer Bewertung mit festem Umfang.",
        items: [
          {
            title: "Data-Engineering-Beratung",
            body: "Reviews von Plattformen und Pipelines, die Rettung ins Stocken geratener Migrationen und neue Datenanbindungen, gebaut Seite an Seite mit Ihren Engineers, zu Ihren Arbeitszeiten.",
            href: "/services/data-engineering-consulting",
          },
          {
            title: "KI-Beratung",
            body: "Von einer priorisierten Auswahl an Anwendungsfällen mit Business Case bis zum produktiven Modell – Governance-Prüfung und Support aus demselben Team.",
            href: "/services/ai-consulting",
          },
          {
            title: "Data-Science-Beratung",
            body: "Schärfung der Fragestellung, Experimente, Kausalanalysen und Modelle, deren geschäftlicher Nutzen gemeinsam mit Ihrem Team gemessen und nicht nur angenommen wird.",
            href: "/services/data-science-consulting",
          },
          {
            title: "Business-Intelligence-Beratung",
            body: "Abgestimmte KPI-Definitionen, gemeinsame semantische Modelle und fokussierte Dashboards, mit kontrolliertem Self-Service für Ihre Analysten.",
            href: "/services/business-intelligence-consulting",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Im ganzen Südosten",
        intro:
          "Von Atlanta aus betreuen wir Kunden in sechs Bundesstaaten. In diesen Städten sind wir am häufigsten tätig.",
        items: [
          {
            title: "Atlanta, Georgia",
            body: "Unser Stammsitz und unser größter Kundenstamm, in Reichweite unseres Büros in Sandy Springs: Gesundheitswesen, Zahlungsverkehr, Logistik, Telekommunikation und öffentlicher Sektor.",
            tagsLabel: "Wichtige Kunden",
            tags: [
              "Regionaler Klinikverbund",
              "Zahlungsdienstleister",
              "Logistik- und Supply-Chain-Unternehmen",
            ],
          },
          {
            title: "Birmingham, Alabama",
            body: "Rund zweieinhalb Autostunden westlich. Banken und Gesundheitswesen tragen die lokale Wirtschaft; unsere Arbeit dort konzentriert sich auf Risikoanalytik, Datenplattformen und Sicherheit.",
            tagsLabel: "Wichtige Kunden",
            tags: ["Regionalbank", "Netzwerk von Gesundheitsversorgern", "Industrieunternehmen"],
          },
          {
            title: "Nashville, Tennessee",
            body: "Bedeutender Standort des Gesundheitswesens. Wir unterstützen Versorger und Health-Tech-Unternehmen bei Abrechnungs- und klinischen Daten, Revenue-Cycle-Analysen und KI-Governance.",
            tagsLabel: "Wichtige Kunden",
            tags: [
              "Gesundheitsdienstleister",
              "Health-Tech-Unternehmen",
              "Anbieter für Revenue-Cycle-Management",
            ],
          },
          {
            title: "Charlotte, North Carolina",
            body: "Eines der größten Bankenzentren des Landes. Hier liegt unser Schwerpunkt auf Modellrisikomanagement, Daten für das aufsichtliche Meldewesen und Betrugsanalytik, dazu Datenplattformen für Versorger.",
            tagsLabel: "Wichtige Kunden",
            tags: ["Regionalbank", "Fintech für Verbraucherkredite", "Energieversorger"],
          },
          {
            title: "Greenville, South Carolina",
            body: "Das Zentrum der Hochtechnologie-Fertigung und Automobilzulieferer im Upstate. Wir bauen Datenpipelines aus der Produktion, Modelle für vorausschauende Wartung und Qualitätsanalysen.",
            tagsLabel: "Wichtige Kunden",
            tags: [
              "Automobilzulieferer",
              "Hersteller von Hochleistungswerkstoffen",
              "Distributions- und Lagerlogistiker",
            ],
          },
          {
            title: "Jacksonville, Florida",
            body: "Ein Drehkreuz für Hafen, Bahn und Distribution mit großen Betriebszentren von Finanzdienstleistern. Sendungstransparenz, Absatzprognosen und sichere Datenplattformen sind hier unsere Hauptaufgaben.",
            tagsLabel: "Wichtige Kunden",
            tags: [
              "Fracht- und Logistikunternehmen",
              "Versicherungsgesellschaft",
              "Betriebszentrum eines Finanzdienstleisters",
            ],
          },
        ],
      },
      {
        kind: "list",
        heading: "Einsatzgebiete",
        intro: "Unser Team in Atlanta betreut Kunden vor Ort und remote in sechs Bundesstaaten.",
        items: ["Georgia", "Alabama", "Tennessee", "North Carolina", "South Carolina", "Florida"],
      },
      {
        kind: "features",
        id: "office",
        heading: "Besuchen Sie unser Büro in Atlanta",
        items: [
          {
            title: "Adresse",
            body: `Vantreo Data & AI, ${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, USA`,
          },
          {
            title: "Bürozeiten",
            body: "Montag bis Freitag 08:00–18:00 Uhr (US-Ostküstenzeit). Managed Services werden rund um die Uhr (24/7) betreut.",
          },
          {
            title: "Telefon",
            body: `${siteConfig.phone.display}`,
          },
          {
            title: "E-Mail",
            body: `${siteConfig.email}`,
          },
        ],
      },
      {
        kind: "faq",
        heading: "Fragen von Kunden in Atlanta",
        items: [
          {
            question: "Arbeiten Sie vor Ort oder remote?",
            answer:
              "Beides. Discovery-Workshops, Architektur-Reviews und Go-live-Termine finden meist vor Ort statt, die tägliche Umsetzung überwiegend remote in Ihren Werkzeugen. Für Kunden im Großraum Atlanta fallen für Tage vor Ort keine Reisekosten an.",
          },
          {
            question: "Arbeiten Sie nur mit Unternehmen im Südosten?",
            answer:
              "Nein. Das Team in Atlanta konzentriert sich auf Georgia, Alabama, Tennessee, North Carolina, South Carolina und Florida; das Unternehmen insgesamt betreut Kunden in den gesamten USA und international.",
          },
          {
            question: "Wie schnell kann ein Team starten?",
            answer:
              "Ein erstes Gespräch ist meist noch in derselben Woche möglich. Eine Bewertung zum Festpreis beginnt in der Regel innerhalb von zwei Wochen nach Unterzeichnung, sobald Zugänge und ein Kickoff-Termin vereinbart sind.",
          },
          {
            question: "Helfen Sie uns, ein eigenes Datenteam in Atlanta aufzubauen?",
            answer:
              "Ja. Wir helfen bei der Definition der Rollen, nehmen an technischen Interviews teil, führen Weiterbildungsprogramme durch und arbeiten im Pairing mit neuen Mitarbeitenden, damit Ihr Team die Plattform übernehmen kann, wenn wir uns zurückziehen.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Lernen Sie unser Team in Atlanta kennen",
        body: `Schildern Sie uns Ihre Daten- oder KI-Herausforderung; ein erfahrenes Mitglied des Teams in Atlanta antwortet innerhalb eines Werktags. Oder besuchen Sie uns: ${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, USA, Montag bis Freitag 08:00–18:00 Uhr.`,
        primary: { label: "Team in Atlanta kontaktieren", href: "/de/contact?location=atlanta" },
        secondary: { label: `E-Mail an ${siteConfig.email}`, href: email },
      },
    ],
  },
  ar: {
    title: "استشاريو هندسة البيانات والذكاء الاصطناعي في أتلانتا",
    description:
      "فريق Vantreo في أتلانتا: أكثر من 85 مهندس بيانات في ساندي سبرينغز يخدمون أكثر من 50 عميلًا في جنوب شرق الولايات المتحدة في البيانات والذكاء الاصطناعي.",
    eyebrow: "أتلانتا، جورجيا",
    h1: "خبراء البيانات والذكاء الاصطناعي في أتلانتا وفي أنحاء الجنوب الشرقي",
    lead: "يعمل فريقنا في أتلانتا من مكتبنا في ساندي سبرينغز شمال المنطقة الحضرية. وهو أكبر فرق الشركة: مهندسو بيانات وعلماء بيانات ومتخصصون في الذكاء الاصطناعي من ذوي الخبرة، يقيمون في المنطقة، ويعملون في منطقتكم الزمنية، ويستطيعون الحضور إلى قاعة اجتماعاتكم في اليوم نفسه.",
    actions: [
      { label: "تحدّثوا إلى فريقنا في أتلانتا", href: "/ar/contact?location=atlanta" },
      { ...phone, label: isolateLtr(phone.label) },
    ],
    keywords: [
      "استشارات هندسة البيانات في أتلانتا",
      "استشارات الذكاء الاصطناعي في أتلانتا",
      "استشارات علوم البيانات في أتلانتا",
      "استشارات ذكاء الأعمال في جورجيا",
      "شركة استشارات بيانات في ساندي سبرينغز",
      "خبراء البيانات والذكاء الاصطناعي في جنوب شرق الولايات المتحدة",
    ],
    sections: [
      {
        kind: "stats",
        heading: "فريقنا في أتلانتا بالأرقام",
        items: [
          { number: "50+", label: "عميلًا", detail: "مؤسسات نخدمها من مكتبنا في أتلانتا" },
          {
            number: "200+",
            label: "مشروع في جنوب شرق الولايات المتحدة",
            detail: "نُفّذت في جورجيا والولايات الخمس المجاورة لها",
          },
          {
            number: "85+",
            label: "مهندس بيانات",
            detail: "يقيمون في منطقة أتلانتا الكبرى ولا نستقدمهم من بعيد",
          },
          { number: "15+", label: "عامًا", detail: "في خدمة مؤسسات المنطقة انطلاقًا من أتلانتا" },
        ],
      },
      {
        kind: "features",
        heading: "مزايا القرب المحلي",
        intro:
          "يمكن لأي شركة استشارية أن تعمل من أي مكان، لكن وجود الفريق على مقربة منكم يغيّر طريقة سير المشروع.",
        items: [
          {
            title: "منطقتكم الزمنية ويوم عملكم",
            body: "تُعقد ورش العمل والاجتماعات اليومية ومكالمات معالجة الأعطال واجتماعات اللجان التوجيهية بتوقيت شرق الولايات المتحدة وضمن ساعات عملكم، دون انتظار فريق يبدأ يومه في الطرف الآخر من العالم.",
          },
          {
            title: "حضور ميداني حين يلزم",
            body: "نعقد ورش الاستكشاف ومراجعات المعمارية وعطلات نهاية الأسبوع المخصصة للإطلاق وزيارات مراكز البيانات حضوريًا. نصل إليكم في اليوم نفسه في أي مكان من منطقة أتلانتا الكبرى، وخلال يوم واحد في أي مكان من المنطقة.",
          },
          {
            title: "معرفة بقطاعات المنطقة",
            body: "تشكّل الأنظمة الصحية والمدفوعات والتقنية المالية والخدمات اللوجستية وسلاسل الإمداد والصناعة والقطاع العام جانبًا كبيرًا من اقتصاد الجنوب الشرقي، ومعظم خبرتنا في التنفيذ.",
          },
          {
            title: "استمرارية بعد الإطلاق",
            body: "المهندسون الذين يبنون منصتكم يقيمون هنا، ويبقون متاحين للدعم وللمرحلة التالية وللأسئلة التي تظهر بعد ستة أشهر.",
          },
          {
            title: "إلمام بالتزاماتكم",
            body: "متطلبات HIPAA وPCI DSS وGLBA وتوقعات SOC 2، وقوانين الخصوصية الجديدة في ولايات المنطقة، وقواعد المشتريات في القطاع العام، كلها جزء من عملنا اليومي.",
          },
          {
            title: "مهارات تبقى في أتلانتا",
            body: "نساعدكم على توظيف فريقكم الخاص وتطويره: دعم في المقابلات، وبرامج لرفع المهارات، وعمل ثنائي، لتنمو القدرات داخل مؤسستكم لا داخل مؤسستنا.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "عملاؤنا من الشركات في أتلانتا",
        intro:
          "لا ننشر أسماء عملائنا ولا شعاراتهم. وفيما يلي أنواع المؤسسات التي نعمل معها في منطقة أتلانتا الكبرى وطبيعة العمل الذي ننجزه لها.",
        items: [
          {
            title: "نظام صحي إقليمي",
            body: "منصة بيانات سريرية وتشغيلية، وآلية لحوكمة نماذج الذكاء الاصطناعي التي تمس المرضى. وقد نشرنا عملنا على إطار أخلاقيات الذكاء الاصطناعي لنظام صحي في الجنوب الشرقي دراسةَ حالة.",
            href: "/case-studies/ai-ethics-framework",
          },
          {
            title: "شركة معالجة مدفوعات",
            body: "خطوط معالجة متدفقة للمعاملات، وسمات للكشف عن الاحتيال تُحسب في ثوانٍ بدلًا من الانتظار حتى اليوم التالي، وبيئات بيانات محددة النطاق ومجزأة وفق PCI DSS.",
          },
          {
            title: "مشغّل خدمات لوجستية وسلاسل إمداد",
            body: "بيانات أحداث الشحن من شركات النقل والمستودعات مدمجة في نموذج واحد، تعلوه توقعات لمواعيد الوصول وتحليلات لتخطيط الشبكة.",
          },
          {
            title: "شركة تأمين على الممتلكات والمسؤولية",
            body: "نموذج للتكلفة والقيمة لتشغيل النماذج اللغوية بشكل خاص على ملفات المطالبات، يتوقع صافي عائد يبلغ 3 أضعاف التكلفة (صافي المنفعة ÷ التكلفة). وقد نُشر هذا العمل دراسةَ حالة.",
            href: "/case-studies/self-hosted-ai-roi",
          },
          {
            title: "تاجر تجزئة متعدد القنوات",
            body: "توقّع الطلب وإدارة إعادة التزويد على منصة بيانات محدّثة، مع مؤشرات للجودة والثقة تراها فرق المشتريات.",
          },
          {
            title: "جهة حكومية على مستوى الولاية أو المقاطعة",
            body: "تبادل آمن للبيانات بين الإدارات، وعمليات أمنية محدّثة يبقى فيها المحللون أصحاب القرار في كل إجراء استجابة.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "ما يقدّمه فريقنا في أتلانتا",
        intro:
          "الخدمات الأربع الأكثر طلبًا من عملائنا في أتلانتا، وتبدأ كل منها بتقييم محدد النطاق.",
        items: [
          {
            title: "استشارات هندسة البيانات",
            body: "مراجعة المنصات وخطوط المعالجة، وإنقاذ مشاريع الترحيل المتعثرة، وبناء مسارات جديدة لاستيعاب البيانات جنبًا إلى جنب مع مهندسيكم وضمن يوم عملكم.",
            href: "/services/data-engineering-consulting",
          },
          {
            title: "استشارات الذكاء الاصطناعي",
            body: "من قائمة مرتّبة بحالات الاستخدام ودراسات جدواها إلى نموذج يعمل في بيئة الإنتاج، مع مراجعة الحوكمة والدعم من الفريق نفسه.",
            href: "/services/ai-consulting",
          },
          {
            title: "استشارات علوم البيانات",
            body: "تحديد دقيق للمشكلة، وتجارب، وتحليل سببي، ونماذج يُقاس أثرها على الأعمال بالتعاون مع فريقكم بدلًا من افتراضه.",
            href: "/services/data-science-consulting",
          },
          {
            title: "استشارات ذكاء الأعمال",
            body: "تعريفات متفق عليها لمؤشرات الأداء، ونماذج دلالية مشتركة، ولوحات معلومات مركّزة، مع خدمة ذاتية خاضعة للحوكمة لمحلليكم.",
            href: "/services/business-intelligence-consulting",
          },
        ],
      },
      {
        kind: "cards",
        heading: "في أنحاء الجنوب الشرقي",
        intro: "نخدم من أتلانتا عملاء في ست ولايات، وهذه هي المدن التي نعمل فيها أكثر من غيرها.",
        items: [
          {
            title: "أتلانتا، جورجيا",
            body: "مقرنا الرئيسي وأكبر مجتمع لعملائنا، على مقربة من مكتبنا في ساندي سبرينغز: الرعاية الصحية والمدفوعات والخدمات اللوجستية والاتصالات والقطاع العام.",
            tagsLabel: "أبرز العملاء",
            tags: ["نظام صحي إقليمي", "شركة معالجة مدفوعات", "مشغّل خدمات لوجستية وسلاسل إمداد"],
          },
          {
            title: "برمنغهام، ألاباما",
            body: "على بعد نحو ساعتين ونصف بالسيارة غربًا. يقوم اقتصاد المدينة على المصارف والرعاية الصحية، ويتركز عملنا فيها على تحليلات المخاطر ومنصات البيانات والأمن.",
            tagsLabel: "أبرز العملاء",
            tags: ["مصرف إقليمي", "شبكة مقدّمي رعاية صحية", "شركة صناعية"],
          },
          {
            title: "ناشفيل، تينيسي",
            body: "موطن قطاع كبير لخدمات الرعاية الصحية. نساعد مقدّمي الرعاية وشركات التقنية الصحية في بيانات المطالبات والبيانات السريرية، وتحليلات دورة الإيرادات، وحوكمة الذكاء الاصطناعي.",
            tagsLabel: "أبرز العملاء",
            tags: ["شركة خدمات رعاية صحية", "شركة تقنية صحية", "مزوّد خدمات إدارة دورة الإيرادات"],
          },
          {
            title: "شارلوت، كارولاينا الشمالية",
            body: "أحد أكبر المراكز المصرفية في البلاد. يميل عملنا هنا إلى إدارة مخاطر النماذج وبيانات التقارير التنظيمية وتحليلات الاحتيال، إضافة إلى منصات بيانات لشركات المرافق.",
            tagsLabel: "أبرز العملاء",
            tags: ["مصرف إقليمي", "شركة تقنية مالية للإقراض الاستهلاكي", "شركة طاقة ومرافق"],
          },
          {
            title: "غرينفيل، كارولاينا الجنوبية",
            body: "قاعدة التصنيع المتقدم وموردي قطاع السيارات في منطقة أبستيت. نبني خطوط بيانات من أرض المصنع، ونماذج للصيانة التنبؤية، وتحليلات للجودة.",
            tagsLabel: "أبرز العملاء",
            tags: ["مورّد قطع غيار سيارات", "مصنّع مواد متقدمة", "شركة توزيع وتخزين"],
          },
          {
            title: "جاكسونفيل، فلوريدا",
            body: "مركز للموانئ والسكك الحديدية والتوزيع، يضم قاعدة كبيرة لعمليات الخدمات المالية. ويتركز عملنا هنا على تتبّع الشحنات وتوقّع الطلب ومنصات البيانات الآمنة.",
            tagsLabel: "أبرز العملاء",
            tags: ["مشغّل شحن وخدمات لوجستية", "شركة تأمين", "مركز عمليات لمؤسسة خدمات مالية"],
          },
        ],
      },
      {
        kind: "list",
        heading: "مناطق الخدمة",
        intro: "يخدم فريقنا في أتلانتا العملاء حضوريًا وعن بُعد في ست ولايات.",
        items: [
          "جورجيا",
          "ألاباما",
          "تينيسي",
          "كارولاينا الشمالية",
          "كارولاينا الجنوبية",
          "فلوريدا",
        ],
      },
      {
        kind: "features",
        id: "office",
        heading: "زوروا مكتبنا في أتلانتا",
        items: [
          {
            title: "العنوان",
            body: `Vantreo Data & AI, \u2066${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}\u2069، الولايات المتحدة`,
          },
          {
            title: "ساعات العمل",
            body: "من الاثنين إلى الجمعة، 08:00-18:00 (بتوقيت شرق الولايات المتحدة). ونقدّم الدعم للخدمات المُدارة على مدار الساعة طوال أيام الأسبوع (24/7).",
          },
          {
            title: "الهاتف",
            body: `\u2066${siteConfig.phone.display}\u2069`,
          },
          {
            title: "البريد الإلكتروني",
            body: `\u2066${siteConfig.email}\u2069`,
          },
        ],
      },
      {
        kind: "faq",
        heading: "أسئلة عملائنا في أتلانتا",
        items: [
          {
            question: "هل تعملون حضوريًا أم عن بُعد؟",
            answer:
              "كلاهما. تُعقد ورش الاستكشاف ومراجعات المعمارية وفعاليات الإطلاق حضوريًا في الغالب، أما التنفيذ اليومي فيجري معظمه عن بُعد وباستخدام أدواتكم. ولا يتحمل عملاؤنا في منطقة أتلانتا الكبرى أي تكاليف سفر عن أيام العمل الحضوري.",
          },
          {
            question: "هل تقتصر أعمالكم على الشركات في الجنوب الشرقي؟",
            answer:
              "لا. يركّز فريق أتلانتا على جورجيا وألاباما وتينيسي وكارولاينا الشمالية وكارولاينا الجنوبية وفلوريدا، بينما تخدم الشركة عملاء في أنحاء الولايات المتحدة وخارجها.",
          },
          {
            question: "ما المدة اللازمة لبدء العمل؟",
            answer:
              "يمكن عادةً عقد المحادثة الأولى خلال الأسبوع نفسه. ويبدأ التقييم بسعر ثابت في العادة خلال أسبوعين من التوقيع، بعد الاتفاق على صلاحيات الوصول وموعد اجتماع الانطلاق.",
          },
          {
            question: "هل يمكنكم مساعدتنا في بناء فريق بيانات خاص بنا في أتلانتا؟",
            answer:
              "نعم. نساعد في تحديد الأدوار، ونشارك في المقابلات التقنية، وننفذ برامج رفع المهارات، ونعمل جنبًا إلى جنب مع الموظفين الجدد، ليتمكن فريقكم من تولي المنصة حين ننسحب تدريجيًا.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "تعرّفوا إلى فريقنا في أتلانتا",
        body: `حدّثونا عن تحدي البيانات أو الذكاء الاصطناعي الذي تواجهونه، وسيردّ عليكم أحد خبراء فريق أتلانتا خلال يوم عمل واحد. أو زورونا في \u2066${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}\u2069، الولايات المتحدة، من الاثنين إلى الجمعة، 08:00-18:00.`,
        primary: { label: "تواصلوا مع فريق أتلانتا", href: "/ar/contact?location=atlanta" },
        secondary: { label: `راسلونا على \u2066${siteConfig.email}\u2069`, href: email },
      },
    ],
  },
} satisfies LocalizedPageCopy;
