import type { StringTree } from "../../instance/resource-types";

/** The lead desk's administration pages in German (formal address, Sie). */
export const deskAdmin = {
  retry: "Erneut versuchen",
  cancel: "Abbrechen",
  you: "Sie",
  never: "nie",
  pages: {
    eyebrow: "Nur für Mitarbeitende",
    privacy: {
      title: "Lead-Desk: Datenschutz-Anfragen",
      description:
        "Die Anfragen zu Betroffenenrechten mit ihren gesetzlichen Fristen, für das Datenschutzteam.",
      h1: "Datenschutz-Anfragen",
      intro:
        "Anfragen von der Seite zu Betroffenenrechten, älteste zuerst, mit ihren Fristen nach DSGVO und CCPA. Exportieren Sie die Daten einer Person, löschen Sie sie oder markieren Sie eine Anfrage als beantwortet.",
    },
    staff: {
      title: "Lead-Desk: Mitarbeiterkonten",
      description:
        "Die Seite der Inhaber zum Einladen, Deaktivieren und Zurücksetzen von Mitarbeiterkonten.",
      h1: "Mitarbeiterkonten",
      intro:
        "Laden Sie Kolleginnen und Kollegen mit den nötigen Rollen ein, deaktivieren Sie ein Konto, das sich nicht mehr anmelden soll, oder setzen Sie einen verlorenen zweiten Faktor zurück.",
    },
    mail: {
      title: "Lead-Desk: E-Mails",
      description:
        "Die E-Mails, die die Lead-API geschrieben hat, und eine Vorschau jeder Vorlage.",
      h1: "E-Mails",
      intro:
        "Ohne Mailserver schreibt die Lead-API jede E-Mail in ihren Datenordner: Lesen Sie sie hier und sehen Sie sich jede Vorlage auf Englisch, Deutsch und Arabisch an.",
    },
  },
  privacy: {
    heading: "Anfragen zu Betroffenenrechten",
    show: "Anzeigen",
    open: "Offen",
    done: "Beantwortet",
    emptyOpen: "Keine offenen Anfragen. Alle Anfragen sind beantwortet.",
    emptyDone: "Noch keine beantworteten Anfragen.",
    caption: "Anfragen zu Betroffenenrechten, älteste zuerst, mit ihren gesetzlichen Fristen",
    person: "Betroffene Person",
    kind: "Anfrage",
    received: "Eingegangen",
    due: "Fällig",
    state: "Stand",
    actions: "Aktionen",
    requestType: {
      access: "Auskunft über die Daten",
      deletion: "Löschung",
      correction: "Berichtigung",
      portability: "Kopie zur Mitnahme",
      "opt-out": "Widerspruch gegen Verkauf oder Weitergabe",
      other: "Sonstiges",
      unknown: "Nicht angegeben",
    },
    law: {
      gdpr: "DSGVO, ein Monat",
      ccpa: "CCPA, 45 Tage",
    },
    urgency: {
      overdue: "Überfällig",
      soon: "In 7 Tagen fällig",
      onTime: "Fristgerecht",
    },
    stateOpen: "Offen",
    stateDone: "Beantwortet",
    export: "Export herunterladen",
    erase: "Löschen …",
    markDone: "Als beantwortet markieren",
    exported: "Der Export wurde heruntergeladen.",
    erased: "Die Daten der Person wurden gelöscht.",
    markedDone: "Die Anfrage wurde als beantwortet markiert.",
    eraseTitle: "Daten dieser Person löschen?",
    eraseBody:
      "Alle Leads, Anfragen, E-Mails und Einträge zu dieser Person werden endgültig gelöscht, und das CRM wird aufgefordert, seine Kopie zu löschen. Das lässt sich nicht rückgängig machen.",
    eraseConfirm: "Endgültig löschen",
  },
  staff: {
    heading: "Mitarbeiterkonten",
    caption: "Mitarbeiterkonten mit ihren Rollen und der letzten Anmeldung",
    name: "Anzeigename",
    email: "Geschäftliche E-Mail",
    roles: "Rollen",
    state: "Stand",
    created: "Angelegt",
    lastSignIn: "Letzte Anmeldung",
    actions: "Aktionen",
    active: "Aktiv",
    disabled: "Deaktiviert",
    disable: "Deaktivieren …",
    resetTotp: "Zweiten Faktor zurücksetzen …",
    disableTitle: "Dieses Konto deaktivieren?",
    disableBody:
      "Die Person wird sofort abgemeldet und kann sich nicht mehr anmelden. Nur die Kommandozeile kann das Konto wieder öffnen.",
    disableConfirm: "Konto deaktivieren",
    resetTitle: "Zweiten Faktor dieser Person zurücksetzen?",
    resetBody:
      "Ihre Authenticator-App funktioniert dann nicht mehr, und die Person wird abgemeldet. Die neue Einrichtung wird Ihnen einmal angezeigt.",
    resetConfirm: "Zweiten Faktor zurücksetzen",
    accountDisabled: "Das Konto wurde deaktiviert.",
    invite: {
      heading: "Mitarbeiterin oder Mitarbeiter einladen",
      email: "Geschäftliche E-Mail",
      name: "Anzeigename",
      roles: "Rollen",
      rolesHint: "Inhaber dürfen alles, auch Mitarbeiterkonten verwalten.",
      password: "Erstes Passwort",
      passwordHint:
        "Mindestens 12 Zeichen. Teilen Sie es der Person direkt mit, nie per E-Mail; sie meldet sich damit und mit ihrer Authenticator-App an.",
      submit: "Konto anlegen",
      submitting: "Wird angelegt …",
    },
    fields: {
      email: "Bitte geben Sie eine gültige geschäftliche E-Mail-Adresse ein.",
      name: "Bitte geben Sie den Namen der Person ein.",
      roles: "Bitte wählen Sie mindestens eine Rolle.",
      password: "Bitte verwenden Sie mindestens 12 Zeichen.",
    },
    enrollment: {
      heading: "Einrichtung der Authenticator-App",
      shownOnce:
        "Wird nur einmal angezeigt: Scannen Sie den Code jetzt oder kopieren Sie den Link. Er ist nirgends wieder abrufbar; nach dem Schließen bringt nur ein erneutes Zurücksetzen einen neuen.",
      qrLabel: "QR-Code für die Authenticator-App",
      uriLabel:
        "Falls sich der Code nicht scannen lässt, fügen Sie diesen Link in der Authenticator-App hinzu:",
      close: "Erledigt, schließen",
    },
  },
  mail: {
    heading: "Geschriebene E-Mails",
    smtp: "E-Mails gehen über den Mailserver (SMTP) hinaus, daher wird hier keine aufbewahrt.",
    empty: "Es wurde noch keine E-Mail geschrieben.",
    caption: "In den Datenordner geschriebene E-Mails, neueste zuerst",
    date: "Datum",
    kind: "E-Mail",
    to: "An",
    subject: "Betreff",
    language: "Sprache",
    open: "Öffnen",
    kinds: {
      "lead-notification": "Benachrichtigung über einen neuen Lead",
      "lead-acknowledgement": "Eingangsbestätigung an die Person",
      "newsletter-confirmation": "Newsletter-Bestätigung",
      "data-request-notification": "Benachrichtigung über eine Datenschutzanfrage",
      "data-request-receipt": "Eingangsbestätigung einer Datenschutzanfrage",
      "staff-second-factor-alert": "Sicherheitshinweis: falsche Anmeldecodes",
      unknown: "Andere E-Mail",
    },
    languages: {
      en: "Englisch",
      de: "Deutsch",
      ar: "Arabisch",
      unknown: "Nicht angegeben",
    },
    previous: "Vorige Seite",
    next: "Nächste Seite",
    pageOf: "Seite {{page, number}} von {{pages, number}}",
    viewer: {
      from: "Von",
      replyTo: "Antwort an",
      text: "Textteil",
      html: "HTML-Teil",
      frameTitle: "Der HTML-Teil der E-Mail (Skripte und Links deaktiviert)",
      noHtml: "Diese E-Mail hat keinen HTML-Teil.",
      back: "Zurück zur Liste",
    },
    previews: {
      heading: "Vorlagen-Vorschau",
      intro:
        "Jede Vorlage in jeder Sprache, in der sie verschickt wird, mit einem Beispiel-Lead gefüllt.",
      template: "Vorlage",
    },
  },
} as const satisfies StringTree;
