import { describe, expect, it } from "vitest";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import type { MailItem } from "./mail-store";
import { MAIL_RECIPIENT_CAP } from "./recipient-cap";

const T0 = Date.parse("2026-11-28T12:00:00.000Z");
const item = (id: number): MailItem => ({
  id,
  leadId: `lead-${id}`,
  kind: "lead-acknowledgement",
  attempts: 0,
});

describe.each(STORE_KINDS)("the recipient cap on %s (T3-M1)", (kind) => {
  const currentStore = useTestStore(kind);

  it("grants exactly the cap when many mails to one address are counted at once", async () => {
    const { mail } = currentStore().store;
    const ids = Array.from({ length: 8 }, (_, index) => index + 1);
    const granted = await Promise.all(ids.map((id) => mail.countRecipient(item(id), "d1", T0)));
    expect(granted.filter(Boolean)).toHaveLength(MAIL_RECIPIENT_CAP.mails);
    // Another address has its own count; a counted mail stays counted when asked again.
    expect(await mail.countRecipient(item(100), "d2", T0)).toBe(true);
    const first = ids[granted.indexOf(true)] ?? 0;
    expect(await mail.countRecipient(item(first), "d1", T0 + 1)).toBe(true);
    expect(await mail.countRecipient(item(101), "d1", T0 + 1)).toBe(false);
  });

  it("frees the address once its mails are 24 hours old, and the purge forgets them", async () => {
    const { store } = currentStore();
    const cap = MAIL_RECIPIENT_CAP.mails;
    for (let id = 1; id <= cap; id += 1)
      expect(await store.mail.countRecipient(item(id), "d1", T0)).toBe(true);
    expect(
      await store.mail.countRecipient(item(cap + 1), "d1", T0 + MAIL_RECIPIENT_CAP.windowMs - 1),
    ).toBe(false);
    expect(
      await store.mail.countRecipient(item(cap + 2), "d1", T0 + MAIL_RECIPIENT_CAP.windowMs),
    ).toBe(true);
    const purged = await store.purge({
      inquiries: 0,
      clients: 0,
      spam: 0,
      unconfirmedSignups: 0,
      dataRequests: 0,
      consents: 0,
      idempotency: 0,
      rateWindows: 0,
      dataroomRecords: 0,
      expiredSessions: 0,
      adminSessions: 0,
      lockoutFailures: 0,
      verificationLinks: 0,
      mailRecipientWindows: T0 + 1,
    });
    // The mails counted at T0 go; the lock row and the mail counted later stay.
    expect(purged.mailRecipientCounts).toBe(cap);
  });
});
