import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../../navigation/use-locale";
import { adminApi } from "../admin-api";
import { DATAROOM_QUERY_KEYS } from "../dataroom-query-client";
import { formatDay } from "../../api/format-moment";
import { QueryState } from "../../api/query-state";
import { errorText } from "../error-text";
import { TableFrame, Td, Th } from "../../api/table-frame";

/** Every document of the room. */
export function DocumentsTable() {
  const { t } = useTranslation("dataroom");
  const locale = useLocale();
  const documents = useQuery({
    queryKey: DATAROOM_QUERY_KEYS.adminDocuments,
    queryFn: adminApi.documents,
  });
  const rows = documents.data ?? [];
  return (
    <section aria-labelledby="dataroom-documents-heading">
      <h2 id="dataroom-documents-heading" className="text-2xl font-bold tracking-tight">
        {t("admin.documents.heading")}
      </h2>
      <QueryState
        query={documents}
        namespace="dataroom"
        errorText={errorText}
        empty={rows.length === 0}
        emptyText={t("admin.documents.empty")}
      >
        <TableFrame label={t("admin.documents.caption")}>
          <caption className="sr-only">{t("admin.documents.caption")}</caption>
          <thead>
            <tr>
              <Th>{t("admin.documents.title")}</Th>
              <Th>{t("admin.documents.slug")}</Th>
              <Th>{t("admin.documents.updated")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((document) => (
              <tr key={document.slug}>
                <Td>
                  <span dir="auto" className="block font-semibold">
                    {document.title}
                  </span>
                  <span dir="auto" className="block text-muted-foreground">
                    {document.description}
                  </span>
                </Td>
                <Td>
                  <code dir="ltr">{document.slug}</code>
                </Td>
                <Td className="whitespace-nowrap">{formatDay(document.updatedAt, locale)}</Td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </QueryState>
    </section>
  );
}
