import { useTranslation } from "@vantreo/i18n/react";
import { CtaBlock } from "../../components/content-page/section-cta";
import { bookingUrl } from "../../config/site-config";
import { breadcrumbJsonLd, pageMeta } from "../../seo/page-meta";
import { Island } from "../../islands/island";
import { PRINT_THEME } from "../../tools/shared/print-theme";
import { ToolHero } from "../../tools/shared/tool-hero";
import { toolJsonLd } from "../../tools/shared/tool-json-ld";
import { ROI_COPY } from "../../tools/roi/roi-copy";
import { SHARED_COPY } from "../../tools/tool-copy";
import type { Route } from "./+types/ai-roi-calculator";

export async function loader({ request }: Route.LoaderArgs) {
  return { pathname: new URL(request.url).pathname };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { pathname } = loaderData;
  return pageMeta({
    title: ROI_COPY.metaTitle,
    description: ROI_COPY.metaDescription,
    path: pathname,
    structuredData: [
      toolJsonLd({
        name: ROI_COPY.metaTitle,
        description: ROI_COPY.metaDescription,
        path: pathname,
      }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: ROI_COPY.metaTitle, path: pathname },
      ]),
    ],
  });
}

/** /tools/ai-roi-calculator (spec section 2, "Tools"). */
export default function AiRoiCalculatorRoute() {
  const { t } = useTranslation("tools");
  return (
    <div className={PRINT_THEME}>
      <ToolHero eyebrow={SHARED_COPY.eyebrow} title={t("roi.title")} lead={t("roi.description")} />
      <Island name="roi-calculator" hydrate="idle" />
      <div className="print:hidden">
        <CtaBlock
          section={{
            kind: "cta",
            id: "roi-next-steps",
            heading: ROI_COPY.ctaHeading,
            body: ROI_COPY.ctaBody,
            primary: {
              label: ROI_COPY.ctaPrimary,
              href: bookingUrl("assessment", "ai-roi-calculator"),
            },
            secondary: { label: ROI_COPY.ctaSecondary, href: "/ai-roi-measurement-guide" },
          }}
        />
      </div>
    </div>
  );
}
