import type { ConsentProof } from "./consent-proof";

/** Options of {@link sendConsentProof}. */
export type SendConsentProofOptions = {
  /** The full URL of the consent log, e.g. `https://api.vantreo.com/v1/consents`. */
  endpoint: string;
  proof: ConsentProof;
  fetch?: typeof fetch;
};

/**
 * POSTs a proof of consent as JSON. `keepalive` lets the request finish when the choice is
 * followed by a navigation. Never throws: the choice itself is already in force and stored.
 * Resolves true when the server answered with a 2xx status.
 */
export async function sendConsentProof(options: SendConsentProofOptions): Promise<boolean> {
  const send = options.fetch ?? globalThis.fetch;
  if (typeof send !== "function") return false;
  try {
    const response = await send(options.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(options.proof),
      keepalive: true,
      credentials: "omit",
    });
    return response.ok;
  } catch {
    return false;
  }
}
