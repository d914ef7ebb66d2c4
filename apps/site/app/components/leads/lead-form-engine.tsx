import { readAttribution } from "@vantreo/consent";
import type { LeadFieldError, LeadFormSettings, LeadFormValues } from "@vantreo/leads";
import {
  useLeadForm,
  type LeadFormMessage,
  type LeadFormStatus,
  type UseLeadFormOptions,
} from "@vantreo/leads/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { siteConfig } from "../../config/site-config";
import { withFormSignals, type MetadataValue } from "./form-signals";
import { leadClient } from "./lead-client";
import { readFormValues, readHoneypot, type LeadFormField } from "./read-form-values";
import type { Translate } from "./submission-outcome";
import { useSubmissionFeedback } from "./use-submission-feedback";

/** What the engine tells the form it drives: the state to show and the two actions. */
export type LeadFormEngineState = {
  status: LeadFormStatus;
  error: LeadFormMessage | null;
  fieldErrors: Partial<Record<string, LeadFieldError>>;
  mailto: string | null;
  setValue: (field: LeadFormField, value: string) => void;
  setConsent: (given: boolean) => void;
  submit: () => void;
};

/** How the form sets up its engine. */
export type LeadFormEngineProps = {
  /** The id of the `<form>` element the engine reads at send time. */
  formId: string;
  settings: LeadFormSettings;
  /** The prefill; the form returns to it after the thank-you. */
  initialValues: Partial<LeadFormValues>;
  fields: readonly LeadFormField[];
  /**
   * Milliseconds since the form was shown (the lead API's fill time). Without it the lead goes
   * without spam signals, attribution or `readMetadata` (the tools' inline form sends none).
   */
  fillMs?: () => number;
  /** Metadata read from the form at send time (e.g. the data-rights request type). */
  readMetadata?: (form: HTMLFormElement) => Record<string, MetadataValue>;
  onState: (state: LeadFormEngineState) => void;
  /** The form's translation function, for the toasts of its submissions. */
  translate: Translate;
  onSuccess?: UseLeadFormOptions["onSuccess"];
  onFailure?: UseLeadFormOptions["onFailure"];
};

function formElement(id: string): HTMLFormElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLFormElement ? element : null;
}

/**
 * The lead form's engine over `useLeadForm` (spec sections 4, 5, 7, 8), loaded with the lead
 * client on the visitor's first interaction. It renders nothing: the form's markup is
 * prerendered and stays mounted, so focus and caret never jump when the engine arrives. On each
 * submit it adopts what the DOM holds (text typed before hydration or before this chunk
 * arrived included), and, for a form that measures its fill time, it adds the lead API's spam
 * signals, attribution and the form's metadata to every lead. Each submission's outcome is also
 * shown as a rich toast.
 */
export default function LeadFormEngine(props: LeadFormEngineProps) {
  const { formId, fields, fillMs, readMetadata, onState } = props;
  // Toasts and the lead_submit timing wrap the client; the spam signals wrap them in turn.
  const client = useSubmissionFeedback(leadClient, props.translate);
  const form = useLeadForm({
    ...props.settings,
    // Rebuilt each render: useLeadForm sends with the options of the latest render.
    client: fillMs
      ? withFormSignals(client, {
          honeypot: () => readHoneypot(formElement(formId)),
          fillMs,
          extra: () => {
            const element = formElement(formId);
            return {
              ...readAttribution(),
              ...(element && readMetadata ? readMetadata(element) : {}),
            };
          },
        })
      : client,
    contactEmail: siteConfig.email,
    initialValues: props.initialValues,
    ...(props.onSuccess ? { onSuccess: props.onSuccess } : {}),
    ...(props.onFailure ? { onFailure: props.onFailure } : {}),
  });
  const latest = useRef(form);
  useLayoutEffect(() => {
    latest.current = form;
  });

  // A submit adopts the DOM first; the send runs on the next render, with the adopted values.
  const [submitRequests, setSubmitRequests] = useState(0);
  const handled = useRef(0);
  const { submit } = form;
  useEffect(() => {
    if (submitRequests <= handled.current) return;
    handled.current = submitRequests;
    void submit();
  }, [submitRequests, submit]);

  const actions = useMemo(
    () => ({
      setValue: (field: LeadFormField, value: string) => latest.current.setValue(field, value),
      setConsent: (given: boolean) => latest.current.setValue("marketingConsent", given),
      submit: () => {
        const element = formElement(formId);
        const values = element ? readFormValues(element, fields) : {};
        for (const [field, value] of Object.entries(values))
          latest.current.setValue(field as keyof LeadFormValues, value);
        setSubmitRequests((count) => count + 1);
      },
    }),
    [formId, fields],
  );
  const { status, error, fieldErrors, mailto } = form;
  useLayoutEffect(() => {
    onState({ status, error, fieldErrors, mailto, ...actions });
  }, [status, error, fieldErrors, mailto, actions, onState]);
  return null;
}
