/** Spec section 9, event values: what each conversion event is worth. */
export const CONVERSION_EVENT_VALUES = {
  contact_form: 100,
  roi_calculator: 200,
  demo_request: 500,
  booking: 1000,
  assessment: 300,
  comparison_view: 150,
  service_view: 50,
  newsletter: 25,
  whitepaper: 75,
  exit_intent: 50,
  case_study_download: 100,
  video: 40,
  pricing_view: 300,
  trial: 750,
} as const;

/** A conversion event name. */
export type ConversionEvent = keyof typeof CONVERSION_EVENT_VALUES;

/** True for one of the conversion event names (e.g. read from a `data-` attribute). */
export function isConversionEvent(value: unknown): value is ConversionEvent {
  return typeof value === "string" && Object.hasOwn(CONVERSION_EVENT_VALUES, value);
}

/** Spec section 9, tracking values: what each kind of captured lead is worth. */
export const TRACKING_VALUES = {
  calculator_lead: 1000,
  newsletter: 100,
  lead_capture: 500,
  contact_form: 2000,
  assessment: 750,
  booking: 5000,
} as const;

/** A kind of tracked lead. */
export type TrackedLeadKind = keyof typeof TRACKING_VALUES;

/** Spec section 9: an ROI above this figure counts as high value. */
export const HIGH_VALUE_ROI_THRESHOLD = 1_000_000;

/** True when a calculated ROI is over 1,000,000 (exactly 1,000,000 is not). */
export function isHighValueRoi(roi: number): boolean {
  return roi > HIGH_VALUE_ROI_THRESHOLD;
}
