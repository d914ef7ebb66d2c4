import type { PopupTrigger } from "@vantreo/consent";
import type { LeadSource, LeadType } from "@vantreo/leads";

/** How a popup signup is filed and counted, by what made the popup show. */
export type PopupLeadSettings = {
  leadType: Extract<LeadType, "newsletter" | "exit-intent">;
  source: Extract<LeadSource, "popup" | "exit-intent">;
  /** The copy block of the `popup` namespace. */
  copy: "newsletter" | "exitIntent";
};

/**
 * Spec section 3: a signup from the popup is a `newsletter` lead from `popup`, except when the
 * popup opened because the mouse left the window: then it is an `exit-intent` lead from
 * `exit-intent`, with the exit-intent wording. The lead type decides the conversion (newsletter
 * 25, exit intent 50; `leadConversions` of `@vantreo/consent`).
 */
export function popupLeadSettings(trigger: PopupTrigger): PopupLeadSettings {
  return trigger === "exit-intent"
    ? {
        leadType: "exit-intent",
        source: "exit-intent",
        copy: "exitIntent",
      }
    : { leadType: "newsletter", source: "popup", copy: "newsletter" };
}
