// The filter is the contract's (`leadQuerySchema` of @vantreo/contracts validates the query
// string); `lead-filter-sql.ts` turns it into SQL for both stores.
export type { LeadFilter } from "@vantreo/contracts";
