/**
 * The head of every page (spec section 9, "Regions and SEO"): title with the brand suffix,
 * description, canonical, robots, Open Graph and Twitter cards with the page's own 1200×630 share
 * image (`share-image.ts`) or the default one, its alternative text in the page's language,
 * hreflang alternates with x-default and region hosts, and JSON-LD.
 */
import { alternatesFor, LOCALES, localeFromPath } from "@vantreo/i18n";
import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../config/site-config";
import { DEFAULT_SHARE_IMAGE_ALT, shareImageFor } from "./share-image";

export const DEFAULT_ROBOTS = "index,follow";
export const DEFAULT_SHARE_IMAGE = {
  url: "/og/vantreo-default.png",
  width: 1200,
  height: 630,
} as const;

export interface PageSeo {
  title: string;
  description: string;
  /** The page's path (with locale prefix), e.g. /de/services. */
  path: string;
  image?: string;
  keywords?: readonly string[];
  robots?: string;
  /** "article" for insights and case studies. */
  type?: "website" | "article";
  published?: string;
  /** Extra JSON-LD objects (Article, Service, BreadcrumbList…). */
  structuredData?: readonly Record<string, unknown>[];
  /** Whether hreflang alternates apply (pages that exist in several locales or regions). */
  alternates?: boolean;
}

/** Appends ' | {brand}' unless the title already carries it (spec section 9). */
export function withBrandSuffix(title: string, brand: string = siteConfig.brand): string {
  const suffix = ` | ${brand}`;
  return title.endsWith(suffix) ? title : `${title}${suffix}`;
}

/** The local business of the Sandy Springs office, as schema.org JSON-LD. */
export function localBusinessJsonLd(): Record<string, unknown> {
  const { address, phone, hours } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: siteConfig.brand,
    url: siteConfig.origin,
    email: siteConfig.email,
    telephone: phone.tel,
    image: `${siteConfig.origin}${DEFAULT_SHARE_IMAGE.url}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: hours.opens,
      closes: hours.closes,
    },
    areaServed: [
      "Georgia",
      "Alabama",
      "Tennessee",
      "North Carolina",
      "South Carolina",
      "Florida",
    ].map((name) => ({
      "@type": "State",
      name,
    })),
  };
}

/** A BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(
  items: readonly { name: string; path: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteConfig.origin}${item.path}`,
    })),
  };
}

/** React Router meta descriptors for a page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const locale = LOCALES[localeFromPath(seo.path)];
  const url = `${siteConfig.origin}${seo.path === "/" ? "" : seo.path}` || siteConfig.origin;
  const canonical = seo.path === "/" ? `${siteConfig.origin}/` : url;
  const title = withBrandSuffix(seo.title);
  // A generated card wins over a page's own picture (an SVG illustration is no share image).
  const own = shareImageFor(seo.path, seo.title);
  const image = `${siteConfig.origin}${own?.url ?? seo.image ?? DEFAULT_SHARE_IMAGE.url}`;
  const imageAlt = own?.alt ?? DEFAULT_SHARE_IMAGE_ALT[localeFromPath(seo.path)];
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { name: "robots", content: seo.robots ?? DEFAULT_ROBOTS },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: siteConfig.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: locale.htmlLang.replace("-", "_") },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (seo.keywords?.length)
    descriptors.push({ name: "keywords", content: seo.keywords.join(", ") });
  if (seo.published)
    descriptors.push({ property: "article:published_time", content: seo.published });
  if (seo.alternates !== false && !/noindex/.test(seo.robots ?? "")) {
    for (const alternate of alternatesFor(seo.path, siteConfig.origin)) {
      descriptors.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: alternate.hreflang,
        href: alternate.href,
      });
    }
  }
  for (const data of seo.structuredData ?? []) descriptors.push({ "script:ld+json": data });
  return descriptors;
}
