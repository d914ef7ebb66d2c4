import { jsonRequest, type JsonRequestOptions } from "../api/json-request";
import type {
  DeletedLead,
  DeskStaff,
  LeadAnswer,
  LeadChangeInput,
  LeadDetail,
  LeadPage,
  NoteAnswer,
  ReleaseAnswer,
  SavedView,
  SavedViewInput,
  SavedViewList,
  StaffCredentials,
  StaffSession,
} from "@vantreo/contracts/core";
import type { LeadFilter } from "./lead-filter";

/** The lead desk's API and the staff sign-in, on the site's own origin (/v1/* → lead API). */
export const DESK_API_BASE = "/v1/desk";
export const STAFF_API_BASE = "/v1/staff";

/**
 * Calls any endpoint under /v1/desk (path after it: `/leads`, `/privacy/requests`, `/mail`…)
 * with the cookies and, for a state-changing call, the CSRF token. Throws an `ApiError`.
 */
export function deskRequest<T>(path: string, options: JsonRequestOptions = {}): Promise<T> {
  return jsonRequest<T>(`${DESK_API_BASE}${path}`, options);
}

/** Calls an endpoint under /v1/staff (path after it: `/session`, `/accounts`…). */
export function staffRequest<T>(path: string, options: JsonRequestOptions = {}): Promise<T> {
  return jsonRequest<T>(`${STAFF_API_BASE}${path}`, options);
}

/** The query string of a filter (empty values left out), as the list and the export read it. */
export function filterQuery(filter: LeadFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === "") continue;
    params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}

const lead = (id: string) => `/leads/${encodeURIComponent(id)}`;

/** The staff session: sign in with both factors, read it after a reload, sign out. */
export const staffSessionApi = {
  signIn: (email: string, password: string, code: string) =>
    staffRequest<StaffSession>("/session", {
      method: "POST",
      body: { email, password, code } satisfies StaffCredentials,
    }),
  current: (signal?: AbortSignal) =>
    staffRequest<StaffSession>("/session", signal ? { signal } : {}),
  signOut: (csrfToken: string) =>
    staffRequest<undefined>("/session", { method: "DELETE", csrfToken }),
};

/** One function per endpoint of /v1/desk/leads* and /v1/desk/staff. */
export const deskApi = {
  /** A page of leads, newest first, with the counts per status. */
  list: (filter: LeadFilter, page: number, size: number, signal?: AbortSignal) =>
    deskRequest<LeadPage>(
      `/leads${filterQuery(filter, { page: String(page), size: String(size) })}`,
      signal ? { signal } : {},
    ),
  /** Where the browser downloads the filter's export (an attachment; cookies go along). */
  exportUrl: (filter: LeadFilter, format: "csv" | "json", separator: "," | ";" = ",") =>
    `${DESK_API_BASE}/leads/export${filterQuery(filter, {
      format,
      ...(format === "csv" ? { separator } : {}),
    })}`,
  /** One lead with its attribution, consent, deliveries, history and allowed moves. */
  get: (id: string, signal?: AbortSignal) =>
    deskRequest<LeadDetail>(lead(id), signal ? { signal } : {}),
  /** Moves a lead and/or assigns its owner, from the version it was read at. */
  change: (csrfToken: string, id: string, change: LeadChangeInput) =>
    deskRequest<LeadAnswer>(lead(id), { method: "PATCH", body: change, csrfToken }),
  /** Adds a note; with `version`, a stale lead is refused (409 version_conflict). */
  addNote: (csrfToken: string, id: string, text: string, version?: number) =>
    deskRequest<NoteAnswer>(`${lead(id)}/notes`, {
      method: "POST",
      body: version === undefined ? { text } : { text, version },
      csrfToken,
    }),
  /**
   * Releases a spam-flagged lead: it is forwarded and mailed like any other. A /data-rights
   * submission becomes the data request it would have been (the privacy queue), not a lead.
   */
  release: (csrfToken: string, id: string) =>
    deskRequest<ReleaseAnswer>(`${lead(id)}/release`, {
      method: "POST",
      csrfToken,
    }),
  /** Deletes a spam-flagged lead and everything stored with it. */
  remove: (csrfToken: string, id: string) =>
    deskRequest<DeletedLead>(lead(id), { method: "DELETE", csrfToken }),
  /** The active staff who may own a lead, and the caller's id. */
  staff: (signal?: AbortSignal) => deskRequest<DeskStaff>("/staff", signal ? { signal } : {}),
  /** The signed-in person's saved views of the inbox and the spam folder, oldest first. */
  views: (signal?: AbortSignal) => deskRequest<SavedViewList>("/views", signal ? { signal } : {}),
  /** Saves a view (one of the same name and list is replaced). */
  saveView: (csrfToken: string, view: SavedViewInput) =>
    deskRequest<SavedView>("/views", { method: "POST", body: view, csrfToken }),
  /** Deletes one of the person's views. */
  removeView: (csrfToken: string, id: string) =>
    deskRequest<undefined>(`/views/${encodeURIComponent(id)}`, { method: "DELETE", csrfToken }),
};
