import { useTranslation, type TranslateFunction } from "@vantreo/i18n/react";
import { formatMoment } from "../../api/format-moment";
import { useLocale } from "../../../navigation/use-locale";
import type { DeskStaff, HistoryEntry } from "@vantreo/contracts/core";
import { ownerName } from "../inbox/lead-labels";

type Change = { from?: unknown; to?: unknown };

const statusText = (t: TranslateFunction, value: unknown) =>
  typeof value === "string" ? t(`status.${value}`) : t("lead.details.empty");

/** What one history row says: a note's text, a status or owner change, a release. */
function describe(t: TranslateFunction, entry: HistoryEntry, staff?: DeskStaff): string[] {
  const { details } = entry;
  if (entry.event === "note") return [t("lead.history.note"), String(details.text ?? "")];
  if (entry.event === "lead.released") return [t("lead.history.released")];
  if (entry.event === "reply.sent")
    return [
      t("lead.history.reply", { subject: String(details.subject ?? "") }),
      String(details.text ?? ""),
    ];
  if (entry.event === "lead.merged") return [t("lead.history.merged")];
  if (entry.event === "lead.merged-from") return [t("lead.history.mergedFrom")];
  if (entry.event === "routed") {
    // The routing rule that assigned the lead on arrival (src/pipeline in the lead API).
    const owner = ownerName(t, typeof details.ownerId === "string" ? details.ownerId : null, staff);
    return details.ruleId === "fallback"
      ? [t("lead.history.routedFallback", { owner })]
      : [t("lead.history.routed", { owner, rule: String(details.rule ?? details.ruleId) })];
  }
  if (entry.event !== "lead.changed") return [t("lead.history.other", { event: entry.event })];
  const lines: string[] = [];
  const status = details.status as Change | undefined;
  const owner = details.owner as Change | undefined;
  if (status)
    lines.push(
      t("lead.history.status", { from: statusText(t, status.from), to: statusText(t, status.to) }),
    );
  if (owner) {
    const name = (id: unknown) => ownerName(t, typeof id === "string" ? id : null, staff);
    lines.push(t("lead.history.owner", { from: name(owner.from), to: name(owner.to) }));
  }
  return lines;
}

/** Everything staff did to a lead (`desk_audit`), oldest first, with who and when. */
export function LeadHistory({ history, staff }: { history: HistoryEntry[]; staff?: DeskStaff }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  return (
    <section aria-labelledby="desk-lead-history">
      <h3 id="desk-lead-history" className="text-lg font-semibold">
        {t("lead.history.heading")}
      </h3>
      {history.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{t("lead.history.empty")}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {history.map((entry, index) => {
            const [first, ...rest] = describe(t, entry, staff);
            return (
              <li key={`${entry.at}-${index}`} className="rounded-md border p-3">
                <p className="font-semibold">{first}</p>
                {rest.map((line) => (
                  <p key={line} className="whitespace-pre-line">
                    <span dir="auto">{line}</span>
                  </p>
                ))}
                <p className="mt-1 text-sm text-muted-foreground">
                  <bdi>{entry.actorEmail || t("lead.history.routing")}</bdi>,{" "}
                  {formatMoment(entry.at, locale)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
