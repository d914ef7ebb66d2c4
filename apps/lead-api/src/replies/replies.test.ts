import type { LeadReply, ReplyDraft, ReplyTemplateList } from "@vantreo/contracts/core";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../test-support/expect-contract";
import {
  leadDetailSchema,
  leadReplyListSchema,
  replyDraftSchema,
  replySentSchema,
  replyTemplateAnswerSchema,
  replyTemplateListSchema,
} from "@vantreo/contracts";
import {
  deskCall,
  deskFixture,
  deskGet,
  submitLead,
  type DeskFixture,
} from "../desk/desk-test-kit";
import { createLogger } from "../log/logger";
import { FIRM_CONTACT } from "../mail/firm-contact";
import { MAIL_KIND_HEADER } from "../mail/mail-files";
import { createMailRelay } from "../mail/mail-relay";
import { createMailTransport } from "../mail/mail-transport";
import { startSmtpSink, type SmtpSink } from "../mail/smtp-sink";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { testRecipientDigest } from "../test-support/recipient-digest";

type Sent = { reply: LeadReply; lead: { version: number; firstContactAt: string | null } };
type Detail = {
  lead: { firstContactAt: string | null };
  mail: { kind: string; state: string }[];
  history: { event: string; actorEmail: string; details: Record<string, unknown> }[];
};

const PAGES = { en: "/contact", de: "/de/kontakt", ar: "/ar/contact" } as const;

