import { localeFromPath } from "@vantreo/i18n";
import { PageHero } from "../components/content-page/page-hero";
import { SectionShell } from "../components/content-page/section-shell";
import { Island } from "../islands/island";
import { CONTACT_PAGE_COPY } from "../copy/contact-page";
import { breadcrumbJsonLd, localBusinessJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  return { locale, pathname, copy: CONTACT_PAGE_COPY[locale] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  return pageMeta({
    title: copy.title,
    description: copy.description,
    path: pathname,
    structuredData: [
      localBusinessJsonLd(),
      breadcrumbJsonLd([{ name: copy.eyebrow, path: pathname }]),
    ],
  });
}

/**
 * The contact page (spec section 2): the lead form prefilled from the query, the Sandy Springs
 * office, phone, e-mail, office hours, the scheduling pages and what happens after a message.
 */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">
            {copy.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{copy.formIntro}</p>
          <Island
            name="contact-form"
            hydrate="idle"
            props={{ headingId: "contact-form-heading", atlantaNote: copy.atlantaNote }}
          />
        </section>
        <Island name="contact-details" hydrate="idle" props={{ copy }} />
      </div>
      <SectionShell id="next-steps" heading={copy.nextSteps.heading} muted>
        <ol className="grid gap-6 md:grid-cols-3">
          {copy.nextSteps.steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border bg-background p-6">
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
      </SectionShell>
    </>
  );
}
