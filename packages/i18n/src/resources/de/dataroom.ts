import type { StringTree } from "../../instance/resource-types";

/** Der Datenraum für Investoren auf Deutsch (Sie-Form). */
export const dataroom = {
  loading: "Wird geladen …",
  retry: "Erneut versuchen",
  catalog: {
    heading: "Was der Datenraum enthält",
    loading: "Die Liste der Dokumente wird geladen …",
    error:
      "Die Liste der Dokumente konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
    empty: "Im Datenraum wurden noch keine Dokumente veröffentlicht.",
    updated: "Aktualisiert am {{date}}",
    read: "Dokument lesen",
  },
  session: {
    signedInAs: "Angemeldet als {{email}}",
    validUntil: "Ihr Zugang gilt bis {{date}}.",
    signOut: "Abmelden",
    signedOut: "Sie haben sich vom Datenraum abgemeldet.",
  },
  request: {
    heading: "Zugang anfragen",
    intro:
      "Sagen Sie uns, wer Sie sind. Unser Investor-Relations-Team prüft jede Anfrage und sendet Ihnen einen persönlichen Zugangscode per E-Mail.",
    name: "Vollständiger Name",
    email: "Geschäftliche E-Mail-Adresse",
    emailHelp:
      "An diese Adresse senden wir Ihren Zugangscode; sie erscheint auf jeder Seite, die Sie lesen.",
    firm: "Unternehmen",
    message: "Nachricht",
    messageHelp: "Optional: Ihr Fonds, das Mandat oder was Sie prüfen möchten.",
    submit: "Anfrage senden",
    submitting: "Wird gesendet …",
    success:
      "Vielen Dank. Wir senden einen Bestätigungslink an die angegebene E-Mail-Adresse. Bitte sehen Sie in Ihrem Postfach (auch im Spam-Ordner) nach und öffnen Sie den Link: Erst dann erreicht Ihre Anfrage unser Investor-Relations-Team. Nach der Prüfung erhalten Sie Ihren persönlichen Zugangscode per E-Mail.",
  },
  code: {
    heading: "Zugangscode eingeben",
    intro:
      "Bereits freigegeben? Geben Sie den Code aus Ihrer E-Mail ein, um den Datenraum zu öffnen.",
    label: "Zugangscode",
    help: "Vier Gruppen aus je vier Buchstaben und Ziffern, zum Beispiel K7QM-3XHP-9TRW-C4NV. Groß- und Kleinschreibung sowie Bindestriche spielen keine Rolle.",
    submit: "Datenraum öffnen",
    submitting: "Wird geprüft …",
  },
  fields: {
    nameRequired: "Bitte geben Sie Ihren vollständigen Namen ein.",
    emailInvalid: "Bitte geben Sie eine E-Mail-Adresse im Format name@firma.de ein.",
    firmRequired: "Bitte geben Sie den Namen Ihres Unternehmens ein.",
    nameTooLong: "Ihr Name darf höchstens 100 Zeichen lang sein.",
    firmTooShort: "Der Name Ihres Unternehmens muss mindestens 2 Zeichen lang sein.",
    firmTooLong: "Der Name Ihres Unternehmens darf höchstens 100 Zeichen lang sein.",
    messageTooLong: "Ihre Nachricht darf höchstens 5.000 Zeichen lang sein.",
    codeRequired: "Bitte geben Sie Ihren Zugangscode ein.",
    usernameRequired: "Bitte geben Sie Ihren Benutzernamen ein.",
    passwordRequired: "Bitte geben Sie Ihr Passwort ein.",
    staffEmailRequired: "Bitte geben Sie Ihre dienstliche E-Mail-Adresse ein.",
    totpCodeRequired: "Bitte geben Sie den Code aus Ihrer Authenticator-App ein.",
    slugInvalid:
      "Verwenden Sie nur Kleinbuchstaben, Ziffern und Bindestriche, zum Beispiel company-overview (access, admin und verify sind für die Seiten des Datenraums reserviert).",
    titleRequired: "Bitte geben Sie einen Titel ein.",
    descriptionRequired: "Bitte geben Sie eine kurze Beschreibung ein.",
    sectionsRequired: "Fügen Sie mindestens einen Abschnitt mit Überschrift und Absatz hinzu.",
  },
  errors: {
    summary: "Bitte korrigieren Sie Folgendes:",
    invalid_request:
      "Einige Angaben fehlen oder sind ungültig. Bitte prüfen Sie die markierten Felder.",
    invalid_code:
      "Dieser Zugangscode ist ungültig. Er ist möglicherweise falsch eingegeben, abgelaufen oder widerrufen. Prüfen Sie Ihre E-Mail oder fragen Sie den Zugang erneut an.",
    locked_one:
      "Zu viele Versuche. Zu Ihrer Sicherheit warten Sie bitte {{count, number}} Minute, bevor Sie es erneut versuchen.",
    locked_other:
      "Zu viele Versuche. Zu Ihrer Sicherheit warten Sie bitte {{count, number}} Minuten, bevor Sie es erneut versuchen.",
    invalid_credentials: "Benutzername oder Passwort ist nicht korrekt.",
    staffInvalidCredentials: "E-Mail-Adresse, Passwort oder Code ist nicht korrekt.",
    forbidden: "Ihr Teamkonto hat keinen Zugang zur Verwaltung des Datenraums.",
    not_configured:
      "Die Anmeldung zur Verwaltung ist auf diesem Server nicht eingerichtet. Bitten Sie den Betreiber, die Administrator-Zugangsdaten zu hinterlegen.",
    no_session: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    not_found: "Dieses Dokument existiert nicht oder ist nicht mehr im Datenraum.",
    csrf: "Ihre Sitzung konnte nicht bestätigt werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    invalid_document:
      "Das Dokument konnte nicht gespeichert werden. Bitte prüfen Sie die markierten Felder.",
    slug_taken: "Ein anderes Dokument verwendet diese Adresse bereits. Wählen Sie eine andere.",
    rate_limited: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    network:
      "Der Datenraum ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    unknown:
      "Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es in einem Moment noch einmal.",
  },
  document: {
    title: "Dokument im Datenraum",
    description: "Ein vertrauliches Dokument aus dem Investoren-Datenraum von Vantreo Data & AI.",
    loading: "Das Dokument wird geöffnet …",
    back: "Zurück zum Datenraum",
    updated: "Aktualisiert am {{date}}",
    confidential:
      "Vertraulich. Erstellt für {{watermark}}. Nicht weiterleiten oder vervielfältigen.",
    noSession: {
      heading: "Für dieses Dokument benötigen Sie einen Zugangscode",
      body: "Dokumente des Datenraums sehen nur freigegebene Investoren mit einer gültigen Sitzung. Ihre Sitzung ist möglicherweise abgelaufen oder wurde beendet.",
      link: "Zugang anfragen oder Code eingeben",
    },
    notFound: {
      heading: "Dokument nicht gefunden",
      body: "Dieses Dokument existiert nicht oder wurde aus dem Datenraum entfernt.",
    },
  },
  admin: {
    signIn: {
      heading: "Anmeldung für Administratoren",
      username: "Benutzername",
      password: "Passwort",
      email: "Geschäftliche E-Mail-Adresse",
      totpCode: "Code aus der Authenticator-App",
      totpHint:
        "Der sechsstellige Code, den Ihre Authenticator-App für Vantreo anzeigt. Jeder Code gilt nur einmal.",
      submit: "Anmelden",
      submitting: "Anmeldung läuft …",
    },
    signedInAs: "Angemeldet als {{username}}",
    signOut: "Abmelden",
    requests: {
      heading: "Zugangsanfragen",
      empty: "Noch keine Zugangsanfragen.",
      caption: "Zugangsanfragen, die neuesten zuerst",
      name: "Investor",
      firm: "Unternehmen",
      message: "Nachricht",
      status: "Status",
      requested: "Angefragt",
      access: "Zugang",
      actions: "Aktionen",
      statusPending: "Offen",
      statusApproved: "Freigegeben",
      statusRevoked: "Widerrufen",
      until: "bis {{date}}",
      revokedOn: "widerrufen am {{date}}",
      days: "Tage Zugang",
      daysFor: "Tage Zugang für {{name}}",
      daysInvalid: "Wählen Sie zwischen 1 und 90 Tagen.",
      approve: "Freigeben",
      approveFor: "{{name}} freigeben",
      reissue: "Neuen Code ausstellen",
      reissueFor: "Neuen Code für {{name}} ausstellen",
      revoke: "Widerrufen",
      revokeFor: "Zugang von {{name}} widerrufen",
      revoked: "Der Zugang von {{email}} wurde widerrufen. Alle Sitzungen sind beendet.",
    },
    code: {
      heading: "Zugangscode für {{email}}",
      body: "Dieser Code wird nur ein einziges Mal angezeigt. Senden Sie ihn jetzt an den Investor; er kann nicht erneut angezeigt werden.",
      expires: "Gültig bis {{date}}.",
      copy: "Code kopieren",
      copied: "Der Code wurde in die Zwischenablage kopiert.",
      copyFailed:
        "Der Code konnte nicht kopiert werden. Markieren Sie ihn und kopieren Sie ihn von Hand.",
      dismiss: "Ich habe den Code versendet",
    },
    documents: {
      heading: "Dokumente",
      empty: "Noch keine Dokumente.",
      caption: "Dokumente im Datenraum",
      slug: "Adresse",
      title: "Titel",
      updated: "Aktualisiert",
      addHeading: "Dokument hinzufügen",
      slugLabel: "Adresse (Slug)",
      slugHelp:
        "Kleinbuchstaben, Ziffern und Bindestriche; das Dokument ist unter /dataroom/ gefolgt von dieser Adresse zu lesen.",
      titleLabel: "Titel",
      descriptionLabel: "Beschreibung",
      descriptionHelp: "Ein oder zwei Sätze, die allen Besuchern im Katalog angezeigt werden.",
      sectionsLabel: "Abschnitte",
      sectionsHelp:
        "Beginnen Sie jeden Abschnitt mit einer Zeile, die mit # und der Überschrift anfängt. Trennen Sie Absätze durch eine Leerzeile.",
      submit: "Dokument hinzufügen",
      submitting: "Wird gespeichert …",
      added: "Das Dokument „{{title}}“ wurde hinzugefügt.",
    },
    audit: {
      heading: "Zugriffsprotokoll",
      empty: "Es wurde noch nichts protokolliert.",
      caption: "Wer hat wann was getan, die neuesten Einträge zuerst",
      at: "Zeitpunkt",
      email: "Wer",
      document: "Dokument",
      event: "Ereignis",
      events: {
        view: "Dokument angesehen",
        session_start: "Datenraum geöffnet",
        code_refused: "Zugangscode abgelehnt",
        revoke: "Zugang widerrufen",
        approve: "Zugang freigegeben",
        admin_login: "Administrator angemeldet",
        admin_login_refused: "Anmeldung als Administrator abgelehnt",
      },
    },
  },
} as const satisfies StringTree;
