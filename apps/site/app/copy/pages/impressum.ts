/**
 * Copy of /impressum (spec section 2, legal routes; English only): the provider information that
 * German law expects of websites aimed at German visitors (§ 5 DDG, § 18(2) MStV), in English and
 * then in German (sections marked `lang: "de"`; the spec has no /de/impressum route). The company
 * is a Georgia LLC; its representatives are named by role and by the public register where their
 * names are on file, never as invented names.
 */
import { FIRM } from "@vantreo/firm";
import { siteConfig } from "../../config/site-config";

/**
 * The company's representatives by name, from the firm's facts (§ 5(1) no. 1 DDG asks for names
 * on the page); while `firm.json` names none, the page points to the public register instead.
 */
const representatives = FIRM.representatives.join(", ");
import type { EnglishPageCopy } from "../page-copy";

/** The /impressum page in English. */
export const copy = {
  en: {
    title: "Impressum",
    description:
      "Impressum of Vantreo Data & AI LLC under German law, in English and German: address, contact, representation, register, VAT and liability.",
    eyebrow: "Legal",
    h1: "Impressum",
    lead: "Provider information under § 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG) and § 18(2) of the Interstate Media Treaty (Medienstaatsvertrag, MStV), for visitors from Germany and other German-speaking countries. The [German version](#anbieterkennzeichnung) follows the English text.",
    updated: "2025-10-01",
    keywords: ["Impressum", "legal notice", "provider information", "Anbieterkennzeichnung"],
    sections: [
      {
        kind: "features",
        heading: "Service provider",
        items: [
          {
            title: "Company",
            body: "Vantreo Data & AI LLC, a limited liability company organized under the laws of the State of Georgia, United States",
          },
          {
            title: "Address",
            body: `${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, United States`,
          },
          {
            title: "Contact",
            body: `Phone ${siteConfig.phone.display}, email ${siteConfig.email}, Monday to Friday 08:00-18:00 Eastern Time`,
          },
          {
            title: "Represented by",
            body: representatives
              ? `${representatives}, managing members of Vantreo Data & AI LLC`
              : "The managing members of Vantreo Data & AI LLC, as entered in its record with the Georgia Secretary of State, where they can be verified",
          },
          {
            title: "Register",
            body: "Georgia Secretary of State, Corporations Division; the record, with its control number and managing members, is public in the Secretary of State's business search at ecorp.sos.ga.gov under the company name. Having no establishment in Germany, the company is not entered in a German commercial register (Handelsregister) and has no register number there.",
          },
          {
            title: "VAT identification number",
            body: "None. The company has no establishment in the European Union and is not registered for VAT in any EU member state, so it holds no VAT identification number under § 27a of the German VAT Act (UStG).",
          },
          {
            title: "Responsible for content under § 18(2) MStV",
            body: representatives
              ? `${representatives}, at the address above`
              : "The managing members of Vantreo Data & AI LLC, at the address above",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Consumer dispute resolution",
        paragraphs: [
          "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board (Verbraucherschlichtungsstelle) within the meaning of the German Consumer Dispute Resolution Act (VSBG). Our services are offered to businesses, not to consumers.",
          "The European Commission's online dispute resolution platform was discontinued on 20 July 2025, so this notice no longer links to it.",
        ],
      },
      {
        kind: "prose",
        heading: "Liability for content",
        paragraphs: [
          "As a service provider we are responsible for our own content on these pages under the general laws (§ 7(1) DDG). Under §§ 8 to 10 DDG we are not obliged to monitor third-party information that we transmit or store, or to search for circumstances that indicate illegal activity. Obligations to remove or block information under the general laws remain unaffected. Liability in this respect is possible only from the moment we become aware of a specific infringement; when we do, we remove the content concerned without delay.",
          "We prepare the content of this website with care. Descriptions of services, figures and research findings are general information. They are not an offer, and they are not professional advice for a specific situation; binding terms arise only from a signed agreement.",
        ],
      },
      {
        kind: "prose",
        heading: "Liability for links",
        paragraphs: [
          "Our pages contain links to external websites whose content we do not control, so we cannot accept responsibility for it. The provider or operator of a linked page is always responsible for its content. We checked linked pages for possible legal violations when we set the links and found none at that time.",
          "Permanent monitoring of linked pages is not reasonable without concrete indications of an infringement. If we become aware of an infringement, we remove the link concerned without delay.",
        ],
      },
      {
        kind: "prose",
        heading: "Copyright",
        paragraphs: [
          "The texts, graphics and other content on this website were created by Vantreo Data & AI unless marked otherwise, and are protected by copyright. Copying, editing, distributing or any other use beyond the limits of copyright law requires our prior written consent. Downloads and copies of this site are permitted for private, non-commercial use only.",
          "Where content was not created by us, third-party copyrights are respected and marked as such. Names of frameworks, products and companies mentioned on this site may be trademarks of their respective owners. If you nevertheless notice a copyright infringement, please tell us; we will remove the content concerned without delay.",
        ],
      },
      {
        kind: "prose",
        heading: "Privacy",
        paragraphs: [
          "How we process personal data is described in our [privacy policy](/privacy-policy), also available [in German](/de/privacy). You can manage cookies on the [cookie preferences](/cookie-preferences) page and exercise your rights through the [data-rights form](/data-rights).",
        ],
      },
      {
        kind: "features",
        id: "anbieterkennzeichnung",
        lang: "de",
        heading: "Impressum (Deutsch)",
        intro:
          "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Abs. 2 Medienstaatsvertrag (MStV).",
        items: [
          {
            title: "Anbieter",
            body: "Vantreo Data & AI LLC, eine Limited Liability Company (Gesellschaft mit beschränkter Haftung) nach dem Recht des US-Bundesstaats Georgia",
          },
          {
            title: "Anschrift",
            body: `${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, USA`,
          },
          {
            title: "Kontakt",
            body: `Telefon ${siteConfig.phone.display}, E-Mail ${siteConfig.email}, Montag bis Freitag 08:00–18:00 Uhr (US-Ostküstenzeit)`,
          },
          {
            title: "Vertretungsberechtigt",
            body: representatives
              ? `Vertreten durch ${representatives}, geschäftsführende Gesellschafter (Managing Members)`
              : "Vertreten durch die geschäftsführenden Gesellschafter (Managing Members), wie im Register des Georgia Secretary of State eingetragen und dort einsehbar",
          },
          {
            title: "Register",
            body: "Georgia Secretary of State, Corporations Division; der Registereintrag mit Kontrollnummer und geschäftsführenden Gesellschaftern ist in der öffentlichen Unternehmenssuche unter ecorp.sos.ga.gov unter dem Firmennamen abrufbar. Mangels Niederlassung in Deutschland ist die Gesellschaft nicht im Handelsregister eingetragen und hat dort keine Registernummer.",
          },
          {
            title: "Umsatzsteuer-Identifikationsnummer",
            body: "Keine. Die Gesellschaft hat keine Niederlassung in der Europäischen Union und ist in keinem EU-Mitgliedstaat für die Umsatzsteuer registriert; eine Umsatzsteuer-Identifikationsnummer nach § 27a UStG besteht daher nicht.",
          },
          {
            title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
            body: representatives
              ? `${representatives}, Anschrift wie oben`
              : "Die geschäftsführenden Gesellschafter der Vantreo Data & AI LLC, Anschrift wie oben",
          },
        ],
      },
      {
        kind: "prose",
        lang: "de",
        heading: "Verbraucherstreitbeilegung",
        paragraphs: [
          "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen. Unsere Leistungen richten sich an Unternehmen, nicht an Verbraucher.",
          "Die Plattform der Europäischen Kommission zur Online-Streitbeilegung wurde am 20. Juli 2025 eingestellt; deshalb verweisen wir nicht mehr auf sie.",
        ],
      },
      {
        kind: "prose",
        lang: "de",
        heading: "Haftung für Inhalte",
        paragraphs: [
          "Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich (§ 7 Abs. 1 DDG). Nach §§ 8 bis 10 DDG sind wir nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder Sperrung von Informationen nach den allgemeinen Gesetzen bleiben unberührt. Eine Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich; sobald wir davon erfahren, entfernen wir die betreffenden Inhalte unverzüglich.",
          "Wir erstellen die Inhalte dieser Website mit Sorgfalt. Beschreibungen von Leistungen, Kennzahlen und Studienergebnissen sind allgemeine Informationen. Sie sind kein Angebot und keine Beratung für einen bestimmten Einzelfall; verbindliche Bedingungen ergeben sich nur aus einem unterzeichneten Vertrag.",
        ],
      },
      {
        kind: "prose",
        lang: "de",
        heading: "Haftung für Links",
        paragraphs: [
          "Unsere Seiten enthalten Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben; für diese Inhalte übernehmen wir keine Gewähr. Verantwortlich ist stets der jeweilige Anbieter oder Betreiber der verlinkten Seite. Beim Setzen der Links haben wir die verlinkten Seiten auf mögliche Rechtsverstöße geprüft und keine festgestellt.",
          "Eine ständige Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte für eine Rechtsverletzung nicht zumutbar. Werden uns Rechtsverletzungen bekannt, entfernen wir den betreffenden Link unverzüglich.",
        ],
      },
      {
        kind: "prose",
        lang: "de",
        heading: "Urheberrecht",
        paragraphs: [
          "Texte, Grafiken und andere Inhalte dieser Website hat Vantreo Data & AI erstellt, soweit nicht anders gekennzeichnet; sie sind urheberrechtlich geschützt. Vervielfältigung, Bearbeitung, Verbreitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.",
          "Soweit Inhalte nicht von uns erstellt wurden, beachten wir die Urheberrechte Dritter und kennzeichnen diese Inhalte. Namen von Frameworks, Produkten und Unternehmen auf dieser Website können Marken ihrer jeweiligen Inhaber sein. Sollten Sie dennoch auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen Hinweis; wir entfernen die betreffenden Inhalte dann unverzüglich.",
        ],
      },
      {
        kind: "prose",
        lang: "de",
        heading: "Datenschutz",
        paragraphs: [
          "Wie wir personenbezogene Daten verarbeiten, beschreibt unsere [Datenschutzerklärung](/de/privacy). Cookies verwalten Sie in den [Cookie-Einstellungen](/cookie-preferences), Ihre Rechte nehmen Sie über das [Formular zu Betroffenenrechten](/data-rights) wahr.",
        ],
      },
      {
        kind: "cta",
        heading: "Contact for legal matters",
        body: `Write to us at Vantreo Data & AI LLC, ${siteConfig.address.street}, ${siteConfig.address.locality}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, United States, or send a message and we will reply within one business day.`,
        primary: {
          label: "Send a message",
          href: "/contact?source=impressum&utm_service=legal&subject=Legal%20inquiry",
        },
        secondary: { label: `Email ${siteConfig.email}`, href: `mailto:${siteConfig.email}` },
      },
    ],
  },
} satisfies EnglishPageCopy;
