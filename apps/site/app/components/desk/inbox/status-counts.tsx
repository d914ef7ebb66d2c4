import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../../navigation";
import { LEAD_STATUSES, type LeadStatus } from "@vantreo/contracts/core";
import { writeInboxQuery, type InboxQuery } from "./lead-filter-url";

/** Props of the counts per status. */
export interface StatusCountsProps {
  counts: Record<LeadStatus, number>;
  query: InboxQuery;
}

/**
 * The count of every status for the current filter (the API counts them without the status
 * filter), each a link that narrows the inbox to that status; the current one is marked.
 */
export function StatusCounts({ counts, query }: StatusCountsProps) {
  const { t } = useTranslation("desk");
  const all = LEAD_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const entries: { status: LeadStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: t("inbox.counts.all"), count: all },
    ...LEAD_STATUSES.map((status) => ({
      status,
      label: t(`status.${status}`),
      count: counts[status] ?? 0,
    })),
  ];
  return (
    <nav aria-label={t("inbox.counts.label")}>
      <ul className="flex flex-wrap gap-2">
        {entries.map(({ status, label, count }) => {
          const { status: _current, ...rest } = query.filter;
          const search = writeInboxQuery({ filter: status ? { ...rest, status } : rest, page: 1 });
          return (
            <li key={status ?? "all"}>
              <Link
                to={`?${search}`}
                aria-current={query.filter.status === status ? "page" : undefined}
                className="inline-block rounded-full border px-3 py-1 text-sm underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {t("inbox.counts.item", { status: label, count })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
