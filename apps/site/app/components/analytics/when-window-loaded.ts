/**
 * Runs `callback` once the window's load event has passed (at once, on the next task, when it
 * already has). Work that must not compete with the page's own loading waits for this.
 * Returns a cancel function.
 */
export function whenWindowLoaded(callback: () => void): () => void {
  if (document.readyState === "complete") {
    const timer = window.setTimeout(callback, 0);
    return () => window.clearTimeout(timer);
  }
  window.addEventListener("load", callback, { once: true });
  return () => window.removeEventListener("load", callback);
}
