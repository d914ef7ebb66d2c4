import { THEME_STORAGE_KEY, themeInitScript } from "@vantreo/ui";

/** The attribute that marks the header's theme toggle, a static button the head script serves. */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/** Set on `<html>` while a theme switch is being painted: app.css holds transitions off then. */
export const THEME_SWITCHING_ATTRIBUTE = "data-theme-switching";

/**
 * ES5 source: a click on a `[data-theme-toggle]` button switches between dark and light (spec
 * section 4), saves the choice and applies it as the class on `<html>`, as `ThemeProvider` does.
 * It runs from `<head>`, so the toggle answers as soon as the page is parsed, with no island: a
 * React toggle answered after its island had loaded, and its re-render took 112–232 ms at 4×
 * CPU slowdown (issue #37). The change is announced as a `storage` event, so a `ThemeProvider` on
 * the page (the staff app's) follows it, and another tab's choice is applied here too.
 */
export function themeToggleScript(storageKey: string = THEME_STORAGE_KEY): string {
  const key = JSON.stringify(storageKey).replace(/</g, "\\u003c");
  return (
    "(function(){var d=document.documentElement;" +
    'function a(t){d.classList.remove(t=="dark"?"light":"dark");d.classList.add(t);d.style.colorScheme=t}' +
    'document.addEventListener("click",function(e){' +
    `var b=e.target instanceof Element&&e.target.closest("[${THEME_TOGGLE_ATTRIBUTE}]");if(!b)return;` +
    'var t=d.classList.contains("light")?"dark":"light";' +
    // The colours switch at once, without their hover transitions (app.css): 9-80 elements
    // fading their colours cost 4-6 more restyles after the switch's first frame.
    `d.setAttribute("${THEME_SWITCHING_ATTRIBUTE}","");a(t);` +
    `requestAnimationFrame(function(){setTimeout(function(){d.removeAttribute("${THEME_SWITCHING_ATTRIBUTE}")})});` +
    `try{localStorage.setItem(${key},t)}catch(x){}` +
    `try{dispatchEvent(new StorageEvent("storage",{key:${key},newValue:t}))}catch(x){}});` +
    `addEventListener("storage",function(e){if(e.key==${key})a(e.newValue=="light"?"light":"dark")})})()`
  );
}

/** The page's one head script: the saved theme before the first paint, then the toggle. */
export const THEME_HEAD_SCRIPT = themeInitScript() + ";" + themeToggleScript();
