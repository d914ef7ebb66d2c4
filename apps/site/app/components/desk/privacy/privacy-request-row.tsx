import { formatDate, type Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Badge, Button } from "@vantreo/ui";
import { Td } from "../../api/table-frame";
import { ConfirmDialog } from "../confirm-dialog";
import { DueCell } from "./due-cell";
import { OverrideDialog } from "./override-dialog";
import type { PrivacyRequest } from "@vantreo/contracts/core";
import { REQUEST_TYPES } from "./request-types";

/** What a row can do; each resolves once the API answered (errors are shown by the caller). */
export interface PrivacyRowActions {
  onExport(request: PrivacyRequest): void;
  onErase(request: PrivacyRequest): void;
  onDone(request: PrivacyRequest): void;
  /** Records an override with its reason; resolves true once the API accepted it. */
  onOverride(request: PrivacyRequest, reason: string): Promise<boolean>;
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
 * came, its due dates, its state, whether the requester confirmed the address (or who overrode
 * that, and why), and the actions: mail the export to the request's address, erase (after a
 * confirmation that names the person), mark answered. Export and erasure wait for the
 * confirmation; until then the override dialog asks for a written reason.
 */
export function PrivacyRequestRow({
  request,
  locale,
  now,
  busy,
  onExport,
  onErase,
  onDone,
  onOverride,
}: PrivacyRequestRowProps) {
  const { t } = useTranslation("deskAdmin");
  const name = personName(request);
  const mayAct = request.verifiedAt !== null || request.override !== null;
  const who = (
    <>
      <bdi>{name}</bdi> · <bdi dir="ltr">{request.email}</bdi>
    </>
  );
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
        <VerificationCell request={request} locale={locale} />
      </Td>
      <Td>
        <div className="flex flex-wrap gap-2">
          {mayAct ? null : (
            <OverrideDialog
              subject={who}
              disabled={busy}
              onOverride={(reason) => onOverride(request, reason)}
            />
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || !mayAct}
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
            subject={who}
            confirm={t("privacy.eraseConfirm")}
            disabled={busy || !mayAct}
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

/**
 * Whether the requester confirmed the address: Verified (with when), Override (who, why, when),
 * or Not verified with what that means for export and erasure.
 */
function VerificationCell({ request, locale }: { request: PrivacyRequest; locale: Locale }) {
  const { t } = useTranslation("deskAdmin");
  const when = (iso: string) => (
    <time dateTime={iso} className="block text-muted-foreground">
      {formatDate(iso, locale, { dateStyle: "medium" })}
    </time>
  );
  if (request.verifiedAt !== null) {
    return (
      <>
        <Badge variant="secondary">{t("privacy.verified")}</Badge>
        {when(request.verifiedAt)}
      </>
    );
  }
  if (request.override !== null) {
    // Split around the placeholders so the address and the reason sit in their own <bdi>.
    const [before = "", rest = ""] = t("privacy.overrideBy", {
      by: "\u0000",
      reason: "\u0001",
    }).split("\u0000");
    const [middle = "", after = ""] = rest.split("\u0001");
    return (
      <>
        <Badge variant="outline">{t("privacy.overridden")}</Badge>
        <span className="block max-w-xs text-muted-foreground break-words">
          {before}
          <bdi dir="ltr">{request.override.by}</bdi>
          {middle}
          <bdi dir="auto">{request.override.reason}</bdi>
          {after}
        </span>
        {when(request.override.at)}
      </>
    );
  }
  return (
    <>
      {/* The destructive colour as text and border: white on it is below 4.5:1 (WCAG 1.4.3). */}
      <Badge variant="outline" className="border-destructive text-destructive">
        {t("privacy.unverified")}
      </Badge>
      <span className="block max-w-xs text-muted-foreground">{t("privacy.unverifiedHint")}</span>
    </>
  );
}
