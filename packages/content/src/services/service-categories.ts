/**
 * Categories of the service catalogue (spec section 3: "AI, Security, Network, Infrastructure,
 * others"). The catalogue keeps one data file per category, named after it in lower case
 * (`apps/site/content/services/<category>.json`).
 */
export const SERVICE_CATEGORIES = [
  "AI",
  "Data",
  "Security",
  "Network",
  "Infrastructure",
  "Advisory",
  "Analytics",
] as const;

/** One of {@link SERVICE_CATEGORIES}. */
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/**
 * Category names as shown on the /services, /de/services and /ar/services listings
 * (each locale names the categories itself). German is formal business usage; Arabic is
 * Modern Standard Arabic.
 */
export const SERVICE_CATEGORY_NAMES: Readonly<
  Record<ServiceCategory, { readonly en: string; readonly de: string; readonly ar: string }>
> = {
  AI: { en: "Artificial Intelligence", de: "Künstliche Intelligenz", ar: "الذكاء الاصطناعي" },
  Data: {
    en: "Data Engineering & Governance",
    de: "Data Engineering & Data Governance",
    ar: "هندسة البيانات وحوكمتها",
  },
  Security: { en: "Cybersecurity", de: "Cybersicherheit", ar: "الأمن السيبراني" },
  Network: {
    en: "Network & Communications",
    de: "Netzwerk & Kommunikation",
    ar: "الشبكات والاتصالات",
  },
  Infrastructure: {
    en: "Cloud & Infrastructure",
    de: "Cloud & Infrastruktur",
    ar: "الحوسبة السحابية والبنية التحتية",
  },
  Advisory: {
    en: "Strategy & Advisory",
    de: "Strategie & Beratung",
    ar: "الاستراتيجية والاستشارات",
  },
  Analytics: {
    en: "Analytics & Business Intelligence",
    de: "Analytik & Business Intelligence",
    ar: "التحليلات وذكاء الأعمال",
  },
};

/** The data file that holds a category's entries, e.g. `ai.json` for "AI". */
export function categoryFileName(category: ServiceCategory): string {
  return `${category.toLowerCase()}.json`;
}
