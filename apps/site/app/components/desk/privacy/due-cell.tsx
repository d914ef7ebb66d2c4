import { formatDate, type Locale } from "@vantreo/i18n";
import type { Labels } from "../use-labels";
import { deadlines, dueUrgency, type Urgency } from "./due-urgency";
import type { PrivacyRequest } from "@vantreo/contracts/core";

// Each urgency has its word and its own symbol, so it is told apart without colour (WCAG 1.4.1).
const MARK: Record<Urgency, { symbol: string; className: string }> = {
  overdue: { symbol: "⚠", className: "border-destructive text-destructive font-semibold" },
  soon: { symbol: "⏳", className: "border-foreground font-semibold" },
  onTime: { symbol: "✓", className: "border-border text-muted-foreground" },
};

/**
 * The legal deadlines of one request, and for an open one how near the governing one is
 * (`label`: the `deskAdmin` strings, see useLabels).
 */
export function DueCell({
  request,
  locale,
  now,
  label,
}: {
  request: PrivacyRequest;
  locale: Locale;
  now: number;
  label: Labels;
}) {
  const urgency = request.status === "open" ? dueUrgency(request.due, now) : null;
  return (
    <div className="space-y-1">
      {urgency ? (
        <span
          data-urgency={urgency}
          className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs ${MARK[urgency].className}`}
        >
          <span aria-hidden="true">{MARK[urgency].symbol}</span>
          {label(`privacy.urgency.${urgency}`)}
        </span>
      ) : null}
      <ul className="space-y-0.5">
        {deadlines(request.due).map((deadline) => (
          <li key={deadline.law} className="whitespace-nowrap">
            <time dateTime={deadline.at}>
              {formatDate(deadline.at, locale, { dateStyle: "medium" })}
            </time>{" "}
            <span className="text-muted-foreground">({label(`privacy.law.${deadline.law}`)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
