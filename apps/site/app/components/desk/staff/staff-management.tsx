import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useId, useState } from "react";
import { useLocale } from "../../../navigation/use-locale";
import { DESK_QUERY_OPTIONS } from "../desk-query-client";
import type { StaffSession } from "@vantreo/leads/desk";
import { ActionNotice, type Notice } from "../action-notice";
import { deskErrorText } from "../desk-error-text";
import { DeskLoading } from "../desk-loading";
import { EnrollmentPanel } from "./enrollment-panel";
import { InviteForm } from "./invite-form";
import { StaffAccountsTable } from "./staff-accounts-table";
import { STAFF_ACCOUNTS_QUERY_KEY, staffAccountsApi } from "./staff-api";
import type { StaffAccountSummary } from "@vantreo/leads/desk";
import type { Enrollment } from "./staff-types";

/**
 * /desk/staff for owners: the accounts, the invite form, and disable / reset second factor. A new
 * enrollment (invite or reset) is held only in this component's state and shown once.
 */
export function StaffManagement({ session }: { session: StaffSession }) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { csrfToken } = session;
  const accounts = useQuery({
    queryKey: STAFF_ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }) => staffAccountsApi.list(signal),
    ...DESK_QUERY_OPTIONS,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_QUERY_KEY });

  const act = (account: StaffAccountSummary, action: () => Promise<Notice | null>) => {
    setBusyId(account.id);
    setNotice(null);
    action()
      .then((done) => {
        setNotice(done);
        return refresh();
      })
      .catch((error: unknown) => setNotice({ kind: "alert", text: deskErrorText(deskT, error) }))
      .finally(() => setBusyId(null));
  };

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-2xl font-semibold">
        {t("staff.heading")}
      </h2>
      {enrollment ? (
        <EnrollmentPanel enrollment={enrollment} onClose={() => setEnrollment(null)} />
      ) : null}
      <InviteForm
        onInvite={(input) =>
          staffAccountsApi.invite(csrfToken, input).then(({ account, enrolmentUri }) => {
            setEnrollment({ name: account.name, email: account.email, uri: enrolmentUri });
            return refresh();
          })
        }
      />
      <ActionNotice notice={notice} />
      {accounts.isPending ? (
        <DeskLoading />
      ) : accounts.isError ? (
        <div role="alert" className="space-y-3">
          <p>{deskErrorText(deskT, accounts.error)}</p>
          <Button variant="outline" onClick={() => void accounts.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <StaffAccountsTable
          accounts={accounts.data}
          ownEmail={session.staff.email}
          busyId={busyId}
          locale={locale}
          onDisable={(account) =>
            act(account, async () => {
              await staffAccountsApi.disable(csrfToken, account.id);
              return { kind: "status", text: t("staff.accountDisabled") };
            })
          }
          onResetTotp={(account) =>
            act(account, async () => {
              const { enrolmentUri } = await staffAccountsApi.resetTotp(csrfToken, account.id);
              setEnrollment({ name: account.name, email: account.email, uri: enrolmentUri });
              return null;
            })
          }
        />
      )}
    </section>
  );
}
