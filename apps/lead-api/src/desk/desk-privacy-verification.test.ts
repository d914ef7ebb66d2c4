import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../test-support/expect-contract";
import { privacyRequestAnswerSchema } from "@vantreo/contracts";
import { DATA_REQUEST_TOKEN_TTL_MS } from "../mail/data-request-token";
import { MAIL_RECIPIENT_CAP } from "../mail/recipient-cap";
import type { MailMessage } from "../mail/mail-transport";
import { DATA_RIGHTS_VERIFY_PATH } from "../routes/data-rights-verify-route";
import { exportSubject, postJson } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import {
  deskCall,
  deskFixture,
  deskGet,
  recipientsOf,
  relayMailToMemory,
  signInAs,
  submitLead,
  verificationToken,
  type DeskFixture,
} from "./desk-test-kit";

type Request = {
  id: string;
  email: string;
  verifiedAt: string | null;
  override: { reason: string; by: string; at: string } | null;
};

const kindOf = (mail: MailMessage) =>
  (mail.headers as Record<string, string> | undefined)?.["Vantreo-Mail-Kind"];

const REASON = "Identity checked by phone call with the requester on 2025-06-16.";

// Review T3-M2: anyone could file a /data-rights request for any address, and the privacy desk
// exported or erased everything about it in one click. Now the requester must follow the link
// mailed to that address first (or an officer records an override with a reason).
describe.each(STORE_KINDS)("verification of data-rights requests on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  const queue = async () =>
    (await deskGet<{ requests: Request[] }>(f.app, f.staff.privacy!, "/privacy/requests")).requests;
  const rights = (n: string, locale = "en") =>
    submitLead(f, n, {
      leadType: "data-rights",
      metadata: { marketing_consent: false, request_type: "erasure", locale },
    });
  const act = (who: string, id: string, action: string, body?: unknown) =>
    deskCall(f.app, f.staff[who], "POST", `/privacy/requests/${id}/${action}`, body);
  const verify = (token: unknown, locale?: string) =>
    postJson(f.app, DATA_RIGHTS_VERIFY_PATH, { token, ...(locale ? { locale } : {}) });
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code;

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, {
      privacy: ["privacy"],
      owner: ["owner"],
      sales: ["sales"],
    });
  });

  it("refuses to export or erase an unverified request (409 unverified) and keeps the data", async () => {
    const leadId = await submitLead(f, "victim");
    const id = await rights("victim");
    expect(await queue()).toEqual([
      expect.objectContaining({ id, verifiedAt: null, override: null }),
    ]);
    const erase = await act("privacy", id, "erase");
    expect(erase.status).toBe(409);
    expect(await errorCode(erase)).toBe("unverified");
    const exported = await act("privacy", id, "export");
    expect(exported.status).toBe(409);
    expect(await errorCode(exported)).toBe("unverified");
    expect(await f.store.desk.findLead(leadId)).not.toBeNull();
    expect(await f.store.desk.findDataRequest(id)).not.toBeNull();
    expect(await f.store.desk.history(id)).toEqual([]);
  });

  it("mails the link in the receipt, in the requester's language, and verifies once", async () => {
    const id = await rights("de", "de");
    const sent = await relayMailToMemory(f.store, f.clock.now);
    const receipt = sent.find(
      (message) => recipientsOf(message).join() === "visitor.de@example.com",
    );
    expect(String(receipt?.text)).toContain("https://www.vantreo.com/de/data-rights/verify#token=");
    expect(String(receipt?.text)).toContain("7 Tage gültig");
    const token = verificationToken(sent, "visitor.de@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The database keeps only the digest: the token is not in any row.
    expect(JSON.stringify(await exportSubject(f.app, "visitor.de@example.com"))).not.toContain(
      token,
    );

    const first = await verify(token, "de");
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, status: "verified" });
    const again = await verify(token, "de");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      status: "used",
      message: "Diese Anfrage wurde bereits bestätigt.",
    });
    const [request] = await queue();
    expect(request).toMatchObject({ id, verifiedAt: new Date(f.clock.now()).toISOString() });
  });

  it("answers expired after seven days and unknown for a wrong or malformed token", async () => {
    const id = await rights("late", "ar");
    const token = verificationToken(
      await relayMailToMemory(f.store, f.clock.now),
      "visitor.late@example.com",
    );
    f.clock.advance(DATA_REQUEST_TOKEN_TTL_MS);
    const late = await verify(token, "ar");
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ status: "expired", success: false });
    expect((await f.store.desk.findDataRequest(id))?.verifiedAt).toBeNull();
    // The session of the fixture ended meanwhile: sign in again.
    await signInAs(f, "privacy", ["privacy"]);
    expect((await act("privacy", id, "erase")).status).toBe(409);

    const unknown = await verify("A".repeat(43), "en");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      success: false,
      status: "unknown",
      message: "This confirmation link is not valid.",
    });
    for (const bad of ["short", "x".repeat(500), 42, null, "a b c d e f g h i j k l"])
      expect((await verify(bad)).status).toBe(404);
  });

  it("after verification, mails the export to the request's address only, with the JSON attached", async () => {
    await submitLead(f, "person", { message: "Please call me about the audit." });
    const id = await rights("person", "de");
    const token = verificationToken(
      await relayMailToMemory(f.store, f.clock.now),
      "visitor.person@example.com",
    );
    expect((await verify(token)).status).toBe(200);

    const response = await act("privacy", id, "export", { to: "attacker@example.com" });
    expect(response.status).toBe(202);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      success: true,
      mailed: true,
      sections: { leads: 1, dataRequests: 1 },
    });
    // Nothing of the person reaches the staff member's browser.
    expect(JSON.stringify(body)).not.toContain("visitor.person");

    const sent = await relayMailToMemory(f.store, f.clock.now);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail && recipientsOf(mail)).toEqual(["visitor.person@example.com"]);
    expect(mail?.headers).toMatchObject({
      "Vantreo-Mail-Kind": "data-request-export",
      "Content-Language": "de",
    });
    expect(mail?.subject).toBe("Ihre bei Vantreo Data & AI gespeicherten personenbezogenen Daten");
    const [file] = mail?.attachments ?? [];
    expect(file).toMatchObject({
      filename: "personal-data-export.json",
      contentType: "application/json",
    });
    const attached = JSON.parse(String(file?.content)) as Record<string, unknown[]> & {
      email: string;
    };
    expect(attached.email).toBe("visitor.person@example.com");
    const bearer = await exportSubject(f.app, "visitor.person@example.com");
    expect(attached.leads).toEqual(bearer.leads);
    expect(JSON.stringify(attached.leads)).toContain("Please call me about the audit.");
    expect(JSON.stringify(sent)).not.toContain("attacker@example.com");
    // Once sent, the export leaves the outbox.
    const after = (await exportSubject(f.app, "visitor.person@example.com")) as unknown as {
      mailDeliveries: { kind: string; attachment: string | null }[];
    };
    const row = after.mailDeliveries.find((delivery) => delivery.kind === "data-request-export");
    expect(row?.attachment).toBeNull();
    expect((await f.store.desk.history(id)).map((entry) => entry.event)).toEqual([
      "privacy.exported",
    ]);
  });

  it("sends the export even when the recipient cap of that address is spent for the day", async () => {
    const id = await rights("busy");
    // The receipt and four acknowledgements: the five visitor mails of the day (MAIL_RECIPIENT_CAP).
    for (let n = 0; n < MAIL_RECIPIENT_CAP.mails - 1; n += 1) await submitLead(f, "busy");
    const mails = await relayMailToMemory(f.store, f.clock.now);
    const token = verificationToken(mails, "visitor.busy@example.com");
    expect((await verify(token)).status).toBe(200);
    // A fourth form mail to the address is held back by the cap ...
    await submitLead(f, "busy");
    const held = await relayMailToMemory(f.store, f.clock.now);
    expect(held.map((mail) => kindOf(mail))).toEqual(["lead-notification"]);
    // ... the export the privacy officer sends is not.
    expect((await act("privacy", id, "export")).status).toBe(202);
    const sent = await relayMailToMemory(f.store, f.clock.now);
    expect(sent.map((mail) => kindOf(mail))).toEqual(["data-request-export"]);
  });

  it("takes an override only with a written reason from privacy or an owner, audited", async () => {
    const id = await rights("phone");
    const sales = await act("sales", id, "override", { reason: REASON });
    expect(sales.status).toBe(403);
    for (const reason of [undefined, "", "too short", "   short   ", 7, "x".repeat(2001)]) {
      const response = await act("privacy", id, "override", { reason });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("invalid_request");
    }
    expect((await act("privacy", id, "erase")).status).toBe(409);
    expect(await f.store.desk.history(id)).toEqual([]);

    const done = await act("privacy", id, "override", { reason: REASON });
    expect(done.status).toBe(200);
    expect((await contractJson(privacyRequestAnswerSchema, done)).request).toMatchObject({
      verifiedAt: null,
      override: { reason: REASON, by: "privacy@vantreo.com" },
    });
    expect(await f.store.desk.history(id)).toEqual([
      expect.objectContaining({
        event: "privacy.override",
        actorEmail: "privacy@vantreo.com",
        details: { reason: REASON },
      }),
    ]);
    // The export still goes only to the address of the request.
    expect((await act("privacy", id, "export")).status).toBe(202);
    const sent = await relayMailToMemory(f.store, f.clock.now);
    const exportMail = sent.find((message) =>
      JSON.stringify(message.headers).includes("data-request-export"),
    );
    expect(exportMail && recipientsOf(exportMail)).toEqual(["visitor.phone@example.com"]);

    const erased = await act("privacy", id, "erase");
    expect(erased.status).toBe(200);
    const history = await f.store.desk.history(id);
    expect(history.at(-1)).toMatchObject({
      event: "privacy.erased",
      details: { override: { reason: REASON, by: "privacy@vantreo.com" } },
    });
  });

  it("lets an owner override, and refuses an override of a verified request", async () => {
    const owned = await rights("owned");
    expect((await act("owner", owned, "override", { reason: REASON })).status).toBe(200);
    expect((await act("owner", owned, "erase")).status).toBe(200);

    const id = await rights("confirmed");
    const token = verificationToken(
      await relayMailToMemory(f.store, f.clock.now),
      "visitor.confirmed@example.com",
    );
    expect((await verify(token)).status).toBe(200);
    const response = await act("privacy", id, "override", { reason: REASON });
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe("already_verified");
    expect((await act("privacy", "nope", "override", { reason: REASON })).status).toBe(404);
  });
});
