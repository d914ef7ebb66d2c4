import { jsonRequest, type JsonRequestOptions } from "../api/json-request";

/**
 * Where the data-room endpoints live. Same-origin: the local server, nginx and the CDN route /v1/*
 * to the lead API (DEPLOYING.md), so the session cookies are first-party and SameSite=Strict holds.
 */
export const DATAROOM_API_BASE = "/v1/dataroom";

/** Calls a data-room endpoint (path after {@link DATAROOM_API_BASE}); see {@link jsonRequest}. */
export function dataroomRequest<T>(path: string, options: JsonRequestOptions = {}): Promise<T> {
  return jsonRequest<T>(`${DATAROOM_API_BASE}${path}`, options);
}
