import type { StringTree } from "../../instance/resource-types";

/** Fehlerseite der Anwendung und die Seite „Nicht gefunden“ auf Deutsch. */
export const errors = {
  boundary: {
    title: "Etwas ist schiefgelaufen",
    description:
      "Es ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die Seite neu oder wenden Sie sich an den Support, falls das Problem weiterhin besteht.",
    reload: "Seite neu laden",
    retry: "Erneut versuchen",
    details: "Fehlerdetails",
  },
  notFound: {
    code: "404",
    title: "Seite nicht gefunden",
    description: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
    home: "Zurück zur Startseite",
    search: "Website durchsuchen",
    contact: "Kontakt aufnehmen",
  },
} satisfies StringTree;
