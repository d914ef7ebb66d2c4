import { describe, expect, it } from "vitest";
import {
  accessRequest,
  adminLogin,
  dataroomApp,
  fileRequest,
  getWith,
  mailedToken,
  sendDueMails,
  submitRequest,
  testClock,
  tokenOf,
  verificationMails,
  verifyLink,
} from "../../test-support/dataroom-kit";
import { exportSubject, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";
import { purgeExpired } from "../../retention/purge-expired";
import { MAX_OPEN_SUBMISSIONS, VERIFICATION_TOKEN_TTL_MS } from "../verification-token";

type ListedRequest = {
  id: string;
  name: string;
  email: string;
  firm: string;
  message: string;
  locale: string;
  status: string;
  requestedAt: string;
};

const DAY = 86_400_000;

/** The requests the investor-relations console lists. */
async function consoleRequests(app: TestApp): Promise<ListedRequest[]> {
  const admin = await adminLogin(app);
  const response = await getWith(app, "/v1/dataroom/admin/requests", admin.cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { requests: ListedRequest[] }).requests;
}

describe.each(STORE_KINDS)("data-room access requests verified by a mailed link on %s", (kind) => {
  const currentStore = useTestStore(kind);

  it("a second request for the same e-mail does not change the first one's content (review T3-L6)", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    const first = await fileRequest(app, 1, {
      name: "Real Investor",
      firm: "Real Fund",
      message: "Interested in the round.",
    });
    clock.advance(60_000);
    // The review's reproduction: anyone may post for the victim's address; the answer is the same.
    await submitRequest(app, 1, {
      name: "Evil \u0000\u202eNUL",
      firm: "Evil LLC",
      message: "Please send the access code to my assistant at x@evil.example",
    });
    const requests = await consoleRequests(app);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      id: first,
      name: "Real Investor",
      firm: "Real Fund",
      message: "Interested in the round.",
      status: "pending",
    });
    // The attacker's text went only to the victim's mailbox, as a link they can ignore.
    const mails = verificationMails(await sendDueMails(app), "investor.1@example.com");
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(await consoleRequests(app))).not.toContain("Evil");
  });

  it("answers every request alike, so nobody learns whether an address has asked", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    await fileRequest(app, 1);
    // A day later, so the mail relay's own cap (MAIL_RECIPIENT_CAP) has forgotten that link's mail.
    clock.advance(24 * 60 * 60 * 1000);
    // Known address (pending request), unknown address, and an address at its limit: same 202.
    for (let i = 0; i <= MAX_OPEN_SUBMISSIONS; i += 1) await submitRequest(app, 1);
    await submitRequest(app, 2);
    // At most MAX_OPEN_SUBMISSIONS working links per address: the form cannot flood a mailbox.
    const mails = await sendDueMails(app);
    expect(verificationMails(mails, "investor.1@example.com")).toHaveLength(MAX_OPEN_SUBMISSIONS);
    expect(verificationMails(mails, "investor.2@example.com")).toHaveLength(1);
  });

  it("keeps an unverified request out of the console until its link is followed", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    await submitRequest(app, 3, { message: "Please share the deck." });
    expect(await consoleRequests(app)).toEqual([]);
    const token = await mailedToken(app, "investor.3@example.com");
    expect((await verifyLink(app, token)).status).toBe(200);
    expect(await consoleRequests(app)).toMatchObject([
      { email: "investor.3@example.com", message: "Please share the deck.", status: "pending" },
    ]);
  });

  it("lets the investor correct a pending request by following the new request's link", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    await submitRequest(app, 4, { message: "First note with a typo." });
    const older = await mailedToken(app, "investor.4@example.com");
    expect((await verifyLink(app, older)).status).toBe(200);
    const [pending] = await consoleRequests(app);
    clock.advance(60_000);
    await submitRequest(app, 4, {
      name: "Morgan A. Ellis",
      firm: "Chattahoochee Growth Partners II",
      message: "Second note: our partners' meeting moved to Friday.",
      locale: "de",
    });
    const newer = await mailedToken(app, "investor.4@example.com");
    // Until the link is followed the console still shows the verified first text.
    expect((await consoleRequests(app))[0]?.message).toBe("First note with a typo.");
    expect((await verifyLink(app, newer)).status).toBe(200);
    const requests = await consoleRequests(app);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      id: pending?.id,
      name: "Morgan A. Ellis",
      firm: "Chattahoochee Growth Partners II",
      message: "Second note: our partners' meeting moved to Friday.",
      locale: "de",
      requestedAt: new Date(clock.now()).toISOString(),
    });
  });

  it("does not let an older link, followed late, replace a later verified text", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    await submitRequest(app, 5, { message: "Older text." });
    const older = await mailedToken(app, "investor.5@example.com");
    clock.advance(60_000);
    await submitRequest(app, 5, { message: "Newer text." });
    const newer = await mailedToken(app, "investor.5@example.com");
    expect((await verifyLink(app, newer)).status).toBe(200);
    expect((await verifyLink(app, older)).status).toBe(200);
    expect((await consoleRequests(app)).map((request) => request.message)).toEqual(["Newer text."]);
  });

  it("verifies once (200), then answers used (409), expired (410) and unknown (404) in the page's language", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    await submitRequest(app, 6, { locale: "de" });
    const token = await mailedToken(app, "investor.6@example.com");
    const ok = await verifyLink(app, token, "de");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      success: true,
      status: "verified",
      message:
        "Ihre Anfrage ist bestätigt. Unser Investor-Relations-Team prüft sie und sendet Ihren Zugangscode an diese Adresse.",
    });
    const used = await verifyLink(app, token, "ar");
    expect(used.status).toBe(409);
    expect(await used.json()).toEqual({
      success: false,
      status: "used",
      message: "تم تأكيد هذا الطلب من قبل.",
    });

    await submitRequest(app, 7);
    const late = await mailedToken(app, "investor.7@example.com");
    clock.advance(VERIFICATION_TOKEN_TTL_MS);
    const expired = await verifyLink(app, late);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ status: "expired", success: false });
    expect((await consoleRequests(app)).map((request) => request.email)).toEqual([
      "investor.6@example.com",
    ]);

    // A token of the right shape that was never issued, a tampered one, and no token at all.
    for (const unknown of ["A".repeat(43), `${token.slice(0, -1)}x`, "", 42, "../../etc"]) {
      const response = await verifyLink(app, unknown);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        status: "unknown",
        message: "This confirmation link is not valid.",
      });
    }
  });

  it("mails the link in the requester's language and keeps only the token's SHA-256 digest", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    await submitRequest(app, 8, { name: "Lena Vogt", locale: "de" });
    await submitRequest(app, 9, { name: "Samir Haddad", locale: "ar" });
    const mails = await sendDueMails(app);
    const [german] = verificationMails(mails, "investor.8@example.com");
    const [arabic] = verificationMails(mails, "investor.9@example.com");
    expect(german?.subject).toBe("Bitte bestätigen Sie Ihre Anfrage für den Datenraum");
    expect(german?.text).toContain("Guten Tag Lena Vogt,");
    expect(german?.text).toContain(`${"https://www.vantreo.com"}/de/dataroom/verify#token=`);
    expect(german?.text).toContain("3 Tage gültig");
    expect(arabic?.text).toContain("تحية طيبة \u2068Samir Haddad\u2069،");
    expect(arabic?.html).toContain("<bdi>Samir Haddad</bdi>");
    expect(arabic?.text).toContain("/ar/dataroom/verify#token=");
    const token = tokenOf(german);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Neither the export nor the database holds the token; the verified submission keeps no text.
    const before = await exportSubject(app, "investor.8@example.com");
    expect(JSON.stringify(before)).not.toContain(token);
    expect(
      (before as unknown as { dataroomSubmissions: unknown[] }).dataroomSubmissions,
    ).toMatchObject([{ email: "investor.8@example.com", name: "Lena Vogt", verifiedAt: null }]);
    expect((await verifyLink(app, token)).status).toBe(200);
    const after = (await exportSubject(app, "investor.8@example.com")) as unknown as {
      dataroomSubmissions: unknown[];
    };
    expect(after.dataroomSubmissions).toMatchObject([
      { name: null, firm: null, message: null, verifiedAt: clock.now() },
    ]);
  });

  it("erases submissions with their mails, and purges them 30 days after their link expired", async () => {
    const clock = testClock();
    const app = dataroomApp(currentStore().store, clock.now);
    const { store } = currentStore();
    await submitRequest(app, 10);
    await submitRequest(app, 11);
    const erased = await store.eraseSubject(accessRequest(10).email, clock.now());
    expect(erased).toMatchObject({ dataroomSubmissions: 1, mailDeliveries: 1 });
    expect(verificationMails(await sendDueMails(app), accessRequest(10).email)).toEqual([]);

    const purgeAt = (at: number) =>
      purgeExpired(store, {
        now: at,
        retention: { inquiryMonths: 24, clientYears: 7 },
        rateWindowMs: 60_000,
      });
    const expiry = clock.now() + VERIFICATION_TOKEN_TTL_MS;
    expect(await purgeAt(expiry + 29 * DAY)).toMatchObject({
      dataroomSubmissions: 0,
      mailDeliveries: 0,
    });
    expect(await purgeAt(expiry + 31 * DAY)).toMatchObject({
      dataroomSubmissions: 1,
      mailDeliveries: 1,
    });
  });
});