describe.each(STORE_KINDS)("replies from the desk on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let sink: SmtpSink;
  let f: DeskFixture;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(async () => {
    sink.received.length = 0;
    sink.envelopes.length = 0;
    f = await deskFixture(currentStore().store, { sam: ["sales"], olivia: ["owner"] });
  });

  /** Sends every queued mail over SMTP to the sink; returns the replies that arrived. */
  async function relayReplies(expected: number): Promise<ParsedMail[]> {
    const before = sink.received.length;
    await createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: f.store.mail,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings: {
        from: "Vantreo Data & AI <no-reply@vantreo.test>",
        notifyTo: ["sales@vantreo.test"],
        privacyNotifyTo: ["privacy@vantreo.test"],
        siteUrl: "https://www.vantreo.com",
      },
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: f.clock.now,
    }).runOnce();
    const arrived = sink.received.length - before;
    if (arrived > 0) await sink.waitFor(sink.received.length);
    const replies = sink.received
      .slice(before)
      .filter((mail) => mail.headers.get(MAIL_KIND_HEADER.toLowerCase()) === "lead-reply");
    expect(replies).toHaveLength(expected);
    return replies;
  }

  async function leadIn(locale: keyof typeof PAGES, n: string) {
    return submitLead(f, n, {
      firstName: { en: "Ada", de: "Jürgen", ar: "Layla" }[locale],
      lastName: { en: "Lovelace", de: "Müller", ar: "Haddad" }[locale],
      company: "Peachtree Freight",
      pageUrl: `https://www.vantreo.com${PAGES[locale]}`,
      metadata: { marketing_consent: true, locale },
    });
  }

  async function reply(id: string, body: Record<string, unknown>): Promise<Sent> {
    f.clock.advance(60_000);
    const response = await deskCall(f.app, f.staff.sam, "POST", `/leads/${id}/replies`, body);
    expect(response.status).toBe(201);
    return (await contractJson(replySentSchema, response)) as Sent;
  }

  it("sends a template reply in the lead's language (en, de, ar) with Message-ID and the staff member as Reply-To", async () => {
    const expected = {
      en: { subject: "Your inquiry to Vantreo Data & AI", greeting: "Hello Ada Lovelace," },
      de: { subject: "Ihre Anfrage an Vantreo Data & AI", greeting: "Guten Tag Jürgen Müller," },
      ar: { subject: "استفساركم لدى ⁨Vantreo Data & AI⁩", greeting: "تحية طيبة Layla Haddad،" },
    } as const;
    for (const locale of ["en", "de", "ar"] as const) {
      const id = await leadIn(locale, `reply-${locale}`);
      const draft = await deskGet<ReplyDraft>(
        f.app,
        f.staff.sam!,
        `/leads/${id}/reply-draft?template=first-reply`,
        replyDraftSchema,
      );
      expect(draft).toMatchObject({ locale, templateId: "first-reply", inReplyTo: null });
      expect(draft.subject).toBe(expected[locale].subject);
      expect(draft.body.startsWith(expected[locale].greeting)).toBe(true);
      expect(draft.signature).toContain("sam");
      expect(draft.signature).toContain(FIRM_CONTACT.email);

      const sent = await reply(id, {
        subject: draft.subject,
        body: draft.body,
        templateId: "first-reply",
      });
      expect(sent.reply).toMatchObject({
        leadId: id,
        locale,
        inReplyTo: null,
        staffEmail: "sam@vantreo.com",
      });
      expect(sent.reply.messageId).toMatch(/^<reply-[0-9a-f-]{36}@vantreo\.com>$/);

      const [mail] = await relayReplies(1);
      expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe(
        `visitor.reply-${locale}@example.com`,
      );
      expect(mail?.messageId).toBe(sent.reply.messageId);
      expect(mail?.replyTo?.value).toEqual([{ address: "sam@vantreo.com", name: "" }]);
      expect(mail?.inReplyTo).toBeUndefined();
      // The subject as sent: cleaned like all desk text, so without the draft's Unicode isolates.
      expect(mail?.subject).toBe(expected[locale].subject.replace(/[\u2066-\u2069]/g, ""));
      expect(mail?.subject).toBe(sent.reply.subject);
      expect(mail?.headers.get("content-language")).toBe(locale);
      // Written by a person: not marked as an automatic mail (RFC 3834).
      expect(mail?.headers.get("auto-submitted")).toBeUndefined();
      expect(mail?.text?.startsWith(sent.reply.body)).toBe(true);
      expect(sent.reply.body).toBe(draft.body.replace(/[\u2066-\u2069]/g, ""));
      expect(mail?.text).toContain(FIRM_CONTACT.email);
      expect(mail?.html).toContain(
        `<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`,
      );
    }
  });

  it("threads a follow-up (In-Reply-To, References), logs the text sent and records the first contact once", async () => {
    const id = await leadIn("en", "thread");
    const first = await reply(id, {
      subject: "Your inquiry",
      body: "Hello Ada,\n\nCould we talk on Tuesday?",
    });
    const firstContact = first.lead.firstContactAt;
    expect(firstContact).toBe(new Date(f.clock.now()).toISOString());
    const second = await reply(id, {
      subject: "Re: Your inquiry",
      body: "Hello Ada,\n\nA gentle reminder.",
    });
    expect(second.reply.inReplyTo).toBe(first.reply.messageId);
    expect(second.lead.firstContactAt).toBe(firstContact);

    const mails = await relayReplies(2);
    const followUp = mails.find((mail) => mail.messageId === second.reply.messageId);
    expect(followUp?.inReplyTo).toBe(first.reply.messageId);
    expect(followUp?.references).toEqual(first.reply.messageId);
    expect(followUp?.replyTo?.text).toBe("sam@vantreo.com");

    const detail = await deskGet<Detail>(f.app, f.staff.sam!, `/leads/${id}`, leadDetailSchema);
    const logged = detail.history.filter((entry) => entry.event === "reply.sent");
    expect(logged.map((entry) => entry.details.text)).toEqual([
      "Hello Ada,\n\nCould we talk on Tuesday?",
      "Hello Ada,\n\nA gentle reminder.",
    ]);
    expect(logged[1]?.details.inReplyTo).toBe(first.reply.messageId);
    expect(
      detail.mail.filter((mail) => mail.kind === "lead-reply").map((mail) => mail.state),
    ).toEqual(["delivered", "delivered"]);
    const list = await deskGet<{ replies: LeadReply[] }>(
      f.app,
      f.staff.sam!,
      `/leads/${id}/replies`,
      leadReplyListSchema,
    );
    expect(list.replies.map((item) => item.subject)).toEqual(["Your inquiry", "Re: Your inquiry"]);
  });

  it("lets owners edit a template per language, and only owners; the next draft uses the edit", async () => {
    const { templates } = await deskGet<ReplyTemplateList>(
      f.app,
      f.staff.sam!,
      "/reply-templates",
      replyTemplateListSchema,
    );
    expect(new Set(templates.map((template) => `${template.id}.${template.locale}`))).toEqual(
      new Set(
        ["first-reply", "follow-up", "call-confirmation"].flatMap((id) =>
          ["en", "de", "ar"].map((l) => `${id}.${l}`),
        ),
      ),
    );
    expect(templates.every((template) => template.updatedAt === null)).toBe(true);

    const edit = {
      name: "Erste Antwort",
      subject: "Ihre Anfrage bei uns",
      body: "Guten Tag {{name}},\n\nvielen Dank von {{staffName}}.",
    };
    const refused = await deskCall(
      f.app,
      f.staff.sam,
      "PUT",
      "/reply-templates/first-reply/de",
      edit,
    );
    expect(refused.status).toBe(403);
    const edited = await deskCall(
      f.app,
      f.staff.olivia,
      "PUT",
      "/reply-templates/first-reply/de",
      edit,
    );
    expect(edited.status).toBe(200);
    expect((await contractJson(replyTemplateAnswerSchema, edited)).template.updatedBy).toBe(
      "olivia@vantreo.com",
    );
    const unknown = await deskCall(f.app, f.staff.olivia, "PUT", "/reply-templates/nope/de", edit);
    expect(unknown.status).toBe(404);

    const id = await leadIn("de", "edited");
    const draft = await deskGet<ReplyDraft>(
      f.app,
      f.staff.sam!,
      `/leads/${id}/reply-draft?template=first-reply`,
      replyDraftSchema,
    );
    expect(draft.subject).toBe("Ihre Anfrage bei uns");
    expect(draft.body).toBe("Guten Tag Jürgen Müller,\n\nvielen Dank von sam.");
    // The English copy was not touched.
    const english = await deskGet<ReplyDraft>(
      f.app,
      f.staff.sam!,
      `/leads/${id}/reply-draft?template=first-reply&locale=en`,
      replyDraftSchema,
    );
    expect(english.subject).toBe("Your inquiry to Vantreo Data & AI");
  });

  it("refuses a reply to a spam-flagged lead and an empty text", async () => {
    const spam = await submitLead(f, "bot", {
      metadata: { marketing_consent: false, website: "https://cheap-pills.example" },
    });
    const toSpam = await deskCall(f.app, f.staff.sam, "POST", `/leads/${spam}/replies`, {
      subject: "Hi",
      body: "Hello",
    });
    expect(toSpam.status).toBe(409);
    const id = await leadIn("en", "empty");
    const empty = await deskCall(f.app, f.staff.sam, "POST", `/leads/${id}/replies`, {
      subject: "Hi",
      body: " ",
    });
    expect(empty.status).toBe(400);
    expect(await relayReplies(0)).toEqual([]);
  });
});
