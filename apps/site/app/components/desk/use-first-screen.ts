import { startTransition, useEffect, useState } from "react";

/**
 * The privacy queue's rows rendered at once: each is several lines tall (its urgency and due
 * dates, its verification, its actions), so ten reach below a 1280×900 window's fold.
 */
export const FIRST_SCREEN_ROWS = 10;

/**
 * The rows of a list to render: when the list appears (a section switch, the first load), only
 * the first `first`, which fill the screen, and every row in a transition right after that
 * frame, before anyone can scroll to them. A section switch then paints its list at once and
 * lays out the rows below the fold in the next frames (issue 31: "moving between desk sections
 * paints the list in ≤ 100 ms"; the privacy queue's 50 rows took 185 ms p95 at once). Later
 * pages and re-reads render every row. The inbox's 25 dense rows need no split.
 */
export function useFirstScreen<T>(rows: readonly T[], first: number): readonly T[] {
  const [complete, setComplete] = useState(rows.length <= first);
  useEffect(() => {
    if (!complete) startTransition(() => setComplete(true));
  }, [complete]);
  return complete ? rows : rows.slice(0, first);
}
