// @vitest-environment jsdom
import type { ServiceEntry } from "@vantreo/content";
import type { Locale } from "@vantreo/i18n";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ARTICLE_PAGE_COPY } from "../../copy/article-page";
import { BOOKINGS_PAGE_COPY } from "../../copy/bookings-page";
import { CAREER_PAGE_COPY } from "../../copy/career-page";
import { CAREERS_PAGE_COPY } from "../../copy/careers-page";
import { CASE_STUDIES_PAGE_COPY } from "../../copy/case-studies-page";
import { INSIGHTS_PAGE_COPY } from "../../copy/insights-page";
import { LEARNING_PAGE_COPY } from "../../copy/learning-page";
import { SERVICE_PAGE_COPY } from "../../copy/service-page";
import { SERVICES_PAGE_COPY } from "../../copy/services-page";
import Bookings from "../../routes/bookings";
import Career from "../../routes/career";
import Careers from "../../routes/careers";
import CaseStudies from "../../routes/case-studies";
import CaseStudy from "../../routes/case-study";
import Insight from "../../routes/insight";
import Insights from "../../routes/insights";
import Learning from "../../routes/learning";
import Services from "../../routes/services";
import { ServiceBody, ServiceHero } from "../services/service-detail";
import { bookingOptionViews } from "./booking-option-views";
import {
  markedCopy,
  translatedEnglish,
  unmarkedLatin,
  visibleStrings,
} from "./page-chrome.test-helper";
import { InlineIslands, loadAllIslands } from "../../islands/inline-islands";
import { MemoryPageLocation } from "../../navigation/memory-page-location";

// The route modules' loaders read the bundled content at build time; only their pages run here.
vi.mock("../../data/content.server", () => ({ siteContent: vi.fn() }));

// Every visible string is a translation (STYLE.md rule 7). Content is marked ⟦…⟧ so only the page
// chrome can carry words: German and Arabic pages must show none of the English chrome, and a
// page rendered with marked copy must show no Latin letter outside a marker.

const m = (name: string) => `⟦data.${name}⟧`;

// Pages render their interactive parts as islands: here they render in place.
const inlineIslands = await loadAllIslands();

function html(node: ReactNode): string {
  return renderToStaticMarkup(
    <InlineIslands value={inlineIslands}>
      <MemoryPageLocation path="/">{node}</MemoryPageLocation>
    </InlineIslands>,
  );
}

/** Renders a route's page component with loader data, as the prerender does. */
function page<P extends { loaderData: unknown }>(
  Page: (props: P) => ReactNode,
  loaderData: P["loaderData"],
): string {
  return html(<Page {...({ loaderData } as P)} />);
}

const service = {
  id: "x",
  slug: "x",
  category: "AI",
  serviceType: m("serviceType"),
  title: m("title"),
  h1: m("h1"),
  metaDescription: m("meta"),
  shortDescription: m("short"),
  problemStatement: m("problem"),
  solution: m("solution"),
  keyBenefits: [m("benefit1"), m("benefit2")],
  keywordClusters: [m("keyword")],
  leadMagnetTitle: m("magnet"),
  leadMagnetDescription: m("magnetBody"),
  primaryCTAs: [{ text: m("cta"), action: "link", href: "/contact?source=service-page" }],
  crossSells: [{ title: m("crossTitle"), description: m("crossBody"), url: "/services/y" }],
  caseStudy: {
    company: m("company"),
    challenge: m("challenge"),
    result: m("result"),
    metric: m("metric"),
  },
  i18n: {
    de: { title: m("title"), shortDescription: m("short") },
    ar: { title: m("title"), shortDescription: m("short") },
  },
} satisfies ServiceEntry;

const item = (slug: string) => ({
  slug,
  title: m(`${slug}.title`),
  excerpt: m(`${slug}.excerpt`),
  date: "2025-03-04",
  tags: [m(`${slug}.tag`)],
  imageUrl: `/images/case-studies/${slug}.svg`,
});

