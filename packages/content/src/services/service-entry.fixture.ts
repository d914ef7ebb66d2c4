import type { ServiceEntry } from "./service-entry-schema";

/**
 * A valid catalogue entry for tests, with every field filled. `n` varies every text field so
 * several fixtures can form a catalogue without tripping the duplicate-text rule; `slug`
 * defaults to `test-service-<n>`, and the entry cross-sells to `crossSellTo` (with `crossSellTitle`).
 */
export function serviceEntryFixture(
  n: number,
  options: {
    slug?: string;
    crossSellTo?: string[];
    crossSellTitle?: (slug: string) => string;
  } = {},
): ServiceEntry {
  const slug = options.slug ?? `test-service-${n}`;
  const targets = options.crossSellTo ?? ["other-service-a", "other-service-b"];
  const titleOf = options.crossSellTitle ?? ((target: string) => `Title of ${target}`);
  return {
    id: slug.replace("/", "-"),
    slug,
    category: "AI",
    serviceType: "Platform implementation",
    title: `Title of ${slug}`,
    h1: `Heading number ${n} for a test service`,
    metaDescription: `Meta description number ${n}: a sentence long enough to pass the lower bound of seventy characters.`,
    shortDescription: `Short description number ${n}, long enough to be shown on a card.`,
    problemStatement: `Problem statement number ${n}. Teams struggle with a problem that takes more than eighty characters to describe.`,
    solution: `Solution number ${n}. We solve the problem with a method that also takes more than eighty characters to describe well.`,
    keyBenefits: [1, 2, 3, 4].map((b) => `Benefit ${b} of service number ${n}`),
    keywordClusters: ["keyword one", "keyword two", "keyword three", "keyword four"],
    leadMagnetTitle: `Checklist number ${n}`,
    leadMagnetDescription: `A downloadable checklist number ${n} with questions to ask first.`,
    primaryCTAs: [
      { text: "Book a 15-minute discovery call", action: "link", href: "booking:discovery-15" },
      {
        text: "Talk to us",
        action: "link",
        href: `/contact?source=service-page&utm_service=${slug}`,
      },
    ],
    crossSells: targets.map((target) => ({
      title: titleOf(target),
      description: "Why this other service pairs well with this one.",
      url: `/services/${target}`,
    })),
    caseStudy: {
      company: `Regional company number ${n} (Southeast US)`,
      challenge: `Challenge number ${n}: something that was slow and costly before the engagement.`,
      result: `Result number ${n}: the thing became fast and cheap after the engagement.`,
      metric: `Metric number ${n}`,
    },
    i18n: {
      de: {
        title: `Testdienst Nummer ${n}`,
        shortDescription: `Kurzbeschreibung Nummer ${n}, lang genug für eine Karte.`,
      },
      ar: {
        title: `خدمة تجريبية رقم ${n}`,
        shortDescription: `وصف مختصر رقم ${n} طويل بما يكفي لعرضه على بطاقة.`,
      },
    },
  };
}
