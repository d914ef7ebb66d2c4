import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ContactPage } from "@vantreo/contracts/core";
import { LOCALES } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useState } from "react";
import { Link } from "../../../navigation";
import { useLocale } from "../../../navigation/use-locale";
import { formatMoment } from "../../api/format-moment";
import { Td, TableFrame, Th } from "../../api/table-frame";
import { deskErrorText } from "../desk-error-text";
import { deskRequest } from "../desk-api";
import { DESK_QUERY_OPTIONS } from "../desk-query-client";

const SIZE = 25;

/**
 * The inbox grouped by contact: one row per e-mail address (case-insensitive), its leads
 * counted with their statuses, the newest activity first, each linking to its newest lead
 * (whose page shows the whole contact).
 */
export function ContactList() {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const prefix = LOCALES[locale].prefix;
  const [page, setPage] = useState(1);
  const contacts = useQuery({
    queryKey: ["desk", "contacts", page],
    queryFn: ({ signal }) =>
      deskRequest<ContactPage>(`/contacts?page=${page}&size=${SIZE}`, { signal }),
    ...DESK_QUERY_OPTIONS,
    placeholderData: keepPreviousData,
  });
  if (contacts.error) return <p role="alert">{deskErrorText(t, contacts.error)}</p>;
  const data = contacts.data;
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.total / SIZE));
  const caption = t("inbox.byContact.caption");
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold">{t("inbox.byContact.total", { count: data.total })}</p>
      <TableFrame label={caption}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <Th>{t("inbox.table.name")}</Th>
            <Th>{t("inbox.table.company")}</Th>
            <Th>{t("inbox.byContact.leads")}</Th>
            <Th>{t("inbox.table.status")}</Th>
            <Th>{t("inbox.byContact.latest")}</Th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((contact) => (
            <tr key={contact.email}>
              <Td dense>
                <Link
                  to={`${prefix}/desk/leads/${encodeURIComponent(contact.latestLeadId)}`}
                  dir="auto"
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {contact.name || contact.email}
                </Link>{" "}
                <span dir="ltr" className="text-xs text-muted-foreground">
                  {contact.email}
                </span>
              </Td>
              <Td dense>
                <bdi>{contact.company}</bdi>
              </Td>
              <Td dense>{contact.leadCount}</Td>
              <Td dense>{contact.statuses.map((status) => t(`status.${status}`)).join(", ")}</Td>
              <Td dense>{formatMoment(contact.latestAt, locale)}</Td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {pages > 1 ? (
        <div className="flex gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("inbox.byContact.previous")}
          </Button>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("inbox.byContact.next")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
