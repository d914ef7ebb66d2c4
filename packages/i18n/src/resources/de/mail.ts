import type { StringTree } from "../../instance/resource-types";

/** Die E-Mails der Lead-API und die Antworten der Newsletter-Bestätigung. */
export const mail = {
  footer: {
    address: "Anschrift",
    postal: "{{address}}, USA",
    phone: "Telefon",
    email: "E-Mail",
    automated: "Diese E-Mail wurde automatisch von der Vantreo-Website versendet.",
  },
  bookingNotification: {
    subject: "Termin gebucht: {{eventType}}",
    heading: "Ein Termin wurde gebucht",
    eventType: "Termin",
    firmTime: "Beginn (unsere Zeit)",
    leadTime: "Beginn (Ortszeit des Leads)",
    state: "Stand",
    lead: "Lead",
    newLead: "Neu: Diese Person hat uns bisher nicht geschrieben",
    knownLead: "Bereits im Lead-Desk ({{type}})",
  },
  notification: {
    subject: "Neuer Lead: {{type}} über {{source}}",
    heading: "Ein neuer Lead ist eingegangen",
    type: "Art",
    source: "Quelle",
    name: "Kontaktperson",
    email: "E-Mail",
    phone: "Telefon",
    company: "Unternehmen",
    message: "Nachricht",
    page: "Seite",
    language: "Sprache",
    consent: "Werbeeinwilligung",
    consentGiven: "Erteilt",
    consentNotGiven: "Nicht erteilt",
    notGiven: "nicht angegeben",
    open: "Lead im Desk öffnen",
  },
  acknowledgement: {
    subject: "Wir haben Ihre Anfrage erhalten",
    greeting: "Guten Tag {{name}},",
    greetingAnonymous: "Guten Tag,",
    received: {
      contact: "vielen Dank für Ihre Nachricht an Vantreo Data & AI. Wir haben sie erhalten.",
      demoRequest:
        "vielen Dank für Ihre Demo-Anfrage an Vantreo Data & AI. Wir haben sie erhalten.",
      assessment:
        "vielen Dank für Ihre Anfrage nach einem Assessment bei Vantreo Data & AI. Wir haben sie erhalten.",
    },
    nextHeading: "Wie es weitergeht",
    nextRead:
      "Eine Beraterin oder ein Berater prüft Ihre Anfrage und meldet sich innerhalb eines Werktags per E-Mail bei Ihnen.",
    nextCall: "Wenn es eilt, rufen Sie uns unter {{phone}} an (Mo.–Fr. 8–18 Uhr US-Ostküstenzeit).",
    signOff: "Mit freundlichen Grüßen",
    team: "Ihr Team von Vantreo Data & AI",
    notYou: "Falls Sie diese Anfrage nicht gesendet haben, können Sie diese E-Mail ignorieren.",
  },
  newsletter: {
    subject: "Bitte bestätigen Sie Ihr Newsletter-Abonnement",
    heading: "Ein Klick zur Bestätigung",
    intro:
      "Bitte bestätigen Sie, dass wir Ihnen das monatliche Enterprise-KI-Briefing von Vantreo Data & AI an diese E-Mail-Adresse senden dürfen.",
    button: "Abonnement bestätigen",
    expiry_one: "Der Link ist einmalig verwendbar und {{count}} Tag gültig.",
    expiry_other: "Der Link ist einmalig verwendbar und {{count}} Tage gültig.",
    withdraw:
      "Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen – über den Abmeldelink in jeder Ausgabe oder per E-Mail an {{email}}.",
    privacy: "Einzelheiten finden Sie in unserer Datenschutzerklärung: {{url}}",
    ignore:
      "Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie werden nicht eingetragen.",
  },
  staffLink: {
    subject: {
      invite: "Ihre Einladung in den Teambereich von Vantreo",
      password: "Neues Passwort für den Teambereich von Vantreo",
      totp: "Neue Authenticator-App für den Teambereich von Vantreo",
    },
    heading: {
      invite: "Willkommen, {{name}}",
      password: "Ein neues Passwort für Ihr Teamkonto",
      totp: "Eine neue Authenticator-App für Ihr Teamkonto",
    },
    intro: {
      invite:
        "{{inviter}} hat Sie als {{email}} in den Teambereich von Vantreo eingeladen. Öffnen Sie den Link, um Ihr eigenes Passwort zu wählen und eine Authenticator-App einzurichten; niemand sonst sieht beides.",
      password:
        "{{inviter}} hat das Passwort Ihres Teamkontos {{email}} zurückgesetzt. Ihr bisheriges Passwort funktioniert nicht mehr. Öffnen Sie den Link, um ein neues zu wählen.",
      totp: "{{inviter}} hat den zweiten Faktor Ihres Teamkontos {{email}} zurückgesetzt. Ihre bisherige Authenticator-App funktioniert nicht mehr. Öffnen Sie den Link, um eine neue einzurichten.",
    },
    button: {
      invite: "Mein Konto einrichten",
      password: "Neues Passwort wählen",
      totp: "Authenticator-App einrichten",
    },
    expiry: "Der Link ist einmalig verwendbar und {{hours}} Stunden gültig.",
    ignore:
      "Falls Sie diese E-Mail nicht erwartet haben, öffnen Sie den Link nicht und informieren Sie eine Person mit der Rolle „Admin“.",
  },
  replyClock: {
    reminderSubject: "Antwort bald fällig: {{type}} über {{source}}",
    reminderHeading: "Ein Lead, für den Sie zuständig sind, wartet auf die erste Antwort",
    reminderIntro:
      "Drei Viertel der Antwortzeit sind vorbei. Bitte antworten Sie bis {{replyBy}} (Ortszeit Atlanta).",
    escalationSubject: "Antwort überfällig: {{type}} über {{source}}",
    escalationHeading: "Ein Lead wurde nicht innerhalb eines Werktags beantwortet",
    escalationIntro:
      "Die erste Antwort war bis {{replyBy}} (Ortszeit Atlanta) fällig, und noch niemand hat den Lead kontaktiert.",
    received: "Eingegangen",
    replyBy: "Antwort bis",
    owner: "Zuständig",
    noOwner: "niemand",
  },
  ownerAdded: {
    subject: "Neues Admin-Konto im Teambereich von Vantreo: {{email}}",
    heading: "Ein neues Admin-Konto",
    intro:
      "Das Teamkonto {{name}} ({{email}}) hat jetzt die Rolle „Admin“: Es kann alle Teamkonten verwalten.",
    check:
      "Falls niemand von Ihnen dies erwartet hat, deaktivieren Sie das Konto sofort auf der Seite „Teamkonten“: {{url}}",
  },
  dataRequest: {
    types: {
      access: "Auskunft",
      deletion: "Löschung",
      correction: "Berichtigung",
      portability: "Datenübertragbarkeit (maschinenlesbare Kopie)",
      "opt-out": "Widerspruch gegen Verkauf oder Weitergabe",
      other: "Sonstiges",
      unknown: "Nicht angegeben",
    },
    regimes: {
      gdpr: "DSGVO: Antwort innerhalb eines Monats (Art. 12 Abs. 3)",
      ccpa: "CCPA: Antwort innerhalb von 45 Tagen (Cal. Civ. Code § 1798.130)",
      pdpl: "PDPL (Saudi-Arabien): Antwort innerhalb von 30 Tagen",
      unstated:
        "Nicht angegeben: Wir wenden den einen Monat der DSGVO, die 45 Tage des CCPA und die 30 Tage des PDPL an; maßgeblich ist das früheste Datum",
    },
    notification: {
      subject: "Neue Datenschutzanfrage ({{type}}), Antwort fällig am {{due, datetime}}",
      heading: "Eine Datenschutzanfrage ist eingegangen",
      type: "Anliegen",
      regime: "Anwendbares Recht",
      received: "Eingegangen",
      dueGdpr: "Antwort fällig nach DSGVO",
      dueCcpa: "Antwort fällig nach CCPA",
      duePdpl: "Antwort fällig nach PDPL",
      requester: "Antragstellende Person",
      open: "Warteschlange für Betroffenenanfragen im Desk öffnen",
    },
    receipt: {
      subject: "Wir haben Ihre Datenschutzanfrage erhalten",
      received:
        "vielen Dank für Ihre Anfrage an Vantreo Data & AI zu Ihren personenbezogenen Daten. Sie ist am {{date, datetime}} bei uns eingegangen.",
      right: "Ihr Anliegen: {{right}}",
      answerBy: "Sie erhalten unsere Antwort spätestens am {{date, datetime}}.",
      verify:
        "Bevor wir tätig werden, bitten wir Sie unter Umständen, Ihre Identität zu bestätigen, damit niemand sonst Ihre Daten einsehen oder löschen kann.",
      confirm:
        "Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört: Erst danach bearbeiten wir Ihre Anfrage, damit niemand sonst Ihre Daten einsehen oder löschen kann.",
      button: "Meine Anfrage bestätigen",
      expiry:
        "Der Link ist einmalig verwendbar und {{days}} Tage gültig. Danach senden Sie Ihre Anfrage bitte erneut.",
      contact:
        "Bei Fragen antworten Sie einfach auf diese E-Mail oder rufen Sie uns unter {{phone}} an.",
      contactNoPhone: "Bei Fragen antworten Sie einfach auf diese E-Mail.",
      notYou:
        "Falls Sie diese Anfrage nicht gesendet haben, teilen Sie uns das bitte als Antwort auf diese E-Mail mit.",
    },
  },
  dataExport: {
    subject: "Ihre bei Vantreo Data & AI gespeicherten personenbezogenen Daten",
    intro:
      "Wie von Ihnen gewünscht, enthält die angehängte Datei {{file}} eine Kopie der personenbezogenen Daten, die wir zu dieser E-Mail-Adresse speichern, im JSON-Format.",
    questions:
      "Falls etwas fehlt oder nicht stimmt, antworten Sie auf diese E-Mail oder rufen Sie uns unter {{phone}} an.",
    questionsNoPhone: "Falls etwas fehlt oder nicht stimmt, antworten Sie auf diese E-Mail.",
    notYou:
      "Falls Sie dies nicht angefordert haben, teilen Sie uns das bitte als Antwort auf diese E-Mail mit.",
  },
  verify: {
    title: "Datenschutzanfrage bestätigen",
    working: "Ihre Anfrage wird bestätigt …",
    verified:
      "Vielen Dank: Ihre Anfrage ist bestätigt. Wir bearbeiten sie und antworten Ihnen per E-Mail.",
    expired:
      "Dieser Bestätigungslink ist abgelaufen. Bitte senden Sie Ihre Anfrage erneut über die Seite zu Ihren Datenschutzrechten.",
    used: "Diese Anfrage wurde bereits bestätigt.",
    unknown: "Dieser Bestätigungslink ist ungültig.",
    failed: "Wir konnten Ihre Anfrage nicht bestätigen. Bitte versuchen Sie es später noch einmal.",
  },
  staffSecondFactor: {
    subject: "Sicherheitshinweis: falsche Anmeldecodes für Ihr Teamkonto",
    greeting: "Guten Tag {{name}},",
    happened:
      "Jemand hat für Ihr Teamkonto {{email}} das richtige Passwort eingegeben und danach innerhalb von 24 Stunden {{count}} falsche Codes der Authenticator-App.",
    slowed:
      "Anmeldungen zu Ihrem Konto werden vorerst verlangsamt: Nach jedem weiteren falschen Code wird die Wartezeit länger, höchstens eine Stunde. Danach können Sie sich wie gewohnt mit Ihrem Passwort und einem aktuellen Code anmelden.",
    ifYou: "Wenn Sie das selbst waren, müssen Sie nichts tun.",
    ifNotYou:
      "Wenn Sie es nicht waren, kennt jemand anderes Ihr Passwort. Bitten Sie umgehend eine Person mit der Rolle „Admin“, es zurückzusetzen, und leiten Sie ihr diese Nachricht weiter.",
    signOff: "Ihr Sicherheitsteam von {{brand}}",
  },
  confirm: {
    title: "Newsletter-Bestätigung",
    working: "Ihr Abonnement wird bestätigt …",
    confirmed: "Ihr Abonnement ist bestätigt. Vielen Dank!",
    expired: "Dieser Bestätigungslink ist abgelaufen. Wir können Ihnen einen neuen senden.",
    used: "Dieses Abonnement wurde bereits bestätigt.",
    unknown: "Dieser Bestätigungslink ist ungültig.",
    failed:
      "Wir konnten Ihr Abonnement nicht bestätigen. Bitte versuchen Sie es später noch einmal.",
  },
  welcome: {
    subject: "Willkommen beim Enterprise-KI-Briefing",
    heading: "Willkommen beim Enterprise-KI-Briefing",
    confirmed: "Vielen Dank, dass Sie Ihr Abonnement bestätigt haben.",
    intro:
      "Einmal im Monat erhalten Sie das Enterprise-KI-Briefing von Vantreo Data & AI mit unseren Analysen zu privater KI, Datenarchitektur und KI-Governance. Die nächste Ausgabe erscheint im kommenden Monat.",
    unsubscribe: "Abmelden",
    unsubscribeText:
      "Sie erhalten diese E-Mail, weil Sie das Enterprise-KI-Briefing abonniert haben. Abmelden können Sie sich jederzeit hier: {{url}}",
  },
  unsubscribe: {
    title: "Vom Newsletter abmelden",
    working: "Sie werden abgemeldet …",
    unsubscribed:
      "Sie sind vom Enterprise-KI-Briefing abgemeldet. Wir senden Ihnen keine weiteren Ausgaben.",
    unknown: "Dieser Abmeldelink ist ungültig.",
    failed: "Wir konnten Sie nicht abmelden. Bitte versuchen Sie es später noch einmal.",
    resubscribe: "Wieder abonnieren",
    resubscribing: "Ihr Abonnement wird erneuert …",
    resubscribed: "Sie sind wieder angemeldet. Vielen Dank!",
    resubscribeFailed:
      "Wir konnten Ihr Abonnement nicht erneuern. Bitte versuchen Sie es später noch einmal.",
  },
  resend: {
    action: "Neuen Bestätigungslink senden",
    sending: "Ein neuer Link wird gesendet …",
    sent: "Ein neuer Bestätigungslink ist an Ihre E-Mail-Adresse unterwegs. Er ist einmalig verwendbar und 7 Tage gültig.",
    failed: "Wir konnten keinen neuen Link senden. Bitte versuchen Sie es später noch einmal.",
  },
  dataroomVerification: {
    subject: "Bitte bestätigen Sie Ihre Anfrage für den Datenraum",
    heading: "Bestätigen Sie Ihre Anfrage",
    intro:
      "Wir haben mit dieser E-Mail-Adresse eine Anfrage für den Zugang zum Investoren-Datenraum von Vantreo Data & AI erhalten. Bitte bestätigen Sie, dass sie von Ihnen stammt: Unser Investor-Relations-Team sieht eine Anfrage erst, wenn ihre Adresse bestätigt ist.",
    button: "Anfrage bestätigen",
    expiry: "Der Link ist einmalig verwendbar und {{days}} Tage gültig.",
    correction:
      "Möchten Sie Ihre Anfrage korrigieren, senden Sie sie erneut und bestätigen Sie den Link in der neuen E-Mail: Der bestätigte Text ersetzt den früheren.",
    ignore:
      "Falls Sie keinen Zugang angefragt haben, ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung wird nichts weitergegeben.",
  },
  dataroomVerify: {
    title: "Bestätigung Ihrer Datenraum-Anfrage",
    working: "Ihre Anfrage wird bestätigt …",
    verified:
      "Ihre Anfrage ist bestätigt. Unser Investor-Relations-Team prüft sie und sendet Ihren Zugangscode an diese Adresse.",
    used: "Diese Anfrage wurde bereits bestätigt.",
    expired: "Dieser Bestätigungslink ist abgelaufen. Bitte senden Sie Ihre Anfrage erneut.",
    unknown: "Dieser Bestätigungslink ist ungültig.",
    failed: "Wir konnten Ihre Anfrage nicht bestätigen. Bitte versuchen Sie es später noch einmal.",
  },
  leadMagnet: {
    subject: "Ihr Leistungsüberblick von Vantreo steht bereit",
    heading: "Ihr Leistungsüberblick steht bereit",
    intro:
      "Vielen Dank für Ihr Interesse. Hier ist der Leistungsüberblick, den Sie auf unserer Leistungsseite angefordert haben: welches Problem die Leistung löst, wie wir vorgehen, Ihre Vorteile und unser Angebot – auf wenigen Seiten, die Sie mit Ihrem Team teilen können.",
    button: "Leistungsüberblick herunterladen (PDF)",
    expiry_one: "Der Link ist {{count}} Tag gültig.",
    expiry_other: "Der Link ist {{count}} Tage gültig.",
    again:
      "Ist der Link abgelaufen? Fordern Sie den Leistungsüberblick auf der Seite der Leistung erneut an – alle Leistungen finden Sie unter {{url}}",
    questions:
      "Fragen zum Leistungsüberblick? Antworten Sie auf diese E-Mail oder schreiben Sie an {{email}}.",
    ignore:
      "Falls Sie diesen Leistungsüberblick nicht angefordert haben, ignorieren Sie diese E-Mail.",
    unsubscribe: "Abmelden",
    unsubscribeText:
      "Sie erhalten diese E-Mail, weil Sie diesen Leistungsüberblick angefordert haben. Wenn Sie keine weiteren Werbe-E-Mails von uns erhalten möchten, melden Sie sich hier ab: {{url}}",
  },
  leadMagnetLink: {
    title: "Download-Link",
    expired:
      "Dieser Download-Link ist abgelaufen. Fordern Sie den Leistungsüberblick auf der Leistungsseite erneut an.",
    unknown:
      "Dieser Download-Link ist ungültig. Fordern Sie den Leistungsüberblick auf der Leistungsseite an.",
    services: "Zu unseren Leistungen",
  },
} as const satisfies StringTree;
