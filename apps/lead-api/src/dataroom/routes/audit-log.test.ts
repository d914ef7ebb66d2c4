import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminLogin,
  adminPost,
  enterCode,
  getWith,
  investorWithSession,
  SEED_DIR,
  dataroomApp,
  testClock,
  type AdminAuth,
} from "../../test-support/dataroom-kit";
import { send, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";
import { seedDataroomDocuments } from "../seed-documents";

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
      (await (await getWith(app, "/v1/dataroom/admin/audit", admin.cookie)).json()) as {
        entries: Entry[];
      }
    ).entries;
  beforeEach(async () => {
    clock = testClock();
    app = dataroomApp(currentStore().store, clock.now);
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

  it("keeps a hash of the address and the user agent with a view, never the address", async () => {
    const investor = await investorWithSession(app, admin, 2);
    await send(
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
    const [entry] = await currentStore().store.dataroom.listAudit(1);
    const expected = createHash("sha256").update("vantreo-dataroom-audit:192.0.2.44").digest("hex");
    expect(entry).toMatchObject({
      event: "view",
      ipHash: expected,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chromium",
    });
    expect(JSON.stringify(entry)).not.toContain("192.0.2.44");
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
      ["admin_login", "ir-admin"],
    ]);
  });

  it("writes no view row when the document is refused", async () => {
    await getWith(app, "/v1/dataroom/documents/governance");
    await getWith(app, "/v1/dataroom/documents/governance", `vdr_session=${"a".repeat(43)}`);
    expect((await audit()).filter((entry) => entry.event === "view")).toEqual([]);
  });
});
