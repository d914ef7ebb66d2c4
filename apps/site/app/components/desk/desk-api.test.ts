import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import { deskApi, deskRequest, filterQuery, staffSessionApi } from "./desk-api";
import { fakeDeskApi } from "./desk-test-kit";

afterEach(() => vi.unstubAllGlobals());

describe("the desk's API client", () => {
  it("asks for a page of leads with the filter, leaving empty fields out", async () => {
    const { seen } = fakeDeskApi({
      "GET /desk/leads?q=acme+gmbh&status=new&page=2&size=25": {
        status: 200,
        body: { items: [], total: 0, page: 2, size: 25, counts: {} },
      },
    });
    await deskApi.list({ q: "acme gmbh", status: "new", type: "" }, 2, 25);
    expect(seen[0]).toMatchObject({
      method: "GET",
      path: "/desk/leads?q=acme+gmbh&status=new&page=2&size=25",
    });
  });

  it("sends a change with the version it was made from, the CSRF token and PATCH", async () => {
    const { seen } = fakeDeskApi({
      "PATCH /desk/leads/a%2Fb": { status: 200, body: { lead: {} } },
    });
    await deskApi.change("csrf-1", "a/b", { version: 3, status: "contacted" });
    expect(seen[0]?.headers).toMatchObject({ "X-CSRF-Token": "csrf-1" });
    expect(seen[0]?.body).toEqual({ version: 3, status: "contacted" });
  });

  it("adds a note with the lead's version, and releases and deletes spam with the token", async () => {
    const { seen } = fakeDeskApi({
      "POST /desk/leads/l1/notes": { status: 201, body: { lead: {} } },
      "POST /desk/leads/l1/release": { status: 200, body: { lead: {} } },
      "DELETE /desk/leads/l1": { status: 200, body: { deleted: "l1" } },
    });
    await deskApi.addNote("t", "l1", "Called back.", 4);
    await deskApi.release("t", "l1");
    await deskApi.remove("t", "l1");
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /desk/leads/l1/notes",
      "POST /desk/leads/l1/release",
      "DELETE /desk/leads/l1",
    ]);
    expect(seen[0]?.body).toEqual({ text: "Called back.", version: 4 });
    expect(seen.every((r) => r.headers["X-CSRF-Token"] === "t")).toBe(true);
  });

  it("links the export of the current filter, CSV with either separator or JSON", () => {
    const filter = { status: "new", spam: "true" };
    expect(deskApi.exportUrl(filter, "csv", ";")).toBe(
      "/v1/desk/leads/export?status=new&spam=true&format=csv&separator=%3B",
    );
    expect(deskApi.exportUrl({}, "json")).toBe("/v1/desk/leads/export?format=json");
    expect(filterQuery({ spam: "", q: "" })).toBe("");
  });

  it("signs in on /v1/staff/session and signs out with DELETE and the token", async () => {
    const { seen } = fakeDeskApi({
      "POST /staff/session": { status: 200, body: {} },
      "DELETE /staff/session": { status: 204 },
    });
    await staffSessionApi.signIn("sam@vantreo.com", "pw", "123456");
    await staffSessionApi.signOut("csrf-9");
    expect(seen[0]?.body).toEqual({ email: "sam@vantreo.com", password: "pw", code: "123456" });
    expect(seen[1]).toMatchObject({ method: "DELETE", headers: { "X-CSRF-Token": "csrf-9" } });
  });

  it("calls any other desk endpoint through deskRequest and fails with the API's code", async () => {
    fakeDeskApi({
      "GET /desk/privacy/requests?status=open": {
        status: 403,
        body: { error: { code: "forbidden", message: "x" } },
      },
    });
    const error = await deskRequest("/privacy/requests?status=open").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "forbidden" });
  });
});
