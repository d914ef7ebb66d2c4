/**
 * Length limits of lead fields, in UTF-16 code units (JavaScript string length), counted after
 * trimming. Names, message and company come from spec section 5; the e-mail limit is the
 * 254-character path limit of RFC 5321; the metadata limits bound what a hostile request can
 * make the lead API store. `rawTextMax` bounds every text of a lead *before* any sanitizing: room
 * for whitespace and stripped markup around the longest field (the message), and a ceiling on the
 * work one field can cost, wherever the lead comes from.
 */
export const LEAD_LIMITS = {
  firstName: { min: 1, max: 50 },
  lastName: { min: 1, max: 50 },
  message: { min: 10, max: 5000 },
  company: { min: 2, max: 100 },
  email: { max: 254 },
  metadata: { maxKeys: 32, maxKeyLength: 64, maxStringLength: 1000 },
  rawTextMax: 10_000,
} as const;
