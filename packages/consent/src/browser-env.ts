/**
 * The browser objects this package reads, each injectable so that tests and prerendering never
 * depend on real globals. Nothing here is read at import time: every resolver looks at
 * `globalThis` only when it is called (the site prerenders every page in Node, where there is no
 * `window`).
 */

/** The storage calls the package makes (a subset of the Web Storage API). */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Anything with a readable and writable `cookie` string, such as `document`. */
export type CookieJar = { cookie: string };

/** The navigator fields the package reads. */
export type NavigatorLike = {
  userAgent?: string;
  /** Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
  globalPrivacyControl?: boolean;
};

/** Timer functions; defaults to the global ones at call time so fake timers apply. */
export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
};

/** The browser objects a caller may inject; each falls back to the global of the same name. */
export type BrowserEnv = {
  window?: Window;
  document?: Document;
  /** Where the consent record lives; defaults to `localStorage`. */
  storage?: StorageLike;
  /** Where attribution lives; defaults to `sessionStorage`. */
  sessionStorage?: StorageLike;
  navigator?: NavigatorLike;
  /** Milliseconds since the epoch; defaults to `Date.now`. */
  now?: () => number;
  timers?: Timers;
};

type Globals = {
  window?: Window;
  document?: Document;
  localStorage?: Storage;
  sessionStorage?: Storage;
  navigator?: NavigatorLike;
};

function globals(): Globals {
  return globalThis as Globals;
}

// Reading `localStorage` itself throws in some browsers when storage is disabled.
function globalStorage(name: "localStorage" | "sessionStorage"): StorageLike | undefined {
  try {
    return globals()[name] ?? undefined;
  } catch {
    return undefined;
  }
}

/** The injected window or the global one; undefined on a server. */
export function resolveWindow(env: BrowserEnv): Window | undefined {
  return env.window ?? globals().window;
}

/** The injected document, the injected window's, or the global one; undefined on a server. */
export function resolveDocument(env: BrowserEnv): Document | undefined {
  return env.document ?? env.window?.document ?? globals().document;
}

/** The injected local storage or the global one; undefined on a server or when blocked. */
export function resolveStorage(env: BrowserEnv): StorageLike | undefined {
  return env.storage ?? globalStorage("localStorage");
}

/** The injected session storage or the global one; undefined on a server or when blocked. */
export function resolveSessionStorage(env: BrowserEnv): StorageLike | undefined {
  return env.sessionStorage ?? globalStorage("sessionStorage");
}

/** The injected navigator, the injected window's, or the global one. */
export function resolveNavigator(env: BrowserEnv): NavigatorLike | undefined {
  return env.navigator ?? env.window?.navigator ?? globals().navigator;
}

/** The current time in milliseconds. */
export function resolveNow(env: BrowserEnv): number {
  return env.now ? env.now() : Date.now();
}

/** The injected timers or the global timer functions as they are at call time. */
export function resolveTimers(env: BrowserEnv): Timers {
  if (env.timers) return env.timers;
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as Parameters<typeof clearTimeout>[0]),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (id) => globalThis.clearInterval(id as Parameters<typeof clearInterval>[0]),
  };
}
