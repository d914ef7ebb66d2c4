import { formatDateInZone } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import type { Booking } from "../../integrations/integration-store";
import type { LeadRecord } from "../../store/lead-records";
import { FIRM_CONTACT } from "../firm-contact";
import { mailDocument, mailTranslator, type RenderedMail } from "./mail-layout";
import { factLines, factTable, STAFF_LOCALE, type FactRow } from "./staff-mail";

/** A lead whose booking notification is due, with its bookings, the latest first. */
export type BookedLead = LeadRecord & { bookings: Booking[] };

/**
 * The notification to sales (`LEAD_API_NOTIFY_TO`) that a call was booked through the scheduler:
 * the call (event type, start in the firm's time and in the lead's, its state at send time), who
 * booked it and whether they are a new lead or one the desk already had, and a link to the lead.
 * Rendered when sent, so a call cancelled in the meantime is announced as cancelled. The subject
 * names the event type only (no personal data, as the lead notification).
 */
export function renderBookingNotification(record: BookedLead, siteUrl: string): RenderedMail {
  const t = mailTranslator(STAFF_LOCALE);
  const { lead } = record;
  const deskUrl = `${siteUrl}/desk/leads/${encodeURIComponent(record.id)}`;
  const booking =
    record.bookings.find((entry) => entry.status !== "rescheduled") ?? record.bookings[0];
  const given = (value: string) => (value.trim() === "" ? t("notification.notGiven") : value);
  const label = (group: string, code: string) => t(`desk:${group}.${code}`, { defaultValue: code });
  const eventType = given(booking?.eventType ?? "");
  const rows: FactRow[] = [[t("bookingNotification.eventType"), eventType]];
  if (booking?.startAt != null) {
    rows.push([
      t("bookingNotification.firmTime"),
      formatDateInZone(booking.startAt, STAFF_LOCALE, FIRM_CONTACT.timeZone, { weekday: "short" }),
    ]);
    const zone = booking.attendeeTimeZone;
    if (zone && zone !== FIRM_CONTACT.timeZone)
      rows.push([
        t("bookingNotification.leadTime"),
        formatDateInZone(booking.startAt, STAFF_LOCALE, zone, { weekday: "short" }),
      ]);
  }
  if (booking)
    rows.push([t("bookingNotification.state"), t(`desk:lead.bookings.status.${booking.status}`)]);
  rows.push(
    [t("notification.name"), given(`${lead.firstName} ${lead.lastName}`)],
    [t("notification.email"), lead.email],
    [t("notification.company"), given(lead.company)],
    [
      t("bookingNotification.lead"),
      lead.leadType === "booking"
        ? t("bookingNotification.newLead")
        : t("bookingNotification.knownLead", { type: label("leadType", lead.leadType) }),
    ],
  );
  const subject = t("bookingNotification.subject", { eventType });
  const text = [
    t("bookingNotification.heading"),
    "",
    ...factLines(rows),
    "",
    `${t("notification.message")}:`,
    given(lead.message),
    "",
    `${t("notification.open")}: ${deskUrl}`,
  ].join("\n");
  const body = html`<h1 style="font-size:20px">${t("bookingNotification.heading")}</h1>
    ${factTable(rows)}
    <h2 style="font-size:16px">${t("notification.message")}</h2>
    <p style="white-space:pre-wrap">${given(lead.message)}</p>
    <p><a href="${deskUrl}">${t("notification.open")}</a></p>`;
  return { subject, text, html: mailDocument(STAFF_LOCALE, subject, raw(String(body)), siteUrl) };
}
