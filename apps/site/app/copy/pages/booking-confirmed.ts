/**
 * Copy of /booking-confirmed (and /de, /ar): where the scheduling pages send a visitor after a
 * booking ("Redirect on booking", DEPLOYING.md). The booking conversion is sent from here, once
 * per booking (see `confirmedConversion`); the page itself is kept out of search engines.
 */
import { siteConfig } from "../../config/site-config";
import type { LocalizedPageCopy } from "../page-copy";

const mail = `[${siteConfig.email}](mailto:${siteConfig.email})`;
// In Arabic the address is a left-to-right run, isolated (U+2066 … U+2069).
const arMail = `[\u2066${siteConfig.email}\u2069](mailto:${siteConfig.email})`;

/** The booking confirmation in English, German and Arabic. */
export const copy = {
  en: {
    title: "Your call is booked",
    description: "Thank you for booking a call with Vantreo Data & AI: what happens next.",
    eyebrow: "Booking confirmed",
    h1: "Your call is booked",
    lead: "Thank you. The confirmation with the calendar invitation and the video link is on its way to your inbox.",
    sections: [
      {
        kind: "steps",
        heading: "What happens next",
        items: [
          {
            title: "Check your inbox",
            body: "The confirmation holds the time in your time zone, the video link and the links to reschedule or cancel.",
          },
          {
            title: "We prepare",
            body: "Your consultant reads what you told us and prepares questions about your data, systems and goals, so the call starts with substance.",
          },
          {
            title: "After the call",
            body: "You receive a short summary with the options we discussed and, where it fits, a proposal. There is no obligation.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Questions before the call?",
        paragraphs: [`Write to ${mail}; we answer within one business day.`],
      },
    ],
  },
  de: {
    title: "Ihr Termin ist gebucht",
    description: "Vielen Dank für Ihre Terminbuchung bei Vantreo Data & AI: So geht es weiter.",
    eyebrow: "Termin bestätigt",
    h1: "Ihr Termin ist gebucht",
    lead: "Vielen Dank. Die Bestätigung mit der Kalendereinladung und dem Videolink ist auf dem Weg in Ihr Postfach.",
    sections: [
      {
        kind: "steps",
        heading: "So geht es weiter",
        items: [
          {
            title: "Postfach prüfen",
            body: "Die Bestätigung enthält die Uhrzeit in Ihrer Zeitzone, den Videolink und die Links zum Verschieben oder Absagen.",
          },
          {
            title: "Wir bereiten uns vor",
            body: "Ihr Berater liest Ihre Angaben und bereitet Fragen zu Ihren Daten, Systemen und Zielen vor, damit das Gespräch gleich in die Tiefe geht.",
          },
          {
            title: "Nach dem Gespräch",
            body: "Sie erhalten eine kurze Zusammenfassung der besprochenen Optionen und, wo es passt, ein Angebot. Verpflichtungen entstehen Ihnen keine.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Fragen vor dem Termin?",
        paragraphs: [`Schreiben Sie an ${mail}; wir antworten innerhalb eines Werktags.`],
      },
    ],
  },
  ar: {
    title: "تم حجز موعدكم",
    description: "شكرًا لحجزكم مكالمة مع Vantreo Data & AI: ما الذي يحدث بعد ذلك.",
    eyebrow: "تأكيد الحجز",
    h1: "تم حجز موعدكم",
    lead: "شكرًا لكم. رسالة التأكيد مع دعوة التقويم ورابط الاجتماع المرئي في طريقها إلى بريدكم الإلكتروني.",
    sections: [
      {
        kind: "steps",
        heading: "ما الذي يحدث بعد ذلك",
        items: [
          {
            title: "تفقدوا بريدكم الإلكتروني",
            body: "تتضمن رسالة التأكيد الموعد بتوقيتكم المحلي ورابط الاجتماع المرئي وروابط تغيير الموعد أو إلغائه.",
          },
          {
            title: "نستعد للمكالمة",
            body: "يطّلع المستشار على ما أخبرتمونا به ويُعدّ أسئلة حول بياناتكم وأنظمتكم وأهدافكم، لتبدأ المكالمة في صلب الموضوع.",
          },
          {
            title: "بعد المكالمة",
            body: "تتلقون ملخصًا موجزًا للخيارات التي ناقشناها، وعرضًا حين يكون مناسبًا، دون أي التزام عليكم.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "هل لديكم أسئلة قبل المكالمة؟",
        paragraphs: [`راسلونا على ${arMail}، ونرد خلال يوم عمل واحد.`],
      },
    ],
  },
} satisfies LocalizedPageCopy;
