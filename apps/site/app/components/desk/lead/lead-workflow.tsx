import { useTranslation } from "@vantreo/i18n/react";
import { Button, Field, Label } from "@vantreo/ui";
import type { DeskStaff, LeadDetail, LeadStatus } from "@vantreo/contracts/core";
import { ownerName } from "../inbox/lead-labels";
import type { LeadAction } from "./use-lead-actions";

const SELECT =
  "h-11 rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/50 md:text-sm";

/** Props of the status and owner forms. */
export interface LeadWorkflowProps {
  detail: LeadDetail;
  staff: DeskStaff | undefined;
  pending: boolean;
  act(action: LeadAction): Promise<boolean>;
}

/**
 * The lead's status (only the moves the API allows from the current one are offered) and its
 * owner (any active member of sales or marketing, "me" first, or nobody).
 */
export function LeadWorkflow({ detail, staff, pending, act }: LeadWorkflowProps) {
  const { t } = useTranslation("desk");
  const { lead, nextStatuses } = detail;
  const you = staff?.you;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="desk-lead-status" className="rounded-lg border p-4">
        <h3 id="desk-lead-status" className="text-lg font-semibold">
          {t("lead.workflow.heading")}
        </h3>
        <p className="mt-2">{t("lead.workflow.current", { status: t(`status.${lead.status}`) })}</p>
        {nextStatuses.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{t("lead.workflow.final")}</p>
        ) : (
          <form
            key={`status-${lead.version}`}
            className="mt-3 flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const status = new FormData(event.currentTarget).get("status") as LeadStatus;
              void act({ kind: "status", status });
            }}
          >
            <Field controlId="desk-lead-next-status">
              <Label>{t("lead.workflow.moveTo")}</Label>
              <select id="desk-lead-next-status" name="status" className={SELECT}>
                {nextStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Button type="submit" loading={pending}>
              {t("lead.workflow.save")}
            </Button>
          </form>
        )}
      </section>
      <section aria-labelledby="desk-lead-owner" className="rounded-lg border p-4">
        <h3 id="desk-lead-owner" className="text-lg font-semibold">
          {t("lead.owner.heading")}
        </h3>
        <p className="mt-2">{ownerName(t, lead.ownerId, staff)}</p>
        <form
          key={`owner-${lead.version}`}
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const owner = String(new FormData(event.currentTarget).get("owner") ?? "");
            void act({ kind: "owner", ownerId: owner === "" ? null : owner });
          }}
        >
          <Field controlId="desk-lead-owner-select">
            <Label>{t("lead.owner.label")}</Label>
            <select
              id="desk-lead-owner-select"
              name="owner"
              defaultValue={lead.ownerId ?? ""}
              className={SELECT}
            >
              <option value="">{t("lead.owner.none")}</option>
              {(staff?.staff ?? []).map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </Field>
          <Button type="submit" variant="outline" loading={pending}>
            {t("lead.owner.save")}
          </Button>
          {you && lead.ownerId !== you ? (
            <Button
              type="button"
              loading={pending}
              onClick={() => void act({ kind: "owner", ownerId: you })}
            >
              {t("lead.owner.assignToMe")}
            </Button>
          ) : null}
        </form>
      </section>
    </div>
  );
}
