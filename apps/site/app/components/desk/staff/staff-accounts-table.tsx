import type { Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { TableFrame, Th } from "../../api/table-frame";
import { StaffAccountRow, type StaffAccountActions } from "./staff-account-row";
import type { StaffAccountSummary } from "@vantreo/contracts/core";

/** Every staff account, the signed-in owner's marked as theirs. */
export function StaffAccountsTable({
  accounts,
  ownEmail,
  busyId,
  locale,
  ...actions
}: StaffAccountActions & {
  accounts: readonly StaffAccountSummary[];
  ownEmail: string;
  busyId: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation("deskAdmin");
  return (
    <TableFrame label={t("staff.caption")}>
      <caption className="sr-only">{t("staff.caption")}</caption>
      <thead>
        <tr>
          <Th>{t("staff.name")}</Th>
          <Th>{t("staff.email")}</Th>
          <Th>{t("staff.roles")}</Th>
          <Th>{t("staff.state")}</Th>
          <Th>{t("staff.created")}</Th>
          <Th>{t("staff.lastSignIn")}</Th>
          <Th>{t("staff.actions")}</Th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <StaffAccountRow
            key={account.id}
            account={account}
            own={account.email === ownEmail.toLowerCase()}
            busy={busyId === account.id}
            locale={locale}
            {...actions}
          />
        ))}
      </tbody>
    </TableFrame>
  );
}
