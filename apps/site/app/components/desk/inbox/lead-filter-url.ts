import { LEAD_FILTER_FIELDS } from "@vantreo/contracts/core";
import type { LeadFilter } from "../lead-filter";

/** The filter fields the inbox keeps in its URL, in the order of the form (the contract's). */
export const FILTER_FIELDS = LEAD_FILTER_FIELDS;

/** The inbox's state as its URL holds it: the filter and the page (from 1). */
export interface InboxQuery {
  filter: LeadFilter;
  page: number;
}

/**
 * Reads the inbox's query string (`?q=…&status=new&page=2`): the filter fields it knows, empty
 * ones left out, and the page (1 unless a whole number from 1). The URL is the state, so a link
 * to a filtered inbox can be shared and the Back button returns to the previous filter.
 */
export function readInboxQuery(search: URLSearchParams): InboxQuery {
  const filter: LeadFilter = {};
  for (const field of FILTER_FIELDS) {
    const value = search.get(field)?.trim();
    if (value) filter[field] = value;
  }
  const page = Number(search.get("page"));
  return { filter, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** The query string of an inbox state (without `?`), page 1 and empty fields left out. */
export function writeInboxQuery({ filter, page }: InboxQuery): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filter[field];
    if (typeof value === "string" && value.trim() !== "") params.set(field, value.trim());
  }
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

/** The filter fields of a submitted filter form (a new filter starts again at page 1). */
export function filterFromForm(data: FormData): InboxQuery {
  const search = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = data.get(field);
    if (typeof value === "string") search.set(field, value);
  }
  return { ...readInboxQuery(search), page: 1 };
}
