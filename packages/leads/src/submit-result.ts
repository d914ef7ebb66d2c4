import type { LeadFieldError } from "./lead-field-error";
import type { LeadMessageCode } from "./lead-messages";
import type { Lead } from "./lead-schema";

/** Why a submission failed, for callers that branch on it (analytics, fallbacks). */
export type SubmitErrorKind =
  | "endpoint_missing"
  | "validation"
  | "timeout"
  | "network"
  | "rate_limited"
  | "server"
  | "rejected";

/** A lead the lead API accepted. `message` is the API's, else the catalogue's thank-you. */
export type SubmitSuccess = { success: true; leadId?: string; message: string };

/**
 * A lead that could not be submitted. `message` is the catalogue text of `code` (with the
 * contact address filled in); `lead` is what was composed, to keep in the form, and `mailto` a
 * prefilled e-mail to the contact address with the same content.
 */
export type SubmitFailure = {
  success: false;
  code: LeadMessageCode;
  message: string;
  errors?: LeadFieldError[];
  error: SubmitErrorKind;
  /** The HTTP status of the last answer, when there was one. */
  status?: number;
  lead: Lead;
  mailto: string;
};

/** The outcome of `LeadClient.submit`. */
export type SubmitResult = SubmitSuccess | SubmitFailure;
