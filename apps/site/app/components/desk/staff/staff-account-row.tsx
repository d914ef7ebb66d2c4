import { formatDate, type Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Badge, Checkbox } from "@vantreo/ui";
import { Td } from "../../api/table-frame";
import { STAFF_ROLES, type StaffAccountSummary, type StaffRole } from "@vantreo/contracts/core";
import { StepUpDialog } from "./step-up-dialog";
import { readRoles } from "./validate-invite";

/**
 * What an owner can do to another account, each with their own fresh authenticator code
 * (step-up); a promise keeps the asking dialog open until it settles.
 */
export interface StaffAccountActions {
  onDisable(account: StaffAccountSummary, code: string): Promise<unknown>;
  onReset(account: StaffAccountSummary, what: "password" | "totp", code: string): Promise<unknown>;
  onChangeRoles(account: StaffAccountSummary, roles: StaffRole[], code: string): Promise<unknown>;
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
  onReset,
  onChangeRoles,
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
            <StepUpDialog
              trigger={t("staff.changeRoles")}
              disabled={busy}
              title={t("staff.rolesTitle")}
              body={t("staff.rolesBody")}
              subject={subject}
              confirm={t("staff.rolesConfirm")}
              onConfirm={(code, form) => onChangeRoles(account, readRoles(form), code)}
            >
              <fieldset className="space-y-2">
                <legend className="font-medium">{t("staff.roles")}</legend>
                <div className="flex flex-wrap gap-4">
                  {STAFF_ROLES.map((role) => (
                    <label key={role} className="inline-flex items-center gap-2">
                      <Checkbox
                        name="roles"
                        value={role}
                        defaultChecked={account.roles.includes(role)}
                      />
                      {t(`desk:roles.${role}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </StepUpDialog>
            <StepUpDialog
              destructive
              trigger={t("staff.resetPassword")}
              disabled={busy}
              title={t("staff.resetPasswordTitle")}
              body={t("staff.resetPasswordBody")}
              subject={subject}
              confirm={t("staff.resetPasswordConfirm")}
              onConfirm={(code) => onReset(account, "password", code)}
            />
            <StepUpDialog
              destructive
              trigger={t("staff.resetTotp")}
              disabled={busy}
              title={t("staff.resetTitle")}
              body={t("staff.resetBody")}
              subject={subject}
              confirm={t("staff.resetConfirm")}
              onConfirm={(code) => onReset(account, "totp", code)}
            />
            <StepUpDialog
              destructive
              trigger={t("staff.disable")}
              disabled={busy}
              title={t("staff.disableTitle")}
              body={t("staff.disableBody")}
              subject={subject}
              confirm={t("staff.disableConfirm")}
              onConfirm={(code) => onDisable(account, code)}
            />
          </div>
        )}
      </Td>
    </tr>
  );
}
