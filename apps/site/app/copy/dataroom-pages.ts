/**
 * Copy of the investor data room's pages in English, German and Arabic: /investors,
 * /dataroom, /dataroom/access and /dataroom/admin. Read by each route's build-time loader, so it
 * ships in the page's HTML, not its JavaScript. Interface strings live in the `dataroom`
 * namespace of @vantreo/i18n.
 */
import type { Locale } from "@vantreo/i18n";

/** The hero and head of a data-room page. */
export interface DataroomPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  intro: string;
}

/** The copy of every data-room page in one language. */
export interface DataroomCopy {
  investors: { title: string; description: string; moving: string; link: string };
  room: DataroomPageCopy & {
    stepsHeading: string;
    steps: { title: string; body: string }[];
    accessLink: string;
    noscript: string;
  };
  access: DataroomPageCopy & { backLink: string };
  admin: DataroomPageCopy;
}

export const DATAROOM_COPY: Record<Locale, DataroomCopy> = {
  en: {
    investors: {
      title: "Investor relations",
      description: "Investor relations of Vantreo Data & AI take place in our investor data room.",
      moving: "Investor relations have moved to our data room.",
      link: "Go to the data room",
    },
    room: {
      title: "Investor data room",
      description:
        "The confidential investor data room of Vantreo Data & AI: what it holds and how approved investors get access.",
      eyebrow: "Investor relations",
      h1: "Investor data room",
      intro:
        "The data room holds the documents we share with investors under confidentiality: who we are, how we deliver and price our work, how we secure it and how the firm is governed. Anyone can see what it holds; reading needs a personal access code.",
      stepsHeading: "How access works",
      steps: [
        {
          title: "Request access",
          body: "Send your name, work email and firm with the access form.",
        },
        {
          title: "Review",
          body: "Our investor relations team reviews each request personally before any access is granted.",
        },
        {
          title: "Personal code",
          body: "Once approved, you receive a personal access code by email, valid for a limited time.",
        },
        {
          title: "Read",
          body: "Enter the code to open the room. Every page shows your email address, and each view is logged.",
        },
      ],
      accessLink: "Request access or enter your code",
      noscript:
        "The list of documents is loaded from our servers and needs JavaScript. You can still request access by email.",
    },
    access: {
      title: "Data room access",
      description:
        "Request access to the Vantreo Data & AI investor data room, or open it with your personal access code.",
      eyebrow: "Investor data room",
      h1: "Access the data room",
      intro:
        "Request access if you are new to the room. If our team has already approved you, enter the personal code from your email.",
      backLink: "What the room holds",
    },
    admin: {
      title: "Data room administration",
      description: "Administration of the Vantreo Data & AI investor data room.",
      eyebrow: "Investor data room",
      h1: "Data room administration",
      intro:
        "Review access requests, issue and revoke access codes, add documents and read the access log.",
    },
  },
  de: {
    investors: {
      title: "Investor Relations",
      description:
        "Die Investor Relations von Vantreo Data & AI finden in unserem Investoren-Datenraum statt.",
      moving: "Die Investor Relations finden jetzt in unserem Datenraum statt.",
      link: "Zum Datenraum",
    },
    room: {
      title: "Datenraum für Investoren",
      description:
        "Der vertrauliche Investoren-Datenraum von Vantreo Data & AI: was er enthält und wie freigegebene Investoren Zugang erhalten.",
      eyebrow: "Investor Relations",
      h1: "Datenraum für Investoren",
      intro:
        "Der Datenraum enthält die Dokumente, die wir vertraulich mit Investoren teilen: wer wir sind, wie wir Projekte umsetzen und bepreisen, wie wir sie absichern und wie das Unternehmen geführt wird. Was er enthält, sieht jeder; zum Lesen brauchen Sie einen persönlichen Zugangscode.",
      stepsHeading: "So erhalten Sie Zugang",
      steps: [
        {
          title: "Zugang anfragen",
          body: "Senden Sie uns Ihren Namen, Ihre geschäftliche E-Mail-Adresse und Ihr Unternehmen über das Zugangsformular.",
        },
        {
          title: "Prüfung",
          body: "Unser Investor-Relations-Team prüft jede Anfrage persönlich, bevor es Zugang gewährt.",
        },
        {
          title: "Persönlicher Code",
          body: "Nach der Freigabe erhalten Sie per E-Mail einen persönlichen, zeitlich begrenzten Zugangscode.",
        },
        {
          title: "Lesen",
          body: "Mit dem Code öffnen Sie den Datenraum. Jede Seite zeigt Ihre E-Mail-Adresse, und jeder Abruf wird protokolliert.",
        },
      ],
      accessLink: "Zugang anfragen oder Code eingeben",
      noscript:
        "Die Liste der Dokumente wird von unseren Servern geladen und benötigt JavaScript. Zugang können Sie auch per E-Mail anfragen.",
    },
    access: {
      title: "Zugang zum Datenraum",
      description:
        "Fragen Sie Zugang zum Investoren-Datenraum von Vantreo Data & AI an oder öffnen Sie ihn mit Ihrem persönlichen Zugangscode.",
      eyebrow: "Datenraum für Investoren",
      h1: "Zugang zum Datenraum",
      intro:
        "Fragen Sie Zugang an, wenn Sie den Datenraum zum ersten Mal nutzen. Wenn unser Team Sie bereits freigegeben hat, geben Sie den persönlichen Code aus Ihrer E-Mail ein.",
      backLink: "Was der Datenraum enthält",
    },
    admin: {
      title: "Verwaltung des Datenraums",
      description: "Verwaltung des Investoren-Datenraums von Vantreo Data & AI.",
      eyebrow: "Datenraum für Investoren",
      h1: "Verwaltung des Datenraums",
      intro:
        "Prüfen Sie Zugangsanfragen, stellen Sie Zugangscodes aus oder widerrufen Sie sie, fügen Sie Dokumente hinzu und lesen Sie das Zugriffsprotokoll.",
    },
  },
  ar: {
    investors: {
      title: "علاقات المستثمرين",
      description: "تجري علاقات المستثمرين لدى Vantreo Data & AI عبر غرفة بيانات المستثمرين.",
      moving: "انتقلت علاقات المستثمرين إلى غرفة البيانات لدينا.",
      link: "الانتقال إلى غرفة البيانات",
    },
    room: {
      title: "غرفة بيانات المستثمرين",
      description:
        "غرفة بيانات المستثمرين السرية لدى Vantreo Data & AI: ما تحتويه وكيف يحصل المستثمرون المعتمدون على الوصول إليها.",
      eyebrow: "علاقات المستثمرين",
      h1: "غرفة بيانات المستثمرين",
      intro:
        "تضم غرفة البيانات المستندات التي نشاركها مع المستثمرين بموجب السرية: من نحن، وكيف ننفذ أعمالنا ونسعّرها، وكيف نؤمّنها، وكيف تُدار الشركة. يمكن لأي شخص أن يرى ما تحتويه، أما القراءة فتتطلب رمز وصول شخصيًا.",
      stepsHeading: "كيف يتم الوصول",
      steps: [
        {
          title: "اطلبوا الوصول",
          body: "أرسلوا اسمكم وبريدكم الإلكتروني للعمل واسم شركتكم عبر نموذج الوصول.",
        },
        {
          title: "المراجعة",
          body: "يراجع فريق علاقات المستثمرين كل طلب بنفسه قبل منح أي وصول.",
        },
        {
          title: "رمز شخصي",
          body: "بعد الموافقة تتلقون بالبريد الإلكتروني رمز وصول شخصيًا صالحًا لمدة محدودة.",
        },
        {
          title: "القراءة",
          body: "أدخلوا الرمز لفتح غرفة البيانات. تعرض كل صفحة عنوان بريدكم الإلكتروني، ويُسجَّل كل اطلاع.",
        },
      ],
      accessLink: "اطلبوا الوصول أو أدخلوا رمزكم",
      noscript:
        "تُحمَّل قائمة المستندات من خوادمنا وتتطلب JavaScript. لا يزال بإمكانكم طلب الوصول بالبريد الإلكتروني.",
    },
    access: {
      title: "الوصول إلى غرفة البيانات",
      description:
        "اطلبوا الوصول إلى غرفة بيانات المستثمرين لدى Vantreo Data & AI أو افتحها برمز الوصول الشخصي.",
      eyebrow: "غرفة بيانات المستثمرين",
      h1: "الوصول إلى غرفة البيانات",
      intro:
        "اطلبوا الوصول إن كنتم جددًا على غرفة البيانات. وإن كان فريقنا قد وافق على طلبكم، فأدخلوا الرمز الشخصي الوارد في بريدكم الإلكتروني.",
      backLink: "ما تحتويه غرفة البيانات",
    },
    admin: {
      title: "إدارة غرفة البيانات",
      description: "إدارة غرفة بيانات المستثمرين لدى Vantreo Data & AI.",
      eyebrow: "غرفة بيانات المستثمرين",
      h1: "إدارة غرفة البيانات",
      intro:
        "راجعوا طلبات الوصول، وأصدروا رموز الوصول أو ألغوها، وأضيفوا المستندات، واطّلعوا على سجل الوصول.",
    },
  },
};
