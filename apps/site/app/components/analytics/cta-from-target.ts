import type { CtaName } from "@vantreo/consent";

const TRACKED: readonly CtaName[] = ["hero_consultation", "footer_consultation"];

/**
 * The tracked call to action a click landed in: the nearest `data-cta` attribute when it names
 * one of spec section 7's consultation buttons (the markup sets `data-cta="hero_consultation"`
 * and `data-cta="footer_consultation"`), else null.
 */
export function ctaFromTarget(target: EventTarget | null): CtaName | null {
  if (!(target instanceof Element)) return null;
  const value = target.closest("[data-cta]")?.getAttribute("data-cta");
  return TRACKED.find((name) => name === value) ?? null;
}
