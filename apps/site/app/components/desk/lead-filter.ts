/** The filters of the lead list and its export (the lead API's `lead-filter.ts`). */
export interface LeadFilter {
  q?: string;
  type?: string;
  source?: string;
  locale?: string;
  status?: string;
  owner?: string;
  from?: string;
  to?: string;
  spam?: boolean;
}
