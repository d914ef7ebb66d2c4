import { useEffect, useState, type ReactNode } from "react";
import {
  createConsentRuntime,
  type ConsentRuntime,
  type ConsentRuntimeOptions,
} from "../consent-runtime";
import { ConsentContext } from "./consent-context";

/** Props of {@link ConsentProvider}: a runtime, or the options to create one. */
export type ConsentProviderProps = {
  /** A runtime created by the caller (e.g. to share it with non-React code). */
  runtime?: ConsentRuntime;
  /** Options for the runtime the provider creates when none is given; read on first render. */
  options?: ConsentRuntimeOptions;
  children?: ReactNode;
};

/**
 * Provides consent to the tree. Rendering touches no browser global (pages prerender in Node);
 * the runtime starts in an effect, after hydration: Consent Mode default, stored choice, gated
 * scripts, attribution.
 */
export function ConsentProvider({ runtime, options, children }: ConsentProviderProps) {
  const [value] = useState(() => runtime ?? createConsentRuntime(options));
  useEffect(() => {
    value.start();
    return () => value.stop();
  }, [value]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
