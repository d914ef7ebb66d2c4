import type { LeadClient } from "@vantreo/leads";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { siteConfig } from "../../config/site-config";
import { useOptionalAnalytics } from "../analytics/use-optional-analytics";
import type { Translate } from "./submission-outcome";
import { withSubmissionFeedback } from "./with-submission-feedback";

/**
 * The lead client of a form, wrapped so its submissions raise rich toasts in the visitor's
 * language and send `timing_complete` (`lead_submit`) once analytics consent allows it. Stable
 * while the language and the consent runtime stay the same.
 */
export function useSubmissionFeedback(
  client: Pick<LeadClient, "submit">,
): Pick<LeadClient, "submit"> {
  const { t } = useTranslation(["toasts", "leads"]);
  const analytics = useOptionalAnalytics();
  return useMemo(
    () =>
      withSubmissionFeedback(client, {
        t: t as Translate,
        analytics,
        email: siteConfig.email,
      }),
    [client, t, analytics],
  );
}
