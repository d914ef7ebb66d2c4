import { createLeadClient } from "@vantreo/leads";
import { siteConfig } from "../../config/site-config";

/**
 * The lead client of the tools: the site's lead endpoint and contact address (spec section 7).
 * Creating it touches no browser global, so the module is safe to prerender.
 */
export const toolLeadClient = createLeadClient({
  endpoint: siteConfig.leadEndpoint,
  contactEmail: siteConfig.email,
});
