import { useEffect, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useAfterHydration } from "../../../islands/use-after-hydration";
import { tokenFromHash } from "../../leads/newsletter-confirmation";

/** The lead API's verification endpoint, same origin like every data-room endpoint. */
export const DATAROOM_VERIFY_ENDPOINT = "/v1/dataroom/requests/verify";

type Outcome = "working" | "verified" | "expired" | "used" | "unknown" | "failed";

const OUTCOMES = new Set<Outcome>(["verified", "expired", "used", "unknown"]);

/**
 * Verifies the data-room access request of the link the visitor opened, once, and says how it
 * went in the page's language: verified, already verified, expired, unknown link, or a failure
 * to reach the API. The answer is announced to screen readers (`role="status"`); when the link
 * no longer works, the way to send the request again follows.
 */
export function DataroomVerification({ accessPath }: { accessPath: string }) {
  const { t, i18n } = useTranslation("mail");
  const { t: td } = useTranslation("dataroom");
  // null while prerendered and hydrating: the fragment exists only in the browser.
  const token = useAfterHydration<string | null>(() => tokenFromHash(window.location.hash), null);
  const [answer, setAnswer] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetch(DATAROOM_VERIFY_ENDPOINT, {
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
    <div>
      <p role="status" className="text-lg" data-outcome={outcome}>
        {t(`dataroomVerify.${outcome}`)}
      </p>
      {outcome === "expired" || outcome === "unknown" ? (
        <p className="mt-4">
          <a href={accessPath} className="underline underline-offset-4">
            {td("request.heading")}
          </a>
        </p>
      ) : null}
    </div>
  );
}
