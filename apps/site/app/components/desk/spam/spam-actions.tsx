import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { memo, useEffect, useState } from "react";
import { isolate } from "../../api/isolate";
import { deskApi } from "../desk-api";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_KEYS } from "../desk-query-client";
import type { DeskLead, StaffSession } from "@vantreo/contracts/core";
import { leadName } from "../inbox/lead-labels";
import { ConfirmDialog } from "../confirm-dialog";

/** What a spam row asked for: release or delete, of which lead. */
export interface SpamAsk {
  lead: DeskLead;
  action: "release" | "remove";
}

/** The mounted folder's confirmation, opened by the rows' buttons ({@link SpamActionHost}). */
let openConfirmation: ((ask: SpamAsk) => void) | null = null;

/** Props of a spam-flagged lead's buttons. */
export interface SpamRowActionsProps {
  lead: DeskLead;
}

/**
 * Release and Delete of one spam-flagged lead, each named with the lead (the text alone is
 * ambiguous in a list). Each opens the folder's one confirmation ({@link SpamActionHost}) for
 * this lead; the row holds no dialog of its own.
 */
export const SpamRowActions = memo(function SpamRowActions({ lead }: SpamRowActionsProps) {
  const { t } = useTranslation("desk");
  const name = leadName(t, lead);
  return (
    <div className="flex flex-wrap gap-2">
      {(
        [
          ["release", "spam.release"],
          ["remove", "spam.delete"],
        ] as const
      ).map(([action, key]) => (
        <Button
          key={action}
          type="button"
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-label={`${t(key)}: ${name}`}
          onClick={() => openConfirmation?.({ lead, action })}
        >
          {t(key)}
        </Button>
      ))}
    </div>
  );
});

/** Props of the spam folder's confirmation. */
interface SpamActionDialogProps {
  /** The lead and the action asked for last (kept while the dialog closes). */
  ask: SpamAsk;
  open: boolean;
  onOpenChange(open: boolean): void;
  session: StaffSession;
  /** The outcome in the visitor's language (released, deleted, or why not). */
  onDone(message: string): void;
}

/**
 * The confirmation of a release or a delete: a release forwards the lead to the CRM and sends
 * its e-mails (a /data-rights request goes to the privacy queue instead, and its requester gets
 * the receipt), a delete cannot be undone. The outcome goes to `onDone` (the folder announces
 * it), and the folder reloads.
 */
function SpamActionDialog({ ask, open, onOpenChange, session, onDone }: SpamActionDialogProps) {
  const { t } = useTranslation("desk");
  const queryClient = useQueryClient();
  const { lead, action } = ask;
  const name = isolate(leadName(t, lead));
  // A /data-rights request released from spam goes to the privacy queue, never to the CRM.
  const release =
    lead.leadType === "data-rights"
      ? ({
          title: "spam.releaseRequestTitle",
          body: "spam.releaseRequestBody",
          done: "spam.releasedRequest",
        } as const)
      : ({ title: "spam.releaseTitle", body: "spam.releaseBody", done: "spam.released" } as const);
  const act = useMutation({
    mutationFn: (asked: SpamAsk) =>
      deskApi[asked.action](session.csrfToken, asked.lead.id).then(() => asked.action),
    onSuccess: (done) => {
      onDone(t(done === "release" ? release.done : "spam.deleted", { name }));
      void queryClient.invalidateQueries({ queryKey: DESK_QUERY_KEYS.leads });
    },
    onError: (error) => onDone(deskErrorText(t, error)),
  });
  const onConfirm = () => act.mutateAsync(ask).catch(() => undefined);
  return action === "release" ? (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(release.title)}
      body={t(release.body, { name })}
      confirm={t("spam.confirmRelease")}
      cancel={t("spam.cancel")}
      pending={act.isPending}
      onConfirm={onConfirm}
    />
  ) : (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive
      title={t("spam.deleteTitle")}
      body={t("spam.deleteBody", { name })}
      confirm={t("spam.confirmDelete")}
      cancel={t("spam.cancel")}
      pending={act.isPending}
      onConfirm={onConfirm}
    />
  );
}

/** Props of {@link SpamActionHost}. */
export interface SpamActionHostProps {
  session: StaffSession;
  /** The outcome in the visitor's language (released, deleted, or why not). */
  onDone(message: string): void;
}

/**
 * The spam folder's one confirmation (one per folder, not two per row: issue 31), opened by a
 * row's Release or Delete ({@link SpamRowActions}) for that lead; focus returns to that button.
 * The rows reach it through this module while it is mounted, so the folder (in the staff app's
 * first load) carries none of this code.
 */
export function SpamActionHost({ session, onDone }: SpamActionHostProps) {
  const [ask, setAsk] = useState<SpamAsk | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const opener = (next: SpamAsk) => {
      setAsk(next);
      setOpen(true);
    };
    openConfirmation = opener;
    return () => {
      if (openConfirmation === opener) openConfirmation = null;
    };
  }, []);
  return ask ? (
    <SpamActionDialog
      ask={ask}
      open={open}
      onOpenChange={setOpen}
      session={session}
      onDone={onDone}
    />
  ) : null;
}
