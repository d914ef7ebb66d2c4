import { ROUTING_CRITERIA, ROUTING_LIMITS } from "./routing-fields";
import { z } from "./zod";

const RULE_ID = "a rule id: 1 to 64 letters, digits or hyphens";
const STAFF_ID = "a staff id";

/**
 * One rule as an owner edits it: `members` are the team (round robin in this order); `id` keeps
 * a rule's place in the rotation when it is saved again (absent: a new rule).
 */
export const routingRuleSchema = z.object({
  id: z
    .string({ error: RULE_ID })
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: RULE_ID })
    .refine((id) => id !== "fallback", { error: RULE_ID })
    .optional(),
  name: z
    .string({ error: "a name" })
    .trim()
    .min(1, { error: "a name" })
    .max(ROUTING_LIMITS.name, { error: `at most ${ROUTING_LIMITS.name} characters` }),
  criterion: z.enum(ROUTING_CRITERIA, { error: "unknown criterion" }),
  value: z
    .string({ error: "a value" })
    .trim()
    .toLowerCase()
    .min(1, { error: "a value" })
    .max(ROUTING_LIMITS.value, { error: `at most ${ROUTING_LIMITS.value} characters` }),
  members: z
    .array(z.string({ error: STAFF_ID }).min(1, { error: STAFF_ID }).max(64, { error: STAFF_ID }))
    .min(1, { error: "at least one team member" })
    .max(ROUTING_LIMITS.members, { error: `at most ${ROUTING_LIMITS.members} members` })
    .refine((ids) => new Set(ids).size === ids.length, { error: "a member is listed twice" }),
});

/**
 * `PUT /v1/desk/routing`: the ordered rules (the first that matches a lead assigns it) and the
 * fallback owner of a lead no rule matches (null: it stays unassigned).
 */
export const routingConfigSchema = z.object({
  rules: z
    .array(routingRuleSchema)
    .max(ROUTING_LIMITS.rules, { error: `at most ${ROUTING_LIMITS.rules} rules` }),
  fallbackOwnerId: z.string({ error: STAFF_ID }).min(1, { error: STAFF_ID }).max(64).nullable(),
});

/** The body of `PUT /v1/desk/routing` (inferred from {@link routingConfigSchema}). */
export type RoutingConfigInput = z.infer<typeof routingConfigSchema>;
