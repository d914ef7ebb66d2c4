import type { StringTree } from "../../instance/resource-types";

/** Beschriftungen der Tools: KI-ROI-Rechner, Datenreifegrad- und KI-Vertrauensanalyse. */
export const tools = {
  shared: {
    start: "Analyse starten",
    next: "Weiter",
    previous: "Zurück",
    seeResults: "Ergebnis anzeigen",
    restart: "Neu beginnen",
    progress: "Frage {{current}} von {{total}}",
    emailResults: "Ausführlichen Bericht per E-Mail erhalten",
    disclaimer:
      "Die Ergebnisse sind Richtwerte und beruhen ausschließlich auf Ihren Angaben. Sie stellen keine Garantie dar.",
  },
  roi: {
    title: "KI-ROI-Rechner",
    description:
      "Schätzen Sie die Rendite einer KI-Initiative anhand Ihrer eigenen Zahlen, bevor Sie Budget freigeben: Aus den betroffenen Mitarbeitenden, den eingesparten Stunden, Ihren Kosten und der erwarteten Nutzung ergeben sich jährlicher Nutzen, Kapitalrendite, Amortisationsdauer und ein Zahlungsverlauf zum Drucken oder Teilen.",
    fields: {
      employees: "Betroffene Mitarbeitende",
      hoursSaved: "Eingesparte Stunden pro Person und Woche",
      hourlyCost: "Durchschnittliche Vollkosten pro Stunde",
      investment: "Gesamtinvestition für die Umsetzung",
      annualRunCost: "Jährliche Betriebskosten",
      currency: "Währung",
    },
    results: {
      heading: "Ihre Schätzung",
      annualSavings: "Geschätzte jährliche Einsparung",
      netBenefit: "Nettonutzen im ersten Jahr",
      roi: "Kapitalrendite (ROI)",
      payback: "Amortisationsdauer",
      paybackMonths_one: "{{months}} Monat",
      paybackMonths_other: "{{months}} Monate",
      highValue:
        "Diese Initiative könnte jährlich mehr als {{amount}} wert sein. Lassen Sie uns das gemeinsam prüfen.",
    },
    calculate: "ROI berechnen",
  },
  maturity: {
    title: "Datenreifegrad-Analyse",
    description:
      "Beantworten Sie einige kurze Fragen und sehen Sie, wo Ihre Datenkompetenzen stehen und was als Nächstes zu verbessern ist.",
    score: "Ihr Ergebnis: {{score}} von {{max}}",
    dimensions: {
      strategy: "Strategie und Führung",
      governance: "Governance und Compliance",
      architecture: "Architektur und Plattformen",
      quality: "Datenqualität",
      analytics: "Analytik und KI",
      culture: "Menschen und Kultur",
    },
    levels: {
      initial: "Anfänglich",
      developing: "Im Aufbau",
      defined: "Definiert",
      managed: "Gesteuert",
      optimized: "Optimiert",
    },
  },
  trust: {
    title: "KI-Vertrauensanalyse",
    description:
      "Bewerten Sie vier Faktoren mit 1 bis 3 Punkten und sehen Sie, wie weit Ihr Unternehmen seinen KI-Systemen vertrauen kann.",
    scale: {
      low: "1 – Niedrig",
      medium: "2 – Mittel",
      high: "3 – Hoch",
    },
    total: "Gesamt: {{score}} von {{max}}",
    bands: {
      strong: "Hohes Vertrauen (10–12)",
      moderate: "Mittleres Vertrauen (7–9)",
      weak: "Geringes Vertrauen (4–6)",
      critical: "Kritisch (unter 4)",
    },
  },
} satisfies StringTree;
