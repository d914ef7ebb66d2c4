import { ACCESS_REQUEST_LIMITS } from "@vantreo/leads/dataroom";
import type { AccessRequestValues } from "./read-access-request";

/**
 * The lead API's limits for a request, from the data room's contract (the zod-free
 * `@vantreo/leads/dataroom` entry); the API checks again and its answer wins.
 */
export const REQUEST_LIMITS = ACCESS_REQUEST_LIMITS;

// A pre-check for obvious typos only; the lead API applies the full e-mail rule of @vantreo/leads.
// The domain's labels exclude the dot, so each character has one way to match: linear time.
// (`[^\s@]+\.[^\s@]+$` tried every dot as the last one: 20,000 "a." took 1.4 s.)
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * The problems of a request before it is sent, as `dataroom:fields.*` keys by field: a name,
 * an e-mail address, a firm (the lead rules' company length) and a message within the lead
 * message limit. The API checks again and its field codes win.
 */
export function validateAccessRequest(values: AccessRequestValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.name === "") problems.name = "fields.nameRequired";
  else if (values.name.length > REQUEST_LIMITS.name.max) problems.name = "fields.nameTooLong";
  if (!EMAIL_SHAPE.test(values.email)) problems.email = "fields.emailInvalid";
  if (values.firm === "") problems.firm = "fields.firmRequired";
  else if (values.firm.length < REQUEST_LIMITS.firm.min) problems.firm = "fields.firmTooShort";
  else if (values.firm.length > REQUEST_LIMITS.firm.max) problems.firm = "fields.firmTooLong";
  if (values.message.length > REQUEST_LIMITS.message.max)
    problems.message = "fields.messageTooLong";
  return problems;
}
