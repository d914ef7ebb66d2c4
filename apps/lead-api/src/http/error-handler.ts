import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../app-env";
import { apiError, usesErrorEnvelope } from "./api-error";
import type { Logger } from "../log/logger";
import { StorageError } from "../store/storage-error";
import { API_MESSAGES } from "./api-messages";
import { failure } from "./reply";

/** Seconds a client should wait after a storage failure before retrying. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The one error handler: a storage failure becomes 503 with `Retry-After` (nothing was stored, so
 * never a 2xx); anything else is logged with its stack and answered with a bare 500 and the
 * request id, never the error's message (OWASP ASVS 7.4.1: no internals in error answers).
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const requestId = c.get("requestId");
    const envelope = usesErrorEnvelope(c.req.path);
    if (error instanceof StorageError) {
      logger.error("storage failure", {
        requestId,
        failure: error.failure,
        err: error.cause ?? error,
      });
      if (envelope)
        return apiError(c, 503, "unavailable", {
          headers: { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) },
        });
      return failure(c, 503, API_MESSAGES.storageUnavailable, {
        headers: { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) },
      });
    }
    if (error instanceof HTTPException && error.status < 500) {
      return failure(c, error.status, error.message || API_MESSAGES.internalError);
    }
    logger.error("unhandled error", { requestId, err: error });
    if (envelope) return apiError(c, 500, "internal_error");
    return failure(c, 500, API_MESSAGES.internalError);
  };
}
