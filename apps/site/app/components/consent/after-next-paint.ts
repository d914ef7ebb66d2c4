/**
 * Runs `work` once the browser has painted the current frame: an animation frame callback runs
 * just before the paint, a task queued from it runs after. For follow-up work that the visitor
 * does not see, so that an interaction's visible answer is painted first (issue #37: Event
 * Timing measures a tap until its next paint). The work is not lost when the page goes away
 * before that (`pagehide`, e.g. a link followed at once): it then runs right away.
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener("pagehide", run);
    work();
  };
  window.addEventListener("pagehide", run);
  requestAnimationFrame(() => setTimeout(run, 0));
}
