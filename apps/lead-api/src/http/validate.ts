import { zValidator } from "@hono/zod-validator";
import type { FieldErrors } from "@vantreo/contracts/core";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../app-env";
import { apiError } from "./api-error";

/** What the hook reads of a zod error. */
type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/**
 * The invalid fields of a zod error, by the name of the top-level field each issue is about (an
 * issue about the whole value is named `body`), with the first reason given for each.
 */
export function fieldErrors(error: Issues): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : "body";
    fields[name] ??= issue.message;
  }
  return fields;
}

/** The one validation hook: a refusal becomes `400 invalid_request` with `fields`. */
function toEnvelope(
  result: { success: true } | { success: false; error: Issues },
  c: Context<AppEnv>,
): Response | undefined {
  if (result.success) return undefined;
  return apiError(c, 400, "invalid_request", { extra: { fields: fieldErrors(result.error) } });
}

/**
 * Validates a request part (`json` behind `jsonBody`, `query`, `param`) with one of the
 * contract's schemas (`@hono/zod-validator`); a refusal is the envelope's `400 invalid_request`
 * with `fields`. The route reads the parsed value with `c.req.valid(target)`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator<Schema, Target, AppEnv, string, typeof toEnvelope>(target, schema, toEnvelope);
}
