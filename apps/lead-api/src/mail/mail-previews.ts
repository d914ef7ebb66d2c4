import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_CODES, type Locale } from "@vantreo/i18n";
import { prepareLead } from "@vantreo/leads";
import type { DataRequestRecord, LeadRecord } from "../store/lead-records";
import { buildSubmission } from "../submission/build-submission";
import type { MailKind } from "./mail-kinds";
import { renderDataRequestNotification } from "./templates/data-request-notification";
import { renderDataRequestExport } from "./templates/data-request-export";
import { renderDataRequestReceipt } from "./templates/data-request-receipt";
import { renderDataroomVerification } from "./templates/dataroom-verification";
import { renderLeadAcknowledgement } from "./templates/lead-acknowledgement";
import { renderLeadNotification } from "./templates/lead-notification";
import { renderBookingNotification } from "./templates/booking-notification";
import { renderLeadReply } from "./templates/lead-reply";
import { DEFAULT_REPLY_TEMPLATES, fillTemplate } from "../replies/default-reply-templates";
import type { RenderedMail } from "./templates/mail-layout";
import { renderNewsletterConfirmation } from "./templates/newsletter-confirmation";
import { unsubscribeLinks } from "../newsletter/list-unsubscribe";
import { renderNewsletterWelcome } from "../newsletter/newsletter-welcome";
import { renderLeadMagnetDelivery } from "./templates/lead-magnet-delivery";
import { renderOwnerAdded, renderStaffLink } from "./templates/staff-link";
import { renderStaffSecondFactorAlert } from "./templates/staff-second-factor-alert";
import { renderLeadReplyNotice } from "./templates/lead-reply-notice";
import { replyClock } from "../pipeline/business-clock";
import { SECOND_FACTOR_POLICY } from "../staff/second-factor-policy";

/** One rendered template in one language, as the preview lists it. */
export type MailPreview = { kind: MailKind; locale: Locale; mail: RenderedMail };

const SAMPLE_TOKEN = "sample-token-not-valid-0000000000000000000";
const SAMPLE_SITE = "http://127.0.0.1:4173";
const SAMPLE_STAFF = { name: "Sample Colleague", email: "sample.colleague@vantreo.com" };
// 31 January: the GDPR's month then ends on the last day of February (the desk's rule).
const SAMPLE_REQUEST_AT = Date.UTC(2025, 0, 31, 9, 30);

/** The sample lead of the previews, sent from a page in `locale`. */
export function sampleRecord(locale: Locale = "en"): LeadRecord {
  const prepared = prepareLead(
    {
      firstName: "Sample",
      lastName: "Visitor",
      email: "sample.visitor@example.com",
      phone: "+1 404 555 0100",
      company: "Example Logistics",
      message: "This is a sample message shown in the mail preview.",
      leadType: "contact",
      source: "contact-page",
      pageUrl: `${SAMPLE_SITE}/contact`,
      metadata: { marketing_consent: true, locale },
    },
    new Date(0),
  );
  if (!prepared.ok) throw new Error("the preview's sample lead is invalid");
  return buildSubmission(prepared.lead, 0, null).record as LeadRecord;
}

/** The sample /data-rights request of the previews (erasure, no law stated), sent in `locale`. */
export function sampleDataRequest(locale: Locale = "en"): DataRequestRecord {
  const prepared = prepareLead(
    {
      firstName: "Sample",
      lastName: "Requester",
      email: "sample.requester@example.com",
      message: "Please erase everything you hold about me.",
      leadType: "data-rights",
      source: "data-rights-page",
      pageUrl: `${SAMPLE_SITE}/data-rights`,
      metadata: { marketing_consent: false, request_type: "deletion", locale },
    },
    new Date(SAMPLE_REQUEST_AT),
  );
  if (!prepared.ok) throw new Error("the preview's sample data request is invalid");
  const submission = buildSubmission(prepared.lead, SAMPLE_REQUEST_AT, null);
  if (submission.kind !== "data-request") throw new Error("the sample is not a data request");
  return submission.record;
}

/**
 * Every template in every language it is sent in, rendered from a sample lead, data request or
 * staff account (the notifications go to staff in English only): for the preview script and the
 * desk.
 */
