import type { LeadClient } from "@vantreo/leads";
import { useMemo } from "react";
import { siteConfig } from "../../config/site-config";
import { useOptionalAnalytics } from "../analytics/use-optional-analytics";
import type { Translate } from "./submission-outcome";
import type { withSubmissionFeedback } from "./with-submission-feedback";

type FeedbackModule = { withSubmissionFeedback: typeof withSubmissionFeedback };

let pending: Promise<FeedbackModule | null> | undefined;

function loadFeedback(): Promise<FeedbackModule | null> {
  pending ??= import("./with-submission-feedback").catch(() => {
    pending = undefined;
    return null;
  });
  return pending;
}

/**
 * `useSubmissionFeedback` for a form rendered in a page's first paint (the tools' lead form):
 * the wrapper (toast texts, timing) is fetched with the first submission, so it adds nothing to
 * the route's initial JavaScript (the 100 KB budget of SITE.md). Should its chunk fail to load,
 * the lead is still sent, without toast or timing.
 */
export function useDeferredSubmissionFeedback(
  client: Pick<LeadClient, "submit">,
  t: Translate,
): Pick<LeadClient, "submit"> {
  const analytics = useOptionalAnalytics();
  return useMemo(
    () => ({
      async submit(lead) {
        const feedback = await loadFeedback();
        if (!feedback) return client.submit(lead);
        const options = { t, analytics, email: siteConfig.email };
        return feedback.withSubmissionFeedback(client, options).submit(lead);
      },
    }),
    [client, t, analytics],
  );
}
