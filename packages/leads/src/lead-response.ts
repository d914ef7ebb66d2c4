import { z } from "./zod";

/**
 * The lead API's answer (spec section 3): `errors` lists the catalogue texts of the validation
 * messages when the lead was rejected.
 */
export const LeadResponseSchema = z.object({
  success: z.boolean(),
  leadId: z.string().optional(),
  message: z.string(),
  errors: z.array(z.string()).optional(),
});

/** The lead API's answer (inferred from {@link LeadResponseSchema}). */
export type LeadResponse = z.infer<typeof LeadResponseSchema>;
