import { useConsent } from "@vantreo/consent/react";
import { Button } from "@vantreo/ui";
import { useId } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../navigation";
import { COOKIE_PREFERENCES_PATH } from "./consent-banner-dialog";

/**
 * The notice of spec section 4: the browser sent Global Privacy Control, so consent was
 * declined for the visitor. A polite status message; it takes no focus and can be dismissed.
 */
export function GpcNotice() {
  const { t } = useTranslation("consent");
  const { dismissNotice } = useConsent();
  const titleId = useId();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 sm:p-6">
      <section
        role="status"
        aria-labelledby={titleId}
        data-testid="gpc-notice"
        className="pointer-events-auto mx-auto flex max-w-3xl flex-col gap-3 rounded-lg border bg-background p-5 text-start shadow-lg sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <h2 id={titleId} className="text-base font-semibold">
            {t("gpc.title")}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{t("gpc.description")}</p>
          <Link
            to={COOKIE_PREFERENCES_PATH}
            hrefLang="en"
            className="mt-2 inline-block text-sm font-medium text-primary underline underline-offset-4"
          >
            {t("banner.manage")}
          </Link>
        </div>
        <Button variant="outline" onClick={dismissNotice} className="sm:min-w-24">
          {t("gpc.dismiss")}
        </Button>
      </section>
    </div>
  );
}
