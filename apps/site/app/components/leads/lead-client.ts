import { createLeadClient } from "@vantreo/leads";
import { siteConfig } from "../../config/site-config";
import { withVisitorMemory } from "../bookings/remember-submission";

/**
 * The site's one lead client (spec section 7: POST JSON, 30 s per attempt, 3 attempts, 429
 * honours Retry-After). It lives in the form engine's lazy chunk, so the client, the schemas
 * and zod reach the browser only when a visitor starts using a form.
 */
export const leadClient = withVisitorMemory(
  createLeadClient({
    endpoint: siteConfig.leadEndpoint,
    contactEmail: siteConfig.email,
  }),
);
