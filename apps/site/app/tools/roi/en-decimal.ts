/**
 * English (en-US) number formatting without Intl, for the ROI calculator. The first
 * `Intl.NumberFormat` of a page makes the browser load its number data: 20–35 ms of main-thread
 * work on a desktop CPU (Lighthouse's mobile CPU: ×4), in the middle of the calculator's
 * hydration. The calculator's page is English and its figures need five patterns, so it writes
 * them itself; `roi-format.parity.test.ts` holds every pattern to Intl's output over thousands of
 * values. Rounding is Intl's default (half away from zero) on the shortest decimal that reads back
 * as the same double, which is also what ICU rounds.
 */

/** A non-negative decimal as digits and the position of its decimal point ("156186", 3 = 156.186). */
interface Decimal {
  digits: string;
  point: number;
}

/** The shortest decimal of a finite non-negative number (as `Number.prototype.toString` writes it). */
function decimalOf(value: number): Decimal {
  const [mantissa = "0", exponent = "0"] = value.toString().split("e");
  const [integer = "0", fraction = ""] = mantissa.split(".");
  return { digits: integer + fraction, point: integer.length + Number(exponent) };
}

/** The decimal times 10^places (exact: only the point moves). */
function shift({ digits, point }: Decimal, places: number): Decimal {
  return { digits, point: point + places };
}

/** Adds one to a string of digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === "9") index -= 1;
  if (index < 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${"0".repeat(digits.length - index - 1)}`;
}

/** Rounds half away from zero to `places` fraction digits; returns the integer and fraction digits. */
function roundDecimal(decimal: Decimal, places: number): { integer: string; fraction: string } {
  let { digits, point } = decimal;
  if (point < 0) {
    digits = `${"0".repeat(-point)}${digits}`;
    point = 0;
  }
  const keep = point + places;
  if (digits.length <= keep) {
    digits = digits.padEnd(keep, "0");
  } else {
    const roundUp = (digits[keep] ?? "0") >= "5";
    digits = digits.slice(0, keep);
    if (roundUp) {
      const next = increment(digits);
      if (next.length > digits.length) point += 1;
      digits = next;
    }
  }
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, "") || "0";
  return { integer, fraction: digits.slice(point) };
}

/** Thousands separators, English style: "1234567" → "1,234,567". */
function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** How a figure is written: fraction digits kept and dropped, and what goes around it. */
export interface EnDecimalOptions {
  /** At most this many fraction digits (rounded half away from zero). */
  maximumFractionDigits: number;
  /** At least this many (default 0): trailing zeros beyond it are dropped. */
  minimumFractionDigits?: number;
  /** Drop the fraction when the rounded value is whole ("$85", not "$85.00"). */
  stripIfInteger?: boolean;
  /** Written before the digits, after the minus sign ("$", "SGD\u00a0"). */
  prefix?: string;
  /** Written after the digits ("%", "K"). */
  suffix?: string;
  /** Multiply by 10^this first, exactly (2 for a percentage of a ratio). */
  shiftBy?: number;
}

/** The numbers {@link formatEnDecimal} writes as Intl would (beyond them it hands over to Intl). */
const LIMIT = 1e21;

/**
 * A number as en-US Intl writes it with the given options: "-$1,234", "156%", "2.56", "$85.50".
 * A negative value keeps its sign even when it rounds to zero ("-0"), as Intl does.
 */
export function formatEnDecimal(value: number, options: EnDecimalOptions): string {
  const {
    maximumFractionDigits,
    minimumFractionDigits = 0,
    stripIfInteger = false,
    prefix = "",
    suffix = "",
    shiftBy = 0,
  } = options;
  if (!Number.isFinite(value) || Math.abs(value) >= LIMIT) {
    // Not a figure the calculator produces; Intl writes it (∞, NaN, huge numbers).
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits });
    const sign = value < 0 ? "-" : "";
    return `${sign}${prefix}${intl.format(Math.abs(value) * 10 ** shiftBy)}${suffix}`;
  }
  const negative = value < 0 || Object.is(value, -0);
  const { integer, fraction } = roundDecimal(
    shift(decimalOf(Math.abs(value)), shiftBy),
    maximumFractionDigits,
  );
  let kept = fraction;
  if (stripIfInteger && /^0*$/.test(kept)) kept = "";
  else {
    let end = kept.length;
    while (end > minimumFractionDigits && kept[end - 1] === "0") end -= 1;
    kept = kept.slice(0, end);
  }
  const number = kept ? `${group(integer)}.${kept}` : group(integer);
  return `${negative ? "-" : ""}${prefix}${number}${suffix}`;
}

/** The compact units of English: thousand, million, billion, trillion. */
const COMPACT_UNITS = [
  { exponent: 12, suffix: "T" },
  { exponent: 9, suffix: "B" },
  { exponent: 6, suffix: "M" },
  { exponent: 3, suffix: "K" },
] as const;

const unitFor = (magnitude: number) => COMPACT_UNITS.find((unit) => magnitude >= unit.exponent);

/**
 * A compact figure as en-US Intl writes it (`notation: "compact"`): "$400K", "-$1.5M", "$950".
 * As in ICU, the unit follows the value's magnitude, and when rounding lifts the figure into the
 * next magnitude the unit is chosen again: 999,960 is "$1M", not "$1000K".
 */
export function formatEnCompact(
  value: number,
  options: { maximumFractionDigits: number; prefix?: string },
): string {
  const { maximumFractionDigits, prefix = "" } = options;
  if (!Number.isFinite(value) || Math.abs(value) >= LIMIT) {
    const intl = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits });
    return `${value < 0 ? "-" : ""}${prefix}${intl.format(Math.abs(value))}`;
  }
  const decimal = decimalOf(Math.abs(value));
  const write = (exponent: number, suffix: string) =>
    formatEnDecimal(value, { maximumFractionDigits, prefix, suffix, shiftBy: -exponent });
  if (/^0*$/.test(decimal.digits)) return write(0, "");
  // The magnitude: the power of ten of the first significant digit.
  const magnitude = decimal.point - 1 - (decimal.digits.match(/^0*/)?.[0].length ?? 0);
  const unit = unitFor(magnitude);
  const exponent = unit?.exponent ?? 0;
  const { integer } = roundDecimal(shift(decimal, -exponent), maximumFractionDigits);
  const roundedMagnitude = integer === "0" ? magnitude : integer.length - 1 + exponent;
  const next = roundedMagnitude > magnitude ? unitFor(magnitude + 1) : unit;
  const chosen = next ?? unit;
  return chosen ? write(chosen.exponent, chosen.suffix) : write(0, "");
}
