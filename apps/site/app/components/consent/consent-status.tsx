import { useConsentState } from "@vantreo/consent/react";
import type { CookiePreferencesPageCopy } from "../../copy/cookie-preferences-page";

const RECORDED_AT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/**
 * The choice in force and when it was made, read from this browser. Empty until the stored
 * record has been read (the prerendered page cannot know it), then announced politely.
 */
export function ConsentStatus({ copy }: { copy: CookiePreferencesPageCopy }) {
  const state = useConsentState();
  return (
    <section aria-labelledby="consent-status-heading" className="rounded-lg border p-5">
      <h2 id="consent-status-heading" className="text-lg font-semibold">
        {copy.statusHeading}
      </h2>
      <div aria-live="polite" className="mt-2 space-y-1 text-sm" data-testid="consent-status">
        {state.ready ? (
          <>
            <p className="font-medium">{copy.status[state.status]}</p>
            {state.timestamp !== null ? (
              <p className="text-muted-foreground">
                {copy.recordedOn.replace("{date}", RECORDED_AT.format(state.timestamp))}
              </p>
            ) : null}
            {state.gpc ? <p className="text-muted-foreground">{copy.gpcActive}</p> : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
