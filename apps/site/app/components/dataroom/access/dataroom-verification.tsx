import { useTranslation } from "@vantreo/i18n/react";
import { useMailedLink } from "../../leads/mailed-link";

/** The lead API's verification endpoint, same origin like every data-room endpoint. */
export const DATAROOM_VERIFY_ENDPOINT = "/v1/dataroom/requests/verify";

/**
 * Verifies the data-room access request of the link the visitor opened, once, and says how it
 * went in the page's language: verified, already verified, expired, unknown link, or a failure
 * to reach the API. The answer is announced to screen readers (`role="status"`); when the link
 * no longer works, the way to send the request again follows.
 */
export function DataroomVerification({ accessPath }: { accessPath: string }) {
  const { t } = useTranslation("mail");
  const { t: td } = useTranslation("dataroom");
  const outcome = useMailedLink(DATAROOM_VERIFY_ENDPOINT, "verified");
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
