import type { MatchRange } from "@vantreo/search";
import type { ReactNode } from "react";

/**
 * `text` with the query's occurrences wrapped in <mark>. `ranges` are the search package's
 * UTF-16 offsets into this very text (end exclusive), in order and not overlapping.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-primary/25 text-foreground">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
