import { newNewsletterToken, newsletterTokenDigest } from "./newsletter-token";

/**
 * How long the verification link of a /data-rights request works (ms): seven days, like the
 * newsletter's. After that the request stays unverified: the requester files it again (a new
 * link), or a privacy officer or owner overrides with a written reason.
 */
export const DATA_REQUEST_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A fresh verification token: 256 random bits, base64url, as the newsletter's. */
export const newDataRequestToken = newNewsletterToken;

/** The SHA-256 digest stored in `data_requests.verify_digest` instead of the token. */
export const dataRequestTokenDigest = newsletterTokenDigest;
