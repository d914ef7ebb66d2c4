import type { StringTree } from "../../instance/resource-types";

/** Die E-Mails der Lead-API und die Antworten der Newsletter-Bestätigung. */
export const mail = {
  footer: {
    address: "Büro",
    phone: "Telefon",
    email: "E-Mail",
    automated: "Diese E-Mail wurde automatisch von der Vantreo-Website versendet.",
  },
  notification: {
    subject: "Neuer Lead ({{type}}) aus dem Formular {{source}}",
    heading: "Ein neuer Lead ist eingegangen",
    type: "Art",
    source: "Quelle",
    name: "Kontaktperson",
    email: "E-Mail",
    phone: "Telefon",
    company: "Unternehmen",
    message: "Nachricht",
    page: "Seite",
    notGiven: "nicht angegeben",
    open: "Lead im Desk öffnen",
  },
  acknowledgement: {
    subject: "Wir haben Ihre Anfrage erhalten",
    greeting: "Guten Tag {{name}},",
    greetingAnonymous: "Guten Tag,",
    received: {
      contact: "vielen Dank für Ihre Nachricht an Vantreo Data & AI. Sie ist bei uns eingegangen.",
      demoRequest:
        "vielen Dank für Ihre Demo-Anfrage an Vantreo Data & AI. Sie ist bei uns eingegangen.",
      assessment:
        "vielen Dank für Ihre Anfrage nach einem Assessment bei Vantreo Data & AI. Sie ist bei uns eingegangen.",
    },
    nextHeading: "Wie es weitergeht",
    nextRead:
      "Eine Beraterin oder ein Berater liest Ihre Anfrage und antwortet an diese E-Mail-Adresse.",
    nextCall: "Wenn es eilt, rufen Sie uns unter {{phone}} an.",
    signOff: "Mit freundlichen Grüßen",
    team: "Ihr Team von Vantreo Data & AI",
    notYou: "Falls Sie diese Anfrage nicht gesendet haben, können Sie diese E-Mail ignorieren.",
  },
  newsletter: {
    subject: "Bitte bestätigen Sie Ihr Newsletter-Abonnement",
    heading: "Ein Klick zur Bestätigung",
    intro:
      "Bitte bestätigen Sie, dass Sie das Research-Briefing von Vantreo Data & AI an diese Adresse erhalten möchten.",
    button: "Abonnement bestätigen",
    expiry: "Der Link funktioniert einmal und läuft in {{days}} Tagen ab.",
    ignore:
      "Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie werden nicht eingetragen.",
  },
  dataRequest: {
    types: {
      access: "Auskunft über die Daten",
      deletion: "Löschung",
      correction: "Berichtigung",
      portability: "Kopie zur Mitnahme",
      "opt-out": "Widerspruch gegen Verkauf oder Weitergabe",
      other: "Sonstiges Anliegen",
      unknown: "Nicht angegeben",
    },
    regimes: {
      gdpr: "DSGVO: Antwort innerhalb eines Monats (Art. 12 Abs. 3)",
      ccpa: "CCPA: Antwort innerhalb von 45 Tagen (Cal. Civ. Code § 1798.130)",
      unstated:
        "Nicht angegeben: Es gelten der eine Monat der DSGVO und die 45 Tage des CCPA; maßgeblich ist das frühere Datum",
    },
    notification: {
      subject: "Neue Datenschutzanfrage ({{type}}), Antwort fällig am {{due, datetime}}",
      heading: "Eine Datenschutzanfrage ist eingegangen",
      type: "Anliegen",
      regime: "Rechtsgrundlage",
      received: "Eingegangen",
      dueGdpr: "Antwort fällig nach DSGVO",
      dueCcpa: "Antwort fällig nach CCPA",
      requester: "Antragsteller/in",
      open: "Datenschutz-Warteschlange im Desk öffnen",
    },
    receipt: {
      subject: "Wir haben Ihre Datenschutzanfrage erhalten",
      received:
        "vielen Dank für Ihre Anfrage an Vantreo Data & AI zu Ihren personenbezogenen Daten. Sie ist am {{date, datetime}} bei uns eingegangen.",
      right: "Ihr Anliegen: {{right}}",
      answerBy: "Sie erhalten unsere Antwort spätestens am {{date, datetime}}.",
      verify:
        "Bevor wir tätig werden, bitten wir Sie unter Umständen, Ihre Identität zu bestätigen, damit niemand sonst Ihre Daten einsehen oder löschen kann.",
      contact:
        "Bei Fragen antworten Sie einfach auf diese E-Mail oder rufen Sie uns unter {{phone}} an.",
      notYou:
        "Falls Sie diese Anfrage nicht gesendet haben, teilen Sie uns das bitte als Antwort auf diese E-Mail mit.",
    },
  },
  staffSecondFactor: {
    subject: "Sicherheitshinweis: falsche Anmeldecodes für Ihr Mitarbeiterkonto",
    greeting: "Guten Tag {{name}},",
    happened:
      "Jemand hat für Ihr Mitarbeiterkonto {{email}} das richtige Passwort eingegeben und danach innerhalb von 24 Stunden {{count}} falsche Codes der Authenticator-App.",
    slowed:
      "Anmeldungen zu Ihrem Konto werden vorerst verlangsamt: Nach jedem weiteren falschen Code wird die Wartezeit länger, höchstens eine Stunde. Danach können Sie sich wie gewohnt mit Ihrem Passwort und einem aktuellen Code anmelden.",
    ifYou: "Wenn Sie das selbst waren, müssen Sie nichts tun.",
    ifNotYou:
      "Wenn Sie es nicht waren, kennt jemand anderes Ihr Passwort. Bitten Sie umgehend einen Inhaber, es zurückzusetzen, und informieren Sie ihn über diese Nachricht.",
    signOff: "Ihr Sicherheitsteam von {{brand}}",
  },
  confirm: {
    title: "Newsletter-Bestätigung",
    working: "Ihr Abonnement wird bestätigt …",
    confirmed: "Ihr Abonnement ist bestätigt. Vielen Dank!",
    expired: "Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut an.",
    used: "Dieses Abonnement wurde bereits bestätigt.",
    unknown: "Dieser Bestätigungslink ist ungültig.",
    failed:
      "Wir konnten Ihr Abonnement nicht bestätigen. Bitte versuchen Sie es später noch einmal.",
  },
} as const satisfies StringTree;
