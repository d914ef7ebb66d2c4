import { siteConfig } from "../../config/site-config";

/**
 * A tool page as a schema.org WebApplication: free, used in the browser, provided by the firm.
 * Search engines show such pages as tools rather than articles.
 */
export function toolJsonLd(tool: {
  name: string;
  description: string;
  path: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: tool.name,
    description: tool.description,
    url: `${siteConfig.origin}${tool.path}`,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Any (web browser)",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    provider: { "@type": "Organization", name: siteConfig.brand, url: siteConfig.origin },
  };
}
