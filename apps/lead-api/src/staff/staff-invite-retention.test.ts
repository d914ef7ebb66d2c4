import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, createTestApp, postJson } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { STAFF_LINK_TTL_MS, staffLinkDigest } from "./staff-invite-token";
import type { StaffInvitation } from "./staff-invite-store";

const DAY = 86_400_000;
const T0 = Date.parse("2025-06-16T12:00:00.000Z");
const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };

function link(id: string, createdAt: number): StaffInvitation {
  return {
    id,
    purpose: "invite",
    accountId: `account-${id}`,
    email: `${id}@vantreo.com`,
    name: id,
    roles: ["sales"],
    locale: "en",
    totpSecret: null,
    invitedBy: "owner@vantreo.com",
    createdAt,
    expiresAt: createdAt + STAFF_LINK_TTL_MS,
    usedAt: null,
  };
}

describe.each(STORE_KINDS)("the retention of staff links on %s", (kind) => {
  const currentStore = useTestStore(kind);

  it("deletes an unused link once it expires, and every link and its mail row after a year", async () => {
    let clock = T0;
    const app = createTestApp(currentStore().store, { now: () => clock });
    const invites = currentStore().store.staffInvites;
    const audit = {
      at: T0,
      event: "invitation_sent",
      actor: "t",
      subject: null,
      ipHash: null,
    } as const;
    for (const id of ["expiring", "fresh"]) {
      const created = id === "expiring" ? T0 : T0 + 2 * DAY;
      expect(
        await invites.issue(link(id, created), `token-${id}`, staffLinkDigest(id), audit),
      ).toBe(true);
    }
    clock = T0 + STAFF_LINK_TTL_MS + 1;
    const purge = async () =>
      (
        (await (await postJson(app, "/admin/v1/retention/purge", {}, auth)).json()) as {
          purged: Record<string, number>;
        }
      ).purged;
    expect(await purge()).toMatchObject({ staffInvitations: 1, mailDeliveries: 0 });
    expect(await invites.find("expiring")).toBeNull();
    expect(await invites.find("fresh")).not.toBeNull();
    clock = T0 + 2 * DAY + 366 * DAY;
    expect(await purge()).toMatchObject({ staffInvitations: 1, mailDeliveries: 2 });
    expect(await invites.find("fresh")).toBeNull();
  });
});
