import {
  onlyFunctionalGranted,
  type ConsentCategories,
  type ConsentCategory,
} from "./consent-categories";
import { needsConsentPrompt } from "./consent-expiry";
import type { StoredConsent } from "./consent-record";

/** The consent states of spec section 4. */
export type ConsentStatus = "unknown" | "accepted" | "declined";

/** A notice the interface should show; `gpc` explains that the browser's GPC signal was honoured. */
export type ConsentNotice = "gpc";

/** Everything the interface needs to know about consent. */
export interface ConsentState {
  status: ConsentStatus;
  /** The categories in force (do-not-sell and GPC already applied). */
  categories: ConsentCategories;
  /** Whether the cookie banner must show. */
  showBanner: boolean;
  notice: ConsentNotice | null;
  /** Whether the browser sent Global Privacy Control. */
  gpc: boolean;
  /** Whether the visitor opted out of the sale or sharing of personal data (sticky). */
  doNotSell: boolean;
  /** The current policy revision. */
  revision: number;
  /** When the choice in force was made (ms since the epoch), or null before any choice. */
  timestamp: number | null;
  /** False until the stored record and the browser signals have been read. */
  ready: boolean;
}

/** The state before anything has been read: nothing granted, no banner (safe to prerender). */
export function initialConsentState(revision: number): ConsentState {
  return {
    status: "unknown",
    categories: onlyFunctionalGranted(),
    showBanner: false,
    notice: null,
    gpc: false,
    doNotSell: false,
    revision,
    timestamp: null,
    ready: false,
  };
}

/**
 * The categories in force: "do not sell or share" and GPC (which is a do-not-sell signal under
 * the CCPA regulations, section 7025) always deny advertising, whatever else was chosen.
 */
export function effectiveCategories(
  categories: ConsentCategories,
  restrictions: { doNotSell: boolean; gpc: boolean },
): ConsentCategories {
  const result = { ...categories, functional: true };
  if (restrictions.doNotSell || restrictions.gpc) result.marketing = false;
  return result;
}

/** What {@link resolveConsentState} reads. */
export type ConsentInputs = {
  record: StoredConsent | null;
  gpc: boolean;
  doNotSell: boolean;
  now: number;
  revision: number;
};

/**
 * The state after reading storage and the browser, in the order of spec section 4: GPC first
 * (declined, with a notice); then no record, a record older than 30 days or one from an older
 * policy revision (unknown, banner shown); then a stored accepted choice, re-accepted silently;
 * else the stored decline.
 */
export function resolveConsentState(inputs: ConsentInputs): ConsentState {
  const { record, gpc, doNotSell, now, revision } = inputs;
  const base = { ...initialConsentState(revision), gpc, doNotSell, ready: true };
  if (gpc) return { ...base, status: "declined", notice: "gpc", timestamp: now };
  if (!record || needsConsentPrompt(record, now) || record.revision < revision) {
    return { ...base, showBanner: true };
  }
  return {
    ...base,
    status: record.cookieConsent,
    categories:
      record.cookieConsent === "accepted"
        ? effectiveCategories(record.categories, { doNotSell, gpc })
        : onlyFunctionalGranted(),
    timestamp: record.timestamp,
  };
}

/** Spec section 6: functional is always allowed; every other category needs accepted consent. */
export function isCategoryAllowed(state: ConsentState, category: ConsentCategory): boolean {
  if (category === "functional") return true;
  return state.status === "accepted" && state.categories[category];
}
