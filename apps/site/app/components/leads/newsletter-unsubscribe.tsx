import { useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { tokenFromHash, useMailedLink } from "./mailed-link";

/** The lead API's unsubscribe endpoint (the same one a mailbox provider's one-click POSTs). */
export const NEWSLETTER_UNSUBSCRIBE_ENDPOINT = "/v1/newsletter/unsubscribe";
/** The way back: the same signed link subscribes again. */
export const NEWSLETTER_RESUBSCRIBE_ENDPOINT = "/v1/newsletter/resubscribe";

type Back = "idle" | "working" | "resubscribed" | "failed";

/**
 * Unsubscribes the link the visitor opened, once, says so in the page's language and offers the
 * choice back (a button that subscribes the same address again). The outcome is announced to
 * screen readers (`role="status"`).
 */
export function NewsletterUnsubscribe() {
  const { t, i18n } = useTranslation("mail");
  const outcome = useMailedLink(NEWSLETTER_UNSUBSCRIBE_ENDPOINT, "unsubscribed");
  const [back, setBack] = useState<Back>("idle");

  async function resubscribe() {
    setBack("working");
    try {
      const response = await fetch(NEWSLETTER_RESUBSCRIBE_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          token: tokenFromHash(window.location.hash),
          locale: i18n.language,
        }),
      });
      setBack(response.ok ? "resubscribed" : "failed");
    } catch {
      setBack("failed");
    }
  }

  const message =
    back === "resubscribed"
      ? t("unsubscribe.resubscribed")
      : outcome === "unsubscribed"
        ? t("unsubscribe.unsubscribed")
        : outcome === "working"
          ? t("unsubscribe.working")
          : outcome === "failed"
            ? t("unsubscribe.failed")
            : t("unsubscribe.unknown");
  return (
    <div className="space-y-4">
      <p role="status" className="text-lg" data-outcome={back === "idle" ? outcome : back}>
        {message}
      </p>
      {outcome === "unsubscribed" && back !== "resubscribed" ? (
        <Button type="button" onClick={() => void resubscribe()} disabled={back === "working"}>
          {back === "working" ? t("unsubscribe.resubscribing") : t("unsubscribe.resubscribe")}
        </Button>
      ) : null}
      {back === "failed" ? <p role="alert">{t("unsubscribe.resubscribeFailed")}</p> : null}
    </div>
  );
}
