import { createTranslator, localeFromPath, RESOURCES } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { dataroomMeta } from "../../components/dataroom/dataroom-page-meta";
import { Island } from "../../islands/island";
import { useLocalizedPath } from "../../navigation/use-locale";
import type { Route } from "./+types/verify";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { t } = createTranslator(localeFromPath(pathname), RESOURCES);
  return { pathname, title: t("mail:dataroomVerify.title") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  // A page reached only from a personal link: kept out of search engines and their link graph.
  return dataroomMeta({
    title: loaderData.title,
    description: loaderData.title,
    path: loaderData.pathname,
  });
}

/**
 * /dataroom/verify: the page the mail that verifies a data-room access request links to. A
 * static shell; the island reads the token from the URL's fragment and verifies it with the lead
 * API once, so the request reaches the investor-relations team.
 */
export default function DataroomVerify() {
  const { t } = useTranslation("mail");
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("dataroomVerify.title")}</h1>
      <div className="mt-6">
        <Island name="dataroom-verification" props={{ accessPath: localize("/dataroom/access") }} />
      </div>
    </div>
  );
}
