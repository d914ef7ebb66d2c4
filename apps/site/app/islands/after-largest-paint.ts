/**
 * The source of an inline script that runs `start` (a statement, ES5) once the page's largest
 * contentful paint has been presented, so that what the first paint does not need (the island
 * scripts) is not fetched before it.
 *
 * The browser dispatches a `largest-contentful-paint` entry only once that paint's presentation
 * time is known (Largest Contentful Paint, "Report Largest Contentful Paint"); Lighthouse's LCP
 * estimate counts every request that finished before that time. Where the entry cannot come, the
 * script runs `start` in the first `requestAnimationFrame` instead: in a browser without the entry
 * type; on a page hidden before its first paint (LCP is never reported for it; the frame comes
 * when it is shown); and at the visitor's first pointer or key press (LCP stops being observed at
 * input, and what the page loads is wanted now). `start` runs once.
 */
export function afterLargestPaint(start: string): string {
  return (
    "(function(){var d=document,P=window.PerformanceObserver," +
    'L="largest-contentful-paint",k;' +
    `function g(){if(!k){k=1;${start}}}` +
    "function f(){requestAnimationFrame(g)}" +
    'if(P&&(P.supportedEntryTypes||[]).indexOf(L)>=0&&d.visibilityState=="visible"){' +
    "new P(function(l,o){o.disconnect();g()}).observe({type:L,buffered:true});" +
    'd.addEventListener("visibilitychange",f);' +
    '["pointerdown","keydown"].forEach(function(e){d.addEventListener(e,f,true)})' +
    "}else f()})()"
  );
}
