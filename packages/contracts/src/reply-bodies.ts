import { cleanFreeText } from "@vantreo/leads";
import { pagingShape } from "./lead-filter";
import { PAGE_SIZE } from "./lead-filter-fields";
import { z } from "./zod";

/** The longest reply body the desk sends (after cleaning). */
export const REPLY_BODY_MAX = 10_000;
/** The longest reply or template subject. */
export const REPLY_SUBJECT_MAX = 200;
/** The longest template name. */
export const TEMPLATE_NAME_MAX = 100;

const REPLY_LOCALES = ["en", "de", "ar"] as const;

/** Free text cleaned like a lead's (controls, bidirectional overrides, tags removed). */
const text = (label: string, max: number, multiLine: boolean) =>
  z
    .string({ error: `the ${label} is empty` })
    .transform((value) => cleanFreeText(value, { multiLine }))
    .pipe(
      z
        .string()
        .min(1, { error: `the ${label} is empty` })
        .max(max, { error: `at most ${max} characters` }),
    );

/**
 * `POST /v1/desk/leads/:id/replies`: the subject and text staff send (from a template or
 * written), in `locale` (the lead's language unless staff pick another), and `templateId` when it
 * started from one. The signature is added by the API, never sent by the client.
 */
export const replySchema = z.object({
  subject: text("subject", REPLY_SUBJECT_MAX, false),
  body: text("text", REPLY_BODY_MAX, true),
  locale: z.enum(REPLY_LOCALES, { error: "en, de or ar" }).optional(),
  templateId: z.string().min(1).max(64).optional(),
});

/** One of {@link replySchema}'s bodies. */
export type ReplyInput = z.output<typeof replySchema>;

/** `PUT /v1/desk/reply-templates/:id/:locale`: an owner's edit of one template's language. */
export const templateEditSchema = z.object({
  name: text("name", TEMPLATE_NAME_MAX, false),
  subject: text("subject", REPLY_SUBJECT_MAX, false),
  body: text("text", REPLY_BODY_MAX, true),
});

/** `GET /v1/desk/leads/:id/reply-draft`: the template to start from (else an empty draft). */
export const replyDraftQuerySchema = z.object({
  template: z.string().min(1).max(64).optional(),
  locale: z.enum(REPLY_LOCALES, { error: "en, de or ar" }).optional(),
});

/** `POST /v1/desk/leads/:id/merge`: the duplicate `:id` is merged into `into` (same contact). */
export const mergeSchema = z.object({
  into: z
    .string({ error: "the id of the lead to keep" })
    .min(1, { error: "the id of the lead to keep" }),
});

/** `GET /v1/desk/contacts`: a page of contacts, 1–100 per page. */
export const contactQuerySchema = z.object(pagingShape(PAGE_SIZE));

/** The languages a reply template exists in. */
export { REPLY_LOCALES };
