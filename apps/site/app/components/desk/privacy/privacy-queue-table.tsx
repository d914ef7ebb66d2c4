import type { Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { TableFrame, Th } from "../../api/table-frame";
import { PrivacyRequestRow, type PrivacyRowActions } from "./privacy-request-row";
import type { PrivacyRequest } from "@vantreo/contracts/core";

/** Props of {@link PrivacyQueueTable}. */
export interface PrivacyQueueTableProps extends PrivacyRowActions {
  requests: readonly PrivacyRequest[];
  status: "open" | "done";
  locale: Locale;
  now: number;
  /** The id of the request whose action is in flight, if any. */
  busyId: string | null;
}

/** The requests of one state, oldest first (the API's order: the nearest deadline on top). */
export function PrivacyQueueTable({
  requests,
  status,
  locale,
  now,
  busyId,
  ...actions
}: PrivacyQueueTableProps) {
  const { t } = useTranslation("deskAdmin");
  if (requests.length === 0) {
    return (
      <p className="mt-4 text-muted-foreground">
        {t(status === "open" ? "privacy.emptyOpen" : "privacy.emptyDone")}
      </p>
    );
  }
  return (
    <TableFrame label={t("privacy.caption")}>
      <caption className="sr-only">{t("privacy.caption")}</caption>
      <thead>
        <tr>
          <Th>{t("privacy.person")}</Th>
          <Th>{t("privacy.kind")}</Th>
          <Th>{t("privacy.received")}</Th>
          <Th>{t("privacy.due")}</Th>
          <Th>{t("privacy.state")}</Th>
          <Th>{t("privacy.verification")}</Th>
          <Th>{t("privacy.actions")}</Th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <PrivacyRequestRow
            key={request.id}
            request={request}
            locale={locale}
            now={now}
            busy={busyId === request.id}
            {...actions}
          />
        ))}
      </tbody>
    </TableFrame>
  );
}
