import type { LeadClient } from "@vantreo/leads";
import type { PopupTrigger } from "@vantreo/consent";
import { useNewsletterPopup } from "@vantreo/consent/react";
import { lazy, Suspense, useState } from "react";

// The dialog, the form and the lead client (with its schema library) load when the policy fires.
const NewsletterPopupDialog = lazy(() => import("./newsletter-popup-dialog"));

/** Props of {@link NewsletterPopup}. */
export type NewsletterPopupProps = {
  /** The lead client to submit with (tests); defaults to the site's. */
  client?: Pick<LeadClient, "submit">;
};

/**
 * The newsletter and exit-intent popup (spec section 4). `@vantreo/consent` decides when: only
 * with marketing consent, once, on the first of 10 s after load, 60 % scroll or the mouse
 * leaving through the top (not on mobile), then not again for 14 days; it closes 2 s after a
 * successful signup. Nothing but the policy's listeners is on the page until it fires.
 */
export function NewsletterPopup({ client }: NewsletterPopupProps) {
  const popup = useNewsletterPopup();
  // Kept after closing so the dialog keeps its wording while it animates out.
  const [shownBy, setShownBy] = useState<PopupTrigger | null>(null);
  if (popup.trigger && popup.trigger !== shownBy) setShownBy(popup.trigger);
  if (!shownBy) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog
        open={popup.open}
        trigger={shownBy}
        onClose={popup.close}
        onSucceed={popup.succeed}
        client={client}
      />
    </Suspense>
  );
}
