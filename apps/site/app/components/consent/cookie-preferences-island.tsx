import type { CookiePreferencesPageCopy } from "../../copy/cookie-preferences-page";
import { ConsentStatus } from "./consent-status";
import { CookiePreferencesForm } from "./cookie-preferences-form";

/** The island of /cookie-preferences: the visitor's current choice and the form to change it. */
export function CookiePreferencesIsland({ copy }: { copy: CookiePreferencesPageCopy }) {
  return (
    <>
      <ConsentStatus copy={copy} />
      <CookiePreferencesForm copy={copy} />
    </>
  );
}
