import { SERVICE_CATEGORIES, SERVICE_CATEGORY_NAMES } from "@vantreo/content";
import { localeFromPath } from "@vantreo/i18n";
import { PageHero } from "../components/content-page/page-hero";
import { Island } from "../islands/island";
import { SERVICES_PAGE_COPY } from "../copy/services-page";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const { services } = await siteContent();
  const present = SERVICE_CATEGORIES.filter((c) => services.some((s) => s.category === c));
  return {
    locale,
    pathname,
    copy: SERVICES_PAGE_COPY[locale],
    categories: present.map((id) => ({ id, name: SERVICE_CATEGORY_NAMES[id][locale] })),
    services: services.map((s) => ({
      slug: s.slug,
      category: s.category,
      categoryName: SERVICE_CATEGORY_NAMES[s.category][locale],
      title: locale === "en" ? s.title : s.i18n[locale].title,
      shortDescription: locale === "en" ? s.shortDescription : s.i18n[locale].shortDescription,
      keywords: s.keywordClusters,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.copy.title,
    description: loaderData.copy.description,
    path: loaderData.pathname,
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { copy, services, categories, locale } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.lead} />
      <Island
        name="service-catalogue"
        hydrate="idle"
        props={{ copy, services, categories, locale }}
      />
    </>
  );
}
