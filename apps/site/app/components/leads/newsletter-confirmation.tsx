import { useTranslation } from "@vantreo/i18n/react";
import { useMailedLink } from "./mailed-link";

export { tokenFromHash } from "./mailed-link";

/** The lead API's confirmation endpoint, same origin like the lead endpoint. */
export const NEWSLETTER_CONFIRM_ENDPOINT = "/v1/newsletter/confirm";

/**
 * Confirms the newsletter subscription of the link the visitor opened, once, and says how it
 * went in the page's language: confirmed, expired, already confirmed, unknown link, or a failure
 * to reach the API. The answer is announced to screen readers (`role="status"`).
 */
export function NewsletterConfirmation() {
  const { t } = useTranslation("mail");
  const outcome = useMailedLink(NEWSLETTER_CONFIRM_ENDPOINT, "confirmed");
  return (
    <p role="status" className="text-lg" data-outcome={outcome}>
      {t(`confirm.${outcome}`)}
    </p>
  );
}
