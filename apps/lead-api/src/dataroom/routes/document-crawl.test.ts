import { beforeEach, describe, expect, it } from "vitest";
import {
  adminLogin,
  adminPost,
  fileRequest,
  investorWithSession,
  SEED_DIR,
  SITE,
  dataroomApp,
  testClock,
  type AdminAuth,
} from "../../test-support/dataroom-kit";
import { ADMIN_TOKEN, send, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";
import { readSeedDocuments, seedDataroomDocuments } from "../seed-documents";

const HOUR = 3_600_000;
const DOCUMENT_ROUTE = "/v1/dataroom/documents/:slug";

/** Every route the app registers (middleware excluded), read from the app itself. */
function registeredRoutes(app: TestApp) {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.method !== "ALL")
    .filter(
      (route) =>
        !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`),
    );
}

describe.each(STORE_KINDS)("no document body without a valid session, on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: ReturnType<typeof testClock>;
  let app: TestApp;
  let admin: AdminAuth;
  let bodyTexts: string[];
  beforeEach(async () => {
    clock = testClock();
    app = dataroomApp(currentStore().store, clock.now);
    await seedDataroomDocuments(currentStore().store.dataroom, SEED_DIR, clock.now());
    bodyTexts = (await readSeedDocuments(SEED_DIR)).flatMap((doc) =>
      doc.sections.flatMap((section) =>
        section.paragraphs.map((paragraph) => paragraph.slice(0, 60)),
      ),
    );
    admin = await adminLogin(app);
  });

  async function crawl(cookies: Record<string, string>, id: string) {
    const answers: {
      route: string;
      credential: string;
      status: number;
      text: string;
      headers: Headers;
    }[] = [];
    for (const route of registeredRoutes(app)) {
      const path = route.path
        .replace(":id", id)
        .replace(":slug", "governance")
        .replace("*", "dataroom/documents/governance");
      for (const [credential, cookie] of Object.entries(cookies)) {
        const headers: Record<string, string> = {
          Origin: SITE,
          "X-CSRF-Token": "x".repeat(43),
          "Content-Type": "application/json",
        };
        if (cookie) headers.Cookie = cookie;
        if (credential === "admin bearer") headers.Authorization = `Bearer ${ADMIN_TOKEN}`;
        const init: RequestInit = { method: route.method, headers };
        if (route.method === "POST")
          init.body = JSON.stringify({ email: "investor.1@example.com", code: "x" });
        const response = await send(app, path, init);
        answers.push({
          route: `${route.method} ${route.path}`,
          credential,
          status: response.status,
          text: await response.text(),
          headers: response.headers,
        });
      }
    }
    return answers;
  }

  it("crawls every registered route with every credential but a live session and finds no body text", async () => {
    const expired = await investorWithSession(app, admin, 1);
    const revoked = await investorWithSession(app, admin, 2);
    await adminPost(app, admin, `/v1/dataroom/admin/requests/${revoked.id}/revoke`);
    clock.advance(8 * HOUR);
    admin = await adminLogin(app);
    const pending = await fileRequest(app, 3);
    const adminToken = admin.cookie.split("=")[1] ?? "";
    const answers = await crawl(
      {
        none: "",
        "forged session": `vdr_session=${"A".repeat(43)}`,
        "expired session": expired.cookie,
        "revoked session": revoked.cookie,
        "admin session": admin.cookie,
        "admin token as investor cookie": `vdr_session=${adminToken}`,
        "admin bearer": "",
      },
      pending,
    );
    expect(answers.length).toBeGreaterThan(7 * 20);
    for (const answer of answers) {
      for (const text of bodyTexts)
        expect(answer.text, `${answer.route} as ${answer.credential}`).not.toContain(text);
      if (answer.route.includes("/v1/dataroom")) {
        expect(answer.headers.get("cache-control"), answer.route).toBe("no-store");
        expect(answer.headers.get("x-robots-tag"), answer.route).toBe("noindex");
      }
    }
  });

  it("finds the body on the document route, and only there, with a live session", async () => {
    const live = await investorWithSession(app, admin, 4);
    const answers = await crawl({ live: live.cookie }, live.id);
    const leaking = answers.filter((answer) =>
      bodyTexts.some((text) => answer.text.includes(text)),
    );
    expect(leaking.map((answer) => answer.route)).toEqual([`GET ${DOCUMENT_ROUTE}`]);
  });
});
