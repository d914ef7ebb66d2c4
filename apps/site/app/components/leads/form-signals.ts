import type { LeadClient } from "@vantreo/leads";

/**
 * The lead API's honeypot key (`HONEYPOT_FIELD` in apps/lead-api `spam-signals.ts`): a hidden
 * field people never fill, sent as `metadata.website`; any value marks the lead as spam.
 */
export const HONEYPOT_FIELD = "website";

/**
 * The lead API's fill-time key (`FILL_TIME_FIELD` in apps/lead-api): milliseconds from the
 * form's first render to the submit, sent as `metadata.form_fill_ms`. Measured in the browser so
 * clock skew between visitor and server does not matter.
 */
export const FILL_TIME_FIELD = "form_fill_ms";

/** Flat metadata values the lead schema keeps. */
export type MetadataValue = string | number | boolean;

/** What a form knows at the moment it is sent, beyond the visitor's fields. */
export type FormSignals = {
  /** The honeypot input's value ("" for a person). */
  honeypot: () => string;
  /** Milliseconds since the form was first shown. */
  fillMs: () => number;
  /** Extra metadata read at send time (attribution, locale, a request type). */
  extra?: () => Record<string, MetadataValue>;
};

/**
 * Wraps a lead client so every lead carries the spam signals the lead API reads (honeypot and
 * fill time) and the extra metadata of the moment. The form's own metadata (consent, lead type)
 * wins over the extras; the two signals always come last so no field can overwrite them.
 */
export function withFormSignals(
  client: Pick<LeadClient, "submit">,
  signals: FormSignals,
): Pick<LeadClient, "submit"> {
  return {
    submit: (lead) =>
      client.submit({
        ...lead,
        metadata: {
          ...signals.extra?.(),
          ...lead.metadata,
          [HONEYPOT_FIELD]: signals.honeypot(),
          [FILL_TIME_FIELD]: Math.max(0, Math.round(signals.fillMs())),
        },
      }),
  };
}
