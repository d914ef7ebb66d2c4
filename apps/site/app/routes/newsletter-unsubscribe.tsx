import { createTranslator, localeFromPath, RESOURCES } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Island } from "../islands/island";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/newsletter-unsubscribe";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { t } = createTranslator(localeFromPath(pathname), RESOURCES);
  return { pathname, title: t("mail:unsubscribe.title") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  // A page reached only from a personal link: kept out of search engines and their link graph.
  return pageMeta({
    title: loaderData.title,
    description: loaderData.title,
    path: loaderData.pathname,
    robots: "noindex,nofollow",
    alternates: false,
  });
}

/**
 * /newsletter/unsubscribe: where the visible unsubscribe link of a newsletter mail opens (and the
 * one-click URL, opened in a browser, redirects). A static shell; the island reads the token from
 * the URL's fragment, unsubscribes it with the lead API and offers to subscribe again.
 */
export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation("mail");
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("unsubscribe.title")}</h1>
      <div className="mt-6">
        <Island name="newsletter-unsubscribe" props={{}} />
      </div>
    </div>
  );
}
