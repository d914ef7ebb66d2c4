import { InlineLeadForm } from "../components/leads/inline-lead-form";
import { ServiceBody, ServiceHero } from "../components/services/service-detail";
import { siteConfig } from "../config/site-config";
import { siteContent } from "../data/content.server";
import { breadcrumbJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/service";

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params["*"] ?? "";
  const { services } = await siteContent();
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Response("Not Found", { status: 404 });
  return { service, pathname: new URL(request.url).pathname };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { service, pathname } = loaderData;
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
        { name: "Services", path: "/services" },
        { name: service.title, path: pathname },
      ]),
    ],
  });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <article>
      <ServiceHero service={service} />
      <ServiceBody service={service} />
      <InlineLeadForm serviceSlug={service.slug} heading={`Talk to us about ${service.title}`} />
    </article>
  );
}
