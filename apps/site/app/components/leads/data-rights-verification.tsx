import { useTranslation } from "@vantreo/i18n/react";
import { useMailedLink } from "./mailed-link";

/** The lead API's verification endpoint of a data-rights request, same origin. */
export const DATA_RIGHTS_VERIFY_ENDPOINT = "/v1/data-rights/verify";

/**
 * Verifies the data-rights request of the link the requester opened (`#token=…`), once, and says
 * how it went in the page's language: verified, expired, already verified, unknown link, or a
 * failure to reach the API. The answer is announced to screen readers (`role="status"`).
 */
export function DataRightsVerification() {
  const { t } = useTranslation("mail");
  const outcome = useMailedLink(DATA_RIGHTS_VERIFY_ENDPOINT, "verified");
  return (
    <p role="status" className="text-lg" data-outcome={outcome}>
      {t(`verify.${outcome}`)}
    </p>
  );
}
