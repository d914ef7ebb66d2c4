import { localeFromPath } from "@vantreo/i18n";
import { Link } from "../navigation";
import { PageHero } from "../components/content-page/page-hero";
import { SectionShell } from "../components/content-page/section-shell";
import { CAREERS_PAGE_COPY } from "../copy/careers-page";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/careers";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const { careers } = await siteContent();
  return {
    pathname,
    locale,
    copy: CAREERS_PAGE_COPY[locale],
    roles: careers.map((r) => ({
      slug: r.slug,
      title: r.title,
      location: r.location,
      type: r.type,
      team: r.team,
      summary: r.summary,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.copy.title,
    description: loaderData.copy.description,
    path: loaderData.pathname,
  });
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { copy, roles, locale } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.lead} />
      <SectionShell id="roles" heading={copy.rolesHeading} intro={copy.rolesNote || undefined}>
        {roles.length > 0 ? (
          <ul
            className="divide-y rounded-xl border"
            lang={locale === "en" ? undefined : "en"}
            dir="ltr"
          >
            {roles.map((role) => (
              <li
                key={role.slug}
                className="relative flex flex-col gap-2 p-6 hover:bg-muted/40 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <h3 className="text-lg font-semibold">
                    <Link to={`/careers/${role.slug}`} className="after:absolute after:inset-0">
                      {role.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-muted-foreground">{role.summary}</p>
                </div>
                <p className="shrink-0 text-sm text-muted-foreground sm:text-end">
                  {role.location}
                  <br />
                  {role.type} · {role.team}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-xl border p-8">
            <h3 className="font-semibold">{copy.noRolesHeading}</h3>
            <p className="mt-2 text-muted-foreground">{copy.noRolesBody}</p>
          </div>
        )}
      </SectionShell>
      <SectionShell id="why" heading={copy.whyHeading} muted>
        <ul className="grid gap-5 sm:grid-cols-2">
          {copy.why.map((item) => (
            <li key={item.title} className="rounded-xl border bg-card p-6">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.body}</p>
            </li>
          ))}
        </ul>
      </SectionShell>
    </>
  );
}
