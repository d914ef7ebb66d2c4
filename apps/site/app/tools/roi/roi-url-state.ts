/**
 * The calculator's inputs in the page URL, so a result can be
 * shared. Decoding never throws: a missing, malformed or out-of-range parameter falls back to
 * its default and is reported, so a mangled link still opens a working calculator.
 */
import { REGIONS } from "@vantreo/i18n";
import {
  DEFAULT_ROI_INPUTS,
  ROI_FIELD_RULES,
  ROI_FIELDS,
  type RoiField,
  type RoiInputs,
} from "./roi-inputs";
import { checkRoiValue } from "./validate-roi-inputs";

/** The currencies results can be shown in: those of the four regions (spec section 9). */
export const ROI_CURRENCIES = REGIONS.map((region) => region.currency);

/** A currency of {@link ROI_CURRENCIES}. */
export type RoiCurrency = (typeof ROI_CURRENCIES)[number];

/** The query parameter of the currency. */
export const CURRENCY_URL_KEY = "cur";

/** What a shared link holds. */
export interface RoiUrlState {
  inputs: RoiInputs;
  /** null when the link names no (known) currency: the visitor's region decides. */
  currency: RoiCurrency | null;
  /** Parameters present in the link but refused, so their defaults were used. */
  rejected: RoiField[];
  /** Whether the link carried at least one accepted input. */
  hasInputs: boolean;
}

// Plain digits with an optional decimal part, as `encodeRoiState` writes them; a long string
// is refused before it reaches Number().
const URL_NUMBER = /^\d{1,15}(\.\d{1,6})?$/;

/** Whether a value is one of the supported currencies. */
export function isRoiCurrency(value: string): value is RoiCurrency {
  return (ROI_CURRENCIES as readonly string[]).includes(value);
}

/** Writes every input (and the currency, when given) as query parameters, in form order. */
export function encodeRoiState(inputs: RoiInputs, currency?: RoiCurrency | null): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of ROI_FIELDS) params.set(ROI_FIELD_RULES[field].urlKey, String(inputs[field]));
  if (currency) params.set(CURRENCY_URL_KEY, currency);
  return params;
}

/** Reads inputs from query parameters; anything refused keeps its default. Never throws. */
export function decodeRoiState(params: URLSearchParams | string): RoiUrlState {
  const search = typeof params === "string" ? new URLSearchParams(params) : params;
  const inputs: RoiInputs = { ...DEFAULT_ROI_INPUTS };
  const rejected: RoiField[] = [];
  let hasInputs = false;
  for (const field of ROI_FIELDS) {
    const text = search.get(ROI_FIELD_RULES[field].urlKey);
    if (text === null) continue;
    const value = URL_NUMBER.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    if (checkRoiValue(field, value) === null) {
      inputs[field] = value;
      hasInputs = true;
    } else {
      rejected.push(field);
    }
  }
  const code = (search.get(CURRENCY_URL_KEY) ?? "").trim().toUpperCase();
  return { inputs, currency: isRoiCurrency(code) ? code : null, rejected, hasInputs };
}
