import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { adminApi } from "../admin-api";
import { DATAROOM_QUERY_KEYS } from "../dataroom-query-client";
import type { AccessRequestView as AccessRequest, IssuedCode } from "@vantreo/contracts/core";
import { isolate } from "../../api/isolate";
import { QueryState } from "../../api/query-state";
import { errorText } from "../error-text";
import { RequestRow } from "./request-row";
import { TableFrame, Th } from "../../api/table-frame";
import type { AdminActions } from "./use-admin-actions";

/** Props of the requests table. */
export interface RequestsTableProps {
  actions: AdminActions;
  onIssued(request: AccessRequest, issued: IssuedCode): void;
}

/** Every access request, newest first, with approve and revoke. */
export function RequestsTable({ actions, onIssued }: RequestsTableProps) {
  const { t } = useTranslation("dataroom");
  const [revoked, setRevoked] = useState<string | null>(null);
  const requests = useQuery({
    queryKey: DATAROOM_QUERY_KEYS.adminRequests,
    queryFn: adminApi.requests,
  });
  const sorted = [...(requests.data ?? [])].sort((a, b) =>
    b.requestedAt.localeCompare(a.requestedAt),
  );
  return (
    <section aria-labelledby="dataroom-requests-heading">
      <h2 id="dataroom-requests-heading" className="text-2xl font-bold tracking-tight">
        {t("admin.requests.heading")}
      </h2>
      <p role="status" className="mt-2 text-sm">
        {revoked ? t("admin.requests.revoked", { email: isolate(revoked) }) : ""}
      </p>
      <QueryState
        query={requests}
        namespace="dataroom"
        errorText={errorText}
        empty={sorted.length === 0}
        emptyText={t("admin.requests.empty")}
      >
        <TableFrame label={t("admin.requests.caption")}>
          <caption className="sr-only">{t("admin.requests.caption")}</caption>
          <thead>
            <tr>
              <Th>{t("admin.requests.name")}</Th>
              <Th>{t("admin.requests.firm")}</Th>
              <Th>{t("admin.requests.message")}</Th>
              <Th>{t("admin.requests.status")}</Th>
              <Th>{t("admin.requests.requested")}</Th>
              <Th>{t("admin.requests.access")}</Th>
              <Th>{t("admin.requests.actions")}</Th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((request) => (
              <RequestRow
                key={request.id}
                request={request}
                approve={actions.approve}
                revoke={actions.revoke}
                onIssued={(row, issued) => {
                  setRevoked(null);
                  onIssued(row, issued);
                }}
                onRevoked={(row) => setRevoked(row.email)}
              />
            ))}
          </tbody>
        </TableFrame>
      </QueryState>
    </section>
  );
}
