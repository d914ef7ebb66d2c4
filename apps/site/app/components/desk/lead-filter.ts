import type { LeadFilterParams } from "@vantreo/contracts/core";

/**
 * The filters of the lead list and its export, as the inbox's URL and the API's query string
 * hold them: the contract's (`leadQuerySchema` of @vantreo/contracts), never a copy.
 */
export type LeadFilter = LeadFilterParams;
