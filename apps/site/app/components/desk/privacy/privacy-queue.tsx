import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatNumber } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "../../../navigation";
import { useLocale } from "../../../navigation/use-locale";
import { DESK_SECTION_QUERY_OPTIONS } from "../desk-query-client";
import { Pager } from "../inbox/pager";
import { PRIVACY_STATES, type PrivacyState, type StaffSession } from "@vantreo/contracts/core";
import { deskErrorText } from "../desk-error-text";
import { DeskLoading } from "../desk-loading";
import { ActionNotice, type Notice } from "../action-notice";
import { privacyApi, PRIVACY_LIST_SIZE, PRIVACY_QUERY_KEYS } from "./privacy-api";
import { PrivacyQueueTable } from "./privacy-queue-table";
import type { PrivacyRequest } from "@vantreo/contracts/core";

/** The queue's state and page from the URL (`?status=done&page=2`; open and 1 by default). */
export function readPrivacyQuery(params: URLSearchParams): { status: PrivacyState; page: number } {
  const status = params.get("status") === "done" ? "done" : "open";
  const page = Number(params.get("page"));
  return { status, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** The URL query of a state and page, without the defaults. */
export function writePrivacyQuery(status: PrivacyState, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== "open") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  return params;
}

/**
 * The privacy queue of /desk/privacy: the /data-rights requests with their legal due dates and
 * whether the requester confirmed them, and export (mailed to the request's address), erase,
 * override of a missing confirmation (with a reason) and mark answered. Every outcome is announced in the staff member's language.
 * The queue is paged on the server; the state and the page live in the URL, so a view can be
 * bookmarked and Back returns to the previous page. Coming back to the section paints the last
 * page from memory while it is re-read (DESK_SECTION_QUERY_OPTIONS).
 */
export function PrivacyQueue({ session }: { session: StaffSession }) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const { status, page } = readPrivacyQuery(params);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const query = useQuery({
    queryKey: PRIVACY_QUERY_KEYS.list(status, page),
    queryFn: ({ signal }) => privacyApi.list(status, page, signal),
    ...DESK_SECTION_QUERY_OPTIONS,
    placeholderData: keepPreviousData,
  });
  const counts = query.data?.counts;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PRIVACY_LIST_SIZE));
  // Past the last page (its last request was answered, or an old bookmark): go to the last one.
  const pastEnd = query.data !== undefined && !query.isPlaceholderData && page > pages;
  useEffect(() => {
    if (pastEnd) setParams(writePrivacyQuery(status, pages), { replace: true });
  }, [pastEnd, pages, setParams, status]);

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
        {PRIVACY_STATES.map((state) => (
          <label key={state} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="privacy-status"
              value={state}
              checked={status === state}
              onChange={() => setParams(writePrivacyQuery(state, 1))}
              className="size-4 accent-primary"
            />
            {t(`privacy.${state}`)}
            {counts ? ` (${formatNumber(counts[state], locale)})` : null}
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
        <>
          <PrivacyQueueTable
            requests={query.data.requests}
            status={status}
            locale={locale}
            // Urgency as of the list's load (to the minute: the urgency counts days), so a
            // background re-read within the minute that changed nothing re-renders no row.
            now={query.dataUpdatedAt - (query.dataUpdatedAt % 60_000)}
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
          <Pager
            page={Math.min(page, pages)}
            pages={pages}
            onPage={(next) => setParams(writePrivacyQuery(status, next))}
          />
        </>
      )}
    </section>
  );
}
