import { DataroomApiError } from "./dataroom-api-error";

/**
 * Where the data-room endpoints live. Same-origin: the local server and the CDN route /v1/* to
 * the lead API (DATAROOM.md, "Topology"), so the session cookies are first-party and
 * SameSite=Strict holds.
 */
export const DATAROOM_API_BASE = "/v1/dataroom";

/** Options of one call: the method, a JSON body, and the CSRF token of state-changing calls. */
export interface DataroomRequestOptions {
  method?: "GET" | "POST";
  body?: unknown;
  csrfToken?: string;
  signal?: AbortSignal;
}

interface ErrorBody {
  error?: { code?: unknown; fields?: unknown };
}

function retryAfterSeconds(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

async function readError(response: Response): Promise<DataroomApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // An answer without a JSON body (a proxy's 502, say) is still an error of that status.
  }
  const code = typeof body.error?.code === "string" ? body.error.code : "unknown";
  const fields =
    body.error?.fields && typeof body.error.fields === "object"
      ? (body.error.fields as Record<string, string>)
      : {};
  return new DataroomApiError(response.status, code, {
    fields,
    retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")),
  });
}

/**
 * Calls a data-room endpoint and returns its JSON (or undefined for 204). Cookies go along
 * (`same-origin`); a state-changing call sends its CSRF token in `X-CSRF-Token` (issue #15).
 * Throws a {@link DataroomApiError} for every non-2xx answer and for network failures.
 */
export async function dataroomRequest<T>(
  path: string,
  { method = "GET", body, csrfToken, signal }: DataroomRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (csrfToken) headers["X-CSRF-Token"] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`${DATAROOM_API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new DataroomApiError(0, "network");
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
