import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { isolateLtr } from "@vantreo/i18n";
import { useId, useState } from "react";
import { useLocale } from "../../../navigation/use-locale";
import { DESK_QUERY_OPTIONS } from "../desk-query-client";
import type { StaffSession } from "@vantreo/contracts/core";
import { ActionNotice, type Notice } from "../action-notice";
import { deskErrorText } from "../desk-error-text";
import { DeskLoading } from "../desk-loading";
import { InviteForm } from "./invite-form";
import { StaffAccountsTable } from "./staff-accounts-table";
import { STAFF_ACCOUNTS_QUERY_KEY, staffAccountsApi } from "./staff-api";
import type { StaffAccountSummary } from "@vantreo/contracts/core";

/**
 * /desk/staff for owners: the accounts, the invite form, and change roles / reset password /
 * reset second factor / disable, each confirmed with the owner's own authenticator code. The
 * owner never sees a password or a second factor: invitations and resets are mailed to the
 * person as single-use links.
 */
export function StaffManagement({ session }: { session: StaffSession }) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { csrfToken } = session;
  const accounts = useQuery({
    queryKey: STAFF_ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }) => staffAccountsApi.list(signal),
    ...DESK_QUERY_OPTIONS,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_QUERY_KEY });

  /** Runs a confirmed action; its outcome is announced, a failure stays in its dialog. */
  const act = async (account: StaffAccountSummary, action: () => Promise<string>) => {
    setBusyId(account.id);
    setNotice(null);
    try {
      setNotice({ kind: "status", text: await action() });
      await refresh();
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-2xl font-semibold">
        {t("staff.heading")}
      </h2>
      <InviteForm
        onInvite={(input, code) =>
          staffAccountsApi.invite(csrfToken, input, locale, code).then((sent) => {
            setNotice({
              kind: "status",
              text: t("staff.invitationSent", { email: isolateLtr(sent.email) }),
            });
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
          onDisable={(account, code) =>
            act(account, async () => {
              await staffAccountsApi.disable(csrfToken, account.id, code);
              return t("staff.accountDisabled");
            })
          }
          onReset={(account, what, code) =>
            act(account, async () => {
              const sent = await staffAccountsApi.reset(csrfToken, account.id, what, locale, code);
              return t("staff.linkSent", { email: isolateLtr(sent.email) });
            })
          }
          onChangeRoles={(account, roles, code) =>
            act(account, async () => {
              await staffAccountsApi.changeRoles(csrfToken, account.id, roles, code);
              return t("staff.rolesChanged");
            })
          }
        />
      )}
    </section>
  );
}
