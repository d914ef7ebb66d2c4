import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { isolate } from "../../api/isolate";
import { deskApi } from "../desk-api";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_KEYS } from "../desk-query-client";
import type { DeskLead, StaffSession } from "@vantreo/contracts/core";
import { leadName } from "../inbox/lead-labels";
import { ConfirmDialog } from "../confirm-dialog";

/** Props of a spam-flagged lead's actions. */
export interface SpamActionsProps {
  lead: DeskLead;
  session: StaffSession;
  /** The outcome in the visitor's language (released, deleted, or why not). */
  onDone(message: string): void;
}

/**
 * Release or delete of one spam-flagged lead, each behind a confirmation dialog: a release
 * forwards the lead to the CRM and sends its e-mails (a /data-rights request goes to the privacy
 * queue instead, and its requester gets the receipt), a delete cannot be undone. The outcome goes
 * to `onDone` (the folder announces it), and the folder reloads.
 */
export function SpamActions({ lead, session, onDone }: SpamActionsProps) {
  const { t } = useTranslation("desk");
  const queryClient = useQueryClient();
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
    mutationFn: (action: "release" | "remove") =>
      deskApi[action](session.csrfToken, lead.id).then(() => action),
    onSuccess: (action) => {
      onDone(t(action === "release" ? release.done : "spam.deleted", { name }));
      void queryClient.invalidateQueries({ queryKey: DESK_QUERY_KEYS.leads });
    },
    onError: (error) => onDone(deskErrorText(t, error)),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog
        trigger={t("spam.release")}
        triggerLabel={`${t("spam.release")}: ${leadName(t, lead)}`}
        title={t(release.title)}
        body={t(release.body, { name })}
        confirm={t("spam.confirmRelease")}
        cancel={t("spam.cancel")}
        pending={act.isPending}
        onConfirm={() => act.mutateAsync("release").catch(() => undefined)}
      />
      <ConfirmDialog
        destructive
        trigger={t("spam.delete")}
        triggerLabel={`${t("spam.delete")}: ${leadName(t, lead)}`}
        title={t("spam.deleteTitle")}
        body={t("spam.deleteBody", { name })}
        confirm={t("spam.confirmDelete")}
        cancel={t("spam.cancel")}
        pending={act.isPending}
        onConfirm={() => act.mutateAsync("remove").catch(() => undefined)}
      />
    </div>
  );
}
