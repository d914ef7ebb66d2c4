import { PageHero } from "../../components/content-page/page-hero";
import { SectionShell } from "../../components/content-page/section-shell";
import { Island } from "../../islands/island";
import { SmartLink } from "../../components/smart-link";
import { siteConfig } from "../../config/site-config";
import { DATA_RIGHTS_PAGE_COPY } from "../../copy/data-rights-page";
import { breadcrumbJsonLd, pageMeta } from "../../seo/page-meta";
import type { Route } from "./+types/data-rights";

export async function loader({ request }: Route.LoaderArgs) {
  return { pathname: new URL(request.url).pathname, copy: DATA_RIGHTS_PAGE_COPY };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  return pageMeta({
    title: copy.title,
    description: copy.description,
    path: pathname,
    structuredData: [breadcrumbJsonLd([{ name: copy.title, path: pathname }])],
  });
}

const linkClass = "font-medium text-primary underline underline-offset-4";

/**
 * /data-rights (English only): the visitor's rights under the GDPR, the CCPA/CPRA and the Saudi
 * PDPL, the deadlines we keep, how we verify a request, and the request form sent to the lead
 * API as leadType data-rights.
 */
export default function DataRights({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <SectionShell id="rights" heading={copy.rights.heading} intro={copy.rights.intro}>
        <ul className="grid gap-5 sm:grid-cols-2">
          {copy.rights.items.map((right) => (
            <li key={right.title} className="rounded-lg border p-5">
              <h3 className="font-semibold">{right.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{right.body}</p>
              <p className="mt-3 text-xs font-medium text-primary">{right.laws}</p>
            </li>
          ))}
        </ul>
      </SectionShell>
      <SectionShell id="laws" heading={copy.laws.heading} muted>
        <dl className="space-y-6">
          {copy.laws.items.map((law) => (
            <div key={law.title}>
              <dt className="font-semibold">{law.title}</dt>
              <dd className="mt-1 text-muted-foreground">{law.body}</dd>
            </div>
          ))}
        </dl>
      </SectionShell>
      <section aria-labelledby="data-rights-form-heading">
        <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <h2 id="data-rights-form-heading" className="text-2xl font-bold tracking-tight">
              {copy.form.heading}
            </h2>
            <p className="mt-2 mb-6 text-muted-foreground">{copy.form.intro}</p>
            <Island
              name="data-rights-form"
              hydrate="idle"
              props={{ copy: copy.form, headingId: "data-rights-form-heading" }}
            />
          </div>
          <aside aria-labelledby="verification-heading" className="space-y-4">
            <h3 id="verification-heading" className="text-lg font-semibold">
              {copy.verification.heading}
            </h3>
            {copy.verification.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-sm text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </aside>
        </div>
      </section>
      <SectionShell id="other-ways" heading={copy.otherWays.heading} muted>
        <ul className="space-y-3">
          <li>
            {copy.otherWays.email}{" "}
            <a href={`mailto:${siteConfig.email}?subject=Privacy`} className={linkClass}>
              {siteConfig.email}
            </a>
          </li>
          <li>
            {copy.otherWays.phone}{" "}
            <a href={`tel:${siteConfig.phone.tel}`} className={linkClass}>
              {siteConfig.phone.display}
            </a>
          </li>
          {copy.otherWays.links.map((link) => (
            <li key={link.href}>
              {link.text}{" "}
              <SmartLink href={link.href} className={linkClass}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </SectionShell>
    </>
  );
}
