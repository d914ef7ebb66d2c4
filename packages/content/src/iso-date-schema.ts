import { z } from "zod";

/**
 * A calendar date written `YYYY-MM-DD` (spec section 3: "date (ISO)").
 *
 * YAML turns an unquoted `2025-01-14` into a Date at UTC midnight, so a Date is accepted and
 * written back as the same calendar day; a quoted string must already be a valid ISO date.
 */
export const IsoDateSchema = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime())
      ? value.toISOString().slice(0, 10)
      : value,
  z.iso.date({ error: "expected a date written YYYY-MM-DD" }),
);
