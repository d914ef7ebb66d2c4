import { createPseudonymizer, secretPseudonymKeys } from "../http/pseudonym-key";

/** The mail relay's recipient digest in tests: the server's pseudonymizer under a fixed secret. */
export const testRecipientDigest = createPseudonymizer(
  secretPseudonymKeys("test-recipient-digest-secret-0123456789"),
  Date.now,
);
