import {
  resolveDocument,
  resolveNow,
  resolveTimers,
  resolveWindow,
  type BrowserEnv,
} from "./browser-env";
import type { GatedScript } from "./gated-script";
import { insertScriptOnce } from "./script-element";

/** Spec section 7: consent for the ad tracker is polled every second… */
export const GATED_SCRIPT_POLL_INTERVAL_MS = 1000;
/** …for 10 seconds. */
export const GATED_SCRIPT_POLL_LIMIT_MS = 10_000;

/** Options of {@link createGatedScriptLoader}. */
export type GatedScriptLoaderOptions = BrowserEnv & {
  scripts: readonly GatedScript[];
  /** Whether a script may load now (its category allowed, ad storage granted if it needs it). */
  isAllowed(script: GatedScript): boolean;
  pollIntervalMs?: number;
  pollLimitMs?: number;
};

/** Loads gated scripts once they are allowed. */
export interface GatedScriptLoader {
  /** Checks now, then every second for up to ten seconds until every script has loaded. */
  start(): void;
  /** Checks now (call it after every consent choice). */
  check(): void;
  /** Stops polling; scripts already loaded stay. */
  stop(): void;
  /** The ids of the scripts inserted so far, in insertion order. */
  loaded(): string[];
}

/**
 * Creates the loader of spec section 7's gated scripts. No script element is created before
 * its check passes; each is inserted at most once.
 */
export function createGatedScriptLoader(options: GatedScriptLoaderOptions): GatedScriptLoader {
  const interval = options.pollIntervalMs ?? GATED_SCRIPT_POLL_INTERVAL_MS;
  const limit = options.pollLimitMs ?? GATED_SCRIPT_POLL_LIMIT_MS;
  const loaded: string[] = [];
  let timer: unknown = null;

  const pending = () => options.scripts.filter((script) => !loaded.includes(script.id));

  function stop(): void {
    if (timer === null) return;
    resolveTimers(options).clearInterval(timer);
    timer = null;
  }

  function check(): void {
    const document = resolveDocument(options);
    if (!document) return;
    for (const script of pending()) {
      if (!options.isAllowed(script)) continue;
      script.setup?.({ window: resolveWindow(options), document, now: resolveNow(options) });
      insertScriptOnce(document, script.id, script.src);
      loaded.push(script.id);
    }
    if (pending().length === 0) stop();
  }

  return {
    start() {
      stop();
      check();
      if (pending().length === 0) return;
      let elapsed = 0;
      const timers = resolveTimers(options);
      timer = timers.setInterval(() => {
        elapsed += interval;
        check();
        if (elapsed >= limit) stop();
      }, interval);
    },
    check,
    stop,
    loaded: () => [...loaded],
  };
}
