import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useId, useState } from "react";
import { useLocale } from "../../../navigation/use-locale";
import { DESK_QUERY_OPTIONS } from "../desk-query-client";
import type { StaffSession } from "@vantreo/contracts/core";
import { deskErrorText } from "../desk-error-text";
import { DeskLoading } from "../desk-loading";
import { ActionNotice, type Notice } from "../action-notice";
import { privacyApi, PRIVACY_QUERY_KEYS } from "./privacy-api";
import { PrivacyQueueTable } from "./privacy-queue-table";
import type { PrivacyRequest } from "@vantreo/contracts/core";

const STATES = ["open", "done"] as const;

/**
 * The privacy queue of /desk/privacy: the /data-rights requests with their legal due dates and
 * whether the requester confirmed them, and export (mailed to the request's address), erase,
 * override of a missing confirmation (with a reason) and mark answered. Every outcome is announced in the staff member's language.
 */
export function PrivacyQueue({ session }: { session: StaffSession }) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [status, setStatus] = useState<"open" | "done">("open");
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const query = useQuery({
    queryKey: PRIVACY_QUERY_KEYS.list(status),
    queryFn: ({ signal }) => privacyApi.list(status, signal),
    ...DESK_QUERY_OPTIONS,
  });

  const run = (request: PrivacyRequest, action: () => Promise<unknown>, success: string) => {
    setBusyId(request.id);
    setNotice(null);
    action()
      .then(() => {
        setNotice({ kind: "status", text: t(success) });
        return queryClient.invalidateQueries({ queryKey: PRIVACY_QUERY_KEYS.all });
      })
      .catch((error: unknown) => setNotice({ kind: "alert", text: deskErrorText(deskT, error) }))
      .finally(() => setBusyId(null));
  };
  const { csrfToken } = session;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {t("privacy.heading")}
      </h2>
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="sr-only">{t("privacy.show")}</legend>
        <span aria-hidden="true" className="font-medium">
          {t("privacy.show")}
        </span>
        {STATES.map((state) => (
          <label key={state} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="privacy-status"
              value={state}
              checked={status === state}
              onChange={() => setStatus(state)}
              className="size-4 accent-primary"
            />
            {t(`privacy.${state}`)}
          </label>
        ))}
      </fieldset>
      <ActionNotice notice={notice} />
      {query.isPending ? (
        <DeskLoading />
      ) : query.isError ? (
        <div role="alert" className="space-y-3">
          <p>{deskErrorText(deskT, query.error)}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <PrivacyQueueTable
          requests={query.data}
          status={status}
          locale={locale}
          // Urgency as of the list's load: the moment its due dates were read.
          now={query.dataUpdatedAt}
          busyId={busyId}
          onExport={(request) =>
            run(request, () => privacyApi.exportData(csrfToken, request.id), "privacy.exported")
          }
          onOverride={(request, reason) => {
            setBusyId(request.id);
            setNotice(null);
            return privacyApi
              .override(csrfToken, request.id, reason)
              .then(async () => {
                setNotice({ kind: "status", text: t("privacy.overrideDone") });
                await queryClient.invalidateQueries({ queryKey: PRIVACY_QUERY_KEYS.all });
                return true;
              })
              .catch((error: unknown) => {
                setNotice({ kind: "alert", text: deskErrorText(deskT, error) });
                return false;
              })
              .finally(() => setBusyId(null));
          }}
          onErase={(request) =>
            run(request, () => privacyApi.erase(csrfToken, request.id), "privacy.erased")
          }
          onDone={(request) =>
            run(request, () => privacyApi.done(csrfToken, request.id), "privacy.markedDone")
          }
        />
      )}
    </section>
  );
}
