import type { StringTree } from "../../instance/resource-types";

/** Newsletter-Pop-up und seine Exit-Intent-Variante auf Deutsch. */
export const popup = {
  label: "Newsletter-Anmeldung",
  newsletter: {
    title: "Das Enterprise-KI-Briefing",
    description:
      "Einmal im Monat unsere neuesten Analysen zu privater KI, Datenplattformen und KI-Governance.",
  },
  exitIntent: {
    title: "Bevor Sie gehen",
    description:
      "Erhalten Sie monatlich unsere Analysen dazu, wie sich KI-Projekte auszahlen – direkt in Ihr Postfach.",
  },
  emailLabel: "Geschäftliche E-Mail-Adresse",
  emailPlaceholder: "sie@unternehmen.de",
  submit: "Abonnieren",
  success: "Fast geschafft: Bitte bestätigen Sie Ihr Abonnement über den Link in Ihrem Postfach.",
  dismiss: "Nein, danke",
  close: "Schließen",
  privacyNote: "Wir respektieren Ihre Privatsphäre. Abmeldung jederzeit möglich.",
} satisfies StringTree;
