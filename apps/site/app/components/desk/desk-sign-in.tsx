import { useTranslation } from "@vantreo/i18n/react";
import { StaffSignInForm } from "../staff/staff-sign-in-form";
import { staffSessionApi } from "./desk-api";
import { deskErrorText, deskFieldErrorKeys } from "./desk-error-text";
import type { StaffSession } from "@vantreo/contracts/core";

/** Props of the desk's sign-in. */
export interface DeskSignInProps {
  /** The last session ended under the visitor's hands: say so above the form. */
  ended: boolean;
  onSignedIn(session: StaffSession): void;
}

/** The desk's staff sign-in (e-mail, password, authenticator code). */
export function DeskSignIn({ ended, onSignedIn }: DeskSignInProps) {
  const { t } = useTranslation("desk");
  return (
    <StaffSignInForm<StaffSession>
      formId="desk-sign-in"
      namespace="desk"
      labels="signIn"
      signIn={staffSessionApi.signIn}
      onSignedIn={onSignedIn}
      errorText={deskErrorText}
      fieldErrorKeys={deskFieldErrorKeys}
      notice={
        ended ? (
          <p role="status" className="mt-4 rounded-md border bg-muted/40 p-3 text-sm">
            {t("signIn.expired")}
          </p>
        ) : null
      }
    />
  );
}
