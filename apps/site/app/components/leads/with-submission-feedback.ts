import type { Analytics } from "@vantreo/consent";
import { toEnglishPath } from "@vantreo/i18n";
import type { LeadClient, SubmitResult } from "@vantreo/leads";
import { requestedLeadMagnet } from "@vantreo/leads/lead-magnet";
import { sendTiming } from "../analytics/send-timing";
import { TIMING_LABELS } from "../analytics/timing-labels";
import { loadLeadToaster, notifySubmission } from "./notify-submission";
import {
  loadingOutcome,
  resultOutcome,
  type SubmissionOutcome,
  type Translate,
} from "./submission-outcome";

/**
 * A submission answered in less time than this shows no loading toast: the button's own
 * 'Submitting...' covers it, and a toast that flashes for a moment helps nobody. Slower ones
 * (a retry, a 429's Retry-After) get one, replaced by the result.
 */
export const LOADING_TOAST_DELAY_MS = 500;

/** What the wrapper reads at send time. */
export type SubmissionFeedback = {
  /** The consent-gated dispatcher, or null where there is no consent provider. */
  analytics: Analytics | null;
  /** i18next's `t` of the visitor's language. */
  t: Translate;
  /** The contact address the error messages name. */
  email: string;
  /** Where outcomes go; the lazily mounted rich toaster by default. */
  notify?: (outcome: SubmissionOutcome) => void;
  /** A clock in milliseconds; `performance.now` by default. */
  now?: () => number;
  /** The path of the page the form is on; `location.pathname` by default. */
  pathname?: () => string;
};

let submissions = 0;

function onContactPage(feedback: SubmissionFeedback): boolean {
  const pathname = feedback.pathname?.() ?? globalThis.location?.pathname ?? "/";
  return toEnglishPath(pathname) === "/contact";
}

// A timing is only meaningful up to an answer of the lead API: a lead refused before sending
// (local validation, no endpoint) or lost on the network never got one (spec section 7).
function answered(result: SubmitResult): boolean {
  return result.success || result.status !== undefined;
}

/**
 * Wraps a lead client so every submission reports its outcome: a rich toast (loading after
 * {@link LOADING_TOAST_DELAY_MS}, then success or the translated error) and `timing_complete`
 * with label `lead_submit`, the time from submit to the lead API's answer in milliseconds and
 * the lead's source as category. A lead the lead API accepted sends its conversion and tracking
 * value (spec section 9: contact form, demo request, newsletter, exit intent, lead capture,
 * calculator lead, assessment, whitepaper for a service page's brief request), once per accepted lead and only with analytics consent, whatever
 * form it came from. The result passes through unchanged: the form still shows its
 * own status, errors and mailto fallback.
 */
export function withSubmissionFeedback(
  client: Pick<LeadClient, "submit">,
  feedback: SubmissionFeedback,
): Pick<LeadClient, "submit"> {
  const notify = feedback.notify ?? notifySubmission;
  const now = feedback.now ?? (() => performance.now());
  return {
    async submit(lead) {
      submissions += 1;
      const id = `lead-submission-${submissions}`;
      const leadType = typeof lead.leadType === "string" ? lead.leadType : undefined;
      const source = typeof lead.source === "string" ? lead.source : undefined;
      // The toaster's chunk loads alongside the request, so the answer's toast is not delayed.
      if (!feedback.notify) void loadLeadToaster().catch(() => undefined);
      const loading = setTimeout(
        () => notify(loadingOutcome(id, feedback.t)),
        LOADING_TOAST_DELAY_MS,
      );
      const started = now();
      let result: SubmitResult;
      try {
        result = await client.submit(lead);
      } catch (error) {
        clearTimeout(loading);
        notify(resultOutcome(id, null, leadType, feedback.t, feedback.email));
        throw error;
      }
      clearTimeout(loading);
      if (answered(result)) {
        sendTiming(feedback.analytics, TIMING_LABELS.leadSubmit, now() - started, source);
      }
      if (result.success && leadType) {
        const metadata = (lead.metadata ?? {}) as Record<string, unknown>;
        feedback.analytics?.leadSubmitted(leadType, {
          contactPage: onContactPage(feedback),
          // A brief request is a whitepaper (75), sent once: for the one lead the API accepted.
          leadMagnet: requestedLeadMagnet({ leadType, metadata }) !== null,
        });
      }
      notify(resultOutcome(id, result, leadType, feedback.t, feedback.email));
      return result;
    },
  };
}
