import { useConsent } from "@vantreo/consent/react";
import { Button } from "@vantreo/ui";
import { useState, type FormEvent } from "react";
import type { CookiePreferencesPageCopy } from "../../copy/cookie-preferences-page";
import { draftFromState, isMarketingLocked, type PreferenceDraft } from "./preference-draft";
import { PreferenceToggle } from "./preference-toggle";

/**
 * The cookie preferences form (spec sections 4 and 6): functional always on and disabled; one
 * switch each for analytics, marketing and personalization; the do-not-sell opt-out. Changes
 * apply when saved, through the consent manager (which stores them, updates Consent Mode, loads
 * or removes the gated scripts and logs the proof). Controls stay disabled until the stored
 * choice has been read, so nothing is saved from a guess.
 */
export function CookiePreferencesForm({ copy }: { copy: CookiePreferencesPageCopy }) {
  const { state, setCategories, setDoNotSell, acceptAll, declineAll } = useConsent();
  // null: follow the stored choice; an object: the visitor's unsaved edits.
  const [edits, setEdits] = useState<PreferenceDraft | null>(null);
  const [saved, setSaved] = useState(false);
  const draft = edits ?? draftFromState(state);
  const marketingLocked = isMarketingLocked(state, draft);
  const busy = !state.ready;

  const change = (patch: Partial<PreferenceDraft>) => {
    setEdits({ ...draft, ...patch });
    setSaved(false);
  };
  const done = () => {
    setEdits(null);
    setSaved(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    // The opt-out first: it keeps marketing off in the choice saved right after it.
    if (draft.doNotSell !== state.doNotSell) setDoNotSell(draft.doNotSell);
    setCategories({
      analytics: draft.analytics,
      marketing: draft.marketing && !marketingLocked,
      personalization: draft.personalization,
    });
    done();
  };

  return (
    <form onSubmit={save} className="space-y-6" aria-busy={busy}>
      <fieldset className="rounded-lg border px-5">
        <legend className="px-1 text-lg font-semibold">{copy.categoriesLegend}</legend>
        <PreferenceToggle
          title={copy.functional.title}
          description={copy.functional.description}
          note={copy.functional.alwaysOn}
          checked
          disabled
        />
        {copy.categories.map((category) => {
          const locked = category.id === "marketing" && marketingLocked;
          return (
            <PreferenceToggle
              key={category.id}
              title={category.title}
              description={
                locked ? `${category.description} ${copy.marketingLocked}` : category.description
              }
              checked={draft[category.id] && !locked}
              disabled={busy || locked}
              onChange={(checked) => change({ [category.id]: checked })}
            />
          );
        })}
      </fieldset>
      <fieldset className="rounded-lg border px-5">
        <legend className="sr-only">{copy.doNotSell.title}</legend>
        <PreferenceToggle
          title={copy.doNotSell.title}
          description={copy.doNotSell.description}
          checked={draft.doNotSell}
          disabled={busy}
          onChange={(checked) => change({ doNotSell: checked })}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {copy.save}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => {
            declineAll();
            done();
          }}
        >
          {copy.rejectAll}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => {
            acceptAll();
            done();
          }}
        >
          {copy.acceptAll}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium">
        {saved ? copy.saved : ""}
      </p>
    </form>
  );
}
