import type { StringTree } from "../../instance/resource-types";

/** Benachrichtigungen (Toasts) auf Deutsch. */
export const toasts = {
  region: "Benachrichtigungen",
  close: "Benachrichtigung schließen",
  kinds: {
    loading: "Wird geladen",
    success: "Erfolgreich",
    info: "Information",
    warning: "Warnung",
    error: "Fehler",
  },
  leadSent: "Nachricht gesendet",
  requestReceived: "Anfrage eingegangen",
  submission: {
    keptInForm: "Alles, was Sie eingegeben haben, steht weiterhin im Formular.",
  },
  subscribed: {
    title: "Fast geschafft",
    description:
      "Bitte bestätigen Sie Ihr Abonnement über den Link, den wir Ihnen per E-Mail geschickt haben.",
  },
  linkCopied: "Link in die Zwischenablage kopiert.",
  copyFailed: "Der Link konnte nicht kopiert werden. Bitte kopieren Sie ihn aus der Adresszeile.",
  offline:
    "Sie scheinen offline zu sein. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  genericError: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
} satisfies StringTree;
