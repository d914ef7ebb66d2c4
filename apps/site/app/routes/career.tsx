import { localeFromPath } from "@vantreo/i18n";
import { CareerDetail } from "../components/content/career-detail";
import { CAREER_PAGE_COPY } from "../copy/career-page";
import { fillTemplate } from "../copy/fill-template";
import { siteConfig } from "../config/site-config";
import { siteContent } from "../data/content.server";
import { breadcrumbJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/career";

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { careers } = await siteContent();
  const role = careers.find((r) => r.slug === params.slug);
  if (!role) throw new Response("Not Found", { status: 404 });
  const { slug, title, location, type, team, summary, responsibilities, requirements, date, html } =
    role;
  return {
    locale,
    copy: CAREER_PAGE_COPY[locale],
    role: {
      slug,
      title,
      location,
      type,
      team,
      summary,
      responsibilities,
      requirements,
      date,
      html,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { role, copy } = loaderData;
  const path = `/careers/${role.slug}`;
  return pageMeta({
    title: fillTemplate(copy.metaTitle, { title: role.title }),
    description: role.summary,
    path,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: role.title,
        description: role.summary,
        datePosted: role.date,
        employmentType: role.type === "Full-time" ? "FULL_TIME" : "CONTRACTOR",
        hiringOrganization: {
          "@type": "Organization",
          name: siteConfig.brand,
          sameAs: siteConfig.origin,
        },
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: siteConfig.address.locality,
            addressRegion: siteConfig.address.region,
            addressCountry: "US",
          },
        },
      },
      breadcrumbJsonLd([
        { name: copy.careersLabel, path: "/careers" },
        { name: role.title, path },
      ]),
    ],
  });
}

export default function Career({ loaderData }: Route.ComponentProps) {
  const { role, copy, locale } = loaderData;
  return <CareerDetail role={role} copy={copy} locale={locale} />;
}
