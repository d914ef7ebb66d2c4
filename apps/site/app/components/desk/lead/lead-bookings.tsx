import { FIRM } from "@vantreo/firm";
import { formatDateInZone } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import type {
  DeskBooking,
  DeskPayment,
  IntegrationEventView,
  LeadDetail,
} from "@vantreo/contracts/core";
import { formatMoment } from "../../api/format-moment";
import { formatMinorUnits } from "../format-minor-units";
import { Td, TableFrame, Th } from "../../api/table-frame";
import { useLocale } from "../../../navigation/use-locale";

/** The scheduler's and checkout's events the history names in words (others show their code). */
const EVENT_LABELS: Record<string, string> = {
  BOOKING_CREATED: "created",
  BOOKING_RESCHEDULED: "rescheduled",
  BOOKING_CANCELLED: "cancelled",
  "checkout.session.completed": "checkoutCompleted",
  "checkout.session.async_payment_succeeded": "paymentSucceeded",
  "checkout.session.async_payment_failed": "paymentFailed",
  "charge.refunded": "refunded",
};

function BookingRow({ booking }: { booking: DeskBooking }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const leadZone = booking.attendeeTimeZone;
  return (
    <tr>
      <Td>
        <bdi>{booking.eventType || t("lead.bookings.untitled")}</bdi>
        {booking.title ? (
          <span className="block text-muted-foreground">
            <bdi>{booking.title}</bdi>
          </span>
        ) : null}
      </Td>
      <Td>
        {booking.startAt ? (
          <>
            <span className="block">
              {t("lead.bookings.firmTime", {
                time: formatDateInZone(booking.startAt, locale, FIRM.hours.timeZone),
              })}
            </span>
            {leadZone && leadZone !== FIRM.hours.timeZone ? (
              <span className="block text-muted-foreground">
                {t("lead.bookings.leadTime", {
                  time: formatDateInZone(booking.startAt, locale, leadZone),
                })}
              </span>
            ) : null}
          </>
        ) : (
          t("lead.bookings.noTime")
        )}
      </Td>
      <Td>
        {t(`lead.bookings.status.${booking.status}`)}
        {booking.cancellationReason ? (
          <span className="block text-muted-foreground">
            {t("lead.bookings.reason")}: <bdi>{booking.cancellationReason}</bdi>
          </span>
        ) : null}
        {booking.rescheduledFrom ? (
          <span className="block text-muted-foreground">{t("lead.bookings.replaces")}</span>
        ) : null}
      </Td>
    </tr>
  );
}

function PaymentRow({ payment }: { payment: DeskPayment }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const money = (amount: number) =>
    payment.currency ? formatMinorUnits(amount, payment.currency, locale) : String(amount);
  return (
    <tr>
      <Td>
        <bdi>{payment.product || t("lead.payments.unnamed")}</bdi>
      </Td>
      <Td>{payment.amount === null ? t("lead.payments.noAmount") : money(payment.amount)}</Td>
      <Td>
        {t(`lead.payments.status.${payment.status}`)}
        {payment.amountRefunded > 0 ? (
          <span className="block text-muted-foreground">
            {t("lead.payments.refunded", { amount: money(payment.amountRefunded) })}
          </span>
        ) : null}
      </Td>
      <Td>{formatMoment(payment.updatedAt, locale)}</Td>
    </tr>
  );
}

function EventList({ events }: { events: IntegrationEventView[] }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  return (
    <ol className="mt-3 space-y-1 text-sm">
      {events.map((event, index) => {
        const label = EVENT_LABELS[event.eventType];
        return (
          <li key={`${event.eventType}-${event.receivedAt}-${index}`}>
            <time dateTime={event.receivedAt}>{formatMoment(event.receivedAt, locale)}</time>
            {": "}
            {label ? t(`lead.bookings.events.${label}`) : <span dir="ltr">{event.eventType}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A lead's booked calls (Cal.com) and payments (Stripe Checkout) as their verified webhooks
 * reported them: each call's start in the firm's time zone and the lead's, its state with the
 * reason of a cancellation, each payment's amount, refunds and state, and the events in the order
 * they arrived. Nothing when the lead has neither.
 */
export function LeadBookings({
  bookings,
  payments,
  integrationEvents,
}: Pick<LeadDetail, "bookings" | "payments" | "integrationEvents">) {
  const { t } = useTranslation("desk");
  if (bookings.length === 0 && payments.length === 0) return null;
  return (
    <section aria-labelledby="desk-lead-bookings" className="space-y-4">
      <h3 id="desk-lead-bookings" className="text-lg font-semibold">
        {t("lead.bookings.heading")}
      </h3>
      {bookings.length > 0 ? (
        <TableFrame label={t("lead.bookings.calls")}>
          <caption className="sr-only">{t("lead.bookings.calls")}</caption>
          <thead>
            <tr>
              <Th>{t("lead.bookings.eventType")}</Th>
              <Th>{t("lead.bookings.start")}</Th>
              <Th>{t("lead.bookings.state")}</Th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <BookingRow key={booking.uid} booking={booking} />
            ))}
          </tbody>
        </TableFrame>
      ) : null}
      {payments.length > 0 ? (
        <TableFrame label={t("lead.payments.heading")}>
          <caption className="sr-only">{t("lead.payments.heading")}</caption>
          <thead>
            <tr>
              <Th>{t("lead.payments.product")}</Th>
              <Th>{t("lead.payments.amount")}</Th>
              <Th>{t("lead.bookings.state")}</Th>
              <Th>{t("lead.payments.updated")}</Th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </tbody>
        </TableFrame>
      ) : null}
      {integrationEvents.length > 0 ? (
        <div>
          <h4 className="font-semibold">{t("lead.bookings.eventsHeading")}</h4>
          <EventList events={integrationEvents} />
        </div>
      ) : null}
    </section>
  );
}
