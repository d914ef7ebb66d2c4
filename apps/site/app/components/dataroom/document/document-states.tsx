import { Button } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../../navigation";
import { useLocalizedPath } from "../../../navigation/use-locale";

/** While the document is fetched, and in the prerendered shell. */
export function DocumentLoading() {
  const { t } = useTranslation("dataroom");
  return (
    <>
      <h1 className="sr-only">{t("document.title")}</h1>
      <p role="status" className="text-muted-foreground">
        {t("document.loading")}
      </p>
    </>
  );
}

/** Without a valid session: why, and the way to request access or enter a code. */
export function DocumentNeedsSession({ slug }: { slug: string }) {
  const { t } = useTranslation("dataroom");
  const localize = useLocalizedPath();
  const access = `${localize("/dataroom/access")}?next=${encodeURIComponent(slug)}`;
  return (
    <div role="alert" className="rounded-lg border bg-muted/40 p-6 sm:p-10">
      <h1 className="text-2xl font-bold tracking-tight">{t("document.noSession.heading")}</h1>
      <p className="mt-4 text-muted-foreground">{t("document.noSession.body")}</p>
      <Button asChild className="mt-6">
        <Link to={access}>{t("document.noSession.link")}</Link>
      </Button>
    </div>
  );
}

/** A slug the room does not hold. */
export function DocumentNotFound() {
  const { t } = useTranslation("dataroom");
  return (
    <div role="alert" className="rounded-lg border p-6 sm:p-10">
      <h1 className="text-2xl font-bold tracking-tight">{t("document.notFound.heading")}</h1>
      <p className="mt-4 text-muted-foreground">{t("document.notFound.body")}</p>
    </div>
  );
}

/** Any other failure (the API unreachable, say), with a retry. */
export function DocumentFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation("dataroom");
  return (
    <div role="alert" className="rounded-lg border p-6 sm:p-10">
      <h1 className="text-2xl font-bold tracking-tight">{t("document.title")}</h1>
      <p className="mt-4">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
