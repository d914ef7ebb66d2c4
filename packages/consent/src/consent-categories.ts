/**
 * The consent categories. `functional` is always allowed (spec section 6); the others need an
 * accepted choice. `marketing` covers advertising (ad storage, ad user data, ad personalization,
 * the professional-network tracker, the conversion tag) and marketing features such as the
 * newsletter popup; `analytics` covers web analytics, the tag manager and session recording.
 */
export const CONSENT_CATEGORIES = [
  "functional",
  "analytics",
  "marketing",
  "personalization",
] as const;

/** One consent category. */
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories a visitor may switch; `functional` cannot be refused. */
export type OptionalConsentCategory = Exclude<ConsentCategory, "functional">;

/** Whether each category is granted. */
export type ConsentCategories = Record<ConsentCategory, boolean>;

/** True for one of the four category names. */
export function isConsentCategory(value: unknown): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly unknown[]).includes(value);
}

/** Every category granted: what "Accept" means (spec section 4). */
export function allCategoriesGranted(): ConsentCategories {
  return { functional: true, analytics: true, marketing: true, personalization: true };
}

/** Only the functional category: what "Decline", GPC and no choice yet mean. */
export function onlyFunctionalGranted(): ConsentCategories {
  return { functional: true, analytics: false, marketing: false, personalization: false };
}

/** True when any category other than `functional` is granted. */
export function grantsAnyOptional(categories: ConsentCategories): boolean {
  return categories.analytics || categories.marketing || categories.personalization;
}
