import { useEffect } from "react";

/**
 * The site's build of `react-style-singleton` (vite.config.ts aliases the package here), with the
 * same exports and behaviour, except that the styles go into a constructed stylesheet adopted by
 * the document (CSSOM, https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets)
 * instead of a `<style>` element. Radix's dialogs and menus lock the page's scroll through
 * react-remove-scroll, which writes a rule with the measured scrollbar width into such a sheet.
 * The page's CSP allows `<style>` elements only by the hash of their text (build-time
 * constants); a rule computed in the browser has no hash, and a `<style>` with it would be
 * blocked. A CSP governs markup, not stylesheets built through the CSSOM, so this keeps the scroll
 * lock working under that policy without `'unsafe-inline'`. Without constructable stylesheets
 * (Safari before 16.4) it falls back to the package's `<style>` element, which the CSP blocks:
 * the dialog still opens, the page behind it merely keeps scrolling.
 */
type Sheet = { add(style: string): void; remove(): void };

function adoptedSheet(): Sheet | null {
  if (typeof document === "undefined" || typeof CSSStyleSheet === "undefined") return null;
  if (!("adoptedStyleSheets" in Document.prototype) || !("replaceSync" in CSSStyleSheet.prototype))
    return null;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(style);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    remove() {
      const current = sheet;
      sheet = null;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== current);
    },
  };
}

function elementSheet(): Sheet {
  let tag: HTMLStyleElement | null = null;
  return {
    add(style) {
      tag = document.createElement("style");
      tag.appendChild(document.createTextNode(style));
      document.head.appendChild(tag);
    },
    remove() {
      tag?.remove();
      tag = null;
    },
  };
}

/** One stylesheet shared by every user: added with the first, removed with the last. */
export function stylesheetSingleton(): Sheet {
  let counter = 0;
  let sheet: Sheet | null = null;
  return {
    add(style) {
      if (counter === 0) {
        sheet = adoptedSheet() ?? (typeof document === "undefined" ? null : elementSheet());
        sheet?.add(style);
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        sheet.remove();
        sheet = null;
      }
    },
  };
}

/** A hook that holds the shared stylesheet while a component using it is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return function useStyle(styles, isDynamic) {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // The package's contract: the sheet follows `styles` only when `isDynamic` is set.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

/** A component that holds the shared stylesheet while it is mounted (renders nothing). */
export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  return function StyleSheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
