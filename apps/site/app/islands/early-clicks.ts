import { EARLY_CLICKS } from "./island-boot";

/**
 * Until an `interaction` island's React root listens (`data-hydrating` on the island), a click on
 * one of its buttons that submits nothing (the header's search button) is recorded in
 * `window[EARLY_CLICKS]`; the island replays it once hydrated, so a visitor's first tap made
 * before the module scripts have run is not lost. The only inline script of the islands: it must
 * run before the entry module, which is deferred. Hashed in the CSP; the same on every page.
 */
export const EARLY_CLICKS_SCRIPT =
  `var q=window.${EARLY_CLICKS}=[];` +
  'document.addEventListener("click",function(e){' +
  'var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(b&&(b.type=="button"||!b.form)&&' +
  'b.closest("vantreo-island[data-hydrate=interaction]:not([data-hydrating])"))' +
  "q.push(b)},true);";
