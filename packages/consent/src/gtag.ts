import { resolveWindow, type BrowserEnv } from "./browser-env";

/** The Google tag function (`gtag('consent', 'update', {...})`, `gtag('event', name, params)`). */
export type Gtag = (...args: unknown[]) => void;

/** Where a gtag function comes from: injected, the page's `window.gtag`, or a dataLayer shim. */
export type GtagSource = BrowserEnv & {
  gtag?: Gtag;
  /** The tag manager's data layer; defaults to `window.dataLayer` (created when missing). */
  dataLayer?: unknown[];
};

type TagWindow = Window & { gtag?: unknown; dataLayer?: unknown[] };

function dataLayerShim(dataLayer: unknown[]): Gtag {
  // Google's own snippet: gtag.js only reads Arguments objects from the data layer, not arrays.
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params -- see the comment above
    dataLayer.push(arguments);
  };
}

/**
 * The gtag function to call: the injected one, else the page's `window.gtag`, else Google's
 * standard shim that queues commands on `window.dataLayer` (installed as `window.gtag` so the
 * tag, once loaded, reads the same queue). Undefined on a server without an injected function.
 */
export function resolveGtag(source: GtagSource): Gtag | undefined {
  if (source.gtag) return source.gtag;
  const win = resolveWindow(source) as TagWindow | undefined;
  if (typeof win?.gtag === "function") return win.gtag as Gtag;
  if (source.dataLayer && !win) return dataLayerShim(source.dataLayer);
  if (!win) return undefined;
  const dataLayer = source.dataLayer ?? (win.dataLayer ??= []);
  const gtag = dataLayerShim(dataLayer);
  win.gtag = gtag;
  return gtag;
}
