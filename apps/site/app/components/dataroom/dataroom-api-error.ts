/**
 * A failed data-room call: the HTTP status, the API's error `code` (the site translates the code,
 * never the English message), the per-field codes of a validation failure and, for `429`, how
 * many seconds the API asks to wait. Network failures carry status 0 and code "network".
 */
export class DataroomApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number | null } = {},
  ) {
    super(`Data room: ${status} ${code}`);
    this.name = "DataroomApiError";
    this.status = status;
    this.code = code;
    this.fields = options.fields ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/** Whether a failure is the API saying that there is no (longer a) valid session. */
export function isNoSession(error: unknown): boolean {
  return error instanceof DataroomApiError && error.code === "no_session";
}
