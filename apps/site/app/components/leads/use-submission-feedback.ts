import type { LeadClient } from "@vantreo/leads";
import { useMemo } from "react";
import { siteConfig } from "../../config/site-config";
import { useOptionalAnalytics } from "../analytics/use-optional-analytics";
import type { Translate } from "./submission-outcome";
import { withSubmissionFeedback } from "./with-submission-feedback";

/**
 * The lead client of a form, wrapped so its submissions raise rich toasts in the visitor's
 * language and send `timing_complete` (`lead_submit`) once analytics consent allows it. `t` is
 * the form's own translation function (the toast keys carry their namespace). For forms whose
 * code is already loaded lazily (the lead form engine, the popup).
 */
export function useSubmissionFeedback(
  client: Pick<LeadClient, "submit">,
  t: Translate,
): Pick<LeadClient, "submit"> {
  const analytics = useOptionalAnalytics();
  return useMemo(
    () => withSubmissionFeedback(client, { t, analytics, email: siteConfig.email }),
    [client, t, analytics],
  );
}