export function mailPreviews(): MailPreview[] {
  const previews: MailPreview[] = [
    {
      kind: "lead-notification",
      locale: "en",
      mail: renderLeadNotification(sampleRecord("en"), SAMPLE_SITE),
    },
    {
      kind: "booking-notification",
      locale: "en",
      mail: renderBookingNotification(
        {
          ...sampleRecord("en"),
          bookings: [
            {
              uid: "sample-booking",
              leadId: null,
              email: "sample.visitor@example.com",
              name: "Sample Visitor",
              eventType: "assessment",
              title: "Assessment between Vantreo and Sample Visitor",
              startAt: Date.UTC(2025, 1, 4, 15),
              endAt: Date.UTC(2025, 1, 4, 16),
              organizerTimeZone: "America/New_York",
              attendeeTimeZone: "Europe/Berlin",
              status: "booked",
              rescheduledFrom: null,
              cancellationReason: null,
              createdAt: 0,
              updatedAt: 0,
            },
          ],
        },
        SAMPLE_SITE,
      ),
    },
    {
      kind: "data-request-notification",
      locale: "en",
      mail: renderDataRequestNotification(sampleDataRequest("en"), SAMPLE_SITE),
    },
    {
      kind: "staff-owner-added",
      locale: "en",
      mail: renderOwnerAdded(SAMPLE_STAFF, "en", SAMPLE_SITE),
    },
    ...(["reminder", "escalation"] as const).map((notice) => ({
      kind: `lead-reply-${notice}` as const,
      locale: "en" as const,
      mail: renderLeadReplyNotice(
        notice,
        sampleRecord("en"),
        { replyBy: replyClock(sampleRecord("en").receivedAt).replyBy, ownerName: "Sample Staff" },
        SAMPLE_SITE,
      ),
    })),
  ];
  for (const locale of LOCALE_CODES) {
    previews.push({
      kind: "lead-acknowledgement",
      locale,
      mail: renderLeadAcknowledgement(sampleRecord(locale), locale, SAMPLE_SITE),
    });
    previews.push({
      kind: "newsletter-confirmation",
      locale,
      mail: renderNewsletterConfirmation(locale, SAMPLE_SITE, SAMPLE_TOKEN),
    });
    previews.push({
      kind: "newsletter-welcome",
      locale,
      mail: renderNewsletterWelcome(
        locale,
        SAMPLE_SITE,
        unsubscribeLinks(SAMPLE_SITE, locale, `sample-lead.${"0".repeat(64)}`),
      ),
    });
    previews.push({
      kind: "lead-magnet-delivery",
      locale,
      mail: renderLeadMagnetDelivery(
        locale,
        SAMPLE_SITE,
        SAMPLE_TOKEN,
        unsubscribeLinks(SAMPLE_SITE, locale, `sample-lead.${"0".repeat(64)}`),
      ),
    });
    previews.push({
      kind: "staff-invitation",
      locale,
      mail: renderStaffLink(
        { ...SAMPLE_STAFF, purpose: "invite", inviter: "owner@vantreo.com", locale },
        SAMPLE_SITE,
        SAMPLE_TOKEN,
      ),
    });
    previews.push({
      kind: "data-request-receipt",
      locale,
      mail: renderDataRequestReceipt(
        sampleDataRequest(locale),
        locale,
        {
          siteUrl: SAMPLE_SITE,
          token: SAMPLE_TOKEN,
        },
        SAMPLE_SITE,
      ),
    });
    previews.push({
      kind: "data-request-export",
      locale,
      mail: renderDataRequestExport(sampleDataRequest(locale), locale, SAMPLE_SITE),
    });
    previews.push({
      kind: "dataroom-verification",
      locale,
      mail: renderDataroomVerification(
        {
          kind: "dataroom-submission",
          id: "sample-submission",
          email: "sample.investor@example.com",
          name: "Sample Investor",
          locale,
        },
        SAMPLE_SITE,
        SAMPLE_TOKEN,
      ),
    });
    previews.push({
      kind: "staff-second-factor-alert",
      locale,
      mail: renderStaffSecondFactorAlert(
        { email: "sample.staff@vantreo.com", name: "Sample Staff" },
        { wrongCodes: SECOND_FACTOR_POLICY.freeFailures },
        locale,
        SAMPLE_SITE,
      ),
    });
    // A reply from the desk, from the seeded first-reply template in this language.
    const template = DEFAULT_REPLY_TEMPLATES["first-reply"]?.[locale];
    if (template) {
      const values = { name: "Sample Visitor", company: "Example Logistics", staffName: "" };
      previews.push({
        kind: "lead-reply",
        locale,
        mail: renderLeadReply(
          {
            subject: fillTemplate(template.subject, values),
            body: fillTemplate(template.body, values),
            staffName: SAMPLE_STAFF.name,
            locale,
          },
          SAMPLE_SITE,
        ),
      });
    }
  }
  return previews;
}

/** Writes `<kind>.<locale>.html` and `.txt` for every preview into `folder`; returns the files. */
export function writeMailPreviews(folder: string): string[] {
  mkdirSync(folder, { recursive: true });
  return mailPreviews().flatMap(({ kind, locale, mail }) => {
    const base = join(folder, `${kind}.${locale}`);
    writeFileSync(`${base}.html`, mail.html);
    writeFileSync(`${base}.txt`, `Subject: ${mail.subject}\n\n${mail.text}\n`);
    return [`${base}.html`, `${base}.txt`];
  });
}
