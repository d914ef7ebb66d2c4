// The zod-free half of the routing contract (browser code imports it from `./core`); the answer's
// types are inferred from its schemas (type-only imports: nothing of zod is loaded).
import type { routingConfigAnswerSchema, routingRuleAnswerSchema } from "./desk-responses";
import type { z } from "./zod";

/**
 * What a lead routing rule compares (issue #32, "Routing"): the service (`utm_service` or the
 * service page), the industry (the form's `industry`, else the page path), the locale, the
 * regional host (`www`, `sg`, `de`, `sa`) and the lead type.
 */
export const ROUTING_CRITERIA = ["service", "industry", "locale", "host", "lead-type"] as const;

/** One of {@link ROUTING_CRITERIA}. */
export type RoutingCriterion = (typeof ROUTING_CRITERIA)[number];

/** The most rules and team members the desk keeps. */
export const ROUTING_LIMITS = { rules: 100, members: 50, name: 80, value: 200 } as const;

/** A stored rule, as `GET /v1/desk/routing` returns it. */
export type RoutingRule = z.output<typeof routingRuleAnswerSchema>;

/** `GET /v1/desk/routing` and the answer of its `PUT`. */
export type RoutingConfig = z.output<typeof routingConfigAnswerSchema>;
