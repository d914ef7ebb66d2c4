import { Button } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../navigation";
import { useLocalizedPath } from "../../navigation/use-locale";

/** The not-found page body, in the visitor's language. */
export function NotFoundContent() {
  const { t } = useTranslation("errors");
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="not-found-heading" className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <p className="text-sm font-semibold text-primary">{t("notFound.code")}</p>
      <h1 id="not-found-heading" className="mt-2 text-4xl font-bold tracking-tight">
        {t("notFound.title")}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{t("notFound.description")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={localize("/")}>{t("notFound.home")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={localize("/contact")}>{t("notFound.contact")}</Link>
        </Button>
      </div>
    </section>
  );
}
