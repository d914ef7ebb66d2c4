/**
 * Copy of /data-rights (English only, spec section 2): the rights a visitor has under the GDPR,
 * the CCPA as amended by the CPRA and the Saudi PDPL, the deadlines we keep (the same as the
 * privacy policy's), and the request form's labels.
 */

/** One kind of request the form offers; `value` is sent as `metadata.request_type`. */
export interface DataRequestType {
  value: "access" | "deletion" | "correction" | "portability" | "opt-out" | "other";
  label: string;
  description: string;
}

export interface DataRightsPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  intro: string;
  rights: {
    heading: string;
    intro: string;
    items: { title: string; body: string; laws: string }[];
  };
  laws: { heading: string; items: { title: string; body: string }[] };
  form: {
    heading: string;
    intro: string;
    nameLabel: string;
    emailLabel: string;
    emailHelp: string;
    requestTypeLegend: string;
    requestTypes: DataRequestType[];
    detailsLabel: string;
    detailsPlaceholder: string;
    detailsHelp: string;
    submit: string;
    successTitle: string;
    success: string;
  };
  verification: { heading: string; paragraphs: string[] };
  otherWays: {
    heading: string;
    /** Lead-ins of the email and phone links (the address and number come from siteConfig). */
    email: string;
    phone: string;
    links: { text: string; href: string; label: string }[];
  };
}

export const DATA_RIGHTS_PAGE_COPY: DataRightsPageCopy = {
  title: "Your Data Rights",
  description:
    "Access, delete, correct or take a copy of your personal data, or opt out of its sale or sharing, under the GDPR, the CCPA/CPRA and the Saudi PDPL. Send a request in two minutes.",
  eyebrow: "Privacy",
  h1: "Your data rights",
  intro:
    "Whatever your country, you can ask what personal data Vantreo Data & AI holds about you and decide what happens to it. Send the form below and our privacy team handles your request within the legal deadlines, at no cost to you.",
  rights: {
    heading: "What you can ask us to do",
    intro:
      "These rights cover what we collect through this website and in our business relationships: form submissions, newsletter subscriptions, consent records and analytics identifiers.",
    items: [
      {
        title: "Access your data",
        body: "Learn whether we hold personal data about you and receive a copy, with where it came from, why we use it, who receives it and how long we keep it.",
        laws: "GDPR art. 15 · CCPA/CPRA right to know · PDPL right of access",
      },
      {
        title: "Delete your data",
        body: "Have us erase your personal data from our website systems, CRM and email tools. We tell you about anything the law requires us to keep, such as the record of this request.",
        laws: "GDPR art. 17 · CCPA/CPRA right to delete · PDPL right to destruction",
      },
      {
        title: "Correct your data",
        body: "Have inaccurate data corrected or incomplete data completed, for example a changed email address, company or job title.",
        laws: "GDPR art. 16 · CPRA right to correct · PDPL right to correction",
      },
      {
        title: "Take your data with you",
        body: "Receive the data you gave us, such as your inquiries and consent choices, in a structured, machine-readable format (JSON or CSV) that you can reuse elsewhere.",
        laws: "GDPR art. 20 · CCPA/CPRA portable copy · PDPL copy in a readable format",
      },
      {
        title: "Opt out of sale or sharing",
        body: "Stop the sharing of your personal information for cross-context behavioral advertising. We never sell personal information for money; sharing happens only through advertising tags that run with your marketing consent.",
        laws: "CCPA/CPRA right to opt out · GDPR art. 21 objection to direct marketing",
      },
    ],
  },
  laws: {
    heading: "Which law applies, and how fast we answer",
    items: [
      {
        title: "European Economic Area and United Kingdom (GDPR)",
        body: "We answer within one month of receiving your request. For complex or numerous requests the law allows two further months; if we need them, we tell you why within the first month. You may complain to the data protection supervisory authority where you live or work.",
      },
      {
        title: "California (CCPA as amended by the CPRA)",
        body: "We confirm receipt within 10 business days and answer within 45 days, extended once by up to 45 more days only with notice. Opt-out requests take effect no later than 15 business days after we receive them. An authorized agent may act for you, and we never treat you differently for using your rights.",
      },
      {
        title: "Kingdom of Saudi Arabia (PDPL)",
        body: "We answer within 30 days. You may withdraw your consent at any time and complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).",
      },
    ],
  },
  form: {
    heading: "Send a data-rights request",
    intro:
      "Use the email address you used with us, so we can find your data. Fields marked with an asterisk are required.",
    nameLabel: "Full name",
    emailLabel: "Email address",
    emailHelp: "We search our records for this address and send our answer to it.",
    requestTypeLegend: "What would you like us to do?",
    requestTypes: [
      {
        value: "access",
        label: "Access",
        description: "Send me a copy of the personal data you hold about me.",
      },
      {
        value: "deletion",
        label: "Deletion",
        description: "Delete the personal data you hold about me.",
      },
      {
        value: "correction",
        label: "Correction",
        description: "Correct or complete data that is wrong or missing.",
      },
      {
        value: "portability",
        label: "Portability",
        description: "Send the data I gave you in a machine-readable format.",
      },
      {
        value: "opt-out",
        label: "Opt out of sale or sharing",
        description: "Stop sharing my personal information for advertising.",
      },
      {
        value: "other",
        label: "Something else",
        description:
          "Restriction, objection, withdrawing consent or a question about your privacy practices.",
      },
    ],
    detailsLabel: "Details",
    detailsPlaceholder:
      "For example: the data concerned, other email addresses you used, or a period",
    detailsHelp: "Anything that helps us find the data or understand your request.",
    submit: "Send request",
    successTitle: "Request received",
    success:
      "We confirm your request by email within 10 business days and answer within the deadline that applies to you.",
  },
  verification: {
    heading: "How we confirm it is you",
    paragraphs: [
      "So that nobody can obtain or delete your data by pretending to be you, we confirm each request from the email address you give. For access, deletion and correction we may ask for one detail we already hold, such as when you last contacted us, and never for more than we need.",
      "Opt-out requests need no proof of identity. An authorized agent needs your signed permission, and we may ask you to confirm the request directly.",
      "We use what you send in this form only to handle your request, and we keep the record of it for 24 months, as the California regulations require for consumer requests.",
    ],
  },
  otherWays: {
    heading: "Other ways to reach us",
    email: 'Write to our privacy team with "Privacy" in the subject line:',
    phone: "Call us Monday to Friday, 08:00-18:00 Eastern Time:",
    links: [
      {
        text: "Stop advertising cookies in this browser at once:",
        href: "/cookie-preferences",
        label: "Cookie preferences",
      },
      {
        text: "How we handle personal data, in full:",
        href: "/privacy-policy",
        label: "Privacy policy",
      },
      {
        text: "What selling and sharing mean here, and Global Privacy Control:",
        href: "/do-not-sell",
        label: "Do Not Sell or Share My Personal Information",
      },
    ],
  },
};
