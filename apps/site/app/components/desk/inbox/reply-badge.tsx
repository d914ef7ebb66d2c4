import { useTranslation } from "@vantreo/i18n/react";
import { Badge } from "@vantreo/ui";
import type { DeskLead } from "@vantreo/contracts/core";
import { useState } from "react";
import { formatMoment } from "../../api/format-moment";
import { useLocale } from "../../../navigation/use-locale";

/**
 * A lead's place on the one-business-day reply clock (issue #32): answered, due by its reply-by
 * time, or overdue (a badge whose word says it, not only its colour: WCAG 1.4.1). Nothing for a
 * lead without a clock (spam, leads from before the clock).
 */
export function ReplyBadge({ lead, now }: { lead: DeskLead; now?: number }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  // The moment the list was drawn: a badge is judged once, not on every re-render.
  const [drawnAt] = useState(() => Date.now());
  const at = now ?? drawnAt;
  if (lead.firstContactAt !== null) return <span>{t("inbox.reply.answered")}</span>;
  if (lead.replyBy === null) return null;
  const time = formatMoment(lead.replyBy, locale);
  return Date.parse(lead.replyBy) < at ? (
    <Badge variant="destructive">{t("inbox.reply.overdueSince", { time })}</Badge>
  ) : (
    <Badge variant="outline">{t("inbox.reply.dueAt", { time })}</Badge>
  );
}
