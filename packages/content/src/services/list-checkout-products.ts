import type { ServicePrice } from "./service-cta-schema";
import type { ServiceEntry } from "./service-entry-schema";

/** A fixed-price product sold from a service page's button (spec section 9). */
export interface CheckoutProduct {
  product: string;
  slug: string;
  price: ServicePrice;
}

/**
 * Every checkout product of the catalogue, in catalogue order. The site configures one hosted
 * checkout link per product key (spec section 7) and can check it has a link for each of these.
 */
export function listCheckoutProducts(entries: readonly ServiceEntry[]): CheckoutProduct[] {
  return entries.flatMap((entry) =>
    entry.primaryCTAs.flatMap((cta) =>
      cta.product !== undefined && cta.price !== undefined
        ? [{ product: cta.product, slug: entry.slug, price: cta.price }]
        : [],
    ),
  );
}
