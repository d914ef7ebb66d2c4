import { useConsent } from "@vantreo/consent/react";
import { Button } from "@vantreo/ui";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../navigation";
import { useLocalizedPath } from "../../navigation/use-locale";
import { afterNextPaint } from "./after-next-paint";
import { useBannerFocus } from "./use-banner-focus";

/** The preferences page exists in English only (spec section 2, legal routes). */
export const COOKIE_PREFERENCES_PATH = "/cookie-preferences";

/**
 * The cookie banner (spec section 4): a non-modal dialog at the bottom of the viewport with
 * Accept and Decline of equal visual weight (EDPB guidelines 03/2022 on deceptive designs:
 * refusing must be as easy as accepting), links to the privacy policy and to the cookie
 * preferences. Escape leaves it without choosing; it stays until the visitor decides.
 *
 * Accept and Decline answer in the tap's own frame: the banner hides itself first, and the
 * choice (storing it, loading or not loading trackers, re-rendering what follows consent) is
 * made after that frame is painted. Made at once, it took 40–100 ms of script before the
 * banner went away on a phone with 4x CPU slowdown (issue #37).
 */
export function ConsentBannerDialog() {
  const { t } = useTranslation("consent");
  const { acceptAll, declineAll } = useConsent();
  const localize = useLocalizedPath();
  const { ref, release } = useBannerFocus<HTMLDivElement>();
  const titleId = useId();
  const descriptionId = useId();

  const [answered, setAnswered] = useState(false);

  const choose = (decide: () => void) => () => {
    release();
    setAnswered(true);
    afterNextPaint(decide);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") release();
  };

  if (answered) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 sm:p-6">
      <div
        ref={ref}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="cookie-banner"
        className="pointer-events-auto mx-auto max-w-3xl rounded-lg border bg-background p-5 text-start shadow-lg outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
      >
        <h2 id={titleId} className="text-base font-semibold">
          {t("banner.title")}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
          {t("banner.description")}{" "}
          <Link
            to={localize("/privacy-policy")}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t("banner.privacyLink")}
          </Link>
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <Button variant="primary" className="sm:min-w-36" onClick={choose(declineAll)}>
              {t("banner.decline")}
            </Button>
            <Button variant="primary" className="sm:min-w-36" onClick={choose(acceptAll)}>
              {t("banner.accept")}
            </Button>
          </div>
          <Link
            to={COOKIE_PREFERENCES_PATH}
            hrefLang="en"
            className="text-center text-sm font-medium text-primary underline underline-offset-4 sm:ms-auto"
          >
            {t("banner.manage")}
          </Link>
        </div>
      </div>
    </div>
  );
}
