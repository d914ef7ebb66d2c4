import { ContentPage } from "../components/content-page/content-page";
import { faqJsonLd } from "../components/content-page/section-faq";
import { loadPageCopy } from "../copy/load-page-copy.server";
import { siteContent } from "../data/content.server";
import { ATLANTA_PAGE_PATH, withAtlantaServiceCards } from "../seo/atlanta-service-cards";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/content-page";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { copy, englishPath, locale } = await loadPageCopy(pathname);
  if (englishPath !== ATLANTA_PAGE_PATH) return { copy, pathname };
  const { services } = await siteContent();
  return { copy: withAtlantaServiceCards(copy, services, locale), pathname };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  const faqs = copy.sections.filter((s) => s.kind === "faq").map(faqJsonLd);
  return pageMeta({
    title: copy.title,
    description: copy.description,
    path: pathname,
    keywords: copy.keywords,
    structuredData: faqs,
  });
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
