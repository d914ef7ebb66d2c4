import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../../test-support/expect-contract";
import {
  accessRequestListSchema,
  adminSessionSchema,
  documentAddedSchema,
  documentListSchema,
  issuedCodeSchema,
} from "@vantreo/contracts";
import {
  ADMIN_PASSWORD,
  ADMIN_PASSWORD_HASH,
  ADMIN_USER,
  adminCode,
  adminLogin,
  adminPost,
  approve,
  errorCode,
  fileRequest,
  getWith,
  SITE,
  dataroomApp,
  testClock,
  type AdminAuth,
} from "../../test-support/dataroom-kit";
import { postJson, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";

const MINUTE = 60_000;
const DOCUMENT = {
  slug: "board-pack-q3",
  title: "Board pack, third quarter",
  description: "The quarterly board pack as presented.",
  sections: [{ heading: "Agenda", paragraphs: ["Delivery review.", "Risk register review."] }],
};

function login(app: TestApp, body: unknown, headers: Record<string, string> = { Origin: SITE }) {
  return postJson(app, "/v1/dataroom/admin/login", body, { headers });
}

describe.each(STORE_KINDS)("data-room admin on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let admin: AdminAuth;
  beforeEach(async () => {
    clock = testClock();
    app = dataroomApp(currentStore().store, clock.now);
    admin = await adminLogin(app);
  });

  it("signs in a staff admin with e-mail, password and TOTP code: token, user, idle end and the staff cookie", async () => {
    const response = await login(app, {
      email: ADMIN_USER.toUpperCase(),
      password: ADMIN_PASSWORD,
      code: await adminCode(app),
    });
    expect(response.status).toBe(200);
    const body = await contractJson(adminSessionSchema, response);
    expect(body.username).toBe(ADMIN_USER);
    expect(body.staff).toEqual({
      email: ADMIN_USER,
      name: "ir-admin",
      roles: ["investor-relations"],
    });
    expect(body.expiresAt).toBe("2025-06-16T12:30:00.000Z");
    expect(body.csrfToken).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get("set-cookie")).toMatch(
      /^__Host-vantreo_staff=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it("refuses a wrong password, a wrong e-mail, a wrong or missing code and a missing body with 401 invalid_credentials", async () => {
    const code = await adminCode(app);
    for (const body of [
      { email: ADMIN_USER, password: `${ADMIN_PASSWORD}x`, code },
      { email: "ir-admin2@vantreo.com", password: ADMIN_PASSWORD, code },
      { email: ADMIN_USER, password: ADMIN_PASSWORD },
      { email: ADMIN_USER, password: ADMIN_PASSWORD, code: "123456" },
      {},
    ]) {
      const response = await login(app, body);
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe("invalid_credentials");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("no longer signs in the env-configured admin: it is a migration path to a staff account", async () => {
    const legacy = dataroomApp(currentStore().store, clock.now, {
      LEAD_API_DATAROOM_ADMIN_USER: "ir-admin",
      LEAD_API_DATAROOM_ADMIN_PASSWORD_HASH: ADMIN_PASSWORD_HASH,
    });
    const response = await login(legacy, { username: "ir-admin", password: ADMIN_PASSWORD });
    expect(response.status).toBe(401);
  });

  it("refuses a sign-in from a foreign or missing Origin (login CSRF)", async () => {
    const origins: Record<string, string>[] = [{ Origin: "https://attacker.example" }, {}];
    for (const headers of origins) {
      const response = await login(
        app,
        { email: ADMIN_USER, password: ADMIN_PASSWORD, code: await adminCode(app) },
        headers,
      );
      expect(response.status).toBe(403);
    }
  });

  it("recovers the session after a reload and ends it after 30 minutes idle", async () => {
    clock.advance(29 * MINUTE);
    const recovered = await getWith(app, "/v1/dataroom/admin/session", admin.cookie);
    expect(recovered.status).toBe(200);
    expect(await contractJson(adminSessionSchema, recovered)).toMatchObject({
      csrfToken: admin.csrf,
      username: ADMIN_USER,
      expiresAt: "2025-06-16T12:59:00.000Z",
    });
    clock.advance(30 * MINUTE);
    const idle = await getWith(app, "/v1/dataroom/admin/session", admin.cookie);
    expect(idle.status).toBe(401);
    expect(await errorCode(idle)).toBe("no_session");
  });

  it("ends a session 8 hours after sign-in however busy", async () => {
    // 16 × 29 min + 15 min = 7 h 59 min, never 30 minutes idle; one more minute reaches 8 h.
    for (let step = 0; step < 16; step += 1) {
      clock.advance(29 * MINUTE);
      expect((await getWith(app, "/v1/dataroom/admin/requests", admin.cookie)).status).toBe(200);
    }
    clock.advance(15 * MINUTE);
    expect((await getWith(app, "/v1/dataroom/admin/requests", admin.cookie)).status).toBe(200);
    clock.advance(MINUTE);
    expect((await getWith(app, "/v1/dataroom/admin/requests", admin.cookie)).status).toBe(401);
  });

  it("lists requests with their status and times, newest first", async () => {
    const first = await fileRequest(app, 1);
    clock.advance(MINUTE);
    const second = await fileRequest(app, 2, { message: "" });
    const code = await approve(app, admin, second, 30);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const response = await getWith(app, "/v1/dataroom/admin/requests", admin.cookie);
    const { requests } = await contractJson(accessRequestListSchema, response);
    expect(requests).toEqual([
      {
        id: second,
        name: "Morgan Ellis",
        email: "investor.2@example.com",
        firm: "Chattahoochee Growth Partners",
        message: "",
        locale: "en",
        status: "approved",
        requestedAt: "2025-06-16T12:01:00.000Z",
        approvedAt: "2025-06-16T12:01:00.000Z",
        expiresAt: "2025-07-16T12:01:00.000Z",
        revokedAt: null,
      },
      expect.objectContaining({ id: first, status: "pending", approvedAt: null, expiresAt: null }),
    ]);
    expect(JSON.stringify(requests)).not.toContain(code);
  });

  it("approves for 14 days by default and only for 1 to 90 whole days", async () => {
    const id = await fileRequest(app, 3);
    const response = await adminPost(app, admin, `/v1/dataroom/admin/requests/${id}/approve`);
    expect((await contractJson(issuedCodeSchema, response)).expiresAt).toBe(
      "2025-06-30T12:00:00.000Z",
    );
    for (const days of [0, 91, 1.5, "7"]) {
      const refused = await adminPost(app, admin, `/v1/dataroom/admin/requests/${id}/approve`, {
        days,
      });
      expect(refused.status).toBe(400);
      expect(await errorCode(refused)).toBe("invalid_request");
    }
    expect(
      (await adminPost(app, admin, `/v1/dataroom/admin/requests/${id}/approve`, { days: 90 }))
        .status,
    ).toBe(200);
  });

  it("answers 404 not_found to approving or revoking an unknown request", async () => {
    for (const action of ["approve", "revoke"]) {
      const response = await adminPost(
        app,
        admin,
        `/v1/dataroom/admin/requests/unknown-id/${action}`,
      );
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe("not_found");
    }
  });

  it("adds a document, lists it without its body, and refuses a taken slug or an invalid one", async () => {
    const created = await adminPost(app, admin, "/v1/dataroom/admin/documents", DOCUMENT);
    expect(created.status).toBe(201);
    expect(await contractJson(documentAddedSchema, created)).toEqual({ slug: "board-pack-q3" });
    const list = await getWith(app, "/v1/dataroom/admin/documents", admin.cookie);
    expect(await contractJson(documentListSchema, list)).toEqual({
      documents: [
        {
          slug: "board-pack-q3",
          title: "Board pack, third quarter",
          description: "The quarterly board pack as presented.",
          updatedAt: "2025-06-16T12:00:00.000Z",
        },
      ],
    });
    const taken = await adminPost(app, admin, "/v1/dataroom/admin/documents", DOCUMENT);
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe("slug_taken");
    for (const bad of [
      { ...DOCUMENT, slug: "Board Pack" },
      { ...DOCUMENT, slug: "access" },
      { ...DOCUMENT, title: " " },
      { ...DOCUMENT, sections: [] },
      { ...DOCUMENT, sections: [{ heading: "Agenda", paragraphs: [] }] },
    ]) {
      const response = await adminPost(app, admin, "/v1/dataroom/admin/documents", bad);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("invalid_document");
    }
  });

  it("logs out: the cookie is cleared and the session no longer works", async () => {
    const response = await adminPost(app, admin, "/v1/dataroom/admin/logout");
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBe(
      "__Host-vantreo_staff=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
    );
    expect((await getWith(app, "/v1/dataroom/admin/session", admin.cookie)).status).toBe(401);
  });

  it("omits Secure from the cookies only when LEAD_API_COOKIE_SECURE is false", async () => {
    const plain = dataroomApp(currentStore().store, clock.now, { LEAD_API_COOKIE_SECURE: "false" });
    const response = await login(plain, {
      email: ADMIN_USER,
      password: ADMIN_PASSWORD,
      code: await adminCode(plain),
    });
    expect(response.headers.get("set-cookie")).toMatch(
      /^vantreo_staff=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/,
    );
  });
});
