import type { OptionalConsentCategory } from "./consent-categories";
import type { CookiePattern } from "./cookies";

/** What a gated script's setup hook receives. */
export type GatedScriptContext = {
  window: Window | undefined;
  document: Document;
  now: number;
};

/**
 * A third-party script that must not exist on the page before consent (spec section 7). Its
 * element is inserted only once its category is allowed and, for advertising tags, Consent
 * Mode's `ad_storage` is granted.
 */
export interface GatedScript {
  /** The element id; also how the loader recognizes a script already on the page. */
  id: string;
  src: string;
  /** The category that must be allowed. */
  category: OptionalConsentCategory;
  /** Also wait for Consent Mode `ad_storage: granted` (advertising tags). */
  requiresAdStorage?: boolean;
  /** First-party cookies the script sets; cleared when its category is declined. */
  cookies: readonly CookiePattern[];
  /** Sets the globals the script reads when it runs (partner ids, queues), just before insertion. */
  setup?(context: GatedScriptContext): void;
}
