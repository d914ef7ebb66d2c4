import { localeFromPath } from "@vantreo/i18n";
import { Link } from "../navigation";
import { BookingOptionList } from "../components/content/booking-option-list";
import { bookingOptionViews } from "../components/content/booking-option-views";
import { PageHero } from "../components/content-page/page-hero";
import { SectionShell } from "../components/content-page/section-shell";
import { BOOKINGS_PAGE_COPY } from "../copy/bookings-page";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/bookings";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const copy = BOOKINGS_PAGE_COPY[locale];
  return { pathname, copy, options: bookingOptionViews(copy, locale) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.copy.title,
    description: loaderData.copy.description,
    path: loaderData.pathname,
  });
}

/** /bookings (spec section 2, "Core"): the five bookable sessions with their prices. */
export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { copy, options } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.lead} />
      <SectionShell id="sessions" heading={copy.optionsHeading} wide>
        <BookingOptionList options={options} newTab={copy.newTab} />
      </SectionShell>
      <SectionShell id="questions" heading={copy.questionsHeading} muted>
        <p className="max-w-3xl text-muted-foreground">{copy.questionsBody}</p>
        <Link
          to="/contact?source=bookings"
          className="mt-4 inline-block font-medium text-primary underline underline-offset-4"
        >
          {copy.contactLink}
        </Link>
      </SectionShell>
    </>
  );
}
