import { ApiError } from "./api-error";

/** Options of one call: the method, a JSON body, and the CSRF token of state-changing calls. */
export interface JsonRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  csrfToken?: string;
  signal?: AbortSignal;
}

interface ErrorBody {
  error?: { code?: unknown; fields?: unknown; message?: unknown } & Record<string, unknown>;
}

// RFC 9110, section 10.2.3: delay-seconds only (the lead API never sends an HTTP date).
function retryAfterSeconds(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

async function readError(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // An answer without a JSON body (a proxy's 502, say) is still an error of that status.
  }
  const { code, fields, message: _message, ...details } = body.error ?? {};
  return new ApiError(response.status, typeof code === "string" ? code : "unknown", {
    fields: fields && typeof fields === "object" ? (fields as Record<string, string>) : {},
    retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")),
    details,
  });
}

/**
 * Calls a lead API endpoint on the site's own origin (the local server and the CDN route /v1/* to
 * the lead API, so session cookies are first-party and SameSite=Strict holds) and returns its
 * JSON, or undefined for 204. A state-changing call sends its CSRF token in `X-CSRF-Token`.
 * Throws an {@link ApiError} for every non-2xx answer and for network failures.
 */
export async function jsonRequest<T>(
  url: string,
  { method = "GET", body, csrfToken, signal }: JsonRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (csrfToken) headers["X-CSRF-Token"] = csrfToken;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, "network");
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
