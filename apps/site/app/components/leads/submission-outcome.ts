import type { SubmitResult } from "@vantreo/leads";

/** A form's translation function as it is called here: a prefixed key, and the address. */
export type Translate = (key: string, options?: { email: string }) => string;

/**
 * What one lead submission shows in the rich toaster (spec sections 3 and 4): the toast's `id`
 * (the loading toast of a submission is replaced by its result), its kind, texts in the
 * visitor's language, and the toaster's own translated labels.
 */
export type SubmissionOutcome = {
  id: string;
  kind: "loading" | "success" | "error";
  title: string;
  description?: string;
  labels: { region: string; close: string };
};

// Signing up for the newsletter (footer, popup) is a subscription, not a message to reply to.
const SUBSCRIPTIONS = new Set(["newsletter", "exit-intent"]);

function labels(t: Translate): SubmissionOutcome["labels"] {
  return { region: t("toasts:region"), close: t("toasts:close") };
}

/** The toast while a lead is on its way: the spec's loading text 'Submitting...' (section 8). */
export function loadingOutcome(id: string, t: Translate): SubmissionOutcome {
  return { id, kind: "loading", title: t("leads:submitting"), labels: labels(t) };
}

/**
 * The toast of a submission's answer. Success: 'Almost done' (confirm by e-mail) for a newsletter signup, 'Request
 * received' for a data-rights request, else 'Message sent' with the thank-you. Failure: the
 * catalogue's message (spec section 8) in the visitor's language, with the form's variant of
 * the missing-endpoint text as the form itself shows it, and a reminder that nothing typed was
 * lost. `null` stands for a client that threw: the fallback 'Failed to submit'.
 */
export function resultOutcome(
  id: string,
  result: SubmitResult | null,
  leadType: string | undefined,
  t: Translate,
  email: string,
): SubmissionOutcome {
  const base = { id, labels: labels(t) };
  if (result?.success) {
    if (leadType && SUBSCRIPTIONS.has(leadType)) {
      return {
        ...base,
        kind: "success",
        title: t("toasts:subscribed.title"),
        description: t("toasts:subscribed.description"),
      };
    }
    if (leadType === "data-rights") {
      return { ...base, kind: "success", title: t("toasts:requestReceived") };
    }
    return {
      ...base,
      kind: "success",
      title: t("toasts:leadSent"),
      description: t("leads:thank_you"),
    };
  }
  const code = !result
    ? "submit_failed"
    : result.code === "endpoint_missing"
      ? "endpoint_missing_form"
      : result.code;
  return {
    ...base,
    kind: "error",
    title: t(`leads:${code}`, { email }),
    description: t("toasts:submission.keptInForm"),
  };
}
