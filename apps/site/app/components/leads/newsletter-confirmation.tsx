import { useEffect, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useAfterHydration } from "../../islands/use-after-hydration";

/** The lead API's confirmation endpoint, same origin like the lead endpoint. */
export const NEWSLETTER_CONFIRM_ENDPOINT = "/v1/newsletter/confirm";

type Outcome = "working" | "confirmed" | "expired" | "used" | "unknown" | "failed";

const OUTCOMES = new Set<Outcome>(["confirmed", "expired", "used", "unknown"]);

/** The token of a confirmation link: `#token=…` (kept in the fragment, out of server logs). */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}

/**
 * Confirms the newsletter subscription of the link the visitor opened, once, and says how it
 * went in the page's language: confirmed, expired, already confirmed, unknown link, or a failure
 * to reach the API. The answer is announced to screen readers (`role="status"`).
 */
export function NewsletterConfirmation() {
  const { t, i18n } = useTranslation("mail");
  // null while prerendered and hydrating: the fragment exists only in the browser.
  const token = useAfterHydration<string | null>(() => tokenFromHash(window.location.hash), null);
  const [answer, setAnswer] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetch(NEWSLETTER_CONFIRM_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, locale: i18n.language }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { status?: string };
        const status = body.status as Outcome | undefined;
        setAnswer(status && OUTCOMES.has(status) ? status : "failed");
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer("failed");
      });
    return () => controller.abort();
  }, [token, i18n.language]);
  const outcome: Outcome = token === "" ? "unknown" : (answer ?? "working");
  return (
    <p role="status" className="text-lg" data-outcome={outcome}>
      {t(`confirm.${outcome}`)}
    </p>
  );
}
