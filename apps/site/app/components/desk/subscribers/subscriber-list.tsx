import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "@vantreo/contracts/core";
import { formatDate, formatNumber } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useState } from "react";
import { useLocale } from "../../../navigation/use-locale";
import { TableFrame, Td, Th } from "../../api/table-frame";
import { deskErrorText } from "../desk-error-text";
import { DeskLoading } from "../desk-loading";
import { DESK_SECTION_QUERY_OPTIONS } from "../desk-query-client";
import { SUBSCRIBER_LIST_SIZE, SUBSCRIBER_QUERY_KEYS, subscriberApi } from "./subscriber-api";

const dateTime = (value: string | null, locale: ReturnType<typeof useLocale>) =>
  value === null ? "—" : formatDate(value, locale, { dateStyle: "medium" });

/**
 * The newsletter's subscriptions: a tab per state with its count (pending, confirmed,
 * unsubscribed, or all), the page of the chosen state, and the state's CSV export.
 */
export function SubscriberList() {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const [status, setStatus] = useState<SubscriberStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: SUBSCRIBER_QUERY_KEYS.list(status, page),
    queryFn: ({ signal }) => subscriberApi.list(status, page, signal),
    ...DESK_SECTION_QUERY_OPTIONS,
    placeholderData: keepPreviousData,
  });
  if (list.isPending) return <DeskLoading />;
  if (list.isError) return <p role="alert">{deskErrorText(t, list.error)}</p>;
  const { counts, subscribers, total } = list.data;
  const all = counts.pending + counts.confirmed + counts.unsubscribed;
  const pages = Math.max(1, Math.ceil(total / SUBSCRIBER_LIST_SIZE));
  const choose = (next: SubscriberStatus | null) => {
    setStatus(next);
    setPage(1);
  };
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
