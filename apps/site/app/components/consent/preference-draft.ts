import { isCategoryAllowed, type ConsentState } from "@vantreo/consent";

/** What the preferences form holds before it is saved. */
export type PreferenceDraft = {
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
  doNotSell: boolean;
};

/**
 * The form's starting point: the categories in force (all off before any choice or after a
 * decline, spec section 6) and the stored do-not-sell opt-out.
 */
export function draftFromState(state: ConsentState): PreferenceDraft {
  return {
    analytics: isCategoryAllowed(state, "analytics"),
    marketing: isCategoryAllowed(state, "marketing"),
    personalization: isCategoryAllowed(state, "personalization"),
    doNotSell: state.doNotSell,
  };
}

/** Whether marketing cannot be switched on: GPC or the do-not-sell opt-out keeps it off. */
export function isMarketingLocked(state: ConsentState, draft: PreferenceDraft): boolean {
  return state.gpc || draft.doNotSell;
}
