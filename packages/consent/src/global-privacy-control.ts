import type { NavigatorLike } from "./browser-env";

/**
 * True when the browser sends the Global Privacy Control signal
 * (https://privacycg.github.io/gpc-spec/, `navigator.globalPrivacyControl === true`). Spec
 * section 4: the signal turns consent into declined and shows a notice.
 */
export function hasGlobalPrivacyControl(navigator: NavigatorLike | undefined): boolean {
  return navigator?.globalPrivacyControl === true;
}
