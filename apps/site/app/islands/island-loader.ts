import { afterLargestPaint } from "./after-largest-paint";
import { EARLY_CLICKS } from "./island-boot";

/** The id of the template that holds a page's island scripts until they load. */
export const ISLAND_SCRIPTS_ID = "vantreo-island-scripts";

/**
 * How many of the island script elements {@link ISLAND_LOADER} inserts per task. Each inserted
 * preload costs the browser main-thread work; a few per task keep every task short.
 */
export const ISLAND_LOADER_BATCH = 4;

/**
 * Starts the island scripts once the page's largest contentful paint has been presented
 * ({@link afterLargestPaint}): the text and the stylesheet have the connection to themselves
 * until then. The preloads then go in a few at a time, one task each, the entry script last.
 * Until an `interaction` island's React root listens, a click on one of its buttons that submits
 * nothing (the header's search button) is recorded in `window[EARLY_CLICKS]` and replayed
 * once the island has hydrated, so a visitor's first tap is not lost. Inline, hashed in the CSP;
 * the same on every page.
 */
export const ISLAND_LOADER =
  `var q=window.${EARLY_CLICKS}=[];` +
  'document.addEventListener("click",function(e){' +
  'var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(b&&(b.type=="button"||!b.form)&&' +
  'b.closest("vantreo-island[data-hydrate=interaction]:not([data-hydrating])"))' +
  "q.push(b)},true);" +
  afterLargestPaint(
    `var t=d.getElementById("${ISLAND_SCRIPTS_ID}"),n=t&&t.content.firstChild;` +
      `function a(){for(var i=0;n&&${ISLAND_LOADER_BATCH}>i;i++,n=n.nextSibling)` +
      "d.head.appendChild(d.importNode(n,true));if(n)setTimeout(a,0)}" +
      "setTimeout(a,0)",
  );
