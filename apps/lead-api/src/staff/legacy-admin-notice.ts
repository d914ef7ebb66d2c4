import type { Config } from "../config";
import type { StaffStore } from "./staff-store";

/**
 * What to tell the operator at boot about `LEAD_API_DATAROOM_ADMIN_USER` /
 * `_PASSWORD_HASH`, or null. The data room's admin now signs in as a staff account (password and
 * TOTP code); these variables no longer open anything. They are not imported as an account: the
 * environment holds no second factor, and an account without one would be the weakest door in.
 * So while they are set and no staff account has that e-mail, the operator is told to make one.
 */
export async function legacyAdminNotice(
  config: Pick<Config, "dataroomAdminUser" | "dataroomAdminPasswordHash">,
  staff: Pick<StaffStore, "findAccountByEmail">,
): Promise<string | null> {
  const user = config.dataroomAdminUser;
  if (!user && !config.dataroomAdminPasswordHash) return null;
  if (user && (await staff.findAccountByEmail(user))) return null;
  return (
    "LEAD_API_DATAROOM_ADMIN_USER / LEAD_API_DATAROOM_ADMIN_PASSWORD_HASH no longer sign anyone in: " +
    "the data room's admin signs in as a staff account with role investor-relations (or owner). " +
    "Create one with: pnpm --filter @vantreo/lead-api staff:add --email <e-mail> --name <name> " +
    "--roles investor-relations (password on stdin), then unset both variables."
  );
}
