import { useTranslation } from "@vantreo/i18n/react";
import { breadcrumbJsonLd, pageMeta } from "../../seo/page-meta";
import { Island } from "../../islands/island";
import { PRINT_THEME } from "../../tools/shared/print-theme";
import { ToolHero } from "../../tools/shared/tool-hero";
import { toolJsonLd } from "../../tools/shared/tool-json-ld";
import { MATURITY_COPY } from "../../tools/maturity/maturity-copy";
import { SHARED_COPY } from "../../tools/tool-copy";
import type { Route } from "./+types/data-maturity-assessment";

export async function loader({ request }: Route.LoaderArgs) {
  return { pathname: new URL(request.url).pathname };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { pathname } = loaderData;
  return pageMeta({
    title: MATURITY_COPY.metaTitle,
    description: MATURITY_COPY.metaDescription,
    path: pathname,
    structuredData: [
      toolJsonLd({
        name: MATURITY_COPY.metaTitle,
        description: MATURITY_COPY.metaDescription,
        path: pathname,
      }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: MATURITY_COPY.metaTitle, path: pathname },
      ]),
    ],
  });
}

/** /tools/data-maturity-assessment (spec section 2, "Tools"). */
export default function DataMaturityAssessmentRoute() {
  const { t } = useTranslation("tools");
  return (
    <div className={PRINT_THEME}>
      <ToolHero
        eyebrow={SHARED_COPY.eyebrow}
        title={t("maturity.title")}
        lead={t("maturity.description")}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Island name="maturity-assessment" hydrate="idle" />
      </div>
    </div>
  );
}
