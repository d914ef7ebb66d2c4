/**
 * A failed call to the lead API from a staff or data-room page: the HTTP status, the API's error
 * `code` (the site translates the code, never the English message), the per-field codes of a
 * validation failure, for `429` how many seconds the API asks to wait, and the rest of the error
 * body (`lead` of a `409 version_conflict`, `allowed` of an `invalid_transition`). Network
 * failures carry status 0 and code "network".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | null;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: string,
    options: {
      fields?: Record<string, string>;
      retryAfterSeconds?: number | null;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(`Lead API: ${status} ${code}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = options.fields ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.details = options.details ?? {};
  }
}

/** Whether a failure is the API saying that there is no (longer a) valid session. */
export function isNoSession(error: unknown): boolean {
  return error instanceof ApiError && error.code === "no_session";
}

/** The lockouts of the lead API last 15 minutes at most; the wait shown when the API names none. */
export const DEFAULT_LOCKOUT_MINUTES = 15;

/** Whole minutes to wait after a `429 locked`, from its Retry-After seconds, rounded up. */
export function lockoutMinutes(retryAfterSeconds: number | null): number {
  if (retryAfterSeconds === null) return DEFAULT_LOCKOUT_MINUTES;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/**
 * A session read that answers null instead of failing when there is no session (signed out, or
 * the session ended): the page then shows its sign-in. Other failures still throw.
 */
export async function orNoSession<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNoSession(error)) return null;
    throw error;
  }
}
