import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../navigation";
import { breadcrumbJsonLd, pageMeta } from "../seo/page-meta";
import { PRINT_THEME } from "../tools/shared/print-theme";
import { ToolHero } from "../tools/shared/tool-hero";
import { toolJsonLd } from "../tools/shared/tool-json-ld";
import { SHARED_COPY } from "../tools/tool-copy";
import { TRUST_COPY } from "../tools/trust/trust-copy";
import { Island } from "../islands/island";
import type { Route } from "./+types/trust-assessment";

export async function loader({ request }: Route.LoaderArgs) {
  return { pathname: new URL(request.url).pathname };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { pathname } = loaderData;
  return pageMeta({
    title: TRUST_COPY.metaTitle,
    description: TRUST_COPY.metaDescription,
    path: pathname,
    structuredData: [
      toolJsonLd({
        name: TRUST_COPY.metaTitle,
        description: TRUST_COPY.metaDescription,
        path: pathname,
      }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: TRUST_COPY.metaTitle, path: pathname },
      ]),
    ],
  });
}

/** /trust-assessment (spec section 2, "Core"): the trust scale of the trust paper, interactive. */
export default function TrustAssessmentRoute() {
  const { t } = useTranslation("tools");
  return (
    <div className={PRINT_THEME}>
      <ToolHero
        eyebrow={SHARED_COPY.eyebrow}
        title={t("trust.title")}
        lead={t("trust.description")}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12 sm:px-6">
        <Island name="trust-assessment" hydrate="idle" />
        <section
          aria-labelledby="trust-next-heading"
          className="rounded-xl border bg-card p-6 print:hidden"
        >
          <h2 id="trust-next-heading" className="text-xl font-semibold">
            {SHARED_COPY.nextSteps}
          </h2>
          <p className="mt-2 text-muted-foreground">{TRUST_COPY.nextStepsIntro}</p>
          <ul className="mt-4 flex flex-col gap-2">
            {TRUST_COPY.links.map((link) => (
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
        </section>
      </div>
    </div>
  );
}
