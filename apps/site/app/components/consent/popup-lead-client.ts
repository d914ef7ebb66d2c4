import { createLeadClient, type LeadClient } from "@vantreo/leads";
import { siteConfig } from "../../config/site-config";

let client: LeadClient | null = null;

/**
 * The lead client of the newsletter popup: `siteConfig.leadEndpoint`, with the contact address
 * for the fallback messages of spec section 8. Created on first use, in the popup's own chunk.
 */
export function popupLeadClient(): LeadClient {
  client ??= createLeadClient({
    endpoint: siteConfig.leadEndpoint,
    contactEmail: siteConfig.email,
  });
  return client;
}
