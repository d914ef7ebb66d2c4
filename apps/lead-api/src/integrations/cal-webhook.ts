import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** The header Cal.com signs its webhooks with: hex HMAC-SHA256 of the raw body. */
export const CAL_SIGNATURE_HEADER = "x-cal-signature-256";

/** The trigger events the lead API acts on; any other is acknowledged and ignored. */
export const CAL_EVENTS = ["BOOKING_CREATED", "BOOKING_RESCHEDULED", "BOOKING_CANCELLED"] as const;
export type CalEvent = (typeof CAL_EVENTS)[number];

/**
 * Whether `signature` is the hex HMAC-SHA256 of `body` under `secret`, as Cal.com computes it
 * (`createHmac("sha256", secret).update(JSON.stringify(payload)).digest("hex")` over the very
 * bytes it sends). Compared in constant time.
 */
export function verifyCalSignature(body: string, signature: string | undefined, secret: string) {
  if (signature === undefined || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(body, "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

const text = z.string().max(2000).catch("");
const optionalText = z.string().max(2000).optional().catch(undefined);
const time = z.iso.datetime({ offset: true });

const Attendee = z.object({
  name: text,
  email: z.string().max(320),
  timeZone: optionalText,
  language: z.object({ locale: optionalText }).optional().catch(undefined),
});

/** The part of a Cal.com booking payload (webhook version 2021-10-20) the lead API reads. */
const BookingPayload = z.object({
  uid: z.string().min(1).max(200),
  type: z.string().max(200).catch(""),
  title: text,
  startTime: time.optional().catch(undefined),
  endTime: time.optional().catch(undefined),
  organizer: z.object({ timeZone: optionalText }).optional().catch(undefined),
  attendees: z.array(Attendee).min(1),
  // What the site put into the booking link (`metadata[leadId]`, the attribution).
  metadata: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .optional()
    .catch(undefined),
  additionalNotes: optionalText,
  rescheduleUid: optionalText,
  rescheduleStartTime: time.optional().catch(undefined),
  rescheduleEndTime: time.optional().catch(undefined),
  cancellationReason: optionalText,
});

const CalBody = z.object({
  triggerEvent: z.string().max(100),
  createdAt: time,
  payload: z.unknown(),
});

/** A verified Cal.com event the lead API acts on, in its own terms. */
export type BookingEvent = {
  /** SHA-256 of the raw body: a redelivery carries the same bytes. */
  eventId: string;
  type: CalEvent;
  occurredAt: number;
  uid: string;
  /** The booking this one replaces (a reschedule), if any. */
  replaces: { uid: string; startAt: number | null; endAt: number | null } | null;
  eventType: string;
  title: string;
  startAt: number | null;
  endAt: number | null;
  organizerTimeZone: string | null;
  attendee: { name: string; email: string; timeZone: string | null; locale: string | null };
  notes: string;
  cancellationReason: string | null;
  /** The lead id and attribution the site put into the booking link. */
  metadata: Record<string, string>;
};

/** What a verified body is: an event to act on, one to acknowledge only, or not Cal.com's. */
export type CalParse =
  | { kind: "booking"; event: BookingEvent }
  | { kind: "ignored"; type: string }
  | { kind: "invalid" };

const ms = (value: string | undefined) => (value === undefined ? null : Date.parse(value));

/** Reads a verified Cal.com webhook body. */
export function parseCalEvent(body: string): CalParse {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: "invalid" };
  }
  const envelope = CalBody.safeParse(json);
  if (!envelope.success) return { kind: "invalid" };
  const { triggerEvent, createdAt } = envelope.data;
  if (!(CAL_EVENTS as readonly string[]).includes(triggerEvent))
    return { kind: "ignored", type: triggerEvent };
  const payload = BookingPayload.safeParse(envelope.data.payload);
  if (!payload.success) return { kind: "invalid" };
  const p = payload.data;
  const [attendee] = p.attendees as [z.infer<typeof Attendee>, ...z.infer<typeof Attendee>[]];
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(p.metadata ?? {}))
    if (value !== null) metadata[key] = String(value);
  const type = triggerEvent as CalEvent;
  return {
    kind: "booking",
    event: {
      eventId: createHash("sha256").update(body, "utf8").digest("hex"),
      type,
      occurredAt: Date.parse(createdAt),
      uid: p.uid,
      replaces:
        type === "BOOKING_RESCHEDULED" && p.rescheduleUid
          ? {
              uid: p.rescheduleUid,
              startAt: ms(p.rescheduleStartTime),
              endAt: ms(p.rescheduleEndTime),
            }
          : null,
      eventType: p.type,
      title: p.title,
      startAt: ms(p.startTime),
      endAt: ms(p.endTime),
      organizerTimeZone: p.organizer?.timeZone ?? null,
      attendee: {
        name: attendee.name,
        email: attendee.email.trim().toLowerCase(),
        timeZone: attendee.timeZone ?? null,
        locale: attendee.language?.locale ?? null,
      },
      notes: p.additionalNotes ?? "",
      cancellationReason: type === "BOOKING_CANCELLED" ? (p.cancellationReason ?? "") : null,
      metadata,
    },
  };
}
