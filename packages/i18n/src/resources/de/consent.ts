import type { StringTree } from "../../instance/resource-types";

/** Cookie-Banner, GPC-Hinweis und Cookie-Einstellungen auf Deutsch. */
export const consent = {
  banner: {
    label: "Cookie-Einwilligung",
    title: "Ihre Privatsphäre ist uns wichtig",
    description:
      "Wir verwenden Cookies, um diese Website zu betreiben, und mit Ihrer Einwilligung, um ihre Nutzung zu messen und Marketing zu personalisieren. Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ ändern.",
    accept: "Alle akzeptieren",
    decline: "Ablehnen",
    manage: "Einstellungen verwalten",
    privacyLink: "Datenschutzerklärung",
  },
  gpc: {
    title: "Global Privacy Control wird berücksichtigt",
    description:
      "Ihr Browser hat ein Global-Privacy-Control-Signal gesendet. Daher haben wir Analyse- und Werbe-Cookies für Sie abgelehnt. Aktiv bleiben nur Cookies, die für den Betrieb der Website erforderlich sind.",
    dismiss: "OK",
  },
  preferences: {
    title: "Cookie-Einstellungen",
    description:
      "Legen Sie fest, welche Cookies wir verwenden dürfen. Funktionale Cookies sind immer aktiv, weil die Website ohne sie nicht funktioniert.",
    save: "Einstellungen speichern",
    acceptAll: "Alle akzeptieren",
    rejectAll: "Alle ablehnen",
    saved: "Ihre Cookie-Einstellungen wurden gespeichert.",
    alwaysOn: "Immer aktiv",
    recordedOn: "Auswahl gespeichert am {{date}}",
    status: {
      accepted: "Akzeptiert",
      declined: "Abgelehnt",
      unknown: "Noch keine Auswahl getroffen",
    },
    categories: {
      functional: {
        title: "Funktional",
        description:
          "Schützen die Website und speichern Ihre Sprache, Ihr Farbschema und Ihre Cookie-Auswahl. Immer aktiv.",
      },
      analytics: {
        title: "Analyse",
        description:
          "Zeigen uns in zusammengefasster Form, welche Seiten besucht werden und wie schnell die Website ist.",
      },
      advertising: {
        title: "Werbung",
        description:
          "Messen unsere Kampagnen in beruflichen Netzwerken und zeigen Ihnen andernorts relevante Inhalte.",
      },
      personalization: {
        title: "Personalisierung",
        description:
          "Merkt sich die Themen, die Sie lesen, damit Inhalte und Angebote dieser Website dazu passen.",
      },
    },
  },
} satisfies StringTree;
