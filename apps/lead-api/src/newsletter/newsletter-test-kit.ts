import { createKeyedHash, secretThrottleKey } from "../http/pseudonym-key";

/** The `LEAD_API_IP_HASH_SECRET` of the newsletter tests, so the app and the relay share a key. */
export const NEWSLETTER_TEST_SECRET = "newsletter-test-secret-0123456789abcdef";

/** The app's fixed keyed hash under {@link NEWSLETTER_TEST_SECRET}, as the server derives it. */
export const testNewsletterHash = createKeyedHash(secretThrottleKey(NEWSLETTER_TEST_SECRET));
