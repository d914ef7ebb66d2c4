import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../../test-support/expect-contract";
import { documentListSchema, errorEnvelopeSchema } from "@vantreo/contracts";
import {
  accessRequest,
  adminLogin,
  errorCode,
  fileRequest,
  getWith,
  sendDueMails,
  tokenOf,
  verificationMails,
  verifyLink,
  SEED_DIR,
  dataroomApp,
  testClock,
} from "../../test-support/dataroom-kit";
import { postJson, send, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";
import { seedDataroomDocuments } from "../seed-documents";

describe.each(STORE_KINDS)("public data-room endpoints on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  let clock: ReturnType<typeof testClock>;
  beforeEach(() => {
    clock = testClock();
    app = dataroomApp(currentStore().store, clock.now);
  });

  it("lists the catalog as titles and descriptions only", async () => {
    await seedDataroomDocuments(currentStore().store.dataroom, SEED_DIR, clock.now());
    const response = await getWith(app, "/v1/dataroom/catalog");
    expect(response.status).toBe(200);
    const { documents } = await contractJson(documentListSchema, response);
    expect(documents).toHaveLength(5);
    expect(documents[0]).toEqual({
      slug: "company-overview",
      title: "Company overview",
      description:
        "Who Vantreo Data & AI is, what it does for enterprise clients, where it works from and what its track record rests on.",
      updatedAt: "2025-06-16T12:00:00.000Z",
    });
    for (const document of documents)
      expect(Object.keys(document).sort()).toEqual(["description", "slug", "title", "updatedAt"]);
  });

  it("stores a request with the e-mail lower-cased, once its link is followed", async () => {
    const requestId = await fileRequest(app, 1, {
      email: " Investor.1@Example.COM ",
      locale: "de",
    });
    const stored = await currentStore().store.dataroom.findRequest(requestId);
    expect(stored).toMatchObject({
      email: "investor.1@example.com",
      firm: "Chattahoochee Growth Partners",
      locale: "de",
      status: "pending",
      requestedAt: Date.parse("2025-06-16T12:00:00.000Z"),
    });
  });

  it("answers concurrent requests of one e-mail alike and keeps one pending request once verified", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => postJson(app, "/v1/dataroom/requests", accessRequest(2))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ status: "check-mailbox" });
    }
    expect(await currentStore().store.dataroom.listRequests()).toEqual([]);
    const mails = verificationMails(await sendDueMails(app), "investor.2@example.com");
    expect(mails).toHaveLength(3);
    const verified = await Promise.all(mails.map((mail) => verifyLink(app, tokenOf(mail))));
    expect(verified.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await currentStore().store.dataroom.listRequests()).toHaveLength(1);
  });

  it("accepts a new request from an e-mail whose earlier one was decided", async () => {
    const first = { requestId: await fileRequest(app, 3) };
    const admin = await adminLogin(app);
    await postJson(
      app,
      `/v1/dataroom/admin/requests/${first.requestId}/revoke`,
      {},
      {
        headers: {
          Cookie: admin.cookie,
          "X-CSRF-Token": admin.csrf,
          Origin: "https://www.vantreo.com",
        },
      },
    );
    const second = await fileRequest(app, 3);
    expect(second).not.toBe(first.requestId);
  });

  it("answers 400 invalid_request with a code per bad field", async () => {
    const response = await postJson(app, "/v1/dataroom/requests", {
      name: "  ",
      email: "not-an-address",
      firm: "X",
      message: "m".repeat(5001),
      locale: "en",
    });
    expect(response.status).toBe(400);
    expect(await contractJson(errorEnvelopeSchema, response)).toEqual({
      error: {
        code: "invalid_request",
        message: "Please correct the highlighted fields.",
        fields: { name: "required", email: "invalid", firm: "too_short", message: "too_long" },
      },
    });
    const missing = await postJson(app, "/v1/dataroom/requests", { locale: "en" });
    expect(((await missing.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      name: "required",
      email: "required",
      firm: "required",
    });
  });

  it("refuses a body that is not JSON, or not declared as JSON", async () => {
    const broken = await postJson(app, "/v1/dataroom/requests", "{");
    expect(broken.status).toBe(400);
    expect(await errorCode(broken)).toBe("invalid_json");
    const text = await send(app, "/v1/dataroom/requests", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    expect(await errorCode(text)).toBe("unsupported_media_type");
  });

  it("rate-limits requests, codes and the catalog per address with 429 rate_limited and Retry-After", async () => {
    const limited = dataroomApp(currentStore().store, clock.now, { LEAD_API_RATE_LIMIT: "2" });
    for (const [path, body] of [
      ["/v1/dataroom/requests", accessRequest(4)],
      ["/v1/dataroom/session", { code: "ABCD-EFGH-JKLM-NPQR" }],
      ["/v1/dataroom/requests/verify", { token: "A".repeat(43) }],
    ] as const) {
      for (let i = 0; i < 2; i += 1)
        expect((await postJson(limited, path, body, { ip: "192.0.2.60" })).status).not.toBe(429);
      const refused = await postJson(limited, path, body, { ip: "192.0.2.60" });
      expect(refused.status).toBe(429);
      expect(await errorCode(refused)).toBe("rate_limited");
      expect(refused.headers.get("retry-after")).toBe("60");
    }
    for (let i = 0; i < 2; i += 1)
      expect(
        (await getWith(limited, "/v1/dataroom/catalog", undefined, { ip: "192.0.2.61" })).status,
      ).toBe(200);
    expect(
      (await getWith(limited, "/v1/dataroom/catalog", undefined, { ip: "192.0.2.61" })).status,
    ).toBe(429);
  });

  it("answers an unknown data-room path with 404 not_found, noindex and no-store", async () => {
    const response = await getWith(app, "/v1/dataroom/nothing-here");
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe("not_found");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
