import { insightSummary } from "@vantreo/content";
import { localeFromPath } from "@vantreo/i18n";
import { Button } from "@vantreo/ui";
import { Link } from "../navigation";
import { CtaBlock } from "../components/content-page/section-cta";
import {
  FeaturedCaseStudy,
  IndustryCards,
  LatestInsights,
  ProcessSteps,
  ServiceCards,
  StatsBand,
  WhyUs,
} from "../components/home/home-sections";
import { TrustBadges } from "../components/home/trust-badges";
import { bookingUrl } from "../config/site-config";
import { HOME_COPY } from "../copy/home";
import { siteContent } from "../data/content.server";
import { useLocalizedPath } from "../navigation/use-locale";
import { localBusinessJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/home";

/** Latest insights shown on the home page (spec section 9: 3). */
export const LATEST_INSIGHTS = 3;

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const { insights } = await siteContent();
  return {
    locale,
    pathname,
    copy: HOME_COPY[locale],
    insights: insights.slice(0, LATEST_INSIGHTS).map(insightSummary),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.copy.title,
    description: loaderData.copy.description,
    path: loaderData.pathname,
    structuredData: [localBusinessJsonLd()],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, insights, locale } = loaderData;
  const localize = useLocalizedPath();
  return (
    <>
      <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,color-mix(in_oklch,var(--primary)_22%,transparent),transparent_55%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {copy.hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            {copy.hero.h1}
          </h1>
          <p className="mt-6 max-w-3xl text-lg text-muted-foreground sm:text-xl">
            {copy.hero.lead}
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a
                href={bookingUrl("consultation-30", "hero-cta")}
                target="_blank"
                rel="noopener noreferrer"
                data-cta="hero_consultation"
              >
                {copy.hero.primary}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={localize("/services")}>{copy.hero.secondary}</Link>
            </Button>
          </div>
        </div>
      </section>
      <StatsBand copy={copy.stats} />
      <TrustBadges copy={copy.trust} />
      <ServiceCards copy={copy.services} localize={localize} />
      <IndustryCards copy={copy.industries} />
      <ProcessSteps copy={copy.process} />
      <FeaturedCaseStudy copy={copy.caseStudy} localize={localize} />
      <LatestInsights copy={copy.insights} insights={insights} locale={locale} />
      <WhyUs copy={copy.whyUs} />
      <CtaBlock
        section={{
          kind: "cta",
          id: "closing",
          heading: copy.closing.heading,
          body: copy.closing.body,
          primary: { label: copy.closing.primary, href: bookingUrl("consultation-30", "home") },
          secondary: { label: copy.closing.secondary, href: localize("/contact") },
        }}
      />
    </>
  );
}
