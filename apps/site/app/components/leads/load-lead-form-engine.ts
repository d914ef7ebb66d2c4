import type { ComponentType } from "react";
import type { LeadFormEngineProps } from "./lead-form-engine";

/** The engine component, once its chunk has arrived. */
export type LeadFormEngine = ComponentType<LeadFormEngineProps>;

let pending: Promise<LeadFormEngine> | undefined;

/**
 * Fetches the form engine's chunk (useLeadForm, the lead client, the schemas and zod) once for
 * every form on the page. It stays out of the first paint's JavaScript (the 100 KB initial-JavaScript
 * budget in apps/site/README.md); a failed fetch is forgotten so the next attempt tries again.
 */
export function loadLeadFormEngine(): Promise<LeadFormEngine> {
  pending ??= import("./lead-form-engine").then(
    (module) => module.default,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
