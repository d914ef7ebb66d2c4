/**
 * The API's own English messages for answers the lead catalogue (`LEAD_MESSAGES`) does not
 * cover: transport and protocol errors a person filling a form never causes.
 */
export const API_MESSAGES = {
  unsupportedMediaType: "Content-Type must be application/json",
  payloadTooLarge: "Request body is too large",
  notUtf8: "Request body must be UTF-8 encoded JSON",
  notJson: "Request body must be valid JSON",
  bodyAborted: "The request body was cut off",
  badIdempotencyKey: "Idempotency-Key must be 1 to 255 visible ASCII characters",
  idempotencyInFlight: "A request with this Idempotency-Key is still being processed",
  idempotencyMismatch: "This Idempotency-Key was already used with a different request body",
  badSignature: "The request signature is missing or invalid",
  originNotAllowed: "Origin not allowed",
  storageUnavailable: "We cannot store your request right now. Please try again shortly.",
  internalError: "Internal server error",
  notFound: "Not found",
  unauthorized: "Unauthorized",
  tooManyAttempts: "Too many failed attempts. Please try again later.",
  invalidConsent: "Invalid consent record",
  invalidEmail: "A valid email is required",
  consentRecorded: "Consent recorded",
  invalidWebhookEvent: "The webhook event is not one this receiver can read",
} as const;
