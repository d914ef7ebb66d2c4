import type {
  BookingStatus as WireBookingStatus,
  DeskBooking,
  DeskPayment,
  IntegrationEventView,
  PaymentStatus as WirePaymentStatus,
} from "@vantreo/contracts/core";
import type { Booking, BookingStatus, IntegrationEvent, Payment } from "./integration-store";
import type { PaymentStatus } from "./stripe-webhook";

// The store's states are the contract's, both ways (a new state breaks the build here).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statesAgree: [
  Same<BookingStatus, WireBookingStatus>,
  Same<PaymentStatus, WirePaymentStatus>,
] = [true, true];
void statesAgree;

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** A booking as the desk's lead page shows it. */
export function bookingView(booking: Booking): DeskBooking {
  return {
    uid: booking.uid,
    eventType: booking.eventType,
    title: booking.title,
    startAt: iso(booking.startAt),
    endAt: iso(booking.endAt),
    organizerTimeZone: booking.organizerTimeZone,
    attendeeTimeZone: booking.attendeeTimeZone,
    status: booking.status,
    rescheduledFrom: booking.rescheduledFrom,
    cancellationReason: booking.cancellationReason,
    createdAt: new Date(booking.createdAt).toISOString(),
    updatedAt: new Date(booking.updatedAt).toISOString(),
  };
}

/** A payment as the desk's lead page shows it. */
export function paymentView(payment: Payment): DeskPayment {
  return {
    id: payment.id,
    product: payment.product,
    amount: payment.amount,
    currency: payment.currency,
    amountRefunded: payment.amountRefunded,
    status: payment.status,
    createdAt: new Date(payment.createdAt).toISOString(),
    updatedAt: new Date(payment.updatedAt).toISOString(),
  };
}

/** A stored webhook event as the lead's booking and payment history lists it. */
export function integrationEventView(event: IntegrationEvent): IntegrationEventView {
  return {
    provider: event.provider,
    eventType: event.eventType,
    occurredAt: new Date(event.occurredAt).toISOString(),
    receivedAt: new Date(event.receivedAt).toISOString(),
  };
}
