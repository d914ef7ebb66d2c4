import { newNewsletterToken, newsletterTokenDigest } from "../mail/newsletter-token";

/**
 * How long a lead magnet's download link works (ms): seven days (issue #34). Within them the link
 * may be used again (a second device, a colleague); after them it is refused.
 */
export const LEAD_MAGNET_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A fresh download token: 256 random bits, base64url, as the newsletter's and the data-rights
 * links'. The database keeps only its digest, so a leaked table opens no link; the mail row
 * keeps the token only until the mail is sent.
 */
export const newLeadMagnetToken = newNewsletterToken;

/** The SHA-256 digest stored in `lead_magnet_links.token_digest`. */
export const leadMagnetTokenDigest = newsletterTokenDigest;
