import { newNewsletterToken, newsletterTokenDigest } from "../mail/newsletter-token";

/**
 * How long the link that verifies a data-room access request works (ms): three days. An investor
 * who asks for access reads the mail within hours; a link left lying in a mailbox stops working
 * soon after.
 */
export const VERIFICATION_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * How many unverified, unexpired submissions one e-mail address may have at once. A further
 * request for that address is answered like any other but stored and mailed no more, so nobody
 * can flood an investor's mailbox through the form from many addresses (the per-address rate
 * limit counts client addresses, not recipients).
 */
export const MAX_OPEN_SUBMISSIONS = 3;

/**
 * The token of a verification link: 256 random bits in base64url, made like the newsletter's
 * double opt-in token (the same generator, so both links have the same strength).
 */
export const newVerificationToken = newNewsletterToken;

/** The SHA-256 digest stored instead of the token, so a database leak verifies nobody. */
export const verificationTokenDigest = newsletterTokenDigest;
