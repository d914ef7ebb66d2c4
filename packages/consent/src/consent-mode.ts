import type { ConsentCategories } from "./consent-categories";
import { resolveGtag, type Gtag, type GtagSource } from "./gtag";

/** The seven consent types of Google Consent Mode v2. */
export const CONSENT_MODE_TYPES = [
  "ad_storage",
  "analytics_storage",
  "ad_user_data",
  "ad_personalization",
  "functionality_storage",
  "personalization_storage",
  "security_storage",
] as const;

/** One Consent Mode consent type. */
export type ConsentModeType = (typeof CONSENT_MODE_TYPES)[number];

/** The value of every consent type. */
export type ConsentModeState = Record<ConsentModeType, "granted" | "denied">;

/** The default before any choice: everything denied except functionality and security storage. */
export const CONSENT_MODE_DEFAULT: Readonly<ConsentModeState> = Object.freeze({
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  functionality_storage: "granted",
  personalization_storage: "denied",
  security_storage: "granted",
});

const signal = (granted: boolean) => (granted ? "granted" : "denied");

/**
 * The Consent Mode values for a set of categories: the three advertising types follow
 * `marketing`, analytics storage `analytics`, personalization storage `personalization`;
 * functionality and security storage are always granted (they serve the functional category).
 */
export function consentModeFromCategories(categories: ConsentCategories): ConsentModeState {
  return {
    ad_storage: signal(categories.marketing),
    analytics_storage: signal(categories.analytics),
    ad_user_data: signal(categories.marketing),
    ad_personalization: signal(categories.marketing),
    functionality_storage: "granted",
    personalization_storage: signal(categories.personalization),
    security_storage: "granted",
  };
}

/** Options of {@link createConsentMode}. */
export type ConsentModeOptions = GtagSource & {
  /** Sent as `wait_for_update` with the default, for tags that load before the choice is read. */
  waitForUpdateMs?: number;
};

/** Sends Google Consent Mode v2 commands through gtag. */
export interface ConsentMode {
  /** Sends `gtag('consent', 'default', ...)` once; call it before any Google tag loads. */
  setDefault(): void;
  /** Sends `gtag('consent', 'update', ...)` with all seven types (the default first if needed). */
  update(categories: ConsentCategories): void;
  /** The values last sent. */
  getState(): ConsentModeState;
}

/** Creates the Consent Mode bridge; nothing is sent until a method is called. */
export function createConsentMode(options: ConsentModeOptions = {}): ConsentMode {
  let state: ConsentModeState = { ...CONSENT_MODE_DEFAULT };
  let defaultSent = false;
  let gtag: Gtag | undefined;

  function send(...args: unknown[]): void {
    gtag ??= resolveGtag(options);
    gtag?.(...args);
  }

  function setDefault(): void {
    if (defaultSent) return;
    defaultSent = true;
    const payload: Record<string, unknown> = { ...CONSENT_MODE_DEFAULT };
    if (options.waitForUpdateMs !== undefined) payload.wait_for_update = options.waitForUpdateMs;
    send("consent", "default", payload);
  }

  return {
    setDefault,
    update(categories) {
      setDefault();
      state = consentModeFromCategories(categories);
      send("consent", "update", { ...state });
    },
    getState: () => ({ ...state }),
  };
}
