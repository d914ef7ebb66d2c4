/**
 * Copy of the privacy policy: /privacy-policy in English, /de/privacy and /ar/privacy (spec
 * section 2). It describes what the site really does: the lead form fields and metadata of spec
 * sections 5 and 7, the consent categories of packages/consent (functional always on, the others
 * only with consent, spec section 6), Global Privacy Control and the 30-day re-prompt (spec
 * section 4), the attribution kept in session storage and the 14-day popup cookie.
 */
import { siteConfig } from "../../config/site-config";
import type { LocalizedPageCopy } from "../page-copy";

/** The privacy policy in English, German and Arabic. */
export const copy = {
  en: {
    title: "Privacy policy",
    description:
      "How Vantreo Data & AI collects, uses and protects personal data, which cookies we use with consent, and your rights under GDPR, CCPA/CPRA and the Saudi PDPL.",
    eyebrow: "Legal",
    h1: "Privacy policy",
    lead: "This policy explains what personal data Vantreo Data & AI collects through this website and in our business relationships, why we use it, who receives it and which rights you have. It applies to visitors from every region, including the European Economic Area, the United Kingdom and Saudi Arabia, and to the business contacts of our clients and prospects.",
    updated: "2025-10-01",
    actions: [
      { label: "Cookie preferences", href: "/cookie-preferences" },
      { label: "Exercise your rights", href: "/data-rights" },
    ],
    keywords: [
      "privacy policy",
      "GDPR",
      "CCPA",
      "CPRA",
      "PDPL",
      "Global Privacy Control",
      "cookies",
    ],
    sections: [
      {
        kind: "prose",
        id: "controller",
        heading: "Who is responsible for your data",
        paragraphs: [
          `The controller of the personal data described in this policy is **Vantreo Data & AI LLC**, ${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, United States.`,
          `For any privacy question or request, use our [data-rights form](/data-rights), write to ${siteConfig.email} with "Privacy" in the subject line, or call ${siteConfig.phone.display}, Monday to Friday 08:00-18:00 Eastern Time. Requests from the European Economic Area, the United Kingdom and Saudi Arabia are handled at the same address, in English, German or Arabic.`,
          "When our engineers process personal data inside a client's systems during an engagement, we act as that client's processor, under its instructions and our contract with it. The client's own privacy notice covers that data, not this policy.",
          "**Representative in the EU and the UK (Art. 27 GDPR and UK GDPR).** We have no establishment in the European Union or the United Kingdom. The personal data this website collects is business contact data that we process occasionally, in small volumes, without special categories of data or data on criminal convictions, and with a low risk to your rights; under Art. 27(2)(a) GDPR and UK GDPR no representative has to be designated for processing of this kind, so we have not designated one. You and the supervisory authorities can reach us directly at the address above. If the nature of our processing changes, we will designate a representative and name it here.",
        ],
      },
      {
        kind: "table",
        id: "data-we-collect",
        heading: "What we collect through this website",
        caption: "Personal data collected on this site, with examples and its source",
        columns: ["Data", "Examples", "Where it comes from"],
        rows: [
          [
            "Contact and inquiry data",
            "Name, email address, company, phone number and your message",
            "The contact, booking, assessment and newsletter forms you fill in",
          ],
          [
            "Marketing consent",
            "Whether you ticked the box to receive marketing emails, and when",
            "The same forms",
          ],
          [
            "Form context",
            "The URL of the page where you sent the form, which form it was (for example a service page or the footer), the type of request and the time",
            "Added automatically when you submit a form",
          ],
          [
            "Attribution parameters",
            "Campaign parameters of the link that brought you here (utm_source, utm_medium, utm_campaign, utm_term, utm_content); advertising click identifiers (gclid, fbclid, li_fat_id) only if you accept marketing cookies",
            "Read from the address of the page you landed on, kept in your browser for the visit and sent to us only with a form",
          ],
          [
            "Consent choices",
            "Your choice for each cookie category, the policy version you answered, the time, the page path and language, with no identifier",
            "The cookie banner and the cookie preferences page",
          ],
          [
            "Usage and device data",
            "Pages viewed and their titles, clicks on calls to action, page-load measurements, errors, browser and device type, approximate location derived from the IP address",
            "Analytics and session-recording tools, only if you accept analytics cookies",
          ],
          [
            "Server logs",
            "IP address, browser user agent, requested address, time and response status",
            "Our hosting and content delivery providers, for every request",
          ],
          [
            "Job applications",
            "Name, contact details, CV, work history and anything else you choose to send",
            "The application forms on our careers pages",
          ],
          [
            "Data-rights requests",
            "The details needed to identify you, your request and our correspondence",
            "The data-rights form or email",
          ],
        ],
        note: "Please do not put sensitive information, such as health or financial account details, into free-text fields. We do not ask for it and do not knowingly collect it through this site.",
      },
      {
        kind: "table",
        id: "cookies",
        heading: "Cookies and similar technologies",
        caption: "The four consent categories and what each one allows",
        columns: ["Category", "What it does", "Default"],
        rows: [
          [
            "Functional",
            "Keeps the site secure and working: stores your consent choice, your language and light or dark theme, and the campaign parameters (utm_…) of the current visit in your browser. Advertising click identifiers are never stored in this category. The site cannot work without it.",
            "Always on",
          ],
          [
            "Analytics",
            "Web analytics, a tag manager and session recording, which tell us in aggregate which pages are used and how the site performs. These tools set their own cookies.",
            "Off until you accept",
          ],
          [
            "Marketing",
            "A professional network's advertising tag and a conversion tag that measure our campaigns and may show you our content on other sites, the advertising click identifiers of the link you arrived from (gclid, fbclid, li_fat_id), kept in your browser for the visit, and the newsletter invitation with the cookie that keeps it away for 14 days after it has been shown.",
            "Off until you accept, and always off while Global Privacy Control or a do-not-sell opt-out applies",
          ],
          [
            "Personalization",
            "Allows our tools to remember your interests, such as the topics you read about, so that content and offers on this site can be tailored to them. While it is off, nothing is stored for this purpose.",
            "Off until you accept",
          ],
        ],
      },
      {
        kind: "prose",
        id: "consent",
        heading: "Your consent choices and Global Privacy Control",
        paragraphs: [
          "On your first visit a banner lets you accept all optional categories, decline them or choose category by category. You can change your choice at any time on the [cookie preferences](/cookie-preferences) page; declining later removes the cookies our tools have set. We ask again after 30 days, and whenever we change this policy in a way that affects your choice.",
          "If your browser sends a **Global Privacy Control** (GPC) signal, we honor it automatically: every optional category is declined, no advertising or analytics tools load and a short notice tells you that the signal was respected. Under the California rules we also treat GPC as a request to opt out of the sale or sharing of your personal information. More on this on our [Do Not Sell or Share](/do-not-sell) page.",
          "To be able to show that a choice was made, we keep a record of it: the choice per category, the time, the policy version, the language and the page path. The record contains no name, IP address or other identifier.",
        ],
      },
      {
        kind: "table",
        id: "purposes",
        heading: "Why we use your data and on what legal basis",
        caption: "Purposes of processing and the legal bases under Article 6(1) GDPR",
        columns: ["Purpose", "Data used", "Legal basis"],
        rows: [
          [
            "Answering your inquiry and preparing a proposal",
            "Contact and inquiry data, form context",
            "Steps taken at your request before a contract (Art. 6(1)(b)); our legitimate interest in responding to business inquiries (Art. 6(1)(f))",
          ],
          [
            "Delivering engagements and managing the client relationship",
            "Business contact details of client and partner staff",
            "Performance of a contract (Art. 6(1)(b)); legitimate interest where the contract is with your employer (Art. 6(1)(f))",
          ],
          [
            "Sending newsletters and marketing emails",
            "Name, email address, marketing consent",
            "Your consent (Art. 6(1)(a)), which you can withdraw with the unsubscribe link in every email",
          ],
          [
            "Understanding which pages and campaigns lead to inquiries",
            "Campaign parameters (utm_…), form context",
            "Legitimate interest in measuring and improving our marketing (Art. 6(1)(f))",
          ],
          [
            "Web analytics, session recording and advertising measurement",
            "Usage and device data, advertising click identifiers",
            "Your consent (Art. 6(1)(a)), which also covers storage on your device under Art. 5(3) of the ePrivacy Directive as implemented nationally, in Germany § 25 TDDDG",
          ],
          [
            "Keeping the site secure and available",
            "Server logs, functional storage",
            "Legitimate interest in security (Art. 6(1)(f)); storage strictly necessary for the service you request",
          ],
          [
            "Recording consent choices",
            "Consent records",
            "Legal obligation to demonstrate consent (Art. 6(1)(c) with Art. 7(1))",
          ],
          [
            "Recruiting",
            "Job applications",
            "Steps before an employment contract (Art. 6(1)(b)); your consent if we keep your application for future roles (Art. 6(1)(a))",
          ],
          [
            "Handling data-rights requests and legal claims",
            "Data-rights requests and related records",
            "Legal obligation (Art. 6(1)(c)); legitimate interest in establishing or defending legal claims (Art. 6(1)(f))",
          ],
        ],
        note: "Where we rely on legitimate interests we have weighed them against your interests and rights; you may ask for that assessment and object at any time. Under the Saudi PDPL we rely on your consent or on another basis the law provides, such as a contract with you, a legal obligation or our legitimate interest. We do not make decisions with legal or similarly significant effects about you by automated means.",
      },
      {
        kind: "prose",
        id: "recipients",
        heading: "Who receives your data",
        paragraphs: [
          "**We do not sell personal data for money.** We share it only with the recipients below, and only as far as each one needs it.",
          "**Service providers acting for us (processors):** our website hosting and content delivery provider; the cloud platform that receives form submissions; our customer relationship management (CRM) system; our email and newsletter delivery service; and, only with your consent, our web analytics and session-recording providers. Each works under a written contract that limits it to our instructions and requires confidentiality and appropriate security. A current list of subprocessors is available on request.",
          "**Providers you use directly:** when you book a call, the scheduling page is run by a scheduling provider, and fixed-price services are paid through a card payment provider's hosted checkout. Their own privacy notices apply to what you enter there; we receive the booking or payment confirmation, never your full card number.",
          '**Advertising partners, only with marketing consent:** a professional network\'s advertising tag and a conversion tag receive information about your visit, such as the pages viewed and a cookie identifier. The network also uses this data for its own purposes as a separate controller, which is why California law can treat it as "sharing". GPC or a [do-not-sell opt-out](/do-not-sell) switches these tags off.',
          "**Others, where required:** professional advisers bound by confidentiality; courts, regulators or law enforcement where the law obliges us; and a buyer or successor if our business is reorganised or sold, under the protections of this policy.",
        ],
      },
      {
        kind: "prose",
        id: "transfers",
        heading: "International transfers",
        paragraphs: [
          "We are based in the United States, so personal data you send us is processed there, and some of our providers process it in other countries.",
          "When personal data from the European Economic Area, the United Kingdom or Switzerland goes to a country without an adequacy decision, we rely on the European Commission's standard contractual clauses (with the UK addendum where it applies) or on the recipient's certification under the EU-U.S. Data Privacy Framework, and we add measures such as encryption in transit and at rest. You can request a copy of the relevant safeguards.",
          "Transfers of personal data from the Kingdom of Saudi Arabia take place as the Personal Data Protection Law and its transfer regulations allow, using the safeguards they recognize, such as standard contractual clauses, and only to the extent needed for the purpose.",
        ],
      },
      {
        kind: "table",
        id: "retention",
        heading: "How long we keep data",
        caption: "Retention periods by type of data",
        columns: ["Data", "Retention"],
        rows: [
          [
            "Inquiries that do not lead to an engagement",
            "24 months after our last contact with you, then deleted",
          ],
          ["Messages our filters flag as spam", "30 days, then deleted"],
          [
            "Client relationship and contract records",
            "For the duration of the relationship, then up to 7 years for tax, accounting and legal claims",
          ],
          [
            "Newsletter subscriptions",
            "Until you unsubscribe; we then keep only an irreversible digest of your email address (not the address itself) on a suppression list for 3 years, so that we send you no further marketing emails",
          ],
          [
            "Newsletter sign-ups that were never confirmed",
            "30 days after the confirmation link expired, then deleted",
          ],
          [
            "Consent records",
            "3 years from the choice; the choice stored in your browser is asked again after 30 days",
          ],
          [
            "Attribution parameters in your browser (click identifiers only with marketing consent)",
            "Until the end of the browser session, or until you withdraw marketing consent; if you send a form, as long as the inquiry they arrived with",
          ],
          ["Analytics data", "Up to 14 months, in aggregated or pseudonymized form"],
          ["Newsletter invitation cookie", "14 days"],
          [
            "Server logs",
            "30 days, or longer only while needed to investigate a specific security incident",
          ],
          ["Job applications", "12 months after the hiring decision, or longer if you agree"],
          [
            "Data-rights requests",
            "24 months, as the California regulations require for records of consumer requests",
          ],
        ],
      },
      {
        kind: "features",
        id: "rights",
        heading: "Your rights",
        intro:
          "Which rights you have depends on where you live. We honor the rights below for everyone they are meant to protect, and we never treat you differently for using them.",
        items: [
          {
            title: "European Economic Area and United Kingdom (GDPR)",
            body: "You may ask for access to your data and a copy of it, correction, erasure, restriction of processing and a portable copy of data you gave us. You may object to processing based on legitimate interests and, without giving reasons, to direct marketing. You may withdraw consent at any time without affecting earlier processing, and complain to the data protection supervisory authority where you live or work.",
          },
          {
            title: "California (CCPA as amended by the CPRA)",
            body: "You may ask to know the categories and specific pieces of personal information we hold, where it came from, why we use it and to whom we disclose it; to delete or correct it; and to opt out of its sale or sharing. We do not use sensitive personal information for purposes that would give rise to a right to limit. An authorized agent may act for you.",
          },
          {
            title: "Kingdom of Saudi Arabia (PDPL)",
            body: "You have the right to be informed of how your data is processed, to access it and obtain a copy in a readable format, to have it corrected or completed, and to have it destroyed when it is no longer needed. You may withdraw consent at any time and complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).",
          },
          {
            title: "Other US states",
            body: "Residents of states with comprehensive privacy laws, such as Virginia, Colorado, Connecticut, Texas and Oregon, have similar rights to access, correct, delete and opt out of targeted advertising, and may appeal if we decline a request.",
          },
        ],
      },
      {
        kind: "table",
        id: "california-notice",
        heading: "Notice for California residents",
        caption:
          "Categories of personal information collected in the last 12 months and how they are disclosed",
        columns: [
          "Category under the CCPA",
          "Examples",
          "Disclosed for a business purpose to",
          "Sold or shared",
        ],
        rows: [
          [
            "Identifiers",
            "Name, email address, phone number, IP address, cookie identifiers",
            "Hosting, form, CRM and email providers",
            "Cookie identifiers are shared with advertising partners only with marketing consent; never sold for money",
          ],
          [
            "Professional information",
            "Company and role, the content of your inquiry, job application details",
            "CRM and email providers",
            "No",
          ],
          [
            "Commercial information",
            "Services you asked about, booked or bought",
            "CRM, scheduling and payment providers",
            "No",
          ],
          [
            "Internet activity",
            "Pages viewed, clicks on calls to action, campaign parameters",
            "Analytics providers, with consent",
            "Shared with advertising partners only with marketing consent",
          ],
          [
            "Approximate geolocation",
            "Region derived from the IP address",
            "Analytics providers, with consent",
            "No",
          ],
        ],
        note: "We do not knowingly sell or share the personal information of consumers under 16. Sources, purposes and retention are described in the sections above.",
      },
      {
        kind: "prose",
        id: "saudi-arabia",
        heading: "Notice for the Kingdom of Saudi Arabia (PDPL)",
        paragraphs: [
          "The Personal Data Protection Law (PDPL, Royal Decree M/19 of 9/2/1443 AH) and its Implementing Regulations apply to our processing of personal data of individuals in the Kingdom, although we have no establishment there. We process that data for the purposes and on the bases set out above, with your consent wherever the law requires it, and we transfer it outside the Kingdom only as described under International transfers.",
          "We do not process sensitive data through this website, and processing personal data is not our main activity, so we are not required to register in the national register of controllers kept by the Saudi Data & AI Authority (SDAIA); we have not appointed a representative in the Kingdom. Your rights under the PDPL are listed under Your rights. If you are not satisfied with our answer, you may lodge a complaint with SDAIA.",
        ],
      },
      {
        kind: "prose",
        id: "exercise-rights",
        heading: "How to exercise your rights",
        paragraphs: [
          `Send your request through the [data-rights form](/data-rights) or by email to ${siteConfig.email}, or call ${siteConfig.phone.display}. To stop the sale or sharing of your data right away, use the [cookie preferences](/cookie-preferences) page or turn on Global Privacy Control in your browser.`,
          "To protect your data we verify your identity before we disclose, correct or delete anything, usually by confirming control of the email address we hold for you. We may ask an authorized agent for your signed permission. Opt-out requests need no verification.",
          "We confirm receipt within 10 business days and answer within one month under the GDPR, within 30 days under the PDPL and within 45 days under the CCPA. Where the law allows an extension for complex requests, we tell you why within the first period. If we decline a request we explain why and how you can appeal or complain.",
        ],
      },
      {
        kind: "prose",
        id: "security",
        heading: "How we protect your data",
        paragraphs: [
          "All traffic to this site is encrypted in transit. Personal data is stored with providers that encrypt it at rest, and access is limited to staff who need it for their role, through named accounts with multi-factor authentication, with access reviewed regularly and logged. Form submissions are checked and stripped of markup before they are stored.",
          "No system is perfectly secure. If a breach affects your personal data we will notify you and the competent authorities as the applicable law requires, including notifying the supervisory authority within 72 hours where the GDPR requires it.",
        ],
      },
      {
        kind: "prose",
        id: "children-and-changes",
        heading: "Children and changes to this policy",
        paragraphs: [
          "This site is meant for business users. It is not directed at children, and we do not knowingly collect personal data from anyone under 16. If you believe a child has sent us personal data, contact us and we will delete it.",
          "We update this policy when our processing or the law changes. The date at the top shows the latest revision. If a change affects the choices you have made, we show the cookie banner again so that you can decide anew, and we tell newsletter subscribers about significant changes by email.",
        ],
      },
      {
        kind: "cta",
        heading: "Questions about your data?",
        body: "Use the data-rights form to access, correct or delete your data, or to opt out. Our privacy team answers within the deadlines set out above.",
        primary: { label: "Open the data-rights form", href: "/data-rights" },
        secondary: { label: "Manage cookie preferences", href: "/cookie-preferences" },
      },
    ],
  },
  de: {
    title: "Datenschutzerklärung",
    description:
      "Wie Vantreo Data & AI personenbezogene Daten nutzt und schützt, welche Cookies wir mit Einwilligung setzen und Ihre Rechte nach DSGVO, CCPA und PDPL.",
    eyebrow: "Rechtliches",
    h1: "Datenschutzerklärung",
    lead: "Diese Erklärung beschreibt, welche personenbezogenen Daten Vantreo Data & AI über diese Website und in Geschäftsbeziehungen erhebt, wozu wir sie nutzen, wer sie erhält und welche Rechte Sie haben. Sie gilt für Besucherinnen und Besucher aus allen Regionen, einschließlich des Europäischen Wirtschaftsraums, des Vereinigten Königreichs und Saudi-Arabiens, sowie für geschäftliche Kontaktpersonen unserer Kunden und Interessenten.",
    updated: "2025-10-01",
    actions: [
      { label: "Cookie-Einstellungen", href: "/cookie-preferences" },
      { label: "Ihre Rechte wahrnehmen", href: "/data-rights" },
    ],
    keywords: [
      "Datenschutzerklärung",
      "DSGVO",
      "CCPA",
      "CPRA",
      "PDPL",
      "Global Privacy Control",
      "Cookies",
    ],
    sections: [
      {
        kind: "prose",
        id: "controller",
        heading: "Wer für Ihre Daten verantwortlich ist",
        paragraphs: [
          `Verantwortlicher für die in dieser Erklärung beschriebene Verarbeitung ist **Vantreo Data & AI LLC**, ${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, USA.`,
          `Für Fragen und Anträge zum Datenschutz nutzen Sie unser [Formular zu Betroffenenrechten](/data-rights), schreiben Sie an ${siteConfig.email} mit dem Betreff „Datenschutz“ oder rufen Sie uns an unter ${siteConfig.phone.display}, Montag bis Freitag 08:00-18:00 Uhr Eastern Time. Anfragen aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich und Saudi-Arabien bearbeiten wir unter derselben Adresse, auf Deutsch, Englisch oder Arabisch.`,
          "Verarbeiten unsere Engineers im Rahmen eines Projekts personenbezogene Daten in den Systemen eines Kunden, handeln wir als dessen Auftragsverarbeiter nach seinen Weisungen und unserem Vertrag mit ihm. Für diese Daten gilt die Datenschutzerklärung des Kunden, nicht diese.",
          "**Vertreter in der EU und im Vereinigten Königreich (Art. 27 DSGVO und UK GDPR).** Wir haben keine Niederlassung in der Europäischen Union oder im Vereinigten Königreich. Die personenbezogenen Daten, die diese Website erhebt, sind geschäftliche Kontaktdaten, die wir gelegentlich und in geringem Umfang verarbeiten, ohne besondere Kategorien von Daten oder Daten über strafrechtliche Verurteilungen und mit geringem Risiko für Ihre Rechte. Für eine solche Verarbeitung muss nach Art. 27 Abs. 2 lit. a DSGVO und UK GDPR kein Vertreter benannt werden; wir haben daher keinen benannt. Sie und die Aufsichtsbehörden erreichen uns direkt unter der oben genannten Adresse. Ändert sich die Art unserer Verarbeitung, benennen wir einen Vertreter und führen ihn hier auf.",
        ],
      },
      {
        kind: "table",
        id: "data-we-collect",
        heading: "Welche Daten wir über diese Website erheben",
        caption: "Auf dieser Website erhobene personenbezogene Daten, mit Beispielen und Herkunft",
        columns: ["Daten", "Beispiele", "Herkunft"],
        rows: [
          [
            "Kontakt- und Anfragedaten",
            "Name, E-Mail-Adresse, Unternehmen, Telefonnummer und Ihre Nachricht",
            "Die Kontakt-, Buchungs-, Bewertungs- und Newsletter-Formulare, die Sie ausfüllen",
          ],
          [
            "Marketing-Einwilligung",
            "Ob Sie das Kästchen für Marketing-E-Mails angekreuzt haben, und wann",
            "Dieselben Formulare",
          ],
          [
            "Formularkontext",
            "Die Adresse der Seite, auf der Sie das Formular gesendet haben, um welches Formular es sich handelte (etwa eine Leistungsseite oder die Fußzeile), die Art der Anfrage und der Zeitpunkt",
            "Beim Absenden automatisch ergänzt",
          ],
          [
            "Kampagnenparameter",
            "Parameter des Links, über den Sie zu uns gekommen sind (utm_source, utm_medium, utm_campaign, utm_term, utm_content); Klick-Kennungen von Werbeplattformen (gclid, fbclid, li_fat_id) nur, wenn Sie Marketing-Cookies zustimmen",
            "Aus der Adresse Ihrer Einstiegsseite gelesen, für die Dauer des Besuchs in Ihrem Browser gespeichert und nur mit einem Formular an uns gesendet",
          ],
          [
            "Einwilligungsentscheidungen",
            "Ihre Wahl je Cookie-Kategorie, die beantwortete Version der Erklärung, Zeitpunkt, Seitenpfad und Sprache, ohne Kennung",
            "Cookie-Banner und Seite der Cookie-Einstellungen",
          ],
          [
            "Nutzungs- und Gerätedaten",
            "Aufgerufene Seiten und ihre Titel, Klicks auf Handlungsaufforderungen, Ladezeitmessungen, Fehler, Browser- und Gerätetyp, aus der IP-Adresse abgeleiteter ungefährer Standort",
            "Analyse- und Sitzungsaufzeichnungswerkzeuge, nur wenn Sie Analyse-Cookies zustimmen",
          ],
          [
            "Server-Protokolle",
            "IP-Adresse, User-Agent des Browsers, aufgerufene Adresse, Zeitpunkt und Antwortstatus",
            "Unsere Hosting- und Content-Delivery-Anbieter, bei jedem Aufruf",
          ],
          [
            "Bewerbungen",
            "Name, Kontaktdaten, Lebenslauf, beruflicher Werdegang und alles, was Sie uns darüber hinaus senden",
            "Die Bewerbungsformulare auf unseren Karriereseiten",
          ],
          [
            "Anträge zu Betroffenenrechten",
            "Die zu Ihrer Identifizierung nötigen Angaben, Ihr Antrag und unsere Korrespondenz",
            "Das Formular zu Betroffenenrechten oder E-Mail",
          ],
        ],
        note: "Bitte tragen Sie keine sensiblen Informationen wie Gesundheits- oder Kontodaten in Freitextfelder ein. Wir fragen nicht danach und erheben sie über diese Website nicht wissentlich.",
      },
      {
        kind: "table",
        id: "cookies",
        heading: "Cookies und ähnliche Technologien",
        caption: "Die vier Einwilligungskategorien und was sie jeweils erlauben",
        columns: ["Kategorie", "Zweck", "Voreinstellung"],
        rows: [
          [
            "Funktional",
            "Hält die Website sicher und funktionsfähig: speichert Ihre Einwilligungsentscheidung, Ihre Sprache, das helle oder dunkle Design und die Kampagnenparameter (utm_…) des aktuellen Besuchs in Ihrem Browser. Klick-Kennungen von Werbeplattformen werden in dieser Kategorie nie gespeichert. Ohne diese Kategorie funktioniert die Website nicht.",
            "Immer aktiv",
          ],
          [
            "Analyse",
            "Webanalyse, ein Tag-Manager und Sitzungsaufzeichnung, die uns in zusammengefasster Form zeigen, welche Seiten genutzt werden und wie die Website funktioniert. Diese Werkzeuge setzen eigene Cookies.",
            "Aus, bis Sie zustimmen",
          ],
          [
            "Marketing",
            "Das Werbe-Tag eines beruflichen Netzwerks und ein Conversion-Tag, die unsere Kampagnen messen und Ihnen unsere Inhalte auf anderen Websites zeigen können, die Klick-Kennungen des Links, über den Sie gekommen sind (gclid, fbclid, li_fat_id), für die Dauer des Besuchs in Ihrem Browser, sowie die Newsletter-Einladung mit dem Cookie, das sie nach dem Anzeigen 14 Tage lang ausblendet.",
            "Aus, bis Sie zustimmen, und stets aus, solange Global Privacy Control oder ein Widerspruch gegen Verkauf und Weitergabe gilt",
          ],
          [
            "Personalisierung",
            "Erlaubt unseren Werkzeugen, sich Ihre Interessen zu merken, etwa die Themen, die Sie lesen, damit Inhalte und Angebote auf dieser Website darauf zugeschnitten werden können. Solange sie aus ist, wird dafür nichts gespeichert.",
            "Aus, bis Sie zustimmen",
          ],
        ],
      },
      {
        kind: "prose",
        id: "consent",
        heading: "Ihre Einwilligung und Global Privacy Control",
        paragraphs: [
          "Bei Ihrem ersten Besuch können Sie über ein Banner allen optionalen Kategorien zustimmen, sie ablehnen oder einzeln wählen. Ihre Entscheidung können Sie jederzeit auf der Seite [Cookie-Einstellungen](/cookie-preferences) ändern; eine spätere Ablehnung entfernt die Cookies, die unsere Werkzeuge gesetzt haben. Wir fragen nach 30 Tagen erneut und immer dann, wenn eine Änderung dieser Erklärung Ihre Entscheidung betrifft.",
          "Sendet Ihr Browser ein **Global Privacy Control**-Signal (GPC), beachten wir es automatisch: Alle optionalen Kategorien werden abgelehnt, keine Analyse- oder Werbewerkzeuge werden geladen, und ein kurzer Hinweis bestätigt, dass das Signal berücksichtigt wurde. Nach kalifornischem Recht werten wir GPC zudem als Widerspruch gegen den Verkauf oder die Weitergabe Ihrer personenbezogenen Daten. Mehr dazu auf unserer Seite [Do Not Sell or Share](/do-not-sell).",
          "Um nachweisen zu können, dass eine Entscheidung getroffen wurde, speichern wir einen Nachweis: die Wahl je Kategorie, den Zeitpunkt, die Version der Erklärung, die Sprache und den Seitenpfad. Der Nachweis enthält weder Namen noch IP-Adresse oder eine andere Kennung.",
        ],
      },
      {
        kind: "table",
        id: "purposes",
        heading: "Zwecke und Rechtsgrundlagen der Verarbeitung",
        caption: "Zwecke der Verarbeitung und Rechtsgrundlagen nach Art. 6 Abs. 1 DSGVO",
        columns: ["Zweck", "Verwendete Daten", "Rechtsgrundlage"],
        rows: [
          [
            "Beantwortung Ihrer Anfrage und Erstellung eines Angebots",
            "Kontakt- und Anfragedaten, Formularkontext",
            "Vorvertragliche Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b); unser berechtigtes Interesse an der Beantwortung geschäftlicher Anfragen (Art. 6 Abs. 1 lit. f)",
          ],
          [
            "Durchführung von Projekten und Pflege der Kundenbeziehung",
            "Geschäftliche Kontaktdaten von Mitarbeitenden der Kunden und Partner",
            "Vertragserfüllung (Art. 6 Abs. 1 lit. b); berechtigtes Interesse, wenn der Vertrag mit Ihrem Arbeitgeber besteht (Art. 6 Abs. 1 lit. f)",
          ],
          [
            "Versand von Newslettern und Marketing-E-Mails",
            "Name, E-Mail-Adresse, Marketing-Einwilligung",
            "Ihre Einwilligung (Art. 6 Abs. 1 lit. a), die Sie über den Abmeldelink in jeder E-Mail widerrufen können",
          ],
          [
            "Auswertung, welche Seiten und Kampagnen zu Anfragen führen",
            "Kampagnenparameter, Formularkontext",
            "Berechtigtes Interesse an der Messung und Verbesserung unseres Marketings (Art. 6 Abs. 1 lit. f)",
          ],
          [
            "Webanalyse, Sitzungsaufzeichnung und Werbemessung",
            "Nutzungs- und Gerätedaten, Klick-Kennungen von Werbeplattformen",
            "Ihre Einwilligung (Art. 6 Abs. 1 lit. a), die zugleich den Zugriff auf Ihr Endgerät nach Art. 5 Abs. 3 der ePrivacy-Richtlinie in ihrer nationalen Umsetzung abdeckt, in Deutschland § 25 Abs. 1 TDDDG",
          ],
          [
            "Sicherheit und Verfügbarkeit der Website",
            "Server-Protokolle, funktionale Speicherung",
            "Berechtigtes Interesse an der Sicherheit (Art. 6 Abs. 1 lit. f); für den gewünschten Dienst unbedingt erforderliche Speicherung (§ 25 Abs. 2 TDDDG)",
          ],
          [
            "Dokumentation von Einwilligungen",
            "Einwilligungsnachweise",
            "Rechtliche Verpflichtung zum Nachweis der Einwilligung (Art. 6 Abs. 1 lit. c in Verbindung mit Art. 7 Abs. 1)",
          ],
          [
            "Personalgewinnung",
            "Bewerbungen",
            "Maßnahmen vor Abschluss eines Arbeitsvertrags (Art. 6 Abs. 1 lit. b); Ihre Einwilligung, wenn wir Ihre Bewerbung für künftige Stellen aufbewahren (Art. 6 Abs. 1 lit. a)",
          ],
          [
            "Bearbeitung von Anträgen zu Betroffenenrechten und Rechtsansprüchen",
            "Anträge zu Betroffenenrechten und zugehörige Unterlagen",
            "Rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c); berechtigtes Interesse an der Geltendmachung oder Abwehr von Rechtsansprüchen (Art. 6 Abs. 1 lit. f)",
          ],
        ],
        note: "Stützen wir uns auf berechtigte Interessen, haben wir sie gegen Ihre Interessen und Rechte abgewogen; Sie können diese Abwägung anfordern und jederzeit widersprechen. Nach dem saudischen PDPL stützen wir uns auf Ihre Einwilligung oder eine andere gesetzliche Grundlage, etwa einen Vertrag mit Ihnen, eine rechtliche Verpflichtung oder unser berechtigtes Interesse. Entscheidungen mit rechtlicher oder ähnlich erheblicher Wirkung treffen wir nicht automatisiert.",
      },
      {
        kind: "prose",
        id: "recipients",
        heading: "Wer Ihre Daten erhält",
        paragraphs: [
          "**Wir verkaufen keine personenbezogenen Daten gegen Geld.** Wir geben sie nur an die unten genannten Empfänger weiter und nur in dem Umfang, den diese jeweils benötigen.",
          "**Dienstleister in unserem Auftrag (Auftragsverarbeiter):** unser Anbieter für Website-Hosting und Content Delivery; die Cloud-Plattform, die Formulareinsendungen entgegennimmt; unser CRM-System; unser Dienst für E-Mail- und Newsletter-Versand; und, nur mit Ihrer Einwilligung, unsere Anbieter für Webanalyse und Sitzungsaufzeichnung. Jeder arbeitet auf Grundlage eines schriftlichen Vertrags, der ihn an unsere Weisungen bindet und Vertraulichkeit und angemessene Sicherheit verlangt. Eine aktuelle Liste der Unterauftragsverarbeiter erhalten Sie auf Anfrage.",
          "**Anbieter, die Sie direkt nutzen:** Wenn Sie einen Termin buchen, betreibt ein Terminbuchungsanbieter die Buchungsseite, und Leistungen zum Festpreis werden über die gehostete Bezahlseite eines Kartenzahlungsanbieters bezahlt. Für Ihre dortigen Eingaben gelten deren Datenschutzhinweise; wir erhalten die Buchungs- oder Zahlungsbestätigung, nie Ihre vollständige Kartennummer.",
          "**Werbepartner, nur mit Marketing-Einwilligung:** Das Werbe-Tag eines beruflichen Netzwerks und ein Conversion-Tag erhalten Informationen über Ihren Besuch, etwa die aufgerufenen Seiten und eine Cookie-Kennung. Das Netzwerk nutzt diese Daten auch als eigener Verantwortlicher für eigene Zwecke; deshalb kann kalifornisches Recht dies als „Weitergabe“ (sharing) einstufen. GPC oder ein [Widerspruch gegen Verkauf und Weitergabe](/do-not-sell) schaltet diese Tags ab.",
          "**Weitere Empfänger, soweit erforderlich:** zur Verschwiegenheit verpflichtete Berater; Gerichte, Behörden oder Strafverfolgungsbehörden, soweit wir gesetzlich dazu verpflichtet sind; sowie ein Erwerber oder Rechtsnachfolger bei einer Umstrukturierung oder einem Verkauf unseres Unternehmens, unter Wahrung dieser Erklärung.",
        ],
      },
      {
        kind: "prose",
        id: "transfers",
        heading: "Übermittlungen in Drittländer",
        paragraphs: [
          "Wir haben unseren Sitz in den Vereinigten Staaten; personenbezogene Daten, die Sie uns senden, werden daher dort verarbeitet, und einige unserer Anbieter verarbeiten sie in weiteren Ländern.",
          "Gelangen personenbezogene Daten aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich oder der Schweiz in ein Land ohne Angemessenheitsbeschluss, stützen wir uns auf die Standardvertragsklauseln der Europäischen Kommission (gegebenenfalls mit dem britischen Zusatz) oder auf die Zertifizierung des Empfängers nach dem EU-U.S. Data Privacy Framework und ergänzen Maßnahmen wie Verschlüsselung bei der Übertragung und im Ruhezustand. Eine Kopie der jeweiligen Garantien können Sie anfordern.",
          "Übermittlungen personenbezogener Daten aus dem Königreich Saudi-Arabien erfolgen, wie es das Gesetz zum Schutz personenbezogener Daten (PDPL) und seine Übermittlungsverordnung erlauben, mit den dort anerkannten Garantien wie Standardvertragsklauseln und nur im für den Zweck nötigen Umfang.",
        ],
      },
      {
        kind: "table",
        id: "retention",
        heading: "Speicherdauer",
        caption: "Speicherfristen nach Art der Daten",
        columns: ["Daten", "Speicherdauer"],
        rows: [
          [
            "Anfragen, aus denen kein Projekt entsteht",
            "24 Monate nach unserem letzten Kontakt, danach Löschung",
          ],
          ["Von unseren Filtern als Spam erkannte Nachrichten", "30 Tage, danach Löschung"],
          [
            "Unterlagen zu Kundenbeziehung und Verträgen",
            "Für die Dauer der Geschäftsbeziehung, danach bis zu 7 Jahre für Steuer, Buchhaltung und Rechtsansprüche",
          ],
          [
            "Newsletter-Abonnements",
            "Bis zur Abmeldung; danach bewahren wir 3 Jahre lang nur einen nicht umkehrbaren Prüfwert Ihrer E-Mail-Adresse (nicht die Adresse selbst) auf einer Sperrliste auf, damit wir Ihnen keine Werbe-E-Mails mehr senden",
          ],
          [
            "Nie bestätigte Newsletter-Anmeldungen",
            "30 Tage nach Ablauf des Bestätigungslinks, danach Löschung",
          ],
          [
            "Einwilligungsnachweise",
            "3 Jahre ab der Entscheidung; die in Ihrem Browser gespeicherte Entscheidung wird nach 30 Tagen erneut abgefragt",
          ],
          [
            "Kampagnenparameter in Ihrem Browser (Klick-Kennungen nur mit Marketing-Einwilligung)",
            "Bis zum Ende der Browsersitzung oder bis zum Widerruf der Marketing-Einwilligung; wenn Sie ein Formular senden, so lange wie die zugehörige Anfrage",
          ],
          ["Analysedaten", "Bis zu 14 Monate, in zusammengefasster oder pseudonymisierter Form"],
          ["Cookie der Newsletter-Einladung", "14 Tage"],
          [
            "Server-Protokolle",
            "30 Tage, länger nur, solange es zur Untersuchung eines konkreten Sicherheitsvorfalls nötig ist",
          ],
          [
            "Bewerbungen",
            "12 Monate nach der Besetzungsentscheidung, länger nur mit Ihrer Zustimmung",
          ],
          [
            "Anträge zu Betroffenenrechten",
            "24 Monate, wie es die kalifornischen Vorschriften für Unterlagen zu Verbraucheranträgen verlangen",
          ],
        ],
      },
      {
        kind: "features",
        id: "rights",
        heading: "Ihre Rechte",
        intro:
          "Welche Rechte Sie haben, hängt davon ab, wo Sie leben. Wir gewähren die folgenden Rechte allen, die sie schützen sollen, und benachteiligen niemanden, der sie ausübt.",
        items: [
          {
            title: "Europäischer Wirtschaftsraum und Vereinigtes Königreich (DSGVO)",
            body: "Sie haben das Recht auf Auskunft und eine Kopie Ihrer Daten, auf Berichtigung, Löschung, Einschränkung der Verarbeitung und Übertragbarkeit der von Ihnen bereitgestellten Daten. Sie können einer auf berechtigte Interessen gestützten Verarbeitung widersprechen und der Direktwerbung ohne Angabe von Gründen. Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen, und Sie können sich bei der Datenschutzaufsichtsbehörde Ihres Wohn- oder Arbeitsorts beschweren.",
          },
          {
            title: "Kalifornien (CCPA in der Fassung des CPRA)",
            body: "Sie können Auskunft über die Kategorien und konkreten personenbezogenen Informationen verlangen, die wir über Sie haben, über ihre Herkunft, ihre Verwendung und ihre Empfänger; ihre Löschung oder Berichtigung verlangen; und dem Verkauf oder der Weitergabe widersprechen. Sensible personenbezogene Informationen nutzen wir nicht für Zwecke, die ein Recht auf Einschränkung begründen. Ein bevollmächtigter Vertreter kann für Sie handeln.",
          },
          {
            title: "Königreich Saudi-Arabien (PDPL)",
            body: "Sie haben das Recht, über die Verarbeitung Ihrer Daten informiert zu werden, auf Zugang und eine Kopie in lesbarem Format, auf Berichtigung oder Vervollständigung und auf Vernichtung, sobald die Daten nicht mehr benötigt werden. Sie können Ihre Einwilligung jederzeit widerrufen und sich bei der saudischen Behörde für Daten und Künstliche Intelligenz (SDAIA) beschweren.",
          },
          {
            title: "Weitere US-Bundesstaaten",
            body: "Einwohner von Bundesstaaten mit umfassenden Datenschutzgesetzen, etwa Virginia, Colorado, Connecticut, Texas und Oregon, haben ähnliche Rechte auf Auskunft, Berichtigung, Löschung und Widerspruch gegen zielgerichtete Werbung und können Einspruch einlegen, wenn wir einen Antrag ablehnen.",
          },
        ],
      },
      {
        kind: "table",
        id: "california-notice",
        heading: "Hinweise für Einwohner Kaliforniens",
        caption:
          "In den letzten 12 Monaten erhobene Kategorien personenbezogener Informationen und ihre Offenlegung",
        columns: [
          "Kategorie nach CCPA",
          "Beispiele",
          "Offengelegt zu Geschäftszwecken an",
          "Verkauft oder weitergegeben",
        ],
        rows: [
          [
            "Kennungen",
            "Name, E-Mail-Adresse, Telefonnummer, IP-Adresse, Cookie-Kennungen",
            "Hosting-, Formular-, CRM- und E-Mail-Anbieter",
            "Cookie-Kennungen gehen nur mit Marketing-Einwilligung an Werbepartner; nie gegen Geld verkauft",
          ],
          [
            "Berufliche Informationen",
            "Unternehmen und Funktion, Inhalt Ihrer Anfrage, Angaben aus Bewerbungen",
            "CRM- und E-Mail-Anbieter",
            "Nein",
          ],
          [
            "Geschäftliche Informationen",
            "Leistungen, nach denen Sie gefragt oder die Sie gebucht oder gekauft haben",
            "CRM-, Terminbuchungs- und Zahlungsanbieter",
            "Nein",
          ],
          [
            "Internetaktivität",
            "Aufgerufene Seiten, Klicks auf Handlungsaufforderungen, Kampagnenparameter",
            "Analyseanbieter, mit Einwilligung",
            "Nur mit Marketing-Einwilligung an Werbepartner weitergegeben",
          ],
          [
            "Ungefährer Standort",
            "Aus der IP-Adresse abgeleitete Region",
            "Analyseanbieter, mit Einwilligung",
            "Nein",
          ],
        ],
        note: "Wir verkaufen oder teilen wissentlich keine personenbezogenen Informationen von Verbrauchern unter 16 Jahren. Herkunft, Zwecke und Speicherdauer sind in den Abschnitten oben beschrieben.",
      },
      {
        kind: "prose",
        id: "saudi-arabia",
        heading: "Hinweise für das Königreich Saudi-Arabien (PDPL)",
        paragraphs: [
          "Das saudische Gesetz zum Schutz personenbezogener Daten (PDPL, Königlicher Erlass M/19 vom 9.2.1443 AH) und seine Durchführungsverordnung gelten für unsere Verarbeitung personenbezogener Daten von Personen im Königreich, obwohl wir dort keine Niederlassung haben. Wir verarbeiten diese Daten zu den oben genannten Zwecken und auf den oben genannten Grundlagen, mit Ihrer Einwilligung, wo das Gesetz sie verlangt, und übermitteln sie nur so ins Ausland, wie unter „Übermittlungen in Drittländer“ beschrieben.",
          "Über diese Website verarbeiten wir keine sensiblen Daten, und die Verarbeitung personenbezogener Daten ist nicht unsere Haupttätigkeit. Wir müssen uns daher nicht im nationalen Register der Verantwortlichen der saudischen Behörde für Daten und künstliche Intelligenz (SDAIA) eintragen und haben keinen Vertreter im Königreich bestellt. Ihre Rechte nach dem PDPL finden Sie unter „Ihre Rechte“. Sind Sie mit unserer Antwort nicht zufrieden, können Sie bei der SDAIA Beschwerde einlegen.",
        ],
      },
      {
        kind: "prose",
        id: "exercise-rights",
        heading: "So nehmen Sie Ihre Rechte wahr",
        paragraphs: [
          `Senden Sie Ihren Antrag über das [Formular zu Betroffenenrechten](/data-rights) oder per E-Mail an ${siteConfig.email}, oder rufen Sie ${siteConfig.phone.display} an. Um Verkauf oder Weitergabe Ihrer Daten sofort zu stoppen, nutzen Sie die Seite [Cookie-Einstellungen](/cookie-preferences) oder aktivieren Sie Global Privacy Control in Ihrem Browser.`,
          "Zum Schutz Ihrer Daten prüfen wir Ihre Identität, bevor wir etwas offenlegen, berichtigen oder löschen, in der Regel durch Bestätigung der E-Mail-Adresse, die wir von Ihnen gespeichert haben. Von bevollmächtigten Vertretern können wir Ihre unterschriebene Vollmacht verlangen. Widersprüche gegen Verkauf und Weitergabe erfordern keine Identitätsprüfung.",
          "Wir bestätigen den Eingang innerhalb von 10 Werktagen und antworten nach der DSGVO innerhalb eines Monats, nach dem PDPL innerhalb von 30 Tagen und nach dem CCPA innerhalb von 45 Tagen. Wo das Gesetz bei komplexen Anträgen eine Verlängerung erlaubt, teilen wir Ihnen die Gründe innerhalb der ersten Frist mit. Lehnen wir einen Antrag ab, erläutern wir die Gründe und wie Sie Einspruch oder Beschwerde einlegen können.",
        ],
      },
      {
        kind: "prose",
        id: "security",
        heading: "Wie wir Ihre Daten schützen",
        paragraphs: [
          "Jede Verbindung zu dieser Website ist verschlüsselt. Personenbezogene Daten liegen bei Anbietern, die sie im Ruhezustand verschlüsseln, und Zugriff haben nur Mitarbeitende, die ihn für ihre Aufgabe benötigen – über persönliche Konten mit Multi-Faktor-Authentifizierung, regelmäßig überprüft und protokolliert. Formulareinsendungen werden vor dem Speichern geprüft und von Markup bereinigt.",
          "Kein System ist vollkommen sicher. Betrifft eine Datenschutzverletzung Ihre personenbezogenen Daten, benachrichtigen wir Sie und die zuständigen Behörden, wie es das anwendbare Recht verlangt, einschließlich der Meldung an die Aufsichtsbehörde innerhalb von 72 Stunden, soweit die DSGVO dies verlangt.",
        ],
      },
      {
        kind: "prose",
        id: "children-and-changes",
        heading: "Kinder und Änderungen dieser Erklärung",
        paragraphs: [
          "Diese Website richtet sich an geschäftliche Nutzer. Sie ist nicht an Kinder gerichtet, und wir erheben wissentlich keine personenbezogenen Daten von Personen unter 16 Jahren. Wenn Sie annehmen, dass ein Kind uns Daten gesendet hat, wenden Sie sich an uns; wir löschen sie dann.",
          "Wir aktualisieren diese Erklärung, wenn sich unsere Verarbeitung oder die Rechtslage ändert. Das Datum oben zeigt den letzten Stand. Betrifft eine Änderung Ihre getroffenen Entscheidungen, zeigen wir das Cookie-Banner erneut an, damit Sie neu entscheiden können, und informieren Newsletter-Abonnenten per E-Mail über wesentliche Änderungen.",
        ],
      },
      {
        kind: "cta",
        heading: "Fragen zu Ihren Daten?",
        body: "Über das Formular zu Betroffenenrechten können Sie Auskunft, Berichtigung oder Löschung verlangen oder widersprechen. Unser Datenschutzteam antwortet innerhalb der oben genannten Fristen.",
        primary: { label: "Formular zu Betroffenenrechten öffnen", href: "/data-rights" },
        secondary: { label: "Cookie-Einstellungen verwalten", href: "/cookie-preferences" },
      },
    ],
  },
  ar: {
    title: "سياسة الخصوصية",
    description:
      "كيف تجمع Vantreo Data & AI البيانات الشخصية وتستخدمها وتحميها، وملفات تعريف الارتباط التي نستخدمها بموافقتكم، وحقوقكم وفق GDPR وCCPA ونظام PDPL.",
    eyebrow: "الشؤون القانونية",
    h1: "سياسة الخصوصية",
    lead: "توضح هذه السياسة البيانات الشخصية التي تجمعها Vantreo Data & AI عبر هذا الموقع وفي علاقات العمل، وأغراض استخدامها، والجهات التي تتلقاها، والحقوق المكفولة لكم. وتسري على زوار الموقع من جميع المناطق، بما فيها المنطقة الاقتصادية الأوروبية والمملكة المتحدة والمملكة العربية السعودية، وعلى جهات الاتصال المهنية لدى عملائنا والعملاء المحتملين.",
    updated: "2025-10-01",
    actions: [
      { label: "تفضيلات ملفات تعريف الارتباط", href: "/cookie-preferences" },
      { label: "مارسوا حقوقكم", href: "/data-rights" },
    ],
    keywords: [
      "سياسة الخصوصية",
      "اللائحة العامة لحماية البيانات",
      "CCPA",
      "CPRA",
      "نظام حماية البيانات الشخصية",
      "Global Privacy Control",
      "ملفات تعريف الارتباط",
    ],
    sections: [
      {
        kind: "prose",
        id: "controller",
        heading: "الجهة المسؤولة عن بياناتكم",
        paragraphs: [
          `جهة التحكم في البيانات الشخصية الموصوفة في هذه السياسة هي **Vantreo Data & AI LLC**، وعنوانها: \u2066${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}\u2069، الولايات المتحدة.`,
          `لأي استفسار أو طلب يتعلق بالخصوصية، استخدموا [نموذج طلبات حقوق البيانات](/data-rights)، أو راسلونا على \u2066${siteConfig.email}\u2069 مع كتابة «الخصوصية» في عنوان الرسالة، أو اتصلوا بنا على الرقم \u2066${siteConfig.phone.display}\u2069 من الاثنين إلى الجمعة، 08:00-18:00 بتوقيت شرق الولايات المتحدة. ونتعامل مع الطلبات الواردة من المنطقة الاقتصادية الأوروبية والمملكة المتحدة والمملكة العربية السعودية عبر العنوان نفسه، بالعربية أو الإنجليزية أو الألمانية.`,
          "حين يعالج مهندسونا بيانات شخصية داخل أنظمة أحد العملاء في إطار مشروع، فإننا نعمل بصفتنا جهة معالجة لحساب ذلك العميل، وفق تعليماته والعقد المبرم معه. وتسري على تلك البيانات سياسة الخصوصية الخاصة بالعميل، لا هذه السياسة.",
          "**الممثل في الاتحاد الأوروبي والمملكة المتحدة (المادة 27 من اللائحة العامة لحماية البيانات ونظيرتها البريطانية).** ليست لدينا منشأة في الاتحاد الأوروبي أو المملكة المتحدة. والبيانات الشخصية التي يجمعها هذا الموقع بيانات اتصال تجارية نعالجها بصورة عرضية وبكميات محدودة، دون فئات خاصة من البيانات أو بيانات عن إدانات جنائية، وبمخاطر منخفضة على حقوقكم؛ ولا تشترط المادة 27(2)(أ) من اللائحتين تعيين ممثل لمعالجة من هذا النوع، ولذلك لم نعيّن ممثلًا. ويمكنكم أنتم والسلطات الرقابية التواصل معنا مباشرة على العنوان المذكور أعلاه. وإذا تغيّرت طبيعة معالجتنا، فسنعيّن ممثلًا ونذكره هنا.",
        ],
      },
      {
        kind: "table",
        id: "data-we-collect",
        heading: "البيانات التي نجمعها عبر هذا الموقع",
        caption: "البيانات الشخصية التي يجمعها هذا الموقع، مع أمثلة عليها ومصدرها",
        columns: ["البيانات", "أمثلة", "المصدر"],
        rows: [
          [
            "بيانات التواصل والاستفسار",
            "الاسم، والبريد الإلكتروني، والشركة، ورقم الهاتف، ونص رسالتكم",
            "نماذج التواصل والحجز والتقييم والنشرة الإخبارية التي تملؤونها",
          ],
          [
            "الموافقة على التسويق",
            "ما إذا كنتم قد اخترتم تلقي رسائل تسويقية بالبريد الإلكتروني، ووقت ذلك",
            "النماذج نفسها",
          ],
          [
            "سياق النموذج",
            "عنوان الصفحة التي أرسلتم منها النموذج، ونوع النموذج (مثل صفحة خدمة أو تذييل الموقع)، ونوع الطلب، ووقت الإرسال",
            "تُضاف تلقائيًا عند إرسال النموذج",
          ],
          [
            "معلمات الإحالة",
            "معلمات الحملة في الرابط الذي أوصلكم إلينا (utm_source وutm_medium وutm_campaign وutm_term وutm_content)؛ أما معرّفات النقر الإعلانية (gclid وfbclid وli_fat_id) فلا تُحفظ إلا إذا وافقتم على ملفات تعريف الارتباط التسويقية",
            "تُقرأ من عنوان الصفحة التي وصلتم إليها، وتُحفظ في متصفحكم طوال الزيارة، ولا تُرسل إلينا إلا مع نموذج",
          ],
          [
            "خيارات الموافقة",
            "اختياركم لكل فئة من ملفات تعريف الارتباط، وإصدار السياسة الذي أجبتم عنه، والوقت، ومسار الصفحة، واللغة، دون أي معرّف",
            "شريط ملفات تعريف الارتباط وصفحة التفضيلات",
          ],
          [
            "بيانات الاستخدام والجهاز",
            "الصفحات التي زرتموها وعناوينها، والنقرات على أزرار الدعوة إلى الإجراء، وقياسات سرعة التحميل، والأخطاء، ونوع المتصفح والجهاز، والموقع التقريبي المستنتج من عنوان IP",
            "أدوات التحليلات وتسجيل الجلسات، فقط إذا وافقتم على ملفات تعريف الارتباط التحليلية",
          ],
          [
            "سجلات الخادم",
            "عنوان IP، ووكيل المستخدم في المتصفح، والعنوان المطلوب، والوقت، وحالة الاستجابة",
            "مزوّدو الاستضافة وتوصيل المحتوى لدينا، مع كل طلب",
          ],
          [
            "طلبات التوظيف",
            "الاسم، وبيانات التواصل، والسيرة الذاتية، والخبرات المهنية، وأي معلومات أخرى تختارون إرسالها",
            "نماذج التقديم في صفحات الوظائف",
          ],
          [
            "طلبات حقوق البيانات",
            "البيانات اللازمة للتحقق من هويتكم، وطلبكم، والمراسلات المتعلقة به",
            "نموذج طلبات حقوق البيانات أو البريد الإلكتروني",
          ],
        ],
        note: "نرجو عدم إدخال معلومات حساسة، مثل البيانات الصحية أو تفاصيل الحسابات المالية، في الحقول النصية الحرة. فنحن لا نطلبها ولا نجمعها عن علم عبر هذا الموقع.",
      },
      {
        kind: "table",
        id: "cookies",
        heading: "ملفات تعريف الارتباط والتقنيات المشابهة",
        caption: "فئات الموافقة الأربع وما تسمح به كل منها",
        columns: ["الفئة", "وظيفتها", "الإعداد الافتراضي"],
        rows: [
          [
            "الوظيفية",
            "تحافظ على أمن الموقع وعمله: تحفظ في متصفحكم خيار الموافقة، ولغتكم، والمظهر الفاتح أو الداكن، ومعلمات الحملة (utm_…) للزيارة الحالية. ولا تُحفظ معرّفات النقر الإعلانية ضمن هذه الفئة أبدًا. ولا يعمل الموقع من دونها.",
            "مفعّلة دائمًا",
          ],
          [
            "التحليلية",
            "تحليلات الويب وأداة لإدارة الوسوم وتسجيل الجلسات، تُطلعنا بصورة مجمّعة على الصفحات المستخدمة وأداء الموقع. وتضع هذه الأدوات ملفات تعريف ارتباط خاصة بها.",
            "معطّلة حتى توافقوا",
          ],
          [
            "التسويقية",
            "وسم إعلاني لشبكة مهنية ووسم لقياس التحويلات، يقيسان حملاتنا وقد يعرضان محتوانا عليكم في مواقع أخرى، ومعرّفات النقر الإعلانية للرابط الذي وصلتم عبره (gclid وfbclid وli_fat_id) تُحفظ في متصفحكم طوال الزيارة، إضافة إلى دعوة الاشتراك في النشرة الإخبارية وملف تعريف الارتباط الذي يخفيها 14 يومًا بعد ظهورها.",
            "معطّلة حتى توافقوا، ومعطّلة دائمًا ما دامت إشارة التحكم العالمي في الخصوصية أو طلب عدم البيع والمشاركة ساريين",
          ],
          [
            "التخصيص",
            "تسمح لأدواتنا بتذكّر اهتماماتكم، مثل الموضوعات التي تقرؤون عنها، ليُكيَّف المحتوى والعروض في هذا الموقع وفقها. وما دامت معطّلة فلا يُخزَّن شيء لهذا الغرض.",
            "معطّلة حتى توافقوا",
          ],
        ],
      },
      {
        kind: "prose",
        id: "consent",
        heading: "خيارات الموافقة والتحكم العالمي في الخصوصية",
        paragraphs: [
          "في زيارتكم الأولى يتيح لكم شريط الموافقة قبول جميع الفئات الاختيارية أو رفضها أو الاختيار فئةً فئة. ويمكنكم تغيير اختياركم في أي وقت من صفحة [تفضيلات ملفات تعريف الارتباط](/cookie-preferences)، ويؤدي الرفض لاحقًا إلى إزالة ملفات تعريف الارتباط التي وضعتها أدواتنا. ونعيد السؤال بعد 30 يومًا، وكلما أجرينا على هذه السياسة تغييرًا يمس اختياركم.",
          "إذا أرسل متصفحكم إشارة **التحكم العالمي في الخصوصية** (Global Privacy Control)، فإننا نحترمها تلقائيًا: تُرفض جميع الفئات الاختيارية، ولا تُحمَّل أي أدوات إعلانية أو تحليلية، ويظهر إشعار قصير يؤكد احترام الإشارة. ووفق قواعد ولاية كاليفورنيا نعدّ هذه الإشارة أيضًا طلبًا بعدم بيع معلوماتكم الشخصية أو مشاركتها. ولمزيد من التفاصيل راجعوا صفحة [Do Not Sell or Share](/do-not-sell).",
          "ولكي نتمكن من إثبات اتخاذ الاختيار، نحتفظ بسجل له يتضمن: الاختيار لكل فئة، والوقت، وإصدار السياسة، واللغة، ومسار الصفحة. ولا يتضمن السجل اسمًا ولا عنوان IP ولا أي معرّف آخر.",
        ],
      },
      {
        kind: "table",
        id: "purposes",
        heading: "أغراض استخدام بياناتكم وأسسها القانونية",
        caption:
          "أغراض المعالجة وأسسها القانونية وفق المادة 6(1) من اللائحة العامة لحماية البيانات",
        columns: ["الغرض", "البيانات المستخدمة", "الأساس القانوني"],
        rows: [
          [
            "الرد على استفساركم وإعداد عرض",
            "بيانات التواصل والاستفسار، وسياق النموذج",
            "اتخاذ خطوات بناءً على طلبكم قبل إبرام عقد (المادة 6(1)(ب))؛ ومصلحتنا المشروعة في الرد على استفسارات الأعمال (المادة 6(1)(و))",
          ],
          [
            "تنفيذ المشاريع وإدارة العلاقة مع العملاء",
            "بيانات التواصل المهنية لموظفي العملاء والشركاء",
            "تنفيذ عقد (المادة 6(1)(ب))؛ والمصلحة المشروعة حين يكون العقد مع جهة عملكم (المادة 6(1)(و))",
          ],
          [
            "إرسال النشرات البريدية والرسائل التسويقية",
            "الاسم، والبريد الإلكتروني، والموافقة على التسويق",
            "موافقتكم (المادة 6(1)(أ))، ويمكنكم سحبها عبر رابط إلغاء الاشتراك في كل رسالة",
          ],
          [
            "معرفة الصفحات والحملات التي تقود إلى الاستفسارات",
            "معلمات الحملة (utm_…)، وسياق النموذج",
            "المصلحة المشروعة في قياس أنشطتنا التسويقية وتحسينها (المادة 6(1)(و))",
          ],
          [
            "تحليلات الويب وتسجيل الجلسات وقياس الإعلانات",
            "بيانات الاستخدام والجهاز، ومعرّفات النقر الإعلانية",
            "موافقتكم (المادة 6(1)(أ))، وهي تشمل أيضًا التخزين على جهازكم وفق المادة 5(3) من توجيه الخصوصية الإلكترونية بصيغته المطبقة وطنيًا، وفي ألمانيا وفق المادة 25 من قانون TDDDG",
          ],
          [
            "الحفاظ على أمن الموقع وتوافره",
            "سجلات الخادم، والتخزين الوظيفي",
            "المصلحة المشروعة في الأمن (المادة 6(1)(و))؛ وتخزين ضروري حتمًا للخدمة التي تطلبونها",
          ],
          [
            "توثيق خيارات الموافقة",
            "سجلات الموافقة",
            "الالتزام القانوني بإثبات الموافقة (المادة 6(1)(ج) مع المادة 7(1))",
          ],
          [
            "التوظيف",
            "طلبات التوظيف",
            "اتخاذ خطوات قبل إبرام عقد عمل (المادة 6(1)(ب))؛ وموافقتكم إذا احتفظنا بطلبكم لوظائف مستقبلية (المادة 6(1)(أ))",
          ],
          [
            "معالجة طلبات حقوق البيانات والمطالبات القانونية",
            "طلبات حقوق البيانات والسجلات المرتبطة بها",
            "الالتزام القانوني (المادة 6(1)(ج))؛ والمصلحة المشروعة في إثبات المطالبات القانونية أو الدفاع فيها (المادة 6(1)(و))",
          ],
        ],
        note: "حين نستند إلى المصلحة المشروعة فإننا نوازنها مع مصالحكم وحقوقكم، ويمكنكم طلب هذا التقييم والاعتراض في أي وقت. ووفق نظام حماية البيانات الشخصية في المملكة العربية السعودية نستند إلى موافقتكم أو إلى أساس آخر يقره النظام، مثل عقد معكم أو التزام نظامي أو مصلحتنا المشروعة. ولا نتخذ بشأنكم قرارات آلية ذات آثار قانونية أو آثار مماثلة في أهميتها.",
      },
      {
        kind: "prose",
        id: "recipients",
        heading: "الجهات التي تتلقى بياناتكم",
        paragraphs: [
          "**لا نبيع البيانات الشخصية مقابل المال.** ولا نشاركها إلا مع الجهات المذكورة أدناه، وبالقدر الذي تحتاجه كل منها فقط.",
          "**مزوّدو الخدمات العاملون لحسابنا (جهات المعالجة):** مزوّد استضافة الموقع وتوصيل المحتوى؛ والمنصة السحابية التي تستقبل النماذج المرسلة؛ ونظام إدارة علاقات العملاء (CRM)؛ وخدمة إرسال البريد الإلكتروني والنشرات؛ ومزوّدو تحليلات الويب وتسجيل الجلسات، بموافقتكم فقط. ويعمل كل منهم بموجب عقد مكتوب يقصر عمله على تعليماتنا ويلزمه بالسرية والأمن المناسب. وتتوفر قائمة محدّثة بالمعالجين من الباطن عند الطلب.",
          "**مزوّدون تتعاملون معهم مباشرة:** حين تحجزون مكالمة، تُدار صفحة الحجز من قبل مزوّد خدمة مواعيد، وتُدفع الخدمات ذات السعر الثابت عبر صفحة دفع مستضافة لدى مزوّد مدفوعات بالبطاقات. وتسري إشعارات الخصوصية الخاصة بهم على ما تُدخلونه هناك، ولا نتلقى سوى تأكيد الحجز أو الدفع، ولا نطّلع أبدًا على رقم بطاقتكم كاملًا.",
          '**الشركاء الإعلانيون، بموافقة تسويقية فقط:** يتلقى الوسم الإعلاني لشبكة مهنية ووسم قياس التحويلات معلومات عن زيارتكم، مثل الصفحات التي شاهدتموها ومعرّف ملف تعريف الارتباط. وتستخدم الشبكة هذه البيانات أيضًا لأغراضها الخاصة بصفتها جهة تحكم مستقلة، ولذلك قد يعدّها قانون كاليفورنيا "مشاركة". وتؤدي إشارة التحكم العالمي في الخصوصية أو [طلب عدم البيع والمشاركة](/do-not-sell) إلى إيقاف هذه الوسوم.',
          "**جهات أخرى عند الاقتضاء:** المستشارون المهنيون الملتزمون بالسرية؛ والمحاكم والجهات التنظيمية وجهات إنفاذ القانون حين يُلزمنا القانون بذلك؛ والمشتري أو الخلف في حال إعادة تنظيم أعمالنا أو بيعها، مع الالتزام بضمانات هذه السياسة.",
        ],
      },
      {
        kind: "prose",
        id: "transfers",
        heading: "نقل البيانات عبر الحدود",
        paragraphs: [
          "يقع مقرنا في الولايات المتحدة، ولذلك تُعالج فيها البيانات الشخصية التي ترسلونها إلينا، ويعالجها بعض مزوّدينا في دول أخرى.",
          "حين تنتقل بيانات شخصية من المنطقة الاقتصادية الأوروبية أو المملكة المتحدة أو سويسرا إلى دولة لم يصدر بشأنها قرار كفاية، نستند إلى البنود التعاقدية القياسية الصادرة عن المفوضية الأوروبية (مع الملحق البريطاني حيثما ينطبق) أو إلى اعتماد الجهة المتلقية ضمن إطار خصوصية البيانات بين الاتحاد الأوروبي والولايات المتحدة، ونضيف تدابير مثل التشفير أثناء النقل وأثناء التخزين. ويمكنكم طلب نسخة من الضمانات ذات الصلة.",
          "ويجري نقل البيانات الشخصية من المملكة العربية السعودية وفق ما يجيزه نظام حماية البيانات الشخصية ولائحة نقل البيانات خارج المملكة، باستخدام الضمانات التي يعترفان بها مثل البنود التعاقدية القياسية، وفي حدود ما يتطلبه الغرض فقط.",
        ],
      },
      {
        kind: "table",
        id: "retention",
        heading: "مدة الاحتفاظ بالبيانات",
        caption: "مدد الاحتفاظ بحسب نوع البيانات",
        columns: ["البيانات", "مدة الاحتفاظ"],
        rows: [
          ["الاستفسارات التي لا تتحول إلى مشروع", "24 شهرًا من آخر تواصل معكم، ثم تُحذف"],
          ["الرسائل التي تصنّفها مرشحاتنا رسائل غير مرغوب فيها", "30 يومًا، ثم تُحذف"],
          [
            "سجلات العلاقة مع العملاء والعقود",
            "طوال مدة العلاقة، ثم لمدة تصل إلى 7 سنوات لأغراض الضرائب والمحاسبة والمطالبات القانونية",
          ],
          [
            "الاشتراكات في النشرة الإخبارية",
            "حتى إلغاء الاشتراك؛ وبعده نحتفظ مدة 3 سنوات ببصمة غير قابلة للعكس لبريدكم الإلكتروني فقط (لا بالعنوان نفسه) في قائمة حظر، كي لا نرسل إليكم رسائل تسويقية أخرى",
          ],
          [
            "طلبات الاشتراك في النشرة الإخبارية التي لم تُؤكَّد",
            "30 يومًا بعد انتهاء صلاحية رابط التأكيد، ثم تُحذف",
          ],
          [
            "سجلات الموافقة",
            "3 سنوات من تاريخ الاختيار؛ أما الاختيار المحفوظ في متصفحكم فنعيد السؤال عنه بعد 30 يومًا",
          ],
          [
            "معلمات الإحالة في متصفحكم (معرّفات النقر بموافقتكم على التسويق فقط)",
            "حتى نهاية جلسة التصفح أو حتى سحب موافقتكم على التسويق؛ وإذا أرسلتم نموذجًا، فطوال مدة الاحتفاظ بالاستفسار المرتبط بها",
          ],
          ["بيانات التحليلات", "حتى 14 شهرًا، بصورة مجمّعة أو مستعارة الهوية"],
          ["ملف تعريف الارتباط الخاص بدعوة النشرة الإخبارية", "14 يومًا"],
          ["سجلات الخادم", "30 يومًا، ولا تطول إلا بالقدر اللازم للتحقيق في حادث أمني محدد"],
          ["طلبات التوظيف", "12 شهرًا بعد قرار التعيين، أو مدة أطول بموافقتكم"],
          [
            "طلبات حقوق البيانات",
            "24 شهرًا، وفق ما تشترطه لوائح كاليفورنيا لسجلات طلبات المستهلكين",
          ],
        ],
      },
      {
        kind: "features",
        id: "rights",
        heading: "حقوقكم",
        intro:
          "تختلف حقوقكم بحسب مكان إقامتكم. ونكفل الحقوق التالية لكل من وُضعت لحمايته، ولا نميّز أبدًا ضد من يمارسها.",
        items: [
          {
            title: "المنطقة الاقتصادية الأوروبية والمملكة المتحدة (اللائحة العامة لحماية البيانات)",
            body: "يحق لكم طلب الوصول إلى بياناتكم ونسخة منها، وتصحيحها، ومحوها، وتقييد معالجتها، والحصول على نسخة قابلة للنقل من البيانات التي قدمتموها. ويحق لكم الاعتراض على المعالجة القائمة على المصلحة المشروعة، والاعتراض على التسويق المباشر دون إبداء أسباب. ويمكنكم سحب موافقتكم في أي وقت دون أن يمس ذلك مشروعية المعالجة السابقة، وتقديم شكوى إلى سلطة حماية البيانات في مكان إقامتكم أو عملكم.",
          },
          {
            title: "كاليفورنيا (قانون CCPA بصيغته المعدلة بقانون CPRA)",
            body: "يحق لكم معرفة فئات المعلومات الشخصية التي نحتفظ بها عنكم وعناصرها المحددة، ومصادرها، وأغراض استخدامها، والجهات التي نفصح لها عنها؛ وطلب حذفها أو تصحيحها؛ وطلب عدم بيعها أو مشاركتها. ولا نستخدم المعلومات الشخصية الحساسة لأغراض تستوجب حق تقييد استخدامها. ويمكن لوكيل مفوّض أن يتصرف نيابةً عنكم.",
          },
          {
            title: "المملكة العربية السعودية (نظام حماية البيانات الشخصية)",
            body: "يحق لكم العلم بكيفية معالجة بياناتكم، والوصول إليها والحصول على نسخة منها بصيغة مقروءة، وطلب تصحيحها أو استكمالها، وطلب إتلافها حين تنتفي الحاجة إليها. ويمكنكم الرجوع عن موافقتكم في أي وقت، وتقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).",
          },
          {
            title: "ولايات أمريكية أخرى",
            body: "يتمتع سكان الولايات التي لديها قوانين شاملة للخصوصية، مثل فرجينيا وكولورادو وكونيتيكت وتكساس وأوريغون، بحقوق مماثلة في الوصول والتصحيح والحذف ورفض الإعلانات الموجهة، ويحق لهم التظلم إذا رفضنا طلبًا.",
          },
        ],
      },
      {
        kind: "table",
        id: "california-notice",
        heading: "إشعار لسكان كاليفورنيا",
        caption: "فئات المعلومات الشخصية التي جُمعت خلال آخر 12 شهرًا وكيفية الإفصاح عنها",
        columns: ["الفئة وفق CCPA", "أمثلة", "الإفصاح لأغراض الأعمال إلى", "البيع أو المشاركة"],
        rows: [
          [
            "المعرّفات",
            "الاسم، والبريد الإلكتروني، ورقم الهاتف، وعنوان IP، ومعرّفات ملفات تعريف الارتباط",
            "مزوّدو الاستضافة والنماذج وإدارة علاقات العملاء والبريد الإلكتروني",
            "تُشارك معرّفات ملفات تعريف الارتباط مع الشركاء الإعلانيين بموافقة تسويقية فقط؛ ولا تُباع مقابل المال أبدًا",
          ],
          [
            "المعلومات المهنية",
            "الشركة والمنصب، ومضمون استفساركم، وبيانات طلبات التوظيف",
            "مزوّدو إدارة علاقات العملاء والبريد الإلكتروني",
            "لا",
          ],
          [
            "المعلومات التجارية",
            "الخدمات التي استفسرتم عنها أو حجزتموها أو اشتريتموها",
            "مزوّدو إدارة علاقات العملاء والمواعيد والمدفوعات",
            "لا",
          ],
          [
            "النشاط على الإنترنت",
            "الصفحات التي شاهدتموها، والنقرات على أزرار الدعوة إلى الإجراء، ومعلمات الحملات",
            "مزوّدو التحليلات، بموافقتكم",
            "تُشارك مع الشركاء الإعلانيين بموافقة تسويقية فقط",
          ],
          [
            "الموقع الجغرافي التقريبي",
            "المنطقة المستنتجة من عنوان IP",
            "مزوّدو التحليلات، بموافقتكم",
            "لا",
          ],
        ],
        note: "لا نبيع ولا نشارك عن علم المعلومات الشخصية للمستهلكين دون سن 16 عامًا. أما المصادر والأغراض ومدد الاحتفاظ فموضحة في الأقسام السابقة.",
      },
      {
        kind: "prose",
        id: "saudi-arabia",
        heading: "إشعار للمملكة العربية السعودية (نظام حماية البيانات الشخصية)",
        paragraphs: [
          "يسري نظام حماية البيانات الشخصية الصادر بالمرسوم الملكي رقم (م/19) وتاريخ 9/2/1443هـ ولائحته التنفيذية على معالجتنا للبيانات الشخصية للأفراد في المملكة، وإن لم تكن لنا منشأة فيها. ونعالج هذه البيانات للأغراض وعلى الأسس المبيّنة أعلاه، وبموافقتكم حيثما يشترطها النظام، ولا ننقلها خارج المملكة إلا على النحو الموضح في قسم نقل البيانات عبر الحدود.",
          "لا نعالج عبر هذا الموقع بيانات حساسة، وليست معالجة البيانات الشخصية نشاطنا الرئيسي، ولذلك لا يلزمنا التسجيل في السجل الوطني لجهات التحكم لدى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا)، ولم نعيّن ممثلًا في المملكة. وتجدون حقوقكم بموجب النظام في قسم حقوقكم. وإذا لم تقتنعوا بردّنا، فيمكنكم تقديم شكوى إلى سدايا.",
        ],
      },
      {
        kind: "prose",
        id: "exercise-rights",
        heading: "كيف تمارسون حقوقكم",
        paragraphs: [
          `أرسلوا طلبكم عبر [نموذج طلبات حقوق البيانات](/data-rights) أو بالبريد الإلكتروني إلى \u2066${siteConfig.email}\u2069، أو اتصلوا بالرقم \u2066${siteConfig.phone.display}\u2069. ولإيقاف بيع بياناتكم أو مشاركتها فورًا، استخدموا صفحة [تفضيلات ملفات تعريف الارتباط](/cookie-preferences) أو فعّلوا إشارة التحكم العالمي في الخصوصية في متصفحكم.`,
          "حمايةً لبياناتكم نتحقق من هويتكم قبل الإفصاح عن أي بيانات أو تصحيحها أو حذفها، وعادةً بتأكيد سيطرتكم على البريد الإلكتروني المسجل لدينا. وقد نطلب من الوكيل المفوّض تفويضًا موقّعًا منكم. أما طلبات عدم البيع والمشاركة فلا تتطلب تحققًا.",
          "نؤكد استلام الطلب خلال 10 أيام عمل، ونرد خلال شهر واحد وفق اللائحة العامة لحماية البيانات، وخلال 30 يومًا وفق نظام حماية البيانات الشخصية، وخلال 45 يومًا وفق قانون CCPA. وحين يجيز القانون تمديد المهلة للطلبات المعقدة، نبلغكم بالأسباب خلال المهلة الأولى. وإذا رفضنا طلبًا فإننا نوضح الأسباب وطريقة التظلم أو تقديم الشكوى.",
        ],
      },
      {
        kind: "prose",
        id: "security",
        heading: "كيف نحمي بياناتكم",
        paragraphs: [
          "جميع الاتصالات بهذا الموقع مشفرة أثناء النقل. وتُحفظ البيانات الشخصية لدى مزوّدين يشفّرونها أثناء التخزين، ويقتصر الوصول إليها على الموظفين الذين يحتاجونها لأداء مهامهم، عبر حسابات شخصية بمصادقة متعددة العوامل، مع مراجعة الصلاحيات دوريًا وتسجيلها. كما تُفحص النماذج المرسلة وتُنقّى من الوسوم البرمجية قبل حفظها.",
          "لا يوجد نظام آمن تمامًا. وإذا مسّ أي اختراق بياناتكم الشخصية، فسنبلغكم ونبلغ الجهات المختصة وفق ما يقتضيه القانون المعمول به، بما في ذلك إبلاغ السلطة الرقابية خلال 72 ساعة حين تقتضي اللائحة العامة لحماية البيانات ذلك.",
        ],
      },
      {
        kind: "prose",
        id: "children-and-changes",
        heading: "الأطفال والتعديلات على هذه السياسة",
        paragraphs: [
          "هذا الموقع موجّه إلى المستخدمين من قطاع الأعمال، وليس موجّهًا إلى الأطفال، ولا نجمع عن علم بيانات شخصية ممن تقل أعمارهم عن 16 عامًا. وإذا اعتقدتم أن طفلًا أرسل إلينا بيانات شخصية، فتواصلوا معنا وسنحذفها.",
          "نحدّث هذه السياسة حين تتغير طريقة معالجتنا للبيانات أو يتغير القانون، ويبيّن التاريخ في أعلى الصفحة آخر مراجعة. وإذا مسّ أي تعديل الخيارات التي اتخذتموها، نعرض شريط ملفات تعريف الارتباط مجددًا لتقرروا من جديد، ونبلغ المشتركين في النشرة الإخبارية بالتعديلات الجوهرية عبر البريد الإلكتروني.",
        ],
      },
      {
        kind: "cta",
        heading: "هل لديكم أسئلة حول بياناتكم؟",
        body: "استخدموا نموذج طلبات حقوق البيانات للوصول إلى بياناتكم أو تصحيحها أو حذفها، أو لطلب عدم بيعها ومشاركتها. ويرد فريق الخصوصية لدينا ضمن المهل المبيّنة أعلاه.",
        primary: { label: "افتحوا نموذج طلبات حقوق البيانات", href: "/data-rights" },
        secondary: { label: "إدارة تفضيلات ملفات تعريف الارتباط", href: "/cookie-preferences" },
      },
    ],
  },
} satisfies LocalizedPageCopy;
