import { DEFAULT_THEME, THEME_STORAGE_KEY } from "./theme-preference";

/**
 * The source of a tiny inline script for <head>, to run before the first paint: it applies the
 * saved theme (only "light" or "dark", else dark) as the ThemeProvider would, so a prerendered
 * page never flashes the wrong theme. Use it as
 * `<script dangerouslySetInnerHTML={{ __html: themeInitScript() }} />`; the output is constant for
 * a given key, so a CSP can allow it by hash.
 */
export function themeInitScript(storageKey: string = THEME_STORAGE_KEY): string {
  // JSON.stringify quotes the key; "<" is escaped so the key can never close the <script>.
  const key = JSON.stringify(storageKey).replace(/</g, "\\u003c");
  const fallback = JSON.stringify(DEFAULT_THEME);
  return (
    `(function(){var t;try{t=localStorage.getItem(${key})}catch(e){}` +
    `if(t!=="light"&&t!=="dark")t=${fallback};var d=document.documentElement;` +
    `d.classList.remove(t==="dark"?"light":"dark");d.classList.add(t);d.style.colorScheme=t})()`
  );
}
