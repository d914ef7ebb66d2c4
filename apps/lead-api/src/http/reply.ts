import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { LeadResponse } from "@vantreo/leads";

/**
 * A JSON failure in the shape of the lead response (spec section 3): `success: false`, a
 * message and, for validation failures, the list of messages.
 */
export function failure(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  options: { errors?: string[]; headers?: Record<string, string> } = {},
): Response {
  const body: LeadResponse = {
    success: false,
    message,
    ...(options.errors ? { errors: options.errors } : {}),
  };
  return c.json(body, status, options.headers);
}
