import type { Locale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { TableFrame, Th } from "../../api/table-frame";
import { ConfirmDialog } from "../confirm-dialog";
import { FIRST_SCREEN_ROWS, useFirstScreen } from "../use-first-screen";
import { useLabels } from "../use-labels";
import { OverrideDialog } from "./override-dialog";
import {
  PersonSubject,
  PrivacyRequestRow,
  type OverrideByText,
  type PrivacyRowAction,
} from "./privacy-request-row";
import type { PrivacyRequest } from "@vantreo/contracts/core";

/** What the queue's rows can do; each resolves once the API answered (errors are shown by the caller). */
export interface PrivacyRowActions {
  onExport(request: PrivacyRequest): void;
  onErase(request: PrivacyRequest): void;
  onDone(request: PrivacyRequest): void;
  /** Records an override with its reason; resolves true once the API accepted it. */
  onOverride(request: PrivacyRequest, reason: string): Promise<boolean>;
}

/** Props of {@link PrivacyQueueTable}. */
export interface PrivacyQueueTableProps extends PrivacyRowActions {
  requests: readonly PrivacyRequest[];
  status: "open" | "done";
  locale: Locale;
  now: number;
  /** The id of the request whose action is in flight, if any. */
  busyId: string | null;
}

/** The dialog a row asked for, and for which request (kept while it closes, for its animation). */
interface Asked {
  kind: "erase" | "override";
  request: PrivacyRequest;
}

/**
 * The requests of one state, oldest first (the API's order: the nearest deadline on top), with
 * the queue's one erase confirmation and one override dialog, opened for the row that asked.
 * Rows are memoised and share the strings translated once for the list, so a re-read that
 * changed nothing re-renders no row.
 */
export function PrivacyQueueTable({
  requests,
  status,
  locale,
  now,
  busyId,
  ...actions
}: PrivacyQueueTableProps) {
  const { t } = useTranslation("deskAdmin");
  const label = useLabels("deskAdmin");
  // Split around the placeholders so the address and the reason sit in their own <bdi>.
  const overrideBy = useMemo<OverrideByText>(() => {
    const [before = "", rest = ""] = t("privacy.overrideBy", {
      by: "\u0000",
      reason: "\u0001",
    }).split("\u0000");
    const [middle = "", after = ""] = rest.split("\u0001");
    return { before, middle, after };
  }, [t]);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [open, setOpen] = useState(false);
  const shown = useFirstScreen(requests, FIRST_SCREEN_ROWS);
  // The latest handlers behind one stable callback: the rows never re-render for them.
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const onAction = useCallback((action: PrivacyRowAction, request: PrivacyRequest) => {
    if (action === "export") latest.current.onExport(request);
    else if (action === "done") latest.current.onDone(request);
    else {
      setAsked({ kind: action, request });
      setOpen(true);
    }
  }, []);
  if (requests.length === 0) {
    return (
      <p className="mt-4 text-muted-foreground">
        {t(status === "open" ? "privacy.emptyOpen" : "privacy.emptyDone")}
      </p>
    );
  }
  return (
    <>
      <TableFrame label={label("privacy.caption")}>
        <caption className="sr-only">{label("privacy.caption")}</caption>
        <thead>
          <tr>
            <Th>{label("privacy.person")}</Th>
            <Th>{label("privacy.kind")}</Th>
            <Th>{label("privacy.received")}</Th>
            <Th>{label("privacy.due")}</Th>
            <Th>{label("privacy.state")}</Th>
            <Th>{label("privacy.verification")}</Th>
            <Th>{label("privacy.actions")}</Th>
          </tr>
        </thead>
        <tbody>
          {shown.map((request) => (
            <PrivacyRequestRow
              key={request.id}
              request={request}
              locale={locale}
              now={now}
              busy={busyId === request.id}
              label={label}
              overrideBy={overrideBy}
              onAction={onAction}
            />
          ))}
        </tbody>
      </TableFrame>
      {asked?.kind === "override" ? (
        <OverrideDialog
          open={open}
          onOpenChange={setOpen}
          subject={<PersonSubject request={asked.request} />}
          onOverride={(reason) => latest.current.onOverride(asked.request, reason)}
        />
      ) : null}
      {asked?.kind === "erase" ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          destructive
          cancel={label("cancel")}
          title={label("privacy.eraseTitle")}
          body={label("privacy.eraseBody")}
          subject={<PersonSubject request={asked.request} />}
          confirm={label("privacy.eraseConfirm")}
          onConfirm={() => latest.current.onErase(asked.request)}
        />
      ) : null}
    </>
  );
}
