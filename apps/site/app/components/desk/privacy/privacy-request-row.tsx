import { formatDate, type Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Badge, Button } from "@vantreo/ui";
import { Td } from "../../api/table-frame";
import { ConfirmDialog } from "../confirm-dialog";
import { DueCell } from "./due-cell";
import type { PrivacyRequest } from "@vantreo/leads/desk";
import { REQUEST_TYPES } from "./request-types";

/** What a row can do; each resolves once the API answered (errors are shown by the caller). */
export interface PrivacyRowActions {
  onExport(request: PrivacyRequest): void;
  onErase(request: PrivacyRequest): void;
  onDone(request: PrivacyRequest): void;
}

/** Props of one request's row. */
export interface PrivacyRequestRowProps extends PrivacyRowActions {
  request: PrivacyRequest;
  locale: Locale;
  now: number;
  /** An action of this row is in flight: its buttons wait. */
  busy: boolean;
}

/** The request's kind as the form offered it, or "not stated". */
function kindKey(requestType: string | null): string {
  const known = REQUEST_TYPES.find((type) => type === requestType);
  return `privacy.requestType.${known ?? "unknown"}`;
}

/** The person's full name, or their address when they gave none. */
export function personName(request: PrivacyRequest): string {
  const name = `${request.firstName} ${request.lastName}`.trim();
  return name === "" ? request.email : name;
}

/**
 * One /data-rights request: who (name and address, each in its own direction), what, when it
 * came, its due dates, its state, and the actions: download the export, erase (after a
 * confirmation that names the person), mark answered.
 */
export function PrivacyRequestRow({
  request,
  locale,
  now,
  busy,
  onExport,
  onErase,
  onDone,
}: PrivacyRequestRowProps) {
  const { t } = useTranslation("deskAdmin");
  const name = personName(request);
  return (
    <tr>
      <Td>
        <bdi className="block font-semibold">{name}</bdi>
        <span dir="ltr" className="block text-muted-foreground">
          {request.email}
        </span>
      </Td>
      <Td>
        <span className="block">{t(kindKey(request.requestType))}</span>
        {request.message ? (
          <span dir="auto" className="block max-w-xs text-muted-foreground break-words">
            {request.message}
          </span>
        ) : null}
      </Td>
      <Td className="whitespace-nowrap">
        <time dateTime={request.receivedAt}>
          {formatDate(request.receivedAt, locale, { dateStyle: "medium" })}
        </time>
      </Td>
      <Td>
        <DueCell request={request} locale={locale} now={now} />
      </Td>
      <Td>
        <Badge variant={request.status === "open" ? "outline" : "secondary"}>
          {t(request.status === "open" ? "privacy.stateOpen" : "privacy.stateDone")}
        </Badge>
      </Td>
      <Td>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onExport(request)}
          >
            {t("privacy.export")}
          </Button>
          <ConfirmDialog
            destructive
            cancel={t("cancel")}
            trigger={t("privacy.erase")}
            title={t("privacy.eraseTitle")}
            body={t("privacy.eraseBody")}
            subject={
              <>
                <bdi>{name}</bdi> · <bdi dir="ltr">{request.email}</bdi>
              </>
            }
            confirm={t("privacy.eraseConfirm")}
            disabled={busy}
            onConfirm={() => onErase(request)}
          />
          {request.status === "open" ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onDone(request)}
            >
              {t("privacy.markDone")}
            </Button>
          ) : null}
        </div>
      </Td>
    </tr>
  );
}
