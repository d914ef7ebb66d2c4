import { formatDate, type Locale } from "@vantreo/i18n";
import { Badge, Button } from "@vantreo/ui";
import { memo } from "react";
import { Td } from "../../api/table-frame";
import type { Labels } from "../use-labels";
import { DueCell } from "./due-cell";
import type { PrivacyRequest } from "@vantreo/contracts/core";
import { REQUEST_TYPES } from "./request-types";

/** What a row's buttons ask for: the two that need a dialog, and the two that act at once. */
export type PrivacyRowAction = "export" | "erase" | "done" | "override";

/** The override's "by … because …" text around its two placeholders (translated once a list). */
export interface OverrideByText {
  before: string;
  middle: string;
  after: string;
}

/** Props of one request's row. */
export interface PrivacyRequestRowProps {
  request: PrivacyRequest;
  locale: Locale;
  now: number;
  /** An action of this row is in flight: its buttons wait. */
  busy: boolean;
  /** The `deskAdmin` strings (useLabels), shared by every row of the list. */
  label: Labels;
  overrideBy: OverrideByText;
  /** A button of the row was pressed; stable for the list's life, so unchanged rows skip. */
  onAction(action: PrivacyRowAction, request: PrivacyRequest): void;
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

/** Who a request is about, for its dialogs: name and address, each in its own direction. */
export function PersonSubject({ request }: { request: PrivacyRequest }) {
  return (
    <>
      <bdi>{personName(request)}</bdi> · <bdi dir="ltr">{request.email}</bdi>
    </>
  );
}

/**
 * One /data-rights request: who (name and address, each in its own direction), what, when it
 * came, its due dates, its state, whether the requester confirmed the address (or who overrode
 * that, and why), and the actions: mail the export to the request's address, erase (after a
 * confirmation that names the person), mark answered. Export and erasure wait for the
 * confirmation; until then Override asks for a written reason. The erase and override buttons
 * open the queue's one dialog of each kind for this request (`aria-haspopup="dialog"`); the row
 * itself holds no dialog, and re-renders only when its own props change (`memo`).
 */
export const PrivacyRequestRow = memo(function PrivacyRequestRow({
  request,
  locale,
  now,
  busy,
  label,
  overrideBy,
  onAction,
}: PrivacyRequestRowProps) {
  const name = personName(request);
  const mayAct = request.verifiedAt !== null || request.override !== null;
  return (
    <tr>
      <Td>
        <bdi className="block font-semibold">{name}</bdi>
        <span dir="ltr" className="block text-muted-foreground">
          {request.email}
        </span>
      </Td>
      <Td>
        <span className="block">{label(kindKey(request.requestType))}</span>
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
        <DueCell request={request} locale={locale} now={now} label={label} />
      </Td>
      <Td>
        <Badge variant={request.status === "open" ? "outline" : "secondary"}>
          {label(request.status === "open" ? "privacy.stateOpen" : "privacy.stateDone")}
        </Badge>
      </Td>
      <Td>
        <VerificationCell request={request} locale={locale} label={label} by={overrideBy} />
      </Td>
      <Td>
        <div className="flex flex-wrap gap-2">
          {mayAct ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-haspopup="dialog"
              disabled={busy}
              onClick={() => onAction("override", request)}
            >
              {label("privacy.override")}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || !mayAct}
            onClick={() => onAction("export", request)}
          >
            {label("privacy.export")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            disabled={busy || !mayAct}
            onClick={() => onAction("erase", request)}
          >
            {label("privacy.erase")}
          </Button>
          {request.status === "open" ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onAction("done", request)}
            >
              {label("privacy.markDone")}
            </Button>
          ) : null}
        </div>
      </Td>
    </tr>
  );
});

/**
 * Whether the requester confirmed the address: Verified (with when), Override (who, why, when),
 * or Not verified with what that means for export and erasure.
 */
function VerificationCell({
  request,
  locale,
  label,
  by,
}: {
  request: PrivacyRequest;
  locale: Locale;
  label: Labels;
  by: OverrideByText;
}) {
  const when = (iso: string) => (
    <time dateTime={iso} className="block text-muted-foreground">
      {formatDate(iso, locale, { dateStyle: "medium" })}
    </time>
  );
  if (request.verifiedAt !== null) {
    return (
      <>
        <Badge variant="secondary">{label("privacy.verified")}</Badge>
        {when(request.verifiedAt)}
      </>
    );
  }
  if (request.override !== null) {
    return (
      <>
        <Badge variant="outline">{label("privacy.overridden")}</Badge>
        {/* The address and the reason each sit in their own <bdi>. */}
        <span className="block max-w-xs text-muted-foreground break-words">
          {by.before}
          <bdi dir="ltr">{request.override.by}</bdi>
          {by.middle}
          <bdi dir="auto">{request.override.reason}</bdi>
          {by.after}
        </span>
        {when(request.override.at)}
      </>
    );
  }
  return (
    <>
      {/* The destructive colour as text and border: white on it is below 4.5:1 (WCAG 1.4.3). */}
      <Badge variant="outline" className="border-destructive text-destructive">
        {label("privacy.unverified")}
      </Badge>
      <span className="block max-w-xs text-muted-foreground">
        {label("privacy.unverifiedHint")}
      </span>
    </>
  );
}
