import type { LeadFormValues } from "@vantreo/leads";
import { HONEYPOT_FIELD } from "./form-signals";

/** The text fields a lead form may show; e-mail is always one of them. */
export type LeadFormField = "name" | "email" | "phone" | "company" | "message";

/** The `data-lead-consent` marker of the consent checkbox (a native checkbox, @vantreo/ui). */
export const CONSENT_MARKER = "data-lead-consent";

function control(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? (element as HTMLInputElement)
    : null;
}

/**
 * What the form's DOM holds right now. Text typed before hydration, or before the form engine
 * arrived, exists only there; the engine adopts it so nothing typed is lost.
 */
export function readFormValues(
  form: HTMLFormElement,
  fields: readonly LeadFormField[],
): Partial<LeadFormValues> {
  const values: Partial<LeadFormValues> = {};
  for (const field of fields) values[field] = control(form, field)?.value ?? "";
  const consent = form.querySelector(`[${CONSENT_MARKER}]`);
  if (consent instanceof HTMLInputElement) values.marketingConsent = consent.checked;
  return values;
}

/** The honeypot's value: empty for people, filled by bots that fill every field. */
export function readHoneypot(form: HTMLFormElement | null): string {
  return (form && control(form, HONEYPOT_FIELD)?.value) ?? "";
}
