/**
 * How far down the page the visitor has scrolled, from 0 (top) to 1 (bottom): the scroll
 * offset over the scrollable distance. A page that does not scroll counts as 0.
 */
export function scrollFraction(win: Window, document: Document): number {
  const root = document.documentElement;
  const scrollable =
    Math.max(root.scrollHeight, document.body?.scrollHeight ?? 0) - win.innerHeight;
  if (scrollable <= 0) return 0;
  const offset = win.scrollY ?? root.scrollTop;
  return Math.min(1, Math.max(0, offset / scrollable));
}
