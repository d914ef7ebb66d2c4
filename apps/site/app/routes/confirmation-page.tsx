import { listCheckoutProducts } from "@vantreo/content";
import { ContentPage } from "../components/content-page/content-page";
import { CHECKOUT_PRICES_ATTRIBUTE } from "../components/analytics/confirmed-conversion";
import { loadPageCopy } from "../copy/load-page-copy.server";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/confirmation-page";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { copy, englishPath } = await loadPageCopy(pathname);
  if (englishPath !== "/payment-success") return { copy, pathname, prices: null };
  // The catalogue's price of each product, for the purchase's value (never the URL's word).
  const { services } = await siteContent();
  const prices = Object.fromEntries(
    listCheckoutProducts(services).map(({ product, price }) => [product, price.amount]),
  );
  return { copy, pathname, prices };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  // Reached only from the scheduler's or the checkout's redirect: kept out of search engines.
  return pageMeta({
    title: loaderData.copy.title,
    description: loaderData.copy.description,
    path: loaderData.pathname,
    robots: "noindex,nofollow",
    alternates: false,
  });
}

/**
 * /booking-confirmed and /payment-success in every locale: the thanks, what happens next and the
 * firm's contact. The conversion is sent by the site's analytics (`confirmedConversion`), once.
 */
export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { copy, prices } = loaderData;
  return (
    <div {...(prices ? { [CHECKOUT_PRICES_ATTRIBUTE]: JSON.stringify(prices) } : {})}>
      <ContentPage copy={copy} />
    </div>
  );
}
