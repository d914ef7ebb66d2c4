import { createTranslator, localeFromPath, RESOURCES } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Island } from "../islands/island";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/newsletter-confirm";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { t } = createTranslator(localeFromPath(pathname), RESOURCES);
  return { pathname, title: t("mail:confirm.title") };
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
 * /newsletter/confirm: the page the newsletter's confirmation mail links to. A static shell; the
 * island reads the token from the URL's fragment and confirms it with the lead API.
 */
export default function NewsletterConfirm() {
  const { t } = useTranslation("mail");
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("confirm.title")}</h1>
      <div className="mt-6">
        <Island name="newsletter-confirmation" props={{}} />
      </div>
    </div>
  );
}
