import { formatDate, type Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Badge } from "@vantreo/ui";
import { Td } from "../../api/table-frame";
import { ConfirmDialog } from "../confirm-dialog";
import type { StaffAccountSummary } from "@vantreo/leads/desk";

/** What an owner can do to another account. */
export interface StaffAccountActions {
  onDisable(account: StaffAccountSummary): void;
  onResetTotp(account: StaffAccountSummary): void;
}

const moment = (time: number, locale: Locale) =>
  formatDate(time, locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });

/**
 * One staff account: name, address, roles, state, created and last sign-in, and for another
 * active account the confirmed actions. The owner's own row has none: the API refuses an owner
 * disabling or resetting themself (`409 own_account`), so the desk does not offer it.
 */
export function StaffAccountRow({
  account,
  own,
  busy,
  locale,
  onDisable,
  onResetTotp,
}: StaffAccountActions & {
  account: StaffAccountSummary;
  own: boolean;
  busy: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation("deskAdmin");
  const disabled = account.disabledAt !== null;
  const subject = (
    <>
      <bdi>{account.name}</bdi> · <bdi dir="ltr">{account.email}</bdi>
    </>
  );
  return (
    <tr>
      <Td>
        <bdi className="font-semibold">{account.name}</bdi>
        {own ? <span className="ms-1 text-muted-foreground">({t("you")})</span> : null}
      </Td>
      <Td>
        <span dir="ltr">{account.email}</span>
      </Td>
      <Td>{account.roles.map((role) => t(`desk:roles.${role}`)).join(", ")}</Td>
      <Td>
        <Badge variant={disabled ? "secondary" : "outline"}>
          {t(disabled ? "staff.disabled" : "staff.active")}
        </Badge>
      </Td>
      <Td className="whitespace-nowrap">{moment(account.createdAt, locale)}</Td>
      <Td className="whitespace-nowrap">
        {account.lastSignInAt === null ? t("never") : moment(account.lastSignInAt, locale)}
      </Td>
      <Td>
        {own || disabled ? null : (
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              destructive
              cancel={t("cancel")}
              trigger={t("staff.disable")}
              title={t("staff.disableTitle")}
              body={t("staff.disableBody")}
              subject={subject}
              confirm={t("staff.disableConfirm")}
              disabled={busy}
              onConfirm={() => onDisable(account)}
            />
            <ConfirmDialog
              destructive
              cancel={t("cancel")}
              trigger={t("staff.resetTotp")}
              title={t("staff.resetTitle")}
              body={t("staff.resetBody")}
              subject={subject}
              confirm={t("staff.resetConfirm")}
              disabled={busy}
              onConfirm={() => onResetTotp(account)}
            />
          </div>
        )}
      </Td>
    </tr>
  );
}
