/**
 * Copy of /impressum (spec section 2, legal routes; English only): the provider information that
 * German law expects of websites aimed at German visitors (§ 5 DDG, § 18(2) MStV). Representatives
 * and the person responsible for content are given as roles, never as invented names.
 */
import type { EnglishPageCopy } from "../page-copy";

/** The /impressum page in English. */
export const copy = {
  en: {
    title: "Impressum",
    description:
      "Provider information (Impressum) for Vantreo Data & AI under German law: address, contact, representation, registration, responsibility and liability.",
    eyebrow: "Legal",
    h1: "Impressum",
    lead: "Provider information under § 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG) and § 18(2) of the Interstate Media Treaty (Medienstaatsvertrag, MStV), for visitors from Germany and other German-speaking countries.",
    updated: "2025-10-01",
    keywords: ["Impressum", "legal notice", "provider information", "Anbieterkennzeichnung"],
    sections: [
      {
        kind: "features",
        heading: "Service provider",
        items: [
          {
            title: "Company",
            body: "Vantreo Data & AI, a company organized under the laws of the United States",
          },
          {
            title: "Address",
            body: "6100 Lake Forrest Drive NW, Suite 210, Sandy Springs, GA 30328, United States",
          },
          {
            title: "Contact",
            body: "Phone +1 (470) 555-0147, e-mail hello@vantreo.com, Monday to Friday 08:00-18:00 Eastern Time",
          },
          {
            title: "Represented by",
            body: "The managing partners of Vantreo Data & AI, who represent the company",
          },
          {
            title: "Registration",
            body: "Registered with the business registry of the US state in which the company is organized. As a US company it is not entered in a German commercial register (Handelsregister). Registration details are provided on request.",
          },
          {
            title: "Responsible for content under § 18(2) MStV",
            body: "The managing partners of Vantreo Data & AI, at the address above",
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
        kind: "cta",
        heading: "Contact for legal matters",
        body: "Write to us at Vantreo Data & AI, 6100 Lake Forrest Drive NW, Suite 210, Sandy Springs, GA 30328, United States, or send a message and we will reply within one business day.",
        primary: {
          label: "Send a message",
          href: "/contact?source=impressum&utm_service=legal&subject=Legal%20enquiry",
        },
        secondary: { label: "E-mail hello@vantreo.com", href: "mailto:hello@vantreo.com" },
      },
    ],
  },
} satisfies EnglishPageCopy;
