import { LOCALE_CODES, LOCALES, localeFromPath } from "@vantreo/i18n";
import { Island } from "../islands/island";
import { ServiceBody, ServiceHero } from "../components/services/service-detail";
import { fillTemplate } from "../copy/fill-template";
import { SERVICE_PAGE_COPY } from "../copy/service-page";
import { siteConfig } from "../config/site-config";
import { siteContent } from "../data/content.server";
import { breadcrumbJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/service";

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params["*"] ?? "";
  const { services } = await siteContent();
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Response("Not Found", { status: 404 });
  const { pathname } = new URL(request.url);
  return { service, pathname, copy: SERVICE_PAGE_COPY[localeFromPath(pathname)] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { service, pathname, copy } = loaderData;
  return pageMeta({
    title: service.title,
    description: service.metaDescription,
    path: pathname,
    keywords: service.keywordClusters,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.title,
        serviceType: service.serviceType,
        description: service.shortDescription,
        provider: {
          "@type": "ProfessionalService",
          name: siteConfig.brand,
          url: siteConfig.origin,
        },
        areaServed: "US",
        url: `${siteConfig.origin}${pathname}`,
      },
      breadcrumbJsonLd([
        { name: copy.servicesLabel, path: "/services" },
        { name: service.title, path: pathname },
      ]),
    ],
  });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { service, copy } = loaderData;
  return (
    <article>
      <ServiceHero service={service} copy={copy} />
      <ServiceBody
        service={service}
        copy={copy}
        leadMagnetForm={
          <Island
            name="lead-magnet-form"
            hydrate="visible"
            props={{
              serviceId: service.id,
              serviceSlug: service.slug,
              labelledBy: "lead-magnet-action",
              intro: copy.leadMagnetIntro,
              submitLabel: copy.leadMagnetSubmit,
              sentText: copy.leadMagnetSent,
              languageLabel: copy.leadMagnetLanguage,
              languages: LOCALE_CODES.map((code) => ({ code, label: LOCALES[code].label })),
            }}
          />
        }
      />
      <Island
        name="inline-lead-form"
        hydrate="idle"
        props={{
          serviceSlug: service.slug,
          heading: fillTemplate(copy.leadFormHeading, { title: service.title }),
        }}
      />
    </article>
  );
}
