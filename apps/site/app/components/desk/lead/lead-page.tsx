import { useQuery } from "@tanstack/react-query";
import { LOCALES } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Link, useLocation } from "../../../navigation";
import { formatMoment } from "../../api/format-moment";
import { QueryState } from "../../api/query-state";
import { useLocale } from "../../../navigation/use-locale";
import { deskApi } from "../desk-api";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_KEYS, DESK_QUERY_OPTIONS } from "../desk-query-client";
import type { LeadDetail, StaffSession } from "@vantreo/contracts/core";
import { leadName } from "../inbox/lead-labels";
import { useDeskStaff } from "../use-desk-staff";
import { LeadBookings } from "./lead-bookings";
import { LeadDeliveries } from "./lead-deliveries";
import { LeadFacts } from "./lead-facts";
import { LeadHistory } from "./lead-history";
import { LeadNoteForm } from "./lead-note-form";
import { LeadWorkflow } from "./lead-workflow";
import { useLeadActions } from "./use-lead-actions";
import { ContactTimeline } from "../replies/contact-timeline";
import { LeadReplyForm } from "../replies/lead-reply-form";
import { LeadEstimateForm } from "../replies/lead-estimate-form";

/** The lead id of a /desk/leads/{id} path (the one shell page answers every id). */
export function leadIdOf(pathname: string): string {
  const segment = pathname.replace(/\/$/, "").split("/").at(-1) ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function LeadView({ detail, session }: { detail: LeadDetail; session: StaffSession }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const staff = useDeskStaff();
  const { outcome, pending, act } = useLeadActions(detail.lead, session);
  const { lead } = detail;
  return (
    <article aria-labelledby="desk-lead-name" className="space-y-8">
      <header className="space-y-2">
        {/* The name keeps its own direction; the heading stays at the page's start (RTL too). */}
        <h2 id="desk-lead-name" className="text-3xl font-bold tracking-tight">
          <bdi>{leadName(t, lead)}</bdi>
        </h2>
        <p className="text-muted-foreground">
          {t("lead.received", { date: formatMoment(lead.receivedAt, locale) })}
        </p>
        {lead.spamReason ? (
          <p className="rounded-md border border-destructive/50 bg-destructive/10 p-3">
            {t("lead.spamNotice", { reason: lead.spamReason })}
          </p>
        ) : null}
      </header>
      <div
        role={outcome?.kind === "failed" ? "alert" : "status"}
        className={
          outcome?.kind === "failed"
            ? "rounded-md border border-destructive/50 bg-destructive/10 p-3"
            : ""
        }
      >
        {outcome?.message ?? ""}
      </div>
      <LeadWorkflow detail={detail} staff={staff.data} pending={pending} act={act} />
      <LeadEstimateForm key={lead.version} lead={lead} session={session} />
      <LeadReplyForm detail={detail} session={session} />
      <LeadNoteForm pending={pending} act={act} />
      <LeadFacts detail={detail} />
      <LeadBookings
        bookings={detail.bookings}
        payments={detail.payments}
        integrationEvents={detail.integrationEvents}
      />
      <LeadDeliveries crm={detail.crm} mail={detail.mail} />
      <LeadHistory history={detail.history} {...(staff.data ? { staff: staff.data } : {})} />
      <ContactTimeline lead={lead} session={session} />
    </article>
  );
}

/** /desk/leads/{id}: one lead with everything stored about it, its workflow and its history. */
export function LeadPage({ session }: { session: StaffSession }) {
  const { t } = useTranslation("desk");
  const prefix = LOCALES[useLocale()].prefix;
  const id = leadIdOf(useLocation().pathname);
  const detail = useQuery({
    queryKey: DESK_QUERY_KEYS.lead(id),
    queryFn: ({ signal }) => deskApi.get(id, signal),
    ...DESK_QUERY_OPTIONS,
  });
  const spam = detail.data?.lead.spamReason != null;
  return (
    <div className="space-y-6">
      <p>
        <Link
          to={`${prefix}${spam ? "/desk/spam" : "/desk"}`}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {spam ? t("lead.backToSpam") : t("lead.back")}
        </Link>
      </p>
      <QueryState
        query={detail}
        empty={false}
        emptyText=""
        namespace="desk"
        errorText={deskErrorText}
      >
        {detail.data ? <LeadView detail={detail.data} session={session} /> : null}
      </QueryState>
    </div>
  );
}
