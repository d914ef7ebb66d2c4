import { useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { tokenFromHash, useMailedLink } from "./mailed-link";

export { tokenFromHash } from "./mailed-link";

/** The lead API's confirmation endpoint, same origin like the lead endpoint. */
export const NEWSLETTER_CONFIRM_ENDPOINT = "/v1/newsletter/confirm";
/** A new confirmation link for an expired one (rate limited like the other public routes). */
export const NEWSLETTER_RESEND_ENDPOINT = "/v1/newsletter/resend";

type Resend = "idle" | "sending" | "sent" | "failed";

/**
 * Confirms the newsletter subscription of the link the visitor opened, once, and says how it
 * went in the page's language: confirmed, expired, already confirmed, unknown link, or a failure
 * to reach the API. The answer is announced to screen readers (`role="status"`). An expired link
 * offers a new one, mailed to the same address.
 */
export function NewsletterConfirmation() {
  const { t, i18n } = useTranslation("mail");
  const outcome = useMailedLink(NEWSLETTER_CONFIRM_ENDPOINT, "confirmed");
  const [resend, setResend] = useState<Resend>("idle");

  async function sendNewLink() {
    setResend("sending");
    try {
      const response = await fetch(NEWSLETTER_RESEND_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          token: tokenFromHash(window.location.hash),
          locale: i18n.language,
        }),
      });
      setResend(response.status === 202 ? "sent" : "failed");
    } catch {
      setResend("failed");
    }
  }

  return (
    <div className="space-y-4">
      <p role="status" className="text-lg" data-outcome={outcome}>
        {resend === "sent" ? t("resend.sent") : t(`confirm.${outcome}`)}
      </p>
      {outcome === "expired" && resend !== "sent" ? (
        <Button type="button" onClick={() => void sendNewLink()} disabled={resend === "sending"}>
          {resend === "sending" ? t("resend.sending") : t("resend.action")}
        </Button>
      ) : null}
      {resend === "failed" ? <p role="alert">{t("resend.failed")}</p> : null}
    </div>
  );
}
