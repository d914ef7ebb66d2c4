import { createHash, createHmac } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { dataroomAuditListSchema } from "@vantreo/contracts";
import { contractJson } from "../../test-support/expect-contract";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  adminLogin,
  adminPost,
  enterCode,
  getWith,
  investorWithSession,
  SEED_DIR,
  SITE,
  dataroomApp,
  testClock,
  type AdminAuth,
} from "../../test-support/dataroom-kit";
import { postJson, send, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";
import { seedDataroomDocuments } from "../seed-documents";

const SECRET = "a-test-secret-of-at-least-32-characters";

/** The address hash the audit must keep: HMAC-SHA256 under the month key derived from SECRET. */
function expectedIpHash(address: string, period: string, secret = SECRET): string {
  const key = createHmac("sha256", secret).update(`vantreo-pseudonym:${period}`).digest();
  return createHmac("sha256", key).update(`address:${address}`).digest("hex");
}

type Entry = {
  at: string;
  email: string | null;
  slug: string | null;
  title: string | null;
  event: string;
};

describe.each(STORE_KINDS)("access log on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let admin: AdminAuth;
  const audit = async () =>
    (
      (await contractJson(
        dataroomAuditListSchema,
        await getWith(app, "/v1/dataroom/admin/audit", admin.cookie),
      )) as { entries: Entry[] }
    ).entries;
  beforeEach(async () => {
    clock = testClock();
    app = dataroomApp(currentStore().store, clock.now, { LEAD_API_IP_HASH_SECRET: SECRET });
    await seedDataroomDocuments(currentStore().store.dataroom, SEED_DIR, clock.now());
    admin = await adminLogin(app);
  });

  it("records every view with e-mail, slug, title and time, newest first", async () => {
    const investor = await investorWithSession(app, admin, 1);
    const slugs = ["governance", "company-overview", "governance"];
    for (const slug of slugs) {
      clock.advance(1000);
      expect((await getWith(app, `/v1/dataroom/documents/${slug}`, investor.cookie)).status).toBe(
        200,
      );
    }
    const views = (await audit()).filter((entry) => entry.event === "view");
    expect(views).toEqual([
      {
        at: "2025-06-16T12:00:03.000Z",
        email: "investor.1@example.com",
        slug: "governance",
        title: "Governance",
        event: "view",
      },
      {
        at: "2025-06-16T12:00:02.000Z",
        email: "investor.1@example.com",
        slug: "company-overview",
        title: "Company overview",
        event: "view",
      },
      {
        at: "2025-06-16T12:00:01.000Z",
        email: "investor.1@example.com",
        slug: "governance",
        title: "Governance",
        event: "view",
      },
    ]);
  });

  it("keeps a keyed hash of the address and the user agent with a view, never the address", async () => {
    const investor = await investorWithSession(app, admin, 2);
    const view = () =>
      send(
        app,
        "/v1/dataroom/documents/governance",
        {
          headers: {
            Cookie: investor.cookie,
            "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chromium",
          },
        },
        { ip: "192.0.2.44" },
      );
    await view();
    const [entry] = await currentStore().store.dataroom.listAudit(1);
    expect(entry).toMatchObject({
      event: "view",
      ipHash: expectedIpHash("192.0.2.44", "2025-06"),
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chromium",
    });
    // No constant, public salt: nobody can recompute the hash of every IPv4 address.
    const publicSalted = createHash("sha256").update("vantreo-dataroom-audit:192.0.2.44");
    expect(entry?.ipHash).not.toBe(publicSalted.digest("hex"));
    expect(entry?.ipHash).not.toBe(expectedIpHash("192.0.2.44", "2025-06", `${SECRET}!`));
    expect(JSON.stringify(entry)).not.toContain("192.0.2.44");
    // A new month, a new key: the same address is no longer linkable.
    clock.advance(20 * 86_400_000);
    await enterCode(app, "ABCD-EFGH-JKLM-NPQR", { ip: "192.0.2.44" });
    const [july] = await currentStore().store.dataroom.listAudit(1);
    expect(july?.ipHash).toBe(expectedIpHash("192.0.2.44", "2025-07"));
    expect(july?.ipHash).not.toBe(entry?.ipHash);
  });

  it("never keeps a refused sign-in's typed username: the admin's name, else a keyed pseudonym", async () => {
    const typed = (email: string) =>
      postJson(
        app,
        "/v1/dataroom/admin/login",
        { email, password: "wrong password", code: "000000" },
        { headers: { Origin: SITE }, ip: "192.0.2.45" },
      );
    // The password typed into the username field, then twice the same unknown name.
    expect((await typed(ADMIN_PASSWORD)).status).toBe(401);
    expect((await typed("someone-else")).status).toBe(401);
    expect((await typed("someone-else")).status).toBe(401);
    expect((await typed(ADMIN_USER)).status).toBe(401);
    const refused = (await audit()).filter((entry) => entry.event === "admin_login_refused");
    expect(JSON.stringify(await currentStore().store.dataroom.listAudit(100))).not.toContain(
      ADMIN_PASSWORD,
    );
    const names = refused.map((entry) => entry.email);
    expect(names[0]).toBe(ADMIN_USER);
    expect(names[1]).toMatch(/^unknown:[0-9a-f]{16}$/);
    expect(names[2]).toBe(names[1]);
    expect(names[3]).toMatch(/^unknown:[0-9a-f]{16}$/);
    expect(names[3]).not.toBe(names[1]);
    expect(JSON.stringify(refused)).not.toContain("someone-else");
  });

  it("records approvals, session starts, refused codes, revocations and admin sign-ins", async () => {
    const investor = await investorWithSession(app, admin, 3);
    await enterCode(app, "ABCD-EFGH-JKLM-NPQR");
    await adminPost(app, admin, `/v1/dataroom/admin/requests/${investor.id}/revoke`);
    await enterCode(app, investor.code);
    const events = (await audit()).map((entry) => [entry.event, entry.email]);
    expect(events).toEqual([
      ["code_refused", "investor.3@example.com"],
      ["revoke", "investor.3@example.com"],
      ["code_refused", null],
      ["session_start", "investor.3@example.com"],
      ["approve", "investor.3@example.com"],
      ["admin_login", ADMIN_USER],
    ]);
  });

  it("writes no view row when the document is refused", async () => {
    await getWith(app, "/v1/dataroom/documents/governance");
    await getWith(app, "/v1/dataroom/documents/governance", `vdr_session=${"a".repeat(43)}`);
    expect((await audit()).filter((entry) => entry.event === "view")).toEqual([]);
  });
});
