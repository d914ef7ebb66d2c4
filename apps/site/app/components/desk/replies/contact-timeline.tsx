import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactEvent, DeskLead, StaffSession } from "@vantreo/contracts/core";
import { LOCALES } from "@vantreo/i18n";
import { useTranslation, type TranslateFunction } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import { useId, useState } from "react";
import { Link } from "../../../navigation";
import { useLocale } from "../../../navigation/use-locale";
import { formatMoment } from "../../api/format-moment";
import { deskErrorText } from "../desk-error-text";
import { DESK_QUERY_KEYS, DESK_QUERY_OPTIONS } from "../desk-query-client";
import { REPLY_QUERY_KEYS, repliesApi } from "./replies-api";

/** One event of the contact's timeline in the staff member's words. */
function eventText(t: TranslateFunction, event: ContactEvent): string {
  if (event.kind === "lead")
    return t("lead.contact.received", { type: t(`leadType.${event.label}`) });
  if (event.kind === "reply") return t("lead.contact.reply", { subject: event.label });
  if (event.label === "note")
    return `${t("lead.history.note")}: ${String(event.details.text ?? "")}`;
  if (event.label === "lead.merged") return t("lead.history.merged");
  if (event.label === "lead.merged-from") return t("lead.history.mergedFrom");
  return t("lead.history.other", { event: event.label });
}

/**
 * The contact of a lead: every lead from the same e-mail address (case-insensitive) and one
 * timeline of their arrivals, history and replies, oldest first; another lead of the contact can
 * be merged into this one (it is archived and points here; its history stays).
 */
export function ContactTimeline({ lead, session }: { lead: DeskLead; session: StaffSession }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const prefix = LOCALES[locale].prefix;
  const heading = useId();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState("");
  const contact = useQuery({
    queryKey: REPLY_QUERY_KEYS.contact(lead.id),
    queryFn: ({ signal }) => repliesApi.contact(lead.id, signal),
    ...DESK_QUERY_OPTIONS,
  });
  const merge = useMutation({
    mutationFn: (duplicate: string) => repliesApi.merge(session.csrfToken, duplicate, lead.id),
    onSuccess: async () => {
      setMessage(t("lead.contact.mergedDone"));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REPLY_QUERY_KEYS.contact(lead.id) }),
        queryClient.invalidateQueries({ queryKey: DESK_QUERY_KEYS.lead(lead.id) }),
      ]);
    },
    onError: (error) => setMessage(deskErrorText(t, error)),
  });
  const data = contact.data;
  if (!data) return null;
  return (
    <section aria-labelledby={heading} className="space-y-3">
      <h3 id={heading} className="text-lg font-semibold">
        {t("lead.contact.heading")}
      </h3>
      <p>{t("lead.contact.count", { count: data.leads.length })}</p>
      <ul className="space-y-2">
        {data.leads.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3">
            <span>
              {t(`leadType.${item.leadType}`)} · {formatMoment(item.receivedAt, locale)} ·{" "}
              {t(`status.${item.status}`)}
            </span>
            {item.id === lead.id ? (
              <span className="font-semibold">{t("lead.contact.thisLead")}</span>
            ) : (
              <Link
                to={`${prefix}/desk/leads/${encodeURIComponent(item.id)}`}
                className="text-primary underline underline-offset-4"
              >
                {t("lead.contact.open")}
              </Link>
            )}
            {item.mergedInto ? (
              <span className="text-muted-foreground">{t("lead.contact.merged")}</span>
            ) : item.id !== lead.id && lead.mergedInto === null ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                loading={merge.isPending && merge.variables === item.id}
                onClick={() => merge.mutate(item.id)}
              >
                {t("lead.contact.merge")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <p aria-live="polite">{message}</p>
      <ol className="space-y-2 border-s ps-4">
        {data.events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <p className="text-sm text-muted-foreground">
              {formatMoment(event.at, locale)}
              {event.actorEmail ? (
                <>
                  {" · "}
                  <bdi>{event.actorEmail}</bdi>
                </>
              ) : null}
            </p>
            <p dir="auto" className="whitespace-pre-wrap">
              {eventText(t, event)}
            </p>
            {event.kind === "reply" ? (
              <p dir="auto" className="whitespace-pre-wrap text-sm">
                {String(event.details.text ?? "")}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
