import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "@vantreo/contracts/core";
import { formatDate, formatNumber } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useEffect } from "react";
import { useSearchParams } from "../../../navigation";
import { useLocale } from "../../../navigation/use-locale";
import { TableFrame, Td, Th } from "../../api/table-frame";
import { deskErrorText } from "../desk-error-text";
import { DeskLoading } from "../desk-loading";
import { DESK_SECTION_QUERY_OPTIONS } from "../desk-query-client";
import { SUBSCRIBER_LIST_SIZE, SUBSCRIBER_QUERY_KEYS, subscriberApi } from "./subscriber-api";

const dateTime = (value: string | null, locale: ReturnType<typeof useLocale>) =>
  value === null ? "—" : formatDate(value, locale, { dateStyle: "medium" });

/** The list's state and page from the URL (`?status=confirmed&page=2`; all and 1 by default). */
export function readSubscriberQuery(params: URLSearchParams): {
  status: SubscriberStatus | null;
  page: number;
} {
  const status = SUBSCRIBER_STATUSES.find((state) => state === params.get("status")) ?? null;
  const page = Number(params.get("page"));
  return { status, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** The URL query of a state and page, without the defaults. */
export function writeSubscriberQuery(
  status: SubscriberStatus | null,
  page: number,
): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== null) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  return params;
}

/**
 * The newsletter's subscriptions: a tab per state with its count (pending, confirmed,
 * unsubscribed, or all), the page of the chosen state, and the state's CSV export. The state and
 * the page live in the URL, as the privacy queue's: a view can be bookmarked, and Back returns
 * to the previous one.
 */
export function SubscriberList() {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { status, page } = readSubscriberQuery(params);
  const setPage = (next: number) => setParams(writeSubscriberQuery(status, next));
  const list = useQuery({
    queryKey: SUBSCRIBER_QUERY_KEYS.list(status, page),
    queryFn: ({ signal }) => subscriberApi.list(status, page, signal),
    ...DESK_SECTION_QUERY_OPTIONS,
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SUBSCRIBER_LIST_SIZE));
  // Past the last page (an old bookmark, or fewer subscriptions now): go to the last one.
  const pastEnd = list.data !== undefined && !list.isPlaceholderData && page > pages;
  useEffect(() => {
    if (pastEnd) setParams(writeSubscriberQuery(status, pages), { replace: true });
  }, [pastEnd, pages, setParams, status]);
  if (list.isPending) return <DeskLoading />;
  if (list.isError) return <p role="alert">{deskErrorText(t, list.error)}</p>;
  const { counts, subscribers } = list.data;
  const all = counts.pending + counts.confirmed + counts.unsubscribed;
  const choose = (next: SubscriberStatus | null) => setParams(writeSubscriberQuery(next, 1));
  return (
    <div className="space-y-4">
      <div
        className="flex flex-wrap items-center gap-2"
        role="group"
        aria-label={t("subscribers.state")}
      >
        {[null, ...SUBSCRIBER_STATUSES].map((entry) => (
          <Button
            key={entry ?? "all"}
            type="button"
            size="sm"
            variant={entry === status ? "primary" : "outline"}
            aria-pressed={entry === status}
            onClick={() => choose(entry)}
          >
            {t(`subscribers.${entry ?? "all"}`)} (
            {formatNumber(entry ? counts[entry] : all, locale)})
          </Button>
        ))}
        <a
          className="ms-auto font-semibold text-primary underline underline-offset-4"
          href={subscriberApi.exportUrl(status)}
          download
        >
          {t("subscribers.export")}
        </a>
      </div>
      {subscribers.length === 0 ? (
        <p className="text-muted-foreground">{t("subscribers.empty")}</p>
      ) : (
        <TableFrame label={t("subscribers.caption")}>
          <caption className="sr-only">{t("subscribers.caption")}</caption>
          <thead>
            <tr>
              <Th>{t("subscribers.email")}</Th>
              <Th>{t("subscribers.state")}</Th>
              <Th>{t("subscribers.language")}</Th>
              <Th>{t("subscribers.signedUp")}</Th>
              <Th>{t("subscribers.confirmedAt")}</Th>
              <Th>{t("subscribers.unsubscribedAt")}</Th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((row) => (
              <tr key={row.leadId}>
                <Td>
                  <span dir="ltr">{row.email}</span>
                </Td>
                <Td>{t(`subscribers.${row.status}`)}</Td>
                <Td>{t(`locale.${row.locale}`, { defaultValue: row.locale })}</Td>
                <Td className="whitespace-nowrap">{dateTime(row.signedUpAt, locale)}</Td>
                <Td className="whitespace-nowrap">{dateTime(row.confirmedAt, locale)}</Td>
                <Td className="whitespace-nowrap">{dateTime(row.unsubscribedAt, locale)}</Td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {pages > 1 ? (
        <nav aria-label={t("subscribers.caption")} className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t("subscribers.previous")}
          </Button>
          <span>{t("subscribers.pageOf", { page, pages })}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t("subscribers.next")}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
