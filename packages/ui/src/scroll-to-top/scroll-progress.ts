/** The button appears once the reader is past half of the page (spec section 9: "past 50 percent"). */
export const SCROLL_TO_TOP_THRESHOLD = 0.5;

/**
 * How far down the page the reader is, from 0 (top) to 1 (bottom): the scroll offset over the
 * scrollable distance. A page that does not scroll is at 0.
 */
export function scrollProgress(
  scrollTop: number,
  scrollHeight: number,
  viewportHeight: number,
): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}
