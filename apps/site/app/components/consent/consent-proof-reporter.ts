import {
  buildConsentProof,
  sendConsentProof,
  type ConsentManager,
  type SendConsentProofOptions,
} from "@vantreo/consent";

/** Options of {@link reportConsentChoices}. */
export type ConsentProofReporterOptions = {
  /** The lead API's consent log (`siteConfig.consentEndpoint`); empty turns reporting off. */
  endpoint: string;
  /** Where the choice was made, read when it is made: the locale code and the page's path. */
  context(): { locale: string; page: string };
  fetch?: SendConsentProofOptions["fetch"];
};

/**
 * Sends the proof of every consent choice to the consent log (GDPR art. 7(1): the site must be
 * able to show that consent was given). Only choices count: reading a stored choice or a GPC
 * signal is not a new decision. The proof holds no personal data (see `buildConsentProof`).
 * Returns the unsubscribe function.
 */
export function reportConsentChoices(
  manager: Pick<ConsentManager, "subscribe">,
  options: ConsentProofReporterOptions,
): () => void {
  return manager.subscribe((state, change) => {
    if (change !== "choice" || options.endpoint === "") return;
    const proof = buildConsentProof(state, options.context());
    if (proof) void sendConsentProof({ endpoint: options.endpoint, proof, fetch: options.fetch });
  });
}
