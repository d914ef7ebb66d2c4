import { ROI_FIELD_RULES, ROI_FIELDS, type RoiField, type RoiInputs } from "./roi-inputs";

/** Why an input was refused. */
export type RoiErrorCode = "required" | "not_a_number" | "below_min" | "above_max" | "not_whole";

/** A refused input, with the limits the message quotes. */
export interface RoiFieldError {
  field: RoiField;
  code: RoiErrorCode;
  min: number;
  max: number;
}

/** The raw text of every input, as typed. */
export type RoiRawInputs = Record<RoiField, string>;

// Plain decimal digits ("150000", "85.5", ".5"), or digits grouped by commas in threes as an
// English page writes them ("150,000"). No exponent, hex or sign: "1e6" is not an amount, and
// "1,5" (a German decimal comma) is refused rather than silently read as fifteen.
const PLAIN_NUMBER = /^(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$|^\.\d+$/;

/**
 * Reads one typed value: trims, drops spaces used as thousands separators, then accepts only
 * the forms above. Answers `undefined` for an empty field and `null` for text that is not an
 * amount. A leading minus is read, so the visitor hears "too small" rather than "not a number".
 */
export function parseAmount(text: string): number | null | undefined {
  const cleaned = text.trim().replace(/[\s\u202f\u00a0]/g, "");
  if (cleaned === "") return undefined;
  const negative = cleaned.startsWith("-");
  const digits = negative ? cleaned.slice(1) : cleaned;
  if (!PLAIN_NUMBER.test(digits)) return null;
  const value = Number(digits.replace(/,/g, ""));
  return negative ? -value : value;
}

/** The error of one numeric value against its field's rule, or null when it is accepted. */
export function checkRoiValue(field: RoiField, value: number): RoiFieldError | null {
  const rule = ROI_FIELD_RULES[field];
  const error = (code: RoiErrorCode): RoiFieldError => ({
    field,
    code,
    min: rule.min,
    max: rule.max,
  });
  if (!Number.isFinite(value)) return error("not_a_number");
  if (value < rule.min) return error("below_min");
  if (value > rule.max) return error("above_max");
  if (rule.integer && !Number.isInteger(value)) return error("not_whole");
  return null;
}

/** Every error of a complete set of numeric inputs; `[]` when all are accepted. */
export function validateRoiInputs(inputs: RoiInputs): RoiFieldError[] {
  return ROI_FIELDS.map((field) => checkRoiValue(field, inputs[field])).filter(
    (error): error is RoiFieldError => error !== null,
  );
}

/**
 * Turns the typed form into inputs: every field is required, must be a plain number and must
 * lie in its range. Answers the inputs, or one error per refused field (in form order).
 */
export function parseRoiInputs(
  raw: RoiRawInputs,
): { ok: true; inputs: RoiInputs } | { ok: false; errors: RoiFieldError[] } {
  const errors: RoiFieldError[] = [];
  const inputs = {} as RoiInputs;
  for (const field of ROI_FIELDS) {
    const { min, max } = ROI_FIELD_RULES[field];
    const value = parseAmount(raw[field]);
    if (value === undefined) errors.push({ field, code: "required", min, max });
    else if (value === null) errors.push({ field, code: "not_a_number", min, max });
    else {
      const error = checkRoiValue(field, value);
      if (error) errors.push(error);
      inputs[field] = value;
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, inputs };
}
