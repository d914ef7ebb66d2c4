import { createIdempotencyKey } from "./idempotency-key";
import { leadFieldError } from "./lead-field-error";
import { formatLeadMessage, LEAD_MESSAGES, type LeadMessageCode } from "./lead-messages";
import type { Lead, LeadInput } from "./lead-schema";
import { LEAD_SIGNATURE_HEADER, signLeadBody } from "./lead-signature";
import { leadMailtoLink } from "./mailto-link";
import { fieldErrorsFromResponse } from "./response-errors";
import { parseRetryAfter } from "./retry-after";
import { sanitizeLead } from "./sanitize-lead";
import { sendAttempt, type AttemptOutcome } from "./send-attempt";
import type { SubmitErrorKind, SubmitFailure, SubmitResult } from "./submit-result";
import { validateLead } from "./validate-lead";

/** Request limits of spec section 9: 30,000 ms per attempt, 3 attempts, 1,000 ms retry delay. */
export const LEAD_CLIENT_DEFAULTS = {
  timeoutMs: 30_000,
  attempts: 3,
  retryDelayMs: 1_000,
  maxRetryAfterMs: 60_000,
} as const;

/** How a lead client is set up. */
export type LeadClientOptions = {
  /** The full URL of the lead endpoint, e.g. `https://leads.vantreo.com/v1/leads`. Missing or empty: every submission fails with `endpoint_missing`. */
  endpoint?: string;
  /** The address shown in error messages and used for the `mailto:` fallback. */
  contactEmail: string;
  /** Defaults to the global `fetch`, looked up when a lead is sent. */
  fetch?: typeof globalThis.fetch;
  /** When set, each request carries `X-Lead-Signature` (see `signLeadBody`). Off by default. */
  signingKey?: string;
  timeoutMs?: number;
  attempts?: number;
  /** The wait before attempt n + 1 is this times n (unless a 429 says otherwise). */
  retryDelayMs?: number;
  /** A 429 asking for a longer wait than this ends the submission instead of waiting. */
  maxRetryAfterMs?: number;
  /** How to wait between attempts; defaults to `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
};

/** Sends leads to the lead API. */
export type LeadClient = {
  /** Sanitizes, validates and sends a lead, retrying as spec section 7 describes. Never throws. */
  submit(lead: LeadInput): Promise<SubmitResult>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function responseMessage(data: unknown): string | undefined {
  const value = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  return typeof value.message === "string" && value.message.trim() !== ""
    ? value.message
    : undefined;
}

/**
 * Creates the resilient lead client (spec sections 7 to 9). Each submission is sanitized and
 * validated, then POSTed as JSON with one `Idempotency-Key` for all its attempts. Network
 * errors, timeouts, 408, 429 and 5xx are retried up to `attempts` times, waiting
 * `retryDelayMs × attempt` or what a 429's `Retry-After` asks; any other answer is final.
 * Failures carry the catalogue message, the composed lead and a `mailto:` fallback.
 */
export function createLeadClient(options: LeadClientOptions): LeadClient {
  const timeoutMs = options.timeoutMs ?? LEAD_CLIENT_DEFAULTS.timeoutMs;
  const attempts = Math.max(1, Math.floor(options.attempts ?? LEAD_CLIENT_DEFAULTS.attempts));
  const retryDelayMs = options.retryDelayMs ?? LEAD_CLIENT_DEFAULTS.retryDelayMs;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? LEAD_CLIENT_DEFAULTS.maxRetryAfterMs;
  const sleep = options.sleep ?? defaultSleep;
  const email = options.contactEmail;

  function fail(
    lead: Lead,
    code: LeadMessageCode,
    error: SubmitErrorKind,
    extra: Partial<SubmitFailure> = {},
  ): SubmitFailure {
    return {
      success: false,
      code,
      message: formatLeadMessage(code, { email }),
      error,
      lead,
      mailto: leadMailtoLink(email, lead),
      ...extra,
    };
  }

  function finalAnswer(
    lead: Lead,
    outcome: Extract<AttemptOutcome, { kind: "response" }>,
  ): SubmitResult {
    const { status, data } = outcome;
    if (outcome.ok && (data as { success?: unknown } | undefined)?.success !== false) {
      const leadId = (data as { leadId?: unknown } | undefined)?.leadId;
      return {
        success: true,
        ...(typeof leadId === "string" ? { leadId } : {}),
        message: responseMessage(data) ?? LEAD_MESSAGES.thank_you,
      };
    }
    if (status === 429) return fail(lead, "rate_limited", "rate_limited", { status });
    if (isRetryableStatus(status)) return fail(lead, "submit_lead_failed", "server", { status });
    const errors = fieldErrorsFromResponse((data as { errors?: unknown } | undefined)?.errors);
    if (errors.length > 0) return fail(lead, "validation_failed", "validation", { status, errors });
    return fail(lead, "submit_lead_failed", "rejected", { status });
  }

  async function submit(input: LeadInput): Promise<SubmitResult> {
    let lead: Lead;
    try {
      lead = sanitizeLead(input);
    } catch {
      lead = sanitizeLead({});
      return fail(lead, "validation_failed", "validation", {
        errors: [leadFieldError("lead", "validation_failed")],
      });
    }
    const endpoint = options.endpoint?.trim();
    if (!endpoint) return fail(lead, "endpoint_missing", "endpoint_missing");
    const errors = validateLead(lead);
    if (errors.length > 0) return fail(lead, "validation_failed", "validation", { errors });

    const body = JSON.stringify(lead);
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "Idempotency-Key": createIdempotencyKey(),
    };
    if (options.signingKey) {
      try {
        headers[LEAD_SIGNATURE_HEADER] = await signLeadBody(
          options.signingKey,
          lead.timestamp,
          body,
        );
      } catch {
        // Web Crypto is missing outside secure contexts; the API then decides on an unsigned lead.
      }
    }
    const fetchImpl = options.fetch ?? ((url, init) => globalThis.fetch(url, init));

    for (let attempt = 1; ; attempt += 1) {
      const outcome = await sendAttempt({ fetch: fetchImpl, endpoint, headers, body, timeoutMs });
      const isLast = attempt >= attempts;
      if (outcome.kind !== "response") {
        if (isLast) {
          return outcome.kind === "timeout"
            ? fail(lead, "timeout", "timeout")
            : fail(lead, "network_failure", "network");
        }
        await sleep(retryDelayMs * attempt);
        continue;
      }
      if (outcome.ok || !isRetryableStatus(outcome.status) || isLast)
        return finalAnswer(lead, outcome);
      const asked = outcome.status === 429 ? parseRetryAfter(outcome.retryAfter) : null;
      if (asked !== null && asked > maxRetryAfterMs) return finalAnswer(lead, outcome);
      await sleep(asked ?? retryDelayMs * attempt);
    }
  }

  return { submit };
}
