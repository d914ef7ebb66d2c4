import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { sampleDataRequest, sampleRecord } from "./mail-previews";
import type { MailItem } from "./mail-store";
import { renderMail } from "./render-mail";

const SETTINGS = {
  from: "Vantreo Data & AI <no-reply@vantreo.test>",
  notifyTo: ["sales@vantreo.test", "desk@vantreo.test"],
  privacyNotifyTo: ["privacy@vantreo.test"],
  siteUrl: "https://www.vantreo.com",
};
// The review's reproduction (2026-11-28 T3-M1), as an older row could still hold it.
const LIST = 'mailtest1@example.com, mailtest2@example.org, "IT Support" <mailtest3@example.net>';

const item = (kind: MailItem["kind"]): MailItem => ({ id: 7, leadId: "lead-1", kind, attempts: 0 });

/** The envelope nodemailer builds for a rendered message (its stream transport, no server). */
async function envelopeOf(message: ReturnType<typeof renderMail>) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(message);
  return info.envelope;
}

describe("renderMail recipients (T3-M1)", () => {
  it("hands nodemailer one address object for the visitor, never a string it would split", async () => {
    const record = sampleRecord("de");
    const message = renderMail(item("lead-acknowledgement"), record, null, SETTINGS);
    expect(message.to).toEqual({ name: "", address: record.lead.email });
    expect(message.replyTo).toEqual({ name: "", address: "hello@vantreo.com" });
    expect((await envelopeOf(message)).to).toEqual([record.lead.email]);
  });

  it("addresses staff with address objects and answers the visitor through one Reply-To object", () => {
    const record = sampleRecord();
    const notification = renderMail(item("lead-notification"), record, null, SETTINGS);
    expect(notification.to).toEqual([
      { name: "", address: "sales@vantreo.test" },
      { name: "", address: "desk@vantreo.test" },
    ]);
    expect(notification.replyTo).toEqual({ name: "", address: record.lead.email });
    const privacy = renderMail(
      item("data-request-notification"),
      sampleDataRequest(),
      null,
      SETTINGS,
    );
    expect(privacy.to).toEqual([{ name: "", address: "privacy@vantreo.test" }]);
  });

  it("leaves Reply-To empty when the stored e-mail is not exactly one address", () => {
    const record = sampleRecord();
    const listed = { ...record, lead: { ...record.lead, email: LIST } };
    const notification = renderMail(item("lead-notification"), listed, null, SETTINGS);
    expect(notification.replyTo).toBeUndefined();
    expect(notification).not.toHaveProperty("replyTo");
  });

  it("refuses to render a visitor mail to anything but one address", () => {
    const record = sampleRecord();
    for (const email of [LIST, "IT <it@example.com>", ""]) {
      const listed = { ...record, lead: { ...record.lead, email } };
      expect(() => renderMail(item("lead-acknowledgement"), listed, null, SETTINGS)).toThrow(
        /not exactly one valid address/,
      );
      expect(() => renderMail(item("newsletter-confirmation"), listed, "t0k3n", SETTINGS)).toThrow(
        /not exactly one valid address/,
      );
    }
  });
});
