import { ConsentContext } from "@vantreo/consent/react";
import { useContext, type ReactNode } from "react";
import { SiteConsentProvider } from "./site-consent-provider";

/**
 * Renders its children inside the site's consent provider: the one above it when the shell
 * provides it, else its own around the page's shared runtime. A page that reads consent (the
 * cookie preferences) then prerenders and works whatever the shell around it holds.
 */
export function EnsureConsentProvider({ children }: { children: ReactNode }) {
  const runtime = useContext(ConsentContext);
  if (runtime) return children;
  return <SiteConsentProvider>{children}</SiteConsentProvider>;
}