const article = {
  slug: "a",
  title: m("title"),
  date: "2025-03-04",
  author: m("author"),
  tags: [m("tag1"), m("tag2")],
  excerpt: m("excerpt"),
  downloadUrl: "/reports/a.pdf",
  html: `<h2 id="one">${m("h2")}</h2><p>${m("p")}</p><h3 id="two">${m("h3")}</h3>`,
  toc: [
    { id: "one", text: m("h2"), depth: 2 },
    { id: "two", text: m("h3"), depth: 3 },
  ],
  minutes: 7,
};

const role = {
  slug: "r",
  title: m("role"),
  location: m("location"),
  // An enum of the front matter in the real content; marked here like every other field.
  type: m("type") as "Full-time",
  team: m("team"),
  summary: m("summary"),
  responsibilities: [m("do")],
  requirements: [m("bring")],
  date: "2025-03-04",
  html: `<p>${m("roleBody")}</p>`,
};

type Family = {
  name: string;
  copy: Record<Locale, unknown>;
  render: (copy: never, locale: Locale) => string;
};

const family = <C,>(
  name: string,
  copy: Record<Locale, C>,
  render: (copy: C, locale: Locale) => string,
) => ({ name, copy, render }) as Family;

const FAMILIES: Family[] = [
  family("services catalogue", SERVICES_PAGE_COPY, (copy, locale) =>
    page(Services, {
      locale,
      pathname: "/services",
      copy,
      categories: [{ id: "AI", name: m("category") }],
      services: [
        {
          slug: "x",
          category: "AI",
          categoryName: m("category"),
          title: m("title"),
          shortDescription: m("short"),
          keywords: [m("keyword")],
        },
      ],
    }),
  ),
  family("service detail", SERVICE_PAGE_COPY, (copy) =>
    html(
      <>
        <ServiceHero service={service} copy={copy} />
        <ServiceBody service={service} copy={copy} />
      </>,
    ),
  ),
  family("insights listing", INSIGHTS_PAGE_COPY, (copy, locale) =>
    page(Insights, { pathname: "/insights", locale, copy, items: [item("i1"), item("i2")] }),
  ),
  family("insight", ARTICLE_PAGE_COPY, (copy, locale) =>
    page(Insight, { locale, copy, article, related: [item("r1")], contactHref: "/contact" }),
  ),
  family("case study", ARTICLE_PAGE_COPY, (copy, locale) =>
    page(CaseStudy, { locale, copy, article, related: [item("r1")], contactHref: "/contact" }),
  ),
  family("case-study listing", CASE_STUDIES_PAGE_COPY, (copy) =>
    page(CaseStudies, { pathname: "/case-studies", copy, items: [item("c1")] }),
  ),
  family("learning listing, empty", LEARNING_PAGE_COPY, (copy, locale) =>
    page(Learning, { pathname: "/learning", locale, copy, items: [] }),
  ),
  family("learning listing", LEARNING_PAGE_COPY, (copy, locale) =>
    page(Learning, { pathname: "/learning", locale, copy, items: [item("l1")] }),
  ),
  family("careers listing", CAREERS_PAGE_COPY, (copy, locale) =>
    page(Careers, { pathname: "/careers", locale, copy, roles: [role] }),
  ),
  family("careers listing, no roles", CAREERS_PAGE_COPY, (copy, locale) =>
    page(Careers, { pathname: "/careers", locale, copy, roles: [] }),
  ),
  family("career", CAREER_PAGE_COPY, (copy, locale) => page(Career, { locale, copy, role })),
  family("bookings", BOOKINGS_PAGE_COPY, (copy, locale) =>
    page(Bookings, { pathname: "/bookings", copy, options: bookingOptionViews(copy, locale) }),
  ),
];

describe.each(FAMILIES)("the $name page", ({ copy, render }) => {
  it.each(["de", "ar"] as const)("shows no English chrome in %s", (locale) => {
    const shown = visibleStrings(render(copy[locale] as never, locale));
    const leaked = translatedEnglish(copy.en, copy[locale]).filter((english) =>
      shown.some((text) => text.includes(english)),
    );
    expect(leaked).toEqual([]);
  });

  it("takes every visible word from its copy or its content", () => {
    const shown = visibleStrings(render(markedCopy(copy.en) as never, "ar"));
    expect(shown.length).toBeGreaterThan(3);
    expect(unmarkedLatin(shown)).toEqual([]);
  });
});
