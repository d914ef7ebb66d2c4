import { Link } from "../../navigation";
import { PageHero } from "../../components/content-page/page-hero";
import { Island } from "../../islands/island";
import { COOKIE_PREFERENCES_PAGE_COPY } from "../../copy/cookie-preferences-page";
import { pageMeta } from "../../seo/page-meta";
import type { Route } from "./+types/cookie-preferences";

export async function loader({ request }: Route.LoaderArgs) {
  return { pathname: new URL(request.url).pathname, copy: COOKIE_PREFERENCES_PAGE_COPY.en };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.copy.title,
    description: loaderData.copy.description,
    path: loaderData.pathname,
  });
}

/** /cookie-preferences (English only): the stored choice and one switch per category. */
export default function CookiePreferences({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.lead} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
        <noscript>
          <p className="rounded-lg border p-4 text-sm">{copy.noScript}</p>
        </noscript>
        <Island name="cookie-preferences" hydrate="idle" props={{ copy }} />
        <nav aria-label={copy.eyebrow}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {copy.related.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
