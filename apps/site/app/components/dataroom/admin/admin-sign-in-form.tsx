import { useQueryClient } from "@tanstack/react-query";
import type { AdminSession } from "@vantreo/contracts/core";
import { StaffSignInForm } from "../../staff/staff-sign-in-form";
import { adminApi } from "../admin-api";
import { DATAROOM_QUERY_KEYS } from "../dataroom-query-client";
import { errorText } from "../error-text";
import { fieldErrorKeys } from "../field-error-key";

/** The administrator's staff sign-in; the session it answers opens the console. */
export function AdminSignInForm() {
  const queryClient = useQueryClient();
  return (
    <StaffSignInForm<AdminSession>
      formId="dataroom-admin-sign-in"
      namespace="dataroom"
      labels="admin.signIn"
      signIn={adminApi.signIn}
      onSignedIn={(session) => queryClient.setQueryData(DATAROOM_QUERY_KEYS.adminSession, session)}
      errorText={errorText}
      fieldErrorKeys={fieldErrorKeys}
    />
  );
}
