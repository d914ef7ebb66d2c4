import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../../navigation/use-locale";
import { adminApi } from "../admin-api";
import { DATAROOM_QUERY_KEYS } from "../dataroom-query-client";
import { formatMoment } from "../../api/format-moment";
import { QueryState } from "../../api/query-state";
import { errorText } from "../error-text";
import { TableFrame, Td, Th } from "../../api/table-frame";

/** The access log (who viewed what, when), newest first. */
export function AuditTable() {
  const { t } = useTranslation("dataroom");
  const locale = useLocale();
  const audit = useQuery({ queryKey: DATAROOM_QUERY_KEYS.adminAudit, queryFn: adminApi.audit });
  const rows = [...(audit.data ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section aria-labelledby="dataroom-audit-heading">
      <h2 id="dataroom-audit-heading" className="text-2xl font-bold tracking-tight">
        {t("admin.audit.heading")}
      </h2>
      <QueryState
        query={audit}
        empty={rows.length === 0}
        emptyText={t("admin.audit.empty")}
        namespace="dataroom"
        errorText={errorText}
      >
        <TableFrame label={t("admin.audit.caption")}>
          <caption className="sr-only">{t("admin.audit.caption")}</caption>
          <thead>
            <tr>
              <Th>{t("admin.audit.at")}</Th>
              <Th>{t("admin.audit.email")}</Th>
              <Th>{t("admin.audit.event")}</Th>
              <Th>{t("admin.audit.document")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry, index) => (
              <tr key={`${entry.at}-${index}`} data-audit-event={entry.event}>
                <Td className="whitespace-nowrap">
                  <time dateTime={entry.at}>{formatMoment(entry.at, locale)}</time>
                </Td>
                <Td>
                  <span dir="ltr">{entry.email ?? "—"}</span>
                </Td>
                <Td>{t(`admin.audit.events.${entry.event}`)}</Td>
                <Td>
                  <span dir="auto">{entry.title ?? entry.slug ?? "—"}</span>
                </Td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </QueryState>
    </section>
  );
}
