import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../navigation";
import { MATURITY_COPY } from "./maturity-copy";
import type { Recommendation } from "./maturity-recommendations";

/** The report's recommendations, weakest dimension first, each with links to its services. */
export function MaturityRecommendations({
  recommendations,
}: {
  recommendations: readonly Recommendation[];
}) {
  const { t } = useTranslation("tools");
  return (
    <section aria-labelledby="maturity-recommendations-heading">
      <h3 id="maturity-recommendations-heading" className="text-xl font-semibold">
        {MATURITY_COPY.recommendationsHeading}
      </h3>
      {recommendations.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{MATURITY_COPY.allOptimized}</p>
      ) : (
        <ol className="mt-4 grid gap-4 lg:grid-cols-3 print:grid-cols-1">
          {recommendations.map((entry) => (
            <li
              key={entry.dimension}
              className="flex flex-col gap-3 rounded-xl border bg-card p-5 break-inside-avoid"
            >
              <p className="text-sm text-muted-foreground">
                {t(`maturity.dimensions.${entry.dimension}`)} ·{" "}
                <span className="tabular-nums">{entry.shown.toFixed(1)}</span>
              </p>
              <h4 className="font-semibold">{entry.title}</h4>
              <p className="text-sm text-muted-foreground">{entry.body}</p>
              <div className="mt-auto text-sm">
                <p className="font-medium">{MATURITY_COPY.servicesLabel}</p>
                <ul className="mt-1 flex flex-col gap-1">
                  {entry.services.map((service) => (
                    <li key={service.slug}>
                      <Link
                        to={`/services/${service.slug}`}
                        className="text-primary underline underline-offset-4"
                      >
                        {service.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
