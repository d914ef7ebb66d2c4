import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailDetailAnswerSchema, mailPageSchema, mailPreviewListSchema } from "@vantreo/contracts";
import { MAIL_FILES_FOLDER } from "../mail/mail-transport";
import { errorCode, SITE } from "../test-support/dataroom-kit";
import { freshCode } from "../test-support/staff-kit";
import { postJson, send } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import type { MailDetail, MailSummary } from "@vantreo/contracts/core";
import {
  deskCall,
  deskFixture,
  deskGet,
  relayMailToFiles,
  submitLead,
  type DeskFixture,
} from "./desk-test-kit";

const ROLES = {
  sales: ["sales"],
  marketing: ["marketing"],
  privacy: ["privacy"],
  ir: ["investor-relations"],
  owner: ["owner"],
} as const;

type MailList = { transport: string; items: MailSummary[]; total: number };

describe.each(STORE_KINDS)("the desk's mail list on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let dataDir: string;
  let f: DeskFixture;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "lead-api-desk-mail-"));
    f = await deskFixture(currentStore().store, structuredClone(ROLES) as never, {
      LEAD_API_DATA_DIR: dataDir,
    });
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const relayToFiles = () => relayMailToFiles(f.store, dataDir, f.clock.now);

  it("refuses the list, a mail and the previews to every role but owner", async () => {
    await submitLead(f, "refused");
    await relayToFiles();
    const file = readdirSync(join(dataDir, MAIL_FILES_FOLDER))[0] ?? "";
    for (const who of ["sales", "marketing", "privacy", "ir"]) {
      for (const path of ["/mail", `/mail/${file}`, "/mail/previews"]) {
        const response = await deskCall(f.app, f.staff[who], "GET", path);
        expect(response.status, `${who} ${path}`).toBe(403);
        expect(await errorCode(response)).toBe("forbidden");
      }
    }
    const anonymous = await deskCall(f.app, undefined, "GET", "/mail");
    expect(anonymous.status).toBe(401);
  });

  it("lists the written mails newest first with date, kind, recipient, subject and locale", async () => {
    await submitLead(f, "first", {
      metadata: { marketing_consent: true, locale: "de" },
      pageUrl: "https://www.vantreo.com/de/contact",
    });
    await relayToFiles();
    f.clock.advance(5000);
    // The second batch is written a few milliseconds later: file names start with the time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await submitLead(f, "second", { leadType: "newsletter", source: "footer" });
    await relayToFiles();

    const list = await deskGet<MailList>(f.app, f.staff.owner!, "/mail", mailPageSchema);
    expect(list.transport).toBe("files");
    expect(list.total).toBe(3);
    const [newest, ...older] = list.items;
    expect(newest).toMatchObject({
      kind: "newsletter-confirmation",
      to: "visitor.second@example.com",
      locale: "en",
    });
    expect(older.map((item) => [item.kind, item.locale, item.to]).sort()).toEqual([
      ["lead-acknowledgement", "de", "visitor.first@example.com"],
      ["lead-notification", "en", "sales@vantreo.test"],
    ]);
    for (const item of list.items) {
      expect(item.subject).not.toBe("");
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
    }
    const paged = await deskGet<MailList>(
      f.app,
      f.staff.owner!,
      "/mail?page=2&size=2",
      mailPageSchema,
    );
    expect(paged.items).toHaveLength(1);
    expect((await deskCall(f.app, f.staff.owner, "GET", "/mail?size=101")).status).toBe(400);
  });

  it("withholds a staff link's token from the owner who reads the written invitation", async () => {
    const owner = f.staff.owner!;
    f.clock.advance(30_000);
    const invited = await postJson(
      f.app,
      "/v1/staff/accounts",
      {
        email: "new.person@vantreo.com",
        name: "New Person",
        roles: ["sales"],
        stepUpCode: freshCode(owner, f.clock.now()),
      },
      { headers: { Cookie: owner.cookie, "X-CSRF-Token": owner.csrf, Origin: SITE } },
    );
    expect(invited.status).toBe(201);
    await relayToFiles();
    const { items } = await deskGet<MailList>(f.app, owner, "/mail", mailPageSchema);
    const invitation = items.find((item) => item.kind === "staff-invitation");
    expect(invitation?.to).toBe("new.person@vantreo.com");
    const { mail } = await deskGet<{ mail: MailDetail }>(
      f.app,
      owner,
      `/mail/${invitation?.file}`,
      mailDetailAnswerSchema,
    );
    expect(mail.text).toContain("/desk/welcome#token=[withheld]");
    expect(mail.html).toContain("#token=[withheld]");
    expect(`${mail.text}${mail.html}`).not.toMatch(/#token=(?!\[withheld\])/);
  });

  it("opens one listed mail with its text and HTML parts", async () => {
    await submitLead(f, "open", {
      metadata: { marketing_consent: true, locale: "ar" },
      pageUrl: "https://www.vantreo.com/ar/contact",
    });
    await relayToFiles();
    const { items } = await deskGet<MailList>(f.app, f.staff.owner!, "/mail", mailPageSchema);
    const ack = items.find((item) => item.kind === "lead-acknowledgement");
    const { mail } = await deskGet<{ mail: MailDetail }>(
      f.app,
      f.staff.owner!,
      `/mail/${ack?.file}`,
      mailDetailAnswerSchema,
    );
    expect(mail).toMatchObject({ kind: "lead-acknowledgement", locale: "ar" });
    expect(mail.text.length).toBeGreaterThan(20);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.messageId).toMatch(/^<mail-\d+\./);
  });

  it("opens a confirmation mail with its token withheld in the text and the HTML (T3-I2)", async () => {
    await submitLead(f, "token", { leadType: "newsletter", source: "footer" });
    await relayToFiles();
    const { items } = await deskGet<MailList>(f.app, f.staff.owner!, "/mail", mailPageSchema);
    const confirmation = items.find((item) => item.kind === "newsletter-confirmation");
    const written = await simpleParser(
      readFileSync(join(dataDir, MAIL_FILES_FOLDER, confirmation?.file ?? "")),
    );
    const token = /#token=([^\s"'<>]+)/.exec(written.text ?? "")?.[1] ?? "";
    expect(token.length).toBeGreaterThan(20);
    const { mail } = await deskGet<{ mail: MailDetail }>(
      f.app,
      f.staff.owner!,
      `/mail/${confirmation?.file}`,
      mailDetailAnswerSchema,
    );
    expect(mail.text).toContain("/newsletter/confirm#token=[withheld]");
    expect(mail.html).toContain("/newsletter/confirm#token=[withheld]");
    expect(mail.text).not.toContain(token);
    expect(mail.html).not.toContain(token);
  });

  it("opens only names the listing returns: no ../ or %2f out of the folder", async () => {
    await submitLead(f, "traversal");
    await relayToFiles();
    writeFileSync(join(dataDir, "secret.eml"), "Subject: outside the mail folder\r\n\r\nsecret");
    const owner = f.staff.owner!;
    for (const path of [
      "/mail/..%2fsecret.eml",
      "/mail/..%2Fsecret.eml",
      "/mail/%2e%2e%2fsecret.eml",
      "/mail/..%5csecret.eml",
      "/mail/leads.sqlite",
      "/mail/nothing.eml",
    ]) {
      const response = await deskCall(f.app, owner, "GET", path);
      expect(response.status, path).toBe(404);
    }
    const dotted = await send(f.app, "/v1/desk/mail/../secret.eml", {
      headers: { Cookie: owner.cookie },
    });
    expect(dotted.status).toBe(404);
    expect(await dotted.text()).not.toContain("secret");
  });

  it("renders every template in en, de and ar as previews", async () => {
    const { previews } = await deskGet<{
      previews: { kind: string; locale: string; mail: { subject: string; html: string } }[];
    }>(f.app, f.staff.owner!, "/mail/previews", mailPreviewListSchema);
    expect(previews.map((p) => `${p.kind}.${p.locale}`).sort()).toEqual([
      "booking-notification.en",
      "data-request-export.ar",
      "data-request-export.de",
      "data-request-export.en",
      "data-request-notification.en",
      "data-request-receipt.ar",
      "data-request-receipt.de",
      "data-request-receipt.en",
      "dataroom-verification.ar",
      "dataroom-verification.de",
      "dataroom-verification.en",
      "lead-acknowledgement.ar",
      "lead-acknowledgement.de",
      "lead-acknowledgement.en",
      "lead-magnet-delivery.ar",
      "lead-magnet-delivery.de",
      "lead-magnet-delivery.en",
      "lead-notification.en",
      "lead-reply-escalation.en",
      "lead-reply-reminder.en",
      "lead-reply.ar",
      "lead-reply.de",
      "lead-reply.en",
      "newsletter-confirmation.ar",
      "newsletter-confirmation.de",
      "newsletter-confirmation.en",
      "newsletter-welcome.ar",
      "newsletter-welcome.de",
      "newsletter-welcome.en",
      "staff-invitation.ar",
      "staff-invitation.de",
      "staff-invitation.en",
      "staff-owner-added.en",
      "staff-second-factor-alert.ar",
      "staff-second-factor-alert.de",
      "staff-second-factor-alert.en",
    ]);
    expect(previews.find((p) => p.locale === "ar")?.mail.html).toContain('dir="rtl"');
  });

  it("says the mails went out by SMTP and lists nothing when an SMTP URL is set", async () => {
    await submitLead(f, "smtp");
    await relayToFiles();
    const smtp = await deskFixture(
      f.store,
      { owner: ["owner"] },
      {
        LEAD_API_DATA_DIR: dataDir,
        LEAD_API_SMTP_URL: "smtp://127.0.0.1:2525",
        LEAD_API_MAIL_FROM: "Vantreo <no-reply@vantreo.test>",
        LEAD_API_NOTIFY_TO: "sales@vantreo.test",
      },
    );
    const list = await deskGet<MailList>(smtp.app, smtp.staff.owner!, "/mail", mailPageSchema);
    expect(list).toMatchObject({ transport: "smtp", items: [], total: 0 });
    const file = readdirSync(join(dataDir, MAIL_FILES_FOLDER))[0] ?? "";
    expect((await deskCall(smtp.app, smtp.staff.owner, "GET", `/mail/${file}`)).status).toBe(404);
  });
});
