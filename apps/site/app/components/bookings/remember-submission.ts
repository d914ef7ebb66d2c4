import type { LeadClient } from "@vantreo/leads";
import { rememberVisitor } from "./visitor-memory";

/**
 * Wraps a lead client so a lead the API stored is remembered for the visit (`rememberVisitor`):
 * a scheduling or checkout link followed afterwards arrives prefilled and names the lead. A
 * data-rights request is not a sales conversation and is never remembered.
 */
export function withVisitorMemory<Client extends Pick<LeadClient, "submit">>(
  client: Client,
): Client {
  return {
    ...client,
    submit: async (lead) => {
      const result = await client.submit(lead);
      if (result.success && result.leadId && lead.email && lead.leadType !== "data-rights") {
        rememberVisitor({
          leadId: result.leadId,
          name: [lead.firstName, lead.lastName].filter(Boolean).join(" ").trim(),
          email: lead.email,
          notes: lead.message ?? "",
        });
      }
      return result;
    },
  };
}
