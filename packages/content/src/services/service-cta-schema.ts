import { z } from "zod";

/**
 * Scheduling pages a call to action may open (spec section 7: 15-minute discovery, assessment,
 * 30-minute consultation, half-day workshop, 60-minute deep dive). The site resolves
 * `booking:<kind>` to the configured scheduling URL and adds utm_source and utm_service.
 */
export const BOOKING_KINDS = [
  "discovery-15",
  "assessment",
  "consultation-30",
  "workshop-half-day",
  "deep-dive-60",
] as const;

/** One of {@link BOOKING_KINDS}. */
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** Query string every contact call to action carries (spec section 2: source and utm_service). */
export const CONTACT_CTA_PREFIX = "/contact?source=service-page&utm_service=";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A fixed price shown on a button (spec section 9, "Fixed service prices"). Whole US dollars;
 * `interval: "month"` marks a subscription ("$1,500 per month").
 */
export const ServicePriceSchema = z.strictObject({
  amount: z.number().int().positive(),
  currency: z.literal("USD"),
  interval: z.literal("month").optional(),
});

/** A validated {@link ServicePriceSchema}. */
export type ServicePrice = z.infer<typeof ServicePriceSchema>;

/**
 * How a price reads on its button: "$2,000" or "$1,500/month". The button text of a priced call
 * to action must contain exactly this, so the label can never disagree with the checkout price.
 */
export function formatServicePrice(price: ServicePrice): string {
  // Grouping by hand rather than Intl keeps the label identical on every ICU build.
  const amount = `$${String(price.amount).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
  return price.interval === "month" ? `${amount}/month` : amount;
}

/** True when `text` shows exactly this price: "$5,000/month" does not show a one-off "$5,000". */
function showsPrice(text: string, price: ServicePrice): boolean {
  const label = formatServicePrice(price).replace(/[$/]/g, "\\$&");
  return new RegExp(`${label}(?![\\d,/])`).test(text);
}

/**
 * A call to action of a service entry. Three kinds of href exist (spec section 7):
 * - `checkout:<product>` for fixed-price buttons; the site maps the product key to one configured
 *   hosted-checkout link of the card payment provider; `price` and `product` are then required;
 * - `booking:<kind>` for a scheduling page;
 * - `/contact?source=service-page&utm_service=<slug>` for the contact form.
 */
export const ServiceCtaSchema = z
  .strictObject({
    text: z.string().trim().min(3).max(60),
    action: z.literal("link"),
    href: z.string().min(1),
    price: ServicePriceSchema.optional(),
    product: z.string().regex(KEBAB, "product key must be kebab-case").optional(),
  })
  .superRefine((cta, ctx) => {
    const priced = cta.price !== undefined || cta.product !== undefined;
    if (priced) {
      if (cta.price === undefined)
        ctx.addIssue({ code: "custom", path: ["price"], message: "a product needs a price" });
      if (cta.product === undefined)
        ctx.addIssue({ code: "custom", path: ["product"], message: "a price needs a product key" });
      if (cta.product !== undefined && cta.href !== `checkout:${cta.product}`) {
        ctx.addIssue({
          code: "custom",
          path: ["href"],
          message: `a priced call to action links to checkout:${cta.product}`,
        });
      }
      if (cta.price !== undefined && !showsPrice(cta.text, cta.price)) {
        ctx.addIssue({
          code: "custom",
          path: ["text"],
          message: `button text must show ${formatServicePrice(cta.price)}`,
        });
      }
      return;
    }
    const booking = /^booking:(.+)$/.exec(cta.href);
    if (booking) {
      if (!(BOOKING_KINDS as readonly string[]).includes(booking[1] ?? "")) {
        ctx.addIssue({
          code: "custom",
          path: ["href"],
          message: `unknown booking kind; use one of ${BOOKING_KINDS.join(", ")}`,
        });
      }
    } else if (!cta.href.startsWith(CONTACT_CTA_PREFIX)) {
      ctx.addIssue({
        code: "custom",
        path: ["href"],
        message: `href must be checkout:<product> (with a price), booking:<kind> or ${CONTACT_CTA_PREFIX}<slug>`,
      });
    }
  });

/** A validated {@link ServiceCtaSchema}. */
export type ServiceCta = z.infer<typeof ServiceCtaSchema>;
