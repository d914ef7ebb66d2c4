import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import type { ConsentCategory } from "../consent-categories";
import type { ConsentManager } from "../consent-manager";
import { initialConsentState, isCategoryAllowed, type ConsentState } from "../consent-state";
import { useConsentRuntime } from "./consent-context";

/** What {@link useConsent} returns: the state and the manager's actions. */
export type UseConsentResult = Pick<
  ConsentManager,
  "acceptAll" | "declineAll" | "setCategories" | "setDoNotSell" | "reopen" | "dismissNotice"
> & {
  state: ConsentState;
  allows(category: ConsentCategory): boolean;
};

/** The consent state, re-rendering on every change. */
export function useConsentState(): ConsentState {
  const { manager } = useConsentRuntime();
  const subscribe = useCallback((onChange: () => void) => manager.subscribe(onChange), [manager]);
  // The server and the hydrating client both render "nothing decided, no banner", so the
  // prerendered HTML matches; the banner appears once the runtime has read the stored choice.
  const [serverState] = useState(() => initialConsentState(manager.getState().revision));
  return useSyncExternalStore(subscribe, manager.getState, () => serverState);
}

/** The consent state and actions, for the banner and the cookie-preferences page. */
export function useConsent(): UseConsentResult {
  const { manager } = useConsentRuntime();
  const state = useConsentState();
  return useMemo(
    () => ({
      state,
      allows: (category: ConsentCategory) => isCategoryAllowed(state, category),
      acceptAll: manager.acceptAll,
      declineAll: manager.declineAll,
      setCategories: manager.setCategories,
      setDoNotSell: manager.setDoNotSell,
      reopen: manager.reopen,
      dismissNotice: manager.dismissNotice,
    }),
    [state, manager],
  );
}

/** Whether a category is allowed now (functional always; the others after acceptance). */
export function useConsentAllows(category: ConsentCategory): boolean {
  return isCategoryAllowed(useConsentState(), category);
}
