import type { NavigatorLike } from "./browser-env";

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|IEMobile|Opera Mini|BlackBerry|Mobi/i;

/**
 * True on phones and tablets: a mobile user agent, or a touch-only primary pointer (iPadOS
 * reports a desktop user agent). Exit intent is off there: there is no mouse to leave the window.
 */
export function isMobileDevice(navigator: NavigatorLike | undefined, win?: Window): boolean {
  if (MOBILE_USER_AGENT.test(navigator?.userAgent ?? "")) return true;
  if (typeof win?.matchMedia !== "function") return false;
  return win.matchMedia("(hover: none) and (pointer: coarse)").matches;
}
