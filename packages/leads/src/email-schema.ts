import { z } from "./zod";
import { LEAD_LIMITS } from "./lead-limits";

/**
 * A valid e-mail address after trimming (spec section 5); its error is the message code
 * `valid_email_required`. Shared by the lead rules and the form rules so both agree.
 */
export const EmailSchema = z
  .string()
  .trim()
  .max(LEAD_LIMITS.email.max, { error: "valid_email_required" })
  .pipe(z.email({ error: "valid_email_required" }));
