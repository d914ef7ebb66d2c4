import { Badge, Button, Input } from "@vantreo/ui";
import { useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../../navigation/use-locale";
import type { AccessRequestView as AccessRequest, IssuedCode } from "@vantreo/contracts/core";
import { errorText } from "../error-text";
import { formatMoment } from "../../api/format-moment";
import { Td } from "../../api/table-frame";
import { ACCESS_DAYS_RANGE, DEFAULT_ACCESS_DAYS, parseDays } from "./access-days";

/** Props of one request's row. */
export interface RequestRowProps {
  request: AccessRequest;
  approve(id: string, days: number): Promise<IssuedCode>;
  revoke(id: string): Promise<unknown>;
  onIssued(request: AccessRequest, issued: IssuedCode): void;
  onRevoked(request: AccessRequest): void;
}

const BADGE = { pending: "outline", approved: "default", revoked: "secondary" } as const;
const STATUS_KEY = {
  pending: "admin.requests.statusPending",
  approved: "admin.requests.statusApproved",
  revoked: "admin.requests.statusRevoked",
} as const;

/**
 * One access request with its actions: approve for 1–90 days (a new code for an approved one,
 * which replaces the old), or revoke. Errors stay on the row, in the administrator's language.
 */
export function RequestRow({ request, approve, revoke, onIssued, onRevoked }: RequestRowProps) {
  const { t } = useTranslation("dataroom");
  const locale = useLocale();
  const [days, setDays] = useState(String(DEFAULT_ACCESS_DAYS));
  const [pending, setPending] = useState<"approve" | "revoke" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = `dataroom-request-${request.id}`;
  const daysValid = parseDays(days) !== null;

  const run = (kind: "approve" | "revoke") => {
    const chosen = parseDays(days);
    if (kind === "approve" && chosen === null) return;
    setPending(kind);
    setError(null);
    const call =
      kind === "approve"
        ? approve(request.id, chosen!).then((issued) => onIssued(request, issued))
        : revoke(request.id).then(() => onRevoked(request));
    call
      .catch((failure: unknown) => setError(errorText(t, failure)))
      .finally(() => setPending(null));
  };

  return (
    <tr>
      <Td>
        <span dir="auto" className="block font-semibold">
          {request.name}
        </span>
        <span dir="ltr" className="block text-muted-foreground">
          {request.email}
        </span>
      </Td>
      <Td>
        <span dir="auto">{request.firm}</span>
      </Td>
      <Td className="max-w-xs break-words">
        <span dir="auto">{request.message}</span>
      </Td>
      <Td>
        <Badge variant={BADGE[request.status]}>{t(STATUS_KEY[request.status])}</Badge>
      </Td>
      <Td className="whitespace-nowrap">{formatMoment(request.requestedAt, locale)}</Td>
      <Td className="whitespace-nowrap">
        {request.status === "approved" && request.expiresAt
          ? t("admin.requests.until", { date: formatMoment(request.expiresAt, locale) })
          : request.status === "revoked" && request.revokedAt
            ? t("admin.requests.revokedOn", { date: formatMoment(request.revokedAt, locale) })
            : "—"}
      </Td>
      <Td>
        <div className="flex flex-wrap items-start gap-2">
          {request.status !== "revoked" ? (
            <>
              <Input
                id={`${id}-days`}
                type="number"
                inputMode="numeric"
                min={ACCESS_DAYS_RANGE.min}
                max={ACCESS_DAYS_RANGE.max}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                aria-label={t("admin.requests.daysFor", { name: request.name })}
                aria-invalid={!daysValid || undefined}
                aria-describedby={daysValid ? undefined : `${id}-days-error`}
                className="w-20"
              />
              <Button
                size="sm"
                onClick={() => run("approve")}
                loading={pending === "approve"}
                disabled={!daysValid || pending !== null}
                aria-label={t(
                  request.status === "approved"
                    ? "admin.requests.reissueFor"
                    : "admin.requests.approveFor",
                  { name: request.name },
                )}
              >
                {t(
                  request.status === "approved"
                    ? "admin.requests.reissue"
                    : "admin.requests.approve",
                )}
              </Button>
            </>
          ) : null}
          {request.status === "approved" ? (
            <Button
              size="sm"
              variant="outline"
              className="border-destructive/60 text-destructive"
              onClick={() => run("revoke")}
              loading={pending === "revoke"}
              disabled={pending !== null}
              aria-label={t("admin.requests.revokeFor", { name: request.name })}
            >
              {t("admin.requests.revoke")}
            </Button>
          ) : null}
        </div>
        {!daysValid ? (
          <p id={`${id}-days-error`} className="mt-1 text-sm text-destructive">
            {t("admin.requests.daysInvalid")}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-1 text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </Td>
    </tr>
  );
}
