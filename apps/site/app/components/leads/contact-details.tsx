import { useTranslation } from "@vantreo/i18n/react";
import { useSearchParams } from "../../navigation";
import { bookingUrl, siteConfig } from "../../config/site-config";
import type { ContactPageCopy } from "../../copy/contact-page";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@vantreo/ui";
import { contactPrefill } from "./contact-prefill";
import { useHydrated } from "./use-hydrated";

type ContactDetailsProps = { copy: Pick<ContactPageCopy, "details" | "booking"> };

/**
 * The contact page's side column: the Sandy Springs office, phone, e-mail and office hours
 * (spec sections 2 and 9), and the scheduling pages, opened in a new tab with utm_source
 * contact-page and the `utm_service` the visitor arrived with (spec section 7).
 */
export function ContactDetails({ copy }: ContactDetailsProps) {
  const { t } = useTranslation("common");
  const [search] = useSearchParams();
  // The query exists only in the browser; read it after hydration, as the form does.
  const utmService = useHydrated() ? contactPrefill(search).metadata.utm_service : undefined;
  const { address, phone, email } = siteConfig;
  const { details, booking } = copy;
  return (
    <div className="space-y-10">
      <section aria-labelledby="contact-details-heading" className="space-y-5">
        <h2 id="contact-details-heading" className="text-xl font-semibold">
          {details.heading}
        </h2>
        <dl className="space-y-4 text-sm">
          <div>
            <dt className="flex items-center gap-3 font-semibold">
              <MapPinIcon className="size-5 shrink-0 text-primary" />
              {details.office}
            </dt>
            <dd className="ps-8 text-muted-foreground">
              {/* bdi: a Latin address keeps its order inside an Arabic page. */}
              <address className="not-italic">
                <bdi>{address.street}</bdi>
                <br />
                <bdi>
                  {address.locality}, {address.region} {address.postalCode}
                </bdi>
                <br />
                {details.country}
              </address>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-3 font-semibold">
              <PhoneIcon className="size-5 shrink-0 text-primary" />
              {details.phone}
            </dt>
            <dd className="ps-8">
              <a href={`tel:${phone.tel}`} dir="ltr" className="underline underline-offset-4">
                {phone.display}
              </a>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-3 font-semibold">
              <MailIcon className="size-5 shrink-0 text-primary" />
              {details.email}
            </dt>
            <dd className="ps-8">
              <a href={`mailto:${email}`} dir="ltr" className="underline underline-offset-4">
                {email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-3 font-semibold">
              <ClockIcon className="size-5 shrink-0 text-primary" />
              {details.hours}
            </dt>
            <dd className="ps-8 text-muted-foreground">{details.hoursValue}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="contact-booking-heading" className="space-y-4">
        <h2 id="contact-booking-heading" className="text-xl font-semibold">
          {booking.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{booking.intro}</p>
        <ul className="space-y-3">
          {booking.options.map((option) => (
            <li key={option.kind}>
              <a
                href={bookingUrl(option.kind, "contact-page", utmService)}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center justify-between gap-4 rounded-md border p-4 text-sm transition-colors hover:bg-muted"
              >
                <span className="font-semibold">{option.label}</span>
                <span className="text-muted-foreground">{option.detail}</span>
                <span className="sr-only"> {t("actions.opensInNewTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
