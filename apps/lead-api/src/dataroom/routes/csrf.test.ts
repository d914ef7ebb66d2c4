import { beforeEach, describe, expect, it } from "vitest";
import {
  adminLogin,
  errorCode,
  fileRequest,
  getWith,
  investorWithSession,
  SITE,
  dataroomApp,
  testClock,
  type AdminAuth,
} from "../../test-support/dataroom-kit";
import { postJson, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";

const DOCUMENT = {
  slug: "csrf-probe",
  title: "Probe",
  description: "Must never be stored by a refused call.",
  sections: [{ heading: "Probe", paragraphs: ["Probe."] }],
};

/** The token with its last character changed (never equal to it: a token may end in "A"). */
function alterLastCharacter(token: string): string {
  return `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
}

/** Every state-changing call that needs a session, read from the app's own route table. */
function stateChangingRoutes(app: TestApp): string[] {
  return app.routes
    .filter((route) => route.method === "POST" && route.path.startsWith("/v1/dataroom/"))
    .map((route) => route.path)
    .filter((path) => path.includes("/admin/") || path.endsWith("/logout"))
    .filter((path) => !path.endsWith("/admin/login"));
}

describe.each(STORE_KINDS)("CSRF protection on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  let admin: AdminAuth;
  let requestId: string;
  beforeEach(async () => {
    const clock = testClock();
    app = dataroomApp(currentStore().store, clock.now);
    admin = await adminLogin(app);
    requestId = await fileRequest(app, 1);
  });

  it("covers every admin POST and the investor logout", () => {
    expect(stateChangingRoutes(app).sort()).toEqual([
      "/v1/dataroom/admin/documents",
      "/v1/dataroom/admin/logout",
      "/v1/dataroom/admin/requests/:id/approve",
      "/v1/dataroom/admin/requests/:id/revoke",
      "/v1/dataroom/logout",
    ]);
  });

  it("refuses each without a session (401), without or with a wrong token or origin (403), and changes nothing", async () => {
    const investor = await investorWithSession(app, admin, 2);
    const investorToken = (
      (await (await getWith(app, "/v1/dataroom/me", investor.cookie)).json()) as {
        csrfToken: string;
      }
    ).csrfToken;
    const otherAdmin = await adminLogin(app);
    for (const template of stateChangingRoutes(app)) {
      const path = template.replace(":id", requestId);
      const isAdmin = path.includes("/admin/");
      const cookie = isAdmin ? admin.cookie : investor.cookie;
      const token = isAdmin ? admin.csrf : investorToken;
      const attempts: [Record<string, string>, number, string | null][] = [
        [{ Origin: SITE, "X-CSRF-Token": token }, 401, "no_session"],
        [{ Cookie: cookie, Origin: SITE }, 403, "csrf"],
        [{ Cookie: cookie, Origin: SITE, "X-CSRF-Token": alterLastCharacter(token) }, 403, "csrf"],
        [{ Cookie: cookie, Origin: SITE, "X-CSRF-Token": otherAdmin.csrf }, 403, "csrf"],
        [{ Cookie: cookie, "X-CSRF-Token": token }, 403, "csrf"],
        [{ Cookie: cookie, Origin: "https://attacker.example", "X-CSRF-Token": token }, 403, null],
      ];
      for (const [headers, status, code] of attempts) {
        const response = await postJson(app, path, DOCUMENT, { headers });
        expect(response.status, `${path} ${JSON.stringify(Object.keys(headers))}`).toBe(status);
        if (code) expect(await errorCode(response)).toBe(code);
      }
    }
    const requests = (await (
      await getWith(app, "/v1/dataroom/admin/requests", admin.cookie)
    ).json()) as {
      requests: { id: string; status: string }[];
    };
    expect(requests.requests.find((request) => request.id === requestId)?.status).toBe("pending");
    const documents = await (
      await getWith(app, "/v1/dataroom/admin/documents", admin.cookie)
    ).json();
    expect(documents).toEqual({ documents: [] });
    expect((await getWith(app, "/v1/dataroom/me", investor.cookie)).status).toBe(200);
    expect((await getWith(app, "/v1/dataroom/admin/session", admin.cookie)).status).toBe(200);
  });

  it("accepts each with the session's token and the site's origin", async () => {
    const investor = await investorWithSession(app, admin, 3);
    const investorToken = (
      (await (await getWith(app, "/v1/dataroom/me", investor.cookie)).json()) as {
        csrfToken: string;
      }
    ).csrfToken;
    const order = ["/documents", "/approve", "/revoke", "/v1/dataroom/logout", "/admin/logout"];
    const routes = stateChangingRoutes(app).sort(
      (a, b) =>
        order.findIndex((end) => a.endsWith(end)) - order.findIndex((end) => b.endsWith(end)),
    );
    for (const template of routes) {
      const path = template.replace(":id", requestId);
      const isAdmin = path.includes("/admin/");
      const headers = isAdmin
        ? { Cookie: admin.cookie, Origin: SITE, "X-CSRF-Token": admin.csrf }
        : { Cookie: investor.cookie, Origin: SITE, "X-CSRF-Token": investorToken };
      const response = await postJson(app, path, DOCUMENT, { headers });
      expect([200, 201, 204], path).toContain(response.status);
    }
  });
});
