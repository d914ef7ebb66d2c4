import { formatDate, type Locale } from "@vantreo/i18n";
import { Button, IndustryCard, InsightCard, ServiceCard, StatItem } from "@vantreo/ui";
import { Link } from "../../navigation";
import { HOME_INDUSTRY_LINKS, HOME_SERVICE_LINKS, type HomeCopy } from "../../copy/home";
import { RouterLink } from "../router-link";
import { SectionShell } from "../content-page/section-shell";

/** The stats band: five figures of spec section 9. */
export function StatsBand({ copy }: { copy: HomeCopy["stats"] }) {
  return (
    <section aria-labelledby="stats-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="stats-heading" className="sr-only">
          {copy.heading}
        </h2>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-5">
          {copy.items.map((item) => (
            <StatItem
              key={item.label}
              number={item.number}
              label={item.label}
              detail={item.detail}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

/** Four service cards linking to the services the spec names. */
export function ServiceCards({
  copy,
  localize,
}: {
  copy: HomeCopy["services"];
  localize: (path: string) => string;
}) {
  return (
    <SectionShell id="services" heading={copy.heading} intro={copy.intro} wide>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {copy.items.map((item, index) => (
          <ServiceCard
            key={item.title}
            title={item.title}
            description={item.description}
            highlight={item.highlight}
            href={localize(HOME_SERVICE_LINKS[index] ?? "/services")}
            linkLabel={copy.linkLabel}
            linkComponent={RouterLink}
          />
        ))}
      </div>
    </SectionShell>
  );
}

/** Four industry cards. */
export function IndustryCards({ copy }: { copy: HomeCopy["industries"] }) {
  return (
    <SectionShell id="industries" heading={copy.heading} intro={copy.intro} muted wide>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {copy.items.map((item, index) => (
          <IndustryCard
            key={item.title}
            title={item.title}
            description={item.description}
            href={HOME_INDUSTRY_LINKS[index] ?? "/solutions"}
            linkComponent={RouterLink}
          />
        ))}
      </div>
    </SectionShell>
  );
}

/** The three-step process. */
export function ProcessSteps({ copy }: { copy: HomeCopy["process"] }) {
  return (
    <SectionShell id="process" heading={copy.heading} intro={copy.intro} wide>
      <ol className="grid gap-5 md:grid-cols-3">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border bg-card p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary/15 font-bold text-primary"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.body}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}

/** The featured case study: quantifying the ROI of private AI (3x). */
export function FeaturedCaseStudy({
  copy,
  localize,
}: {
  copy: HomeCopy["caseStudy"];
  localize: (path: string) => string;
}) {
  return (
    <SectionShell id="case-study" muted wide>
      <div className="grid items-center gap-8 rounded-2xl border bg-card p-8 md:grid-cols-[1fr_auto] sm:p-10">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {copy.eyebrow}
          </p>
          <h2 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h2>
          <p className="mt-4 max-w-2xl text-muted-foreground">{copy.body}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/case-studies/self-hosted-ai-roi">{copy.read}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={localize("/case-studies")}>{copy.viewAll}</Link>
            </Button>
          </div>
        </div>
        <p className="text-center">
          <span className="block text-7xl font-bold text-primary tabular-nums">{copy.metric}</span>
          <span className="mt-2 block text-sm font-semibold text-muted-foreground">
            {copy.metricLabel}
          </span>
        </p>
      </div>
    </SectionShell>
  );
}

export interface InsightTeaser {
  slug: string;
  title: string;
  excerpt?: string;
  date: string;
  tags: string[];
}

/** The three latest insights with a View All link. */
/**
 * An English article's date as the page's locale writes it ("21.10.2025", "21 أكتوبر 2025"); an
 * Arabic date sits in a right-to-left isolate (UAX #9) because the English cards are laid out
 * left to right.
 */
function localDate(date: string, locale: Locale): string {
  const label = formatDate(date, locale, { dateStyle: "medium" });
  return locale === "ar" ? `\u2067${label}\u2069` : label;
}

export function LatestInsights({
  copy,
  insights,
  locale,
}: {
  copy: HomeCopy["insights"];
  insights: InsightTeaser[];
  locale: Locale;
}) {
  return (
    <SectionShell id="insights" heading={copy.heading} intro={copy.englishNote || undefined} wide>
      <div
        className="grid gap-5 md:grid-cols-3"
        lang={locale === "en" ? undefined : "en"}
        dir={locale === "ar" ? "ltr" : undefined}
      >
        {insights.map((item) => (
          <InsightCard
            key={item.slug}
            title={item.title}
            excerpt={item.excerpt}
            date={item.date}
            dateLabel={localDate(item.date, locale)}
            tags={item.tags}
            href={`/insights/${item.slug}`}
            linkComponent={RouterLink}
          />
        ))}
      </div>
      <p className="mt-8">
        <Link to="/insights" className="font-semibold text-primary underline underline-offset-4">
          {copy.viewAll}
        </Link>
      </p>
    </SectionShell>
  );
}

/** Six reasons to choose the firm. */
export function WhyUs({ copy }: { copy: HomeCopy["whyUs"] }) {
  return (
    <SectionShell id="why-us" heading={copy.heading} muted wide>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.title} className="rounded-xl border bg-card p-6">
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{item.body}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
