import { createContext, useContext } from "react";
import type { ConsentRuntime } from "../consent-runtime";

/** The runtime shared by the provider's descendants. */
export const ConsentContext = createContext<ConsentRuntime | null>(null);

/** The runtime of the nearest {@link ConsentProvider}; throws outside one. */
export function useConsentRuntime(): ConsentRuntime {
  const runtime = useContext(ConsentContext);
  if (!runtime) throw new Error("useConsent* hooks need a <ConsentProvider> above them");
  return runtime;
}
