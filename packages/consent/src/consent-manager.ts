import {
  resolveDocument,
  resolveNavigator,
  resolveNow,
  resolveStorage,
  type BrowserEnv,
} from "./browser-env";
import {
  allCategoriesGranted,
  CONSENT_CATEGORIES,
  grantsAnyOptional,
  onlyFunctionalGranted,
  type ConsentCategories,
  type ConsentCategory,
  type OptionalConsentCategory,
} from "./consent-categories";
import {
  PRIVACY_NOTICE_STORAGE_KEY,
  readDoNotSell,
  readStoredConsent,
  writeDoNotSell,
  writeStoredConsent,
} from "./consent-record";
import {
  effectiveCategories,
  initialConsentState,
  isCategoryAllowed,
  resolveConsentState,
  type ConsentState,
} from "./consent-state";
import { clearCookies, type CookiePattern } from "./cookies";
import { hasGlobalPrivacyControl } from "./global-privacy-control";
import { writeJson } from "./safe-storage";

/** Why listeners were called: `init` and `choice` change consent; the others only the interface. */
export type ConsentChange = "init" | "choice" | "banner" | "notice";

/** Called after every change with the new state. */
export type ConsentListener = (state: ConsentState, change: ConsentChange) => void;

/** The cookies a gated script sets, cleared whenever its category is not allowed. */
export type TrackerCookies = {
  category: OptionalConsentCategory;
  cookies: readonly CookiePattern[];
};

/** Options of {@link createConsentManager}. */
export type ConsentManagerOptions = BrowserEnv & {
  /** The policy revision; raising it re-prompts everyone. Defaults to 1. */
  revision?: number;
  /** Cookies to clear when their category is declined (see `GatedScript.cookies`). */
  trackerCookies?: readonly TrackerCookies[];
};

/** The consent manager: state, choices and listeners. */
export interface ConsentManager {
  /** Reads the record and the browser's signals; idempotent. Call it in the browser only. */
  init(): ConsentState;
  getState(): ConsentState;
  /** Spec section 6: functional always; the others only with accepted consent. */
  allows(category: ConsentCategory): boolean;
  /** Grants every category and stores the privacy-notice acceptance time. */
  acceptAll(): void;
  /** Denies every category except functional and clears the trackers' cookies. */
  declineAll(): void;
  /** Saves a per-category choice (the cookie-preferences page); functional stays granted. */
  setCategories(choices: Partial<Record<OptionalConsentCategory, boolean>>): void;
  /** Opts out of (or back into) the sale or sharing of personal data; an opt-out sticks. */
  setDoNotSell(optedOut: boolean): void;
  /** Shows the banner again so the visitor can change their mind. */
  reopen(): void;
  /** Hides the GPC notice. */
  dismissNotice(): void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: ConsentListener): () => void;
}

/**
 * Creates a consent manager. Creating it reads nothing; {@link ConsentManager.init} reads local
 * storage, `navigator.globalPrivacyControl` and the clock (spec sections 4 and 6).
 */
export function createConsentManager(options: ConsentManagerOptions = {}): ConsentManager {
  const revision = options.revision ?? 1;
  const listeners = new Set<ConsentListener>();
  let state = initialConsentState(revision);

  function emit(change: ConsentChange): void {
    for (const listener of [...listeners]) listener(state, change);
  }

  // Declining has to undo what gated scripts left behind: their cookies outlive the script.
  function clearDeniedCookies(): void {
    const document = resolveDocument(options);
    if (!document) return;
    const patterns = (options.trackerCookies ?? [])
      .filter((tracker) => !isCategoryAllowed(state, tracker.category))
      .flatMap((tracker) => tracker.cookies);
    if (patterns.length > 0) clearCookies(document, patterns, document.location?.hostname ?? "");
  }

  function init(): ConsentState {
    if (state.ready) return state;
    const storage = resolveStorage(options);
    state = resolveConsentState({
      record: readStoredConsent(storage),
      gpc: hasGlobalPrivacyControl(resolveNavigator(options)),
      doNotSell: readDoNotSell(storage),
      now: resolveNow(options),
      revision,
    });
    clearDeniedCookies();
    emit("init");
    return state;
  }

  function choose(requested: ConsentCategories): void {
    init();
    const storage = resolveStorage(options);
    const now = resolveNow(options);
    const categories = effectiveCategories(requested, state);
    const status = grantsAnyOptional(categories) ? "accepted" : "declined";
    writeStoredConsent(storage, { cookieConsent: status, timestamp: now, revision, categories });
    if (status === "accepted") writeJson(storage, PRIVACY_NOTICE_STORAGE_KEY, now);
    state = { ...state, status, categories, showBanner: false, notice: null, timestamp: now };
    clearDeniedCookies();
    emit("choice");
  }

  return {
    init,
    getState: () => state,
    allows: (category) => isCategoryAllowed(state, category),
    acceptAll: () => choose(allCategoriesGranted()),
    declineAll: () => choose(onlyFunctionalGranted()),
    setCategories(choices) {
      init();
      const requested = { ...state.categories };
      for (const category of CONSENT_CATEGORIES) {
        if (category !== "functional" && choices[category] !== undefined) {
          requested[category] = choices[category];
        }
      }
      choose(requested);
    },
    setDoNotSell(optedOut) {
      init();
      writeDoNotSell(resolveStorage(options), optedOut);
      state = { ...state, doNotSell: optedOut };
      // Lifting the opt-out grants nothing by itself: advertising waits for a new choice. Before
      // any choice the opt-out is no answer to the banner, which stays.
      if (state.status !== "unknown") return choose(state.categories);
      state = { ...state, categories: effectiveCategories(state.categories, state) };
      emit("choice");
    },
    reopen() {
      init();
      state = { ...state, showBanner: true };
      emit("banner");
    },
    dismissNotice() {
      state = { ...state, notice: null };
      emit("notice");
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
