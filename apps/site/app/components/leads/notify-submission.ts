import type { showSubmissionToast } from "./lead-toaster";
import type { SubmissionOutcome } from "./submission-outcome";

type LeadToasterModule = { showSubmissionToast: typeof showSubmissionToast };

let pending: Promise<LeadToasterModule> | undefined;

/**
 * Fetches the lead toaster's chunk (the RichToaster of @vantreo/ui and sonner) once. Neither is
 * part of any page's first JavaScript (the 100 KB initial-JavaScript budget in apps/site/README.md): the chunk is asked
 * for when a visitor first sends a form. A failed fetch is forgotten so the next one retries.
 */
export function loadLeadToaster(): Promise<LeadToasterModule> {
  pending ??= import("./lead-toaster").catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * Shows a lead submission's outcome as a rich toast, mounting the toaster on first use. The toast
 * is the secondary confirmation: the form's own live status is the primary, accessible feedback,
 * so a toaster that cannot load is silently skipped.
 */
export function notifySubmission(outcome: SubmissionOutcome): void {
  loadLeadToaster().then(
    (toaster) => toaster.showSubmissionToast(outcome),
    () => {
      // Nothing lost: the form already told the visitor in its status region.
    },
  );
}
