/**
 * Copy of /payment-success (and /de, /ar): where the hosted checkout returns a buyer after a
 * paid order (the payment link's confirmation redirect, DEPLOYING.md). The purchase is sent to
 * analytics from here, once per checkout session; the page is kept out of search engines.
 */
import { siteConfig } from "../../config/site-config";
import type { LocalizedPageCopy } from "../page-copy";

const mail = `[${siteConfig.email}](mailto:${siteConfig.email})`;
// In Arabic the address is a left-to-right run, isolated (U+2066 … U+2069).
const arMail = `[\u2066${siteConfig.email}\u2069](mailto:${siteConfig.email})`;

/** The payment confirmation in English, German and Arabic. */
export const copy = {
  en: {
    title: "Payment received",
    description: "Thank you for your order with Vantreo Data & AI: what happens next.",
    eyebrow: "Order confirmed",
    h1: "Payment received",
    lead: "Thank you for your order. The receipt from our payment provider is on its way to your inbox.",
    sections: [
      {
        kind: "steps",
        heading: "What happens next",
        items: [
          {
            title: "We schedule the kick-off",
            body: "We write to you within one business day to agree on a kick-off date and the people to involve.",
          },
          {
            title: "A short questionnaire",
            body: "Before the kick-off we send a few questions about your systems and goals, so the work starts where it matters.",
          },
          {
            title: "Your receipt",
            body: "Keep the receipt for your records. If you need an invoice with other company details, tell us and we will issue it.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Questions about your order?",
        paragraphs: [`Write to ${mail} and mention the email address you paid with.`],
      },
    ],
  },
  de: {
    title: "Zahlung eingegangen",
    description: "Vielen Dank für Ihre Bestellung bei Vantreo Data & AI: So geht es weiter.",
    eyebrow: "Bestellung bestätigt",
    h1: "Zahlung eingegangen",
    lead: "Vielen Dank für Ihre Bestellung. Die Quittung unseres Zahlungsdienstleisters ist auf dem Weg in Ihr Postfach.",
    sections: [
      {
        kind: "steps",
        heading: "So geht es weiter",
        items: [
          {
            title: "Wir planen den Auftakt",
            body: "Wir melden uns innerhalb eines Werktags, um mit Ihnen einen Termin für den Auftakt und die Beteiligten abzustimmen.",
          },
          {
            title: "Ein kurzer Fragebogen",
            body: "Vor dem Auftakt senden wir Ihnen einige Fragen zu Ihren Systemen und Zielen, damit die Arbeit dort beginnt, wo es zählt.",
          },
          {
            title: "Ihre Quittung",
            body: "Bewahren Sie die Quittung für Ihre Unterlagen auf. Benötigen Sie eine Rechnung mit anderen Firmenangaben, stellen wir sie Ihnen gern aus.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Fragen zu Ihrer Bestellung?",
        paragraphs: [
          `Schreiben Sie an ${mail} und nennen Sie die E-Mail-Adresse, mit der Sie bezahlt haben.`,
        ],
      },
    ],
  },
  ar: {
    title: "تم استلام الدفعة",
    description: "شكرًا لطلبكم من Vantreo Data & AI: ما الذي يحدث بعد ذلك.",
    eyebrow: "تأكيد الطلب",
    h1: "تم استلام الدفعة",
    lead: "شكرًا لطلبكم. إيصال مزوّد خدمة الدفع في طريقه إلى بريدكم الإلكتروني.",
    sections: [
      {
        kind: "steps",
        heading: "ما الذي يحدث بعد ذلك",
        items: [
          {
            title: "نحدد موعد الانطلاق",
            body: "نتواصل معكم خلال يوم عمل واحد لنتفق على موعد انطلاق العمل والأشخاص المعنيين.",
          },
          {
            title: "استبيان قصير",
            body: "قبل الانطلاق نرسل إليكم بعض الأسئلة حول أنظمتكم وأهدافكم، ليبدأ العمل حيث يكون الأثر أكبر.",
          },
          {
            title: "إيصالكم",
            body: "احتفظوا بالإيصال في سجلاتكم. وإذا احتجتم إلى فاتورة ببيانات شركة مختلفة، فأخبرونا لنصدرها لكم.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "هل لديكم أسئلة حول طلبكم؟",
        paragraphs: [`راسلونا على ${arMail} واذكروا عنوان البريد الإلكتروني الذي دفعتم به.`],
      },
    ],
  },
} satisfies LocalizedPageCopy;
