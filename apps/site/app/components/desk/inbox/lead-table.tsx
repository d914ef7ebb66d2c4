import { formatCurrency, LOCALES, type Locale } from "@vantreo/i18n";
import { memo, type ReactNode } from "react";
import { formatMoment } from "../../api/format-moment";
import { Td, TableFrame, Th } from "../../api/table-frame";
import { Link } from "../../../navigation";
import { useLocale } from "../../../navigation/use-locale";
import {
  INBOX_COLUMN_FIELDS,
  type DeskLead,
  type DeskStaff,
  type LeadFieldSpec,
} from "@vantreo/contracts/core";
import { useLabels, type Labels } from "../use-labels";
import { leadName, localeName, ownerName } from "./lead-labels";
import { ReplyBadge } from "./reply-badge";

/**
 * A column the lead record declares for the inbox (`INBOX_COLUMN_FIELDS`): money in US dollars,
 * a time as a moment, other values as text; empty when the lead has none.
 */
function declaredCell(spec: LeadFieldSpec, lead: DeskLead, locale: Locale): string {
  const value = (lead as unknown as Record<string, unknown>)[spec.name];
  if (value === null || value === undefined) return "";
  if (spec.kind === "money") return formatCurrency(Number(value), locale, "USD");
  if (spec.kind === "time") return formatMoment(String(value), locale);
  return String(value);
}

/** Props of the lead table. */
export interface LeadTableProps {
  leads: readonly DeskLead[];
  caption: string;
  staff: DeskStaff | undefined;
  /** The spam folder: a column for the reason and one for the actions. */
  actions?: (lead: DeskLead) => ReactNode;
}

/**
 * The leads as a real table (WCAG 1.3.1): a caption, column headers, and each lead's name a link
 * to its page. Text the visitor typed is rendered as text with `dir="auto"`, so an Arabic name
 * on an English page (or the reverse) keeps its own direction. Memoised, as its rows: a
 * background re-read that changed nothing re-renders neither (`actions` must be stable).
 */
export const LeadTable = memo(function LeadTable({
  leads,
  caption,
  staff,
  actions,
}: LeadTableProps) {
  const t = useLabels("desk");
  const locale = useLocale();
  const prefix = LOCALES[locale].prefix;
  return (
    <TableFrame label={caption}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <Th>{t("inbox.table.received")}</Th>
          <Th>{t("inbox.table.name")}</Th>
          <Th>{t("inbox.table.company")}</Th>
          <Th>{t("inbox.table.type")}</Th>
          <Th>{t("inbox.table.source")}</Th>
          <Th>{t("inbox.table.locale")}</Th>
          {actions ? <Th>{t("inbox.table.reason")}</Th> : <Th>{t("inbox.table.status")}</Th>}
          {actions ? <Th>{t("inbox.table.actions")}</Th> : <Th>{t("inbox.table.owner")}</Th>}
          {actions ? null : <Th>{t("inbox.table.replyBy")}</Th>}
          {actions
            ? null
            : INBOX_COLUMN_FIELDS.map((spec) => (
                <Th key={spec.name}>{t(`inbox.fields.${spec.name}`)}</Th>
              ))}
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <LeadRow
            key={lead.id}
            lead={lead}
            locale={locale}
            prefix={prefix}
            staff={staff}
            actions={actions}
            t={t}
          />
        ))}
      </tbody>
    </TableFrame>
  );
});

/** Props of one lead's row: the table's, and the `desk` strings translated once a table. */
interface LeadRowProps {
  lead: DeskLead;
  locale: Locale;
  prefix: string;
  staff: DeskStaff | undefined;
  actions: LeadTableProps["actions"];
  t: Labels;
}

/** One lead of the table (memoised: it re-renders only when its own props change). */
const LeadRow = memo(function LeadRow({ lead, locale, prefix, staff, actions, t }: LeadRowProps) {
  return (
    <tr className="focus-within:bg-muted/60">
      <Td dense>{formatMoment(lead.receivedAt, locale)}</Td>
      <Td dense>
        <Link
          to={`${prefix}/desk/leads/${encodeURIComponent(lead.id)}`}
          dir="auto"
          data-row-link=""
          className="font-semibold text-primary underline underline-offset-4 focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {leadName(t, lead)}
        </Link>{" "}
        <span
          className="inline-block max-w-56 truncate align-bottom text-xs text-muted-foreground"
          dir="ltr"
          title={lead.email}
        >
          {lead.email}
        </span>
      </Td>
      <Td dense>
        <span dir="auto">{lead.company}</span>
      </Td>
      <Td dense>{t(`leadType.${lead.leadType}`)}</Td>
      <Td dense>{t(`source.${lead.source}`)}</Td>
      <Td dense>{localeName(t, lead.locale)}</Td>
      {actions ? (
        <>
          <Td dense>
            <span dir="auto">{lead.spamReason}</span>
          </Td>
          <Td dense>{actions(lead)}</Td>
        </>
      ) : (
        <>
          <Td dense>{t(`status.${lead.status}`)}</Td>
          <Td dense>{ownerName(t, lead.ownerId, staff)}</Td>
          <Td dense>
            <ReplyBadge lead={lead} />
          </Td>
          {INBOX_COLUMN_FIELDS.map((spec) => (
            <Td dense key={spec.name}>
              {declaredCell(spec, lead, locale)}
            </Td>
          ))}
        </>
      )}
    </tr>
  );
});
