import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@vantreo/i18n/react";
import { useState } from "react";
import { ApiError } from "../../api/api-error";
import { deskApi } from "../desk-api";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_KEYS } from "../desk-query-client";
import type { DeskLead, LeadStatus, StaffSession } from "@vantreo/contracts/core";

/** What the lead page says after an action: done, or why not (with the conflict's reload). */
export interface ActionOutcome {
  kind: "done" | "failed";
  message: string;
}

/** A lead change, as the page sends it. */
export type LeadAction =
  | { kind: "status"; status: LeadStatus }
  | { kind: "owner"; ownerId: string | null }
  | { kind: "note"; text: string };

/**
 * The lead page's changes: status, owner and notes, each sent with the version the page shows.
 * When someone else changed the lead meanwhile (`409 version_conflict`), nothing is lost: the
 * lead is reloaded with their change, the message says so, and the forms keep what was typed
 * (they are uncontrolled and not re-created by the reload).
 */
export function useLeadActions(lead: DeskLead, session: StaffSession) {
  const { t } = useTranslation("desk");
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: DESK_QUERY_KEYS.lead(lead.id) });
  const mutation = useMutation({
    mutationFn: (action: LeadAction) => {
      const { csrfToken } = session;
      const { id, version } = lead;
      if (action.kind === "note") return deskApi.addNote(csrfToken, id, action.text, version);
      if (action.kind === "status")
        return deskApi.change(csrfToken, id, { version, status: action.status });
      return deskApi.change(csrfToken, id, { version, ownerId: action.ownerId });
    },
    onSuccess: async (_answer, action) => {
      await reload();
      const message =
        action.kind === "status"
          ? t("lead.workflow.saved", { status: t(`status.${action.status}`) })
          : t(action.kind === "owner" ? "lead.owner.saved" : "lead.notes.saved");
      setOutcome({ kind: "done", message });
    },
    onError: async (error) => {
      const conflict = error instanceof ApiError && error.code === "version_conflict";
      if (conflict || (error instanceof ApiError && error.code === "invalid_transition"))
        await reload();
      const message = deskErrorText(t, error);
      setOutcome({
        kind: "failed",
        message: conflict ? `${message} ${t("lead.conflict.reload")}` : message,
      });
    },
  });
  return {
    outcome,
    pending: mutation.isPending,
    /** Sends a change; resolves true when it was saved (a form may then reset). */
    act: (action: LeadAction) =>
      mutation.mutateAsync(action).then(
        () => true,
        () => false,
      ),
  };
}
