/**
 * Copy of the lead desk's pages (`/desk`, `/desk/spam`) in English, German and Arabic: the hero
 * and head, read by each route's build-time loader so it ships in the page's HTML. Interface
 * strings (and the lead page's title, whose one shell answers every lead) live in the `desk`
 * namespace of @vantreo/i18n.
 */
import type { Locale } from "@vantreo/i18n";

/** The hero and head of a desk page. */
export interface DeskPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  intro: string;
}

/** The copy of the desk's pages in one language. */
export interface DeskCopy {
  inbox: DeskPageCopy;
  spam: DeskPageCopy;
}

export const DESK_COPY: Record<Locale, DeskCopy> = {
  en: {
    inbox: {
      title: "Lead desk",
      description: "The staff's inbox of every lead that reached Vantreo Data & AI.",
      eyebrow: "Staff only",
      h1: "Lead desk",
      intro:
        "Every lead the website received, newest first. Sign in with your staff account to work them.",
    },
    spam: {
      title: "Lead desk: spam folder",
      description: "Leads the lead API flagged as spam, to release or delete.",
      eyebrow: "Staff only",
      h1: "Spam folder",
      intro:
        "Leads the lead API flagged as spam. Release a genuine one to the inbox, or delete it for good.",
    },
  },
  de: {
    inbox: {
      title: "Lead-Desk",
      description: "Der Posteingang des Teams für jeden Lead, der Vantreo Data & AI erreicht hat.",
      eyebrow: "Nur für Mitarbeitende",
      h1: "Lead-Desk",
      intro:
        "Alle Leads, die über die Website eingegangen sind, die neuesten zuerst. Melden Sie sich mit Ihrem Teamkonto an, um sie zu bearbeiten.",
    },
    spam: {
      title: "Lead-Desk: Spam-Ordner",
      description: "Leads, die die Lead-API als Spam markiert hat, zum Freigeben oder Löschen.",
      eyebrow: "Nur für Mitarbeitende",
      h1: "Spam-Ordner",
      intro:
        "Leads, die die Lead-API als Spam markiert hat. Geben Sie echte Leads in den Posteingang frei oder löschen Sie sie endgültig.",
    },
  },
  ar: {
    inbox: {
      title: "لوحة العملاء المحتملين",
      description: "صندوق وارد الفريق لكل عميل محتمل وصل إلى \u2068Vantreo Data & AI\u2069.",
      eyebrow: "للموظفين فقط",
      h1: "لوحة العملاء المحتملين",
      intro:
        "كل عميل محتمل استقبله الموقع، الأحدث أولًا. سجّلوا الدخول بحساب الموظف الخاص بكم للعمل عليهم.",
    },
    spam: {
      title: "لوحة العملاء المحتملين: الرسائل غير المرغوب فيها",
      description:
        "عملاء محتملون صنّفهم نظام استقبال العملاء المحتملين (\u2068Lead API\u2069) رسائل غير مرغوب فيها، لنقلهم إلى صندوق الوارد أو حذفهم.",
      eyebrow: "للموظفين فقط",
      h1: "مجلد الرسائل غير المرغوب فيها",
      intro:
        "عملاء محتملون صنّفهم نظام استقبال العملاء المحتملين (\u2068Lead API\u2069) رسائل غير مرغوب فيها. انقلوا الطلبات الحقيقية إلى صندوق الوارد، أو احذفوها نهائيًا.",
    },
  },
};
