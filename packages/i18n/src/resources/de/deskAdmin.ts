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
    welcome: {
      title: "Einrichtung des Mitarbeiterkontos",
      description: "Hier öffnen Mitarbeitende ihren Einladungs- oder Zurücksetzungslink.",
      h1: "Richten Sie Ihr Mitarbeiterkonto ein",
      intro:
        "Wählen Sie Ihr eigenes Passwort und richten Sie Ihre Authenticator-App ein. Nur Sie sehen beides: Niemand im Unternehmen, auch kein Inhaber, kann es lesen.",
    },
    account: {
      title: "Lead-Desk: Ihr Konto",
      description: "Ändern Sie das Passwort Ihres eigenen Mitarbeiterkontos.",
      h1: "Ihr Konto",
      intro:
        "Ändern Sie Ihr Passwort. Dazu benötigen Sie Ihr aktuelles Passwort und einen neuen Code aus Ihrer Authenticator-App.",
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
    export: "Export senden",
    erase: "Löschen …",
    markDone: "Als beantwortet markieren",
    exported: "Der Export wird per E-Mail an die Adresse der Anfrage gesendet.",
    erased: "Die Daten der Person wurden gelöscht.",
    markedDone: "Die Anfrage wurde als beantwortet markiert.",
    eraseTitle: "Daten dieser Person löschen?",
    eraseBody:
      "Alle Leads, Anfragen, E-Mails und Einträge zu dieser Person werden endgültig gelöscht, und das CRM wird aufgefordert, seine Kopie zu löschen. Das lässt sich nicht rückgängig machen.",
    eraseConfirm: "Endgültig löschen",
    verification: "Bestätigung",
    verified: "Bestätigt",
    unverified: "Nicht bestätigt",
    overridden: "Übersteuert",
    overrideBy: "von {{by}}: {{reason}}",
    unverifiedHint:
      "Die anfragende Person hat den an diese Adresse gesendeten Link noch nicht geöffnet. Export und Löschung warten darauf oder auf eine begründete Übersteuerung.",
    override: "Übersteuern …",
    overrideTitle: "Ohne Bestätigung der anfragenden Person handeln?",
    overrideBody:
      "Die anfragende Person hat nicht bestätigt, dass diese Adresse ihr gehört. Begründen Sie, warum Sie dennoch handeln dürfen (zum Beispiel, wie Sie ihre Identität geprüft haben). Ihre Begründung und Ihr Name werden im Protokoll festgehalten. Der Export geht weiterhin nur an die Adresse der Anfrage.",
    overrideReason: "Begründung",
    overrideReasonHint: "Mindestens {{min, number}} Zeichen.",
    overrideReasonShort: "Bitte schreiben Sie mindestens {{min, number}} Zeichen.",
    overrideConfirm: "Übersteuerung festhalten",
    overrideDone: "Die Übersteuerung wurde festgehalten. Export und Löschung sind jetzt möglich.",
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
      "Ihre Authenticator-App funktioniert dann nicht mehr, und die Person wird abgemeldet. Sie erhält eine E-Mail mit einem einmal gültigen Link, um eine neue einzurichten; Sie sehen ihn nie.",
    resetConfirm: "Zweiten Faktor zurücksetzen",
    accountDisabled: "Das Konto wurde deaktiviert.",
    resetPassword: "Passwort zurücksetzen …",
    resetPasswordTitle: "Passwort dieser Person zurücksetzen?",
    resetPasswordBody:
      "Ihr Passwort funktioniert sofort nicht mehr, und die Person wird abgemeldet. Sie erhält eine E-Mail mit einem einmal gültigen Link, um ein neues zu wählen; Sie sehen es nie.",
    resetPasswordConfirm: "Passwort zurücksetzen",
    changeRoles: "Rollen ändern …",
    rolesTitle: "Rollen dieser Person ändern",
    rolesBody:
      "Die Änderung gilt sofort. Wird die Rolle Inhaber vergeben, erhalten alle Inhaber eine E-Mail.",
    rolesConfirm: "Rollen speichern",
    rolesChanged: "Die Rollen wurden geändert.",
    linkSent:
      "Eine E-Mail mit einem einmal gültigen Link wurde an {{email}} gesendet. Der Link läuft in 72 Stunden ab.",
    invitationSent: "Die Einladung wurde an {{email}} gesendet. Der Link läuft in 72 Stunden ab.",
    stepUp: {
      title: "Mit Ihrer Authenticator-App bestätigen",
      body: "Änderungen an Mitarbeiterkonten erfordern einen neuen Code aus Ihrer eigenen Authenticator-App.",
      code: "Code aus Ihrer Authenticator-App",
      codeHint:
        "6 Ziffern. Jeder Code gilt nur einmal: Wurde er gerade verwendet, warten Sie auf den nächsten.",
      codeRequired: "Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
      confirm: "Bestätigen",
    },
    invite: {
      heading: "Mitarbeiterin oder Mitarbeiter einladen",
      email: "Geschäftliche E-Mail",
      name: "Anzeigename",
      roles: "Rollen",
      rolesHint: "Inhaber dürfen alles, auch Mitarbeiterkonten verwalten.",
      hint: "Die Person erhält eine E-Mail mit einem einmal gültigen Link (72 Stunden gültig), um ihr eigenes Passwort zu wählen und ihre Authenticator-App einzurichten. Sie sehen beides nie.",
      submit: "Einladung senden",
      submitting: "Wird gesendet …",
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
  welcome: {
    loading: "Ihr Link wird geprüft …",
    heading: {
      invite: "Willkommen, {{name}}",
      password: "Wählen Sie ein neues Passwort",
      totp: "Richten Sie eine neue Authenticator-App ein",
    },
    account: "Mitarbeiterkonto: {{email}}",
    password: "Neues Passwort",
    passwordHint: "Mindestens {{count}} Zeichen. Nur Sie kennen es.",
    qrIntro:
      "Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder fügen Sie ihr den Link unten hinzu.",
    code: "Code aus Ihrer Authenticator-App",
    codeHint:
      "Geben Sie den 6-stelligen Code ein, den die App jetzt anzeigt, um die Einrichtung zu bestätigen.",
    submit: "Einrichtung abschließen",
    submitting: "Wird gespeichert …",
    done: {
      invite:
        "Ihr Konto ist bereit. Melden Sie sich mit Ihrer E-Mail, Ihrem Passwort und einem Code aus Ihrer Authenticator-App an.",
      password:
        "Ihr neues Passwort ist gesetzt. Melden Sie sich damit und mit Ihrer Authenticator-App an.",
      totp: "Ihre neue Authenticator-App ist eingerichtet. Melden Sie sich mit Ihrem Passwort und einem Code daraus an.",
    },
    signIn: "Zur Anmeldung",
    noToken: "Diese Seite benötigt den Link aus Ihrer E-Mail. Bitte öffnen Sie diesen Link erneut.",
    fields: {
      password: "Bitte verwenden Sie mindestens {{count}} Zeichen.",
      code: "Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
    },
  },
  account: {
    heading: "Passwort ändern",
    intro: "Danach werden Sie überall abgemeldet und melden sich mit dem neuen Passwort wieder an.",
    currentPassword: "Aktuelles Passwort",
    newPassword: "Neues Passwort",
    newPasswordHint: "Mindestens 12 Zeichen.",
    code: "Code aus Ihrer Authenticator-App",
    submit: "Passwort ändern",
    submitting: "Wird geändert …",
    done: "Ihr Passwort wurde geändert, und Sie wurden überall abgemeldet. Melden Sie sich mit dem neuen Passwort an.",
    signIn: "Erneut anmelden",
    fields: {
      currentPassword: "Bitte geben Sie Ihr aktuelles Passwort ein.",
      newPassword: "Bitte verwenden Sie mindestens 12 Zeichen.",
      code: "Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
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
      "data-request-export": "Datenauskunft an die anfragende Person",
      "dataroom-verification": "Bestätigungslink einer Datenraum-Anfrage",
      "staff-invitation": "Einladung oder Link zum Zurücksetzen für Mitarbeitende",
      "staff-owner-added": "Hinweis auf einen neuen Inhaber",
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
