import { beforeEach, describe, expect, it } from "vitest";
import {
  accessRequest,
  dataroomApp,
  fileRequest,
  testClock,
} from "../../test-support/dataroom-kit";
import { postJson, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../../test-support/test-stores";

// PostgreSQL text cannot hold NUL (it answered 503); U+202E reverses how the admin table reads.
describe.each(STORE_KINDS)("data-room request text on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  beforeEach(() => {
    app = dataroomApp(currentStore().store, testClock().now);
  });

  it("stores a request with NUL, other controls and bidi overrides removed, never a 5xx", async () => {
    // Stored as a submission, then (link followed) as the request the console shows.
    const requestId = await fileRequest(app, "nul", {
      name: "Morgan\u0000 Ellis\u202e",
      firm: "\u2066Chattahoochee\u0000 Growth Partners\u2069",
      message: "Please\u0000 grant\u202e access.\r\nThank you\u0007.",
    });
    expect(await currentStore().store.dataroom.findRequest(requestId)).toMatchObject({
      name: "Morgan Ellis",
      firm: "Chattahoochee Growth Partners",
      message: "Please grant access.\nThank you.",
    });
  });

  it("answers 400 for a name that is only control characters, on every store", async () => {
    const response = await postJson(
      app,
      "/v1/dataroom/requests",
      accessRequest("only-nul", { name: "\u0000\u0000\u202e" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "invalid_request", fields: { name: "required" } },
    });
  });
});
