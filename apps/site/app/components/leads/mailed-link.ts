import { useEffect, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useAfterHydration } from "../../islands/use-after-hydration";

/** The token of a mailed link: `#token=…` (kept in the fragment, out of server logs). */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}

/** What following a mailed link came to: the API's answer, or where the page stands. */
export type LinkOutcome<Done extends string> =
  Done | "working" | "expired" | "used" | "unknown" | "failed";

/**
 * Follows the mailed link the visitor opened (newsletter confirmation, data-rights or data-room
 * verification), once: posts its token and the page's language to `endpoint` (same origin, like
 * the lead endpoint) and reads the answer's `status`. Until hydration the token is unknown (the
 * fragment exists only in the browser), so the page says it is working; a link without a token is
 * `unknown`, an answer the page does not know or no answer at all is `failed`.
 */
export function useMailedLink<Done extends string>(
  endpoint: string,
  done: Done,
): LinkOutcome<Done> {
  const { i18n } = useTranslation();
  const token = useAfterHydration<string | null>(() => tokenFromHash(window.location.hash), null);
  const [answer, setAnswer] = useState<LinkOutcome<Done> | null>(null);
  useEffect(() => {
    if (!token) return;
    const known = new Set<string>([done, "expired", "used", "unknown"]);
    const controller = new AbortController();
    fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, locale: i18n.language }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { status?: string };
        const status = body.status;
        setAnswer(status && known.has(status) ? (status as LinkOutcome<Done>) : "failed");
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer("failed");
      });
    return () => controller.abort();
  }, [endpoint, done, token, i18n.language]);
  return token === "" ? "unknown" : (answer ?? "working");
}
