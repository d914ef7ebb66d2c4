import { useEffect, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useAfterHydration } from "../../islands/use-after-hydration";
import { tokenFromHash } from "./newsletter-confirmation";

/** The lead API's verification endpoint of a data-rights request, same origin. */
export const DATA_RIGHTS_VERIFY_ENDPOINT = "/v1/data-rights/verify";

type Outcome = "working" | "verified" | "expired" | "used" | "unknown" | "failed";

const OUTCOMES = new Set<Outcome>(["verified", "expired", "used", "unknown"]);

/**
 * Verifies the data-rights request of the link the requester opened (`#token=…`), once, and says
 * how it went in the page's language: verified, expired, already verified, unknown link, or a
 * failure to reach the API. The answer is announced to screen readers (`role="status"`).
 */
export function DataRightsVerification() {
  const { t, i18n } = useTranslation("mail");
  // null while prerendered and hydrating: the fragment exists only in the browser.
  const token = useAfterHydration<string | null>(() => tokenFromHash(window.location.hash), null);
  const [answer, setAnswer] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetch(DATA_RIGHTS_VERIFY_ENDPOINT, {
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
      {t(`verify.${outcome}`)}
    </p>
  );
}
