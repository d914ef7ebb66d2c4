import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../../test-support/expect-contract";
import {
  dataroomDocumentSchema,
  documentListSchema,
  investorSessionSchema,
  revokedSchema,
} from "@vantreo/contracts";
import {
  adminLogin,
  adminPost,
  approve,
  cookieOf,
  enterCode,
  errorCode,
  fileRequest,
  getWith,
  investorWithSession,
  SEED_DIR,
  SITE,
  dataroomApp,
  testClock,
  type AdminAuth,
} from "../../test-support/dataroom-kit";
import { postJson, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";
import { seedDataroomDocuments } from "../seed-documents";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(STORE_KINDS)("investor access on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let admin: AdminAuth;
  beforeEach(async () => {
    clock = testClock();
    app = dataroomApp(currentStore().store, clock.now);
    await seedDataroomDocuments(currentStore().store.dataroom, SEED_DIR, clock.now());
    admin = await adminLogin(app);
  });

  it("opens a session for a valid code with an HttpOnly, Secure, SameSite=Strict cookie on /v1/dataroom for 8 hours", async () => {
    const id = await fileRequest(app, 1);
    const code = await approve(app, admin, id);
    const response = await enterCode(app, code);
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(
      /^vdr_session=[\w-]{43}; Max-Age=28800; Path=\/v1\/dataroom; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it("accepts the code in lower case, with spaces instead of dashes", async () => {
    const code = await approve(app, admin, await fileRequest(app, 2));
    const typed = ` ${code.toLowerCase().replaceAll("-", " ")} `;
    expect((await enterCode(app, typed)).status).toBe(204);
  });

  it("answers /me with the investor, the session's end and a CSRF token", async () => {
    const investor = await investorWithSession(app, admin, 3);
    const response = await getWith(app, "/v1/dataroom/me", investor.cookie);
    expect(response.status).toBe(200);
    const body = await contractJson(investorSessionSchema, response);
    expect(body).toMatchObject({
      email: "investor.3@example.com",
      name: "Morgan Ellis",
      firm: "Chattahoochee Growth Partners",
      expiresAt: "2025-06-16T20:00:00.000Z",
    });
    expect(body.csrfToken).toMatch(/^[\w-]{43}$/);
    expect((await getWith(app, "/v1/dataroom/me")).status).toBe(401);
  });

  it("serves a document with its sections and the viewer's e-mail and time as watermark", async () => {
    const investor = await investorWithSession(app, admin, 4);
    clock.advance(90_000);
    const response = await getWith(app, "/v1/dataroom/documents/governance", investor.cookie);
    expect(response.status).toBe(200);
    const body = await contractJson(dataroomDocumentSchema, response);
    expect(body.slug).toBe("governance");
    expect(body.title).toBe("Governance");
    expect(body.watermark).toBe("investor.4@example.com · 2025-06-16T12:01:30.000Z");
    expect(body.body.sections[0]?.heading).toBe("Decision rights");
    const missing = await getWith(app, "/v1/dataroom/documents/no-such-document", investor.cookie);
    expect(missing.status).toBe(404);
    expect(await errorCode(missing)).toBe("not_found");
  });

  it("lists the documents to a session, without bodies", async () => {
    const investor = await investorWithSession(app, admin, 5);
    const response = await getWith(app, "/v1/dataroom/documents", investor.cookie);
    const body = await contractJson(documentListSchema, response);
    expect(body.documents.map((doc) => doc.slug)).toEqual([
      "company-overview",
      "service-lines-and-delivery",
      "security-and-compliance",
      "engagement-economics",
      "governance",
    ]);
    expect(Object.keys(body.documents[0] ?? {}).sort()).toEqual([
      "description",
      "slug",
      "title",
      "updatedAt",
    ]);
  });

  it("refuses an expired code with the same answer as an unknown one", async () => {
    const code = await approve(app, admin, await fileRequest(app, 6), 1);
    clock.advance(DAY - 1);
    expect((await enterCode(app, code)).status).toBe(204);
    clock.advance(1);
    const expired = await enterCode(app, code);
    const unknown = await enterCode(app, "ABCD-EFGH-JKLM-NPQR");
    expect(expired.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await expired.json()).toEqual(await unknown.json());
  });

  it("ends a session when it expires (8 hours) and never later than the code", async () => {
    const investor = await investorWithSession(app, admin, 7);
    clock.advance(8 * HOUR - 1);
    expect((await getWith(app, "/v1/dataroom/me", investor.cookie)).status).toBe(200);
    clock.advance(1);
    expect((await getWith(app, "/v1/dataroom/me", investor.cookie)).status).toBe(401);

    admin = await adminLogin(app);
    const code = await approve(app, admin, await fileRequest(app, 8), 1);
    clock.advance(DAY - HOUR);
    const late = await enterCode(app, code);
    expect(late.headers.get("set-cookie")).toContain("Max-Age=3600");
    clock.advance(HOUR);
    expect((await getWith(app, "/v1/dataroom/me", cookieOf(late))).status).toBe(401);
  });

  it("refuses a revoked code and ends the investor's sessions at once", async () => {
    const investor = await investorWithSession(app, admin, 9);
    const revoked = await adminPost(
      app,
      admin,
      `/v1/dataroom/admin/requests/${investor.id}/revoke`,
    );
    expect(revoked.status).toBe(200);
    expect(await contractJson(revokedSchema, revoked)).toEqual({
      revokedAt: "2025-06-16T12:00:00.000Z",
    });
    const document = await getWith(app, "/v1/dataroom/documents/governance", investor.cookie);
    expect(document.status).toBe(401);
    expect(await errorCode(document)).toBe("no_session");
    const again = await enterCode(app, investor.code);
    expect(again.status).toBe(401);
    expect(await errorCode(again)).toBe("invalid_code");
  });

  it("invalidates the old code when a request is approved again; the new one works", async () => {
    const investor = await investorWithSession(app, admin, 10);
    const newCode = await approve(app, admin, investor.id, 30);
    expect(newCode).not.toBe(investor.code);
    expect((await enterCode(app, investor.code)).status).toBe(401);
    expect((await getWith(app, "/v1/dataroom/me", investor.cookie)).status).toBe(401);
    expect((await enterCode(app, newCode)).status).toBe(204);
  });

  it("logs out with the CSRF token and the site's origin, clearing the cookie", async () => {
    const investor = await investorWithSession(app, admin, 11);
    const me = (await (await getWith(app, "/v1/dataroom/me", investor.cookie)).json()) as {
      csrfToken: string;
    };
    const withoutToken = await postJson(
      app,
      "/v1/dataroom/logout",
      {},
      { headers: { Cookie: investor.cookie, Origin: SITE } },
    );
    expect(withoutToken.status).toBe(403);
    expect(await errorCode(withoutToken)).toBe("csrf");
    const response = await postJson(
      app,
      "/v1/dataroom/logout",
      {},
      {
        headers: { Cookie: investor.cookie, Origin: SITE, "X-CSRF-Token": me.csrfToken },
      },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBe(
      "vdr_session=; Max-Age=0; Path=/v1/dataroom; HttpOnly; Secure; SameSite=Strict",
    );
    expect((await getWith(app, "/v1/dataroom/me", investor.cookie)).status).toBe(401);
  });

  it("refuses a code of a request that was only filed, and malformed codes", async () => {
    for (const code of ["", "K7QM-3XHP-9TRW-C4N0", "K7QM3XHP9TRWC4N", 42]) {
      const response = await postJson(app, "/v1/dataroom/session", { code });
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe("invalid_code");
    }
  });
});
