import {
  ALERT_CHANNELS,
  ALERT_LEAD_TYPES,
  ALERT_LIMITS,
  ALERT_LOCALES,
  alertUrlProblem,
} from "./alert-fields";
import { z } from "./zod";

const RULE_ID = "a rule id: 1 to 64 letters, digits or hyphens";

/**
 * One alert rule as an owner edits it. `webhookUrl` is required for a new rule; for a saved one
 * (`id`) it may be left out to keep the stored URL, which the browser never sees in full.
 */
export const alertRuleSchema = z
  .object({
    id: z
      .string({ error: RULE_ID })
      .regex(/^[A-Za-z0-9-]{1,64}$/, { error: RULE_ID })
      .optional(),
    name: z
      .string({ error: "a name" })
      .trim()
      .min(1, { error: "a name" })
      .max(ALERT_LIMITS.name, { error: `at most ${ALERT_LIMITS.name} characters` }),
    channel: z.enum(ALERT_CHANNELS, { error: "slack or teams" }),
    webhookUrl: z
      .string({ error: "a webhook URL" })
      .trim()
      .max(ALERT_LIMITS.url, { error: `at most ${ALERT_LIMITS.url} characters` })
      .optional(),
    leadTypes: z
      .array(z.enum(ALERT_LEAD_TYPES, { error: "unknown lead type" }))
      .max(ALERT_LEAD_TYPES.length)
      .refine((types) => new Set(types).size === types.length, { error: "a type is listed twice" }),
    locale: z.enum(ALERT_LOCALES, { error: "en, de or ar" }),
    enabled: z.boolean({ error: "true or false" }),
  })
  .superRefine((rule, context) => {
    // The problem is named, never the URL: it is a credential and must not echo into answers.
    if (rule.webhookUrl === undefined || rule.webhookUrl === "") {
      if (rule.id === undefined)
        context.addIssue({ code: "custom", path: ["webhookUrl"], message: "a webhook URL" });
      return;
    }
    const problem = alertUrlProblem(rule.channel, rule.webhookUrl);
    if (problem) context.addIssue({ code: "custom", path: ["webhookUrl"], message: problem });
  });

/** `PUT /v1/desk/alerts`: the whole set of alert rules (a rule left out is deleted). */
export const alertConfigSchema = z.object({
  rules: z
    .array(alertRuleSchema)
    .max(ALERT_LIMITS.rules, { error: `at most ${ALERT_LIMITS.rules} rules` }),
});

/** The body of `PUT /v1/desk/alerts` (inferred from {@link alertConfigSchema}). */
export type AlertConfigInput = z.infer<typeof alertConfigSchema>;
