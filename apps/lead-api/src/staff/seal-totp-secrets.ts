import type { StaffStore } from "./staff-store";
import { openTotpSecret, sealTotpSecret } from "./totp-secret";

/** What {@link sealPlainTotpSecrets} did: secrets sealed now, and those sealed before. */
export type SealCount = { sealed: number; alreadySealed: number };

/**
 * Seals every `plain:` TOTP secret with `key` (AES-256-GCM bound to the account id, see
 * `sealTotpSecret`), the one-off step after setting `LEAD_API_STAFF_TOTP_KEY` on a database
 * whose accounts were enrolled without it (security review 2026-11-28, L2). The secret itself is
 * unchanged, so authenticator apps keep working and no session ends; each row is replaced only
 * if it is still the plain one read (compare-and-set), so a concurrent reset is never undone.
 * Running it again seals nothing more.
 */
export async function sealPlainTotpSecrets(store: StaffStore, key: Buffer): Promise<SealCount> {
  const count: SealCount = { sealed: 0, alreadySealed: 0 };
  for (const account of await store.listAccounts()) {
    if (!account.totpSecret.startsWith("plain:")) {
      count.alreadySealed += 1;
      continue;
    }
    const base32 = openTotpSecret(account.totpSecret, account.id, null);
    if (base32 === null) continue;
    const sealed = sealTotpSecret(base32, account.id, key);
    if (await store.upgradeCredential(account.id, "totpSecret", account.totpSecret, sealed))
      count.sealed += 1;
  }
  return count;
}
