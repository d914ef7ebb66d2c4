/**
 * Copy of /do-not-sell (spec section 2, legal routes; English only): the CCPA/CPRA "Do Not Sell
 * or Share My Personal Information" page. It describes what packages/consent really does: GPC
 * declines every optional category (spec section 4), and a do-not-sell opt-out keeps the
 * marketing category off whatever is chosen later, until it is lifted and a new choice is made.
 */
import type { EnglishPageCopy } from "../page-copy";

/** The /do-not-sell page in English. */
export const copy = {
  en: {
    title: "Do not sell or share my personal information",
    description:
      "What selling and sharing mean on this site, how Global Privacy Control is honored and how to opt out through cookie preferences or the data-rights form.",
    eyebrow: "Your privacy choices",
    h1: "Do not sell or share my personal information",
    lead: "California law gives you the right to opt out of the sale of your personal information and of its sharing for cross-context behavioral advertising. This page explains exactly what that covers on our website and how to opt out in one step.",
    updated: "2025-10-01",
    actions: [
      { label: "Opt out in cookie preferences", href: "/cookie-preferences" },
      { label: "Send an opt-out request", href: "/data-rights" },
    ],
    keywords: [
      "do not sell or share",
      "CCPA opt-out",
      "CPRA",
      "Global Privacy Control",
      "cross-context behavioral advertising",
    ],
    sections: [
      {
        kind: "prose",
        heading: "What selling and sharing mean here",
        paragraphs: [
          "**We do not sell personal information for money.** We do not sell contact lists, and we do not pass what you type into our forms to data brokers or advertisers.",
          'The California Consumer Privacy Act, as amended by the CPRA, defines the terms broadly. A "sale" includes making personal information available to another business for anything of value, and "sharing" means making it available for advertising targeted on the basis of your activity across different businesses\' websites.',
          "On our site, one activity can fall under those definitions: the **marketing** cookie category. When you accept it, a professional network's advertising tag and a conversion tag receive a cookie identifier, the pages you view and whether you sent a form. The network uses this to measure our campaigns and may show you our content elsewhere, and it also uses the data for its own purposes. That is why we treat it as sharing and give you a simple way to stop it.",
        ],
      },
      {
        kind: "table",
        heading: "What an opt-out affects",
        caption:
          "Each activity on this site, whether it counts as selling or sharing, and what happens after you opt out",
        columns: ["Activity", "Sold or shared?", "After you opt out"],
        rows: [
          [
            "Professional network advertising tag",
            "Shared, only with marketing consent",
            "Not loaded on any page",
          ],
          ["Conversion tag", "Shared, only with marketing consent", "Not loaded on any page"],
          [
            "Newsletter invitation",
            "Neither; it runs on our own site but belongs to the marketing category",
            "Not shown",
          ],
          [
            "Web analytics and session recording",
            "Neither; the providers work for us as processors",
            "Unchanged by the opt-out itself; follows your analytics choice (Global Privacy Control declines it too)",
          ],
          [
            "Your inquiry in our CRM",
            "Neither; used only by us and our processors",
            "Still used to answer you; with a form-based opt-out it is also flagged so that it is never used for advertising",
          ],
          ["Newsletter emails", "Neither", "Unchanged; unsubscribe with the link in any email"],
        ],
      },
      {
        kind: "cards",
        heading: "Three ways to opt out",
        intro: "Use whichever suits you. Each one works on its own.",
        items: [
          {
            title: "Turn on Global Privacy Control",
            body: "Enable GPC in your browser or a privacy extension. We detect the signal on every visit, decline all optional cookies, keep advertising tags switched off and show a short notice that the signal was honored. You do not need to visit this page at all.",
            href: "https://globalprivacycontrol.org/",
          },
          {
            title: "Use cookie preferences",
            body: "On the cookie preferences page, switch off Marketing or use the do-not-sell setting. It takes effect immediately in this browser. Repeat it on each browser and device you use, or use one of the other two methods.",
            href: "/cookie-preferences",
          },
          {
            title: "Send the data-rights form",
            body: "Choose the opt-out of sale or sharing request. We apply it to the information linked to your identity, such as your email address in our CRM, so it holds across devices. No proof of identity is needed.",
            href: "/data-rights",
          },
        ],
      },
      {
        kind: "features",
        heading: "What changes after you opt out",
        items: [
          {
            title: "Advertising tags stop",
            body: "The advertising and conversion tags no longer load, and the cookies they placed on our domain are deleted. Information already received by the network before your opt-out is governed by its own privacy policy.",
          },
          {
            title: "Your opt-out is remembered",
            body: "A browser opt-out stays in force until you lift it or clear your browser's storage; it is not reset when the cookie banner asks again after 30 days. A GPC signal is re-applied on every visit, and a form-based opt-out stays on your record.",
          },
          {
            title: "Nothing else changes for you",
            body: "You see the same pages, content, prices and forms. We never charge a different price, refuse a service or treat you differently for exercising your privacy rights.",
          },
          {
            title: "You can change your mind",
            body: "Lifting the opt-out does not switch anything back on by itself. Advertising only resumes if you then accept the marketing category in cookie preferences.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Timing, agents and other states",
        paragraphs: [
          "Browser-based opt-outs take effect at once. We act on opt-out requests sent through the [data-rights form](/data-rights) as soon as possible and no later than 15 business days after receiving them, and we pass the request on to any advertising partner that received your information after you sent it.",
          "An opt-out request does not need to be verified. An authorized agent may send one for you; we may ask the agent for your signed permission.",
          "Residents of other US states with comprehensive privacy laws, such as Colorado, Connecticut, Texas and Oregon, can use the same methods to opt out of targeted advertising and the sale of personal data. We honor Global Privacy Control as a universal opt-out signal wherever it is sent.",
          "Our [privacy policy](/privacy-policy) describes everything we collect, why, how long we keep it and all your other rights.",
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Do you sell my personal information?",
            answer:
              "Not for money, and we never sell contact details. The only disclosure that California law may treat as selling or sharing is the advertising tag in the marketing cookie category, which runs only if you accept it and never while you are opted out.",
          },
          {
            question: "I opted out but still see your ads on a professional network. Why?",
            answer:
              "The network can still show our ads based on its own information about you, such as the job title and industry in your profile. That targeting does not use data from our website; you can manage it in the network's own ad settings.",
          },
          {
            question: "Does opting out unsubscribe me from the newsletter?",
            answer:
              "No. Newsletter emails are not a sale or sharing of your data. Use the unsubscribe link in any newsletter, or ask through the data-rights form.",
          },
          {
            question: "Do I have to opt out again on every visit?",
            answer:
              "No. A browser opt-out stays until you lift it or clear your storage, and GPC is applied automatically on every visit. If you use several browsers or devices, GPC or the data-rights form covers them all.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Opt out now",
        body: "Switch off marketing cookies in this browser in a few seconds, or send an opt-out request that applies wherever we hold your details.",
        primary: { label: "Open cookie preferences", href: "/cookie-preferences" },
        secondary: { label: "Use the data-rights form", href: "/data-rights" },
      },
    ],
  },
} satisfies EnglishPageCopy;
