import { describe, expect, it } from "vitest";
import { leadApiTarget, readRequestTarget } from "./request-target.mjs";
import { LEAD_API_ROUTE } from "./site-policy.mjs";

const forward = (raw) => leadApiTarget(readRequestTarget(raw), LEAD_API_ROUTE);

describe("reading a request target as nginx does", () => {
  it("resolves dot segments, also when they are percent-encoded", () => {
    expect(readRequestTarget("/v1/../admin/v1/outbox").pathname).toBe("/admin/v1/outbox");
    expect(readRequestTarget("/v1/%2e%2e/readyz").pathname).toBe("/readyz");
    expect(readRequestTarget("/de/./about?x=1")).toMatchObject({
      pathname: "/de/about",
      search: "?x=1",
    });
  });

  it("refuses a malformed percent escape and a target that is not a path with 400", () => {
    expect(readRequestTarget("/%zz")).toEqual({ ok: false, status: 400 });
    expect(readRequestTarget("/about%E0%A4%A")).toEqual({ ok: false, status: 400 });
    expect(readRequestTarget("*")).toEqual({ ok: false, status: 400 });
  });

  it("reads the path of an absolute-form target, as nginx does", () => {
    expect(readRequestTarget("http://www.example.com/de/about?x=1")).toMatchObject({
      pathname: "/de/about",
      search: "?x=1",
      raw: "/de/about?x=1",
    });
    expect(forward("http://www.example.com/v1/../admin/v1/outbox")).toBeNull();
  });
});

describe("which requests reach the lead API", () => {
  it("forwards a plain path under /v1/ with its query, as it came", () => {
    expect(forward("/v1/leads")).toEqual({ refused: false, path: "/v1/leads" });
    expect(forward("/v1/dataroom/documents?lang=de")).toEqual({
      refused: false,
      path: "/v1/dataroom/documents?lang=de",
    });
  });

  it("never forwards a path that normalises out of /v1/", () => {
    expect(forward("/v1/../admin/v1/outbox")).toBeNull();
    expect(forward("/v1/%2e%2e/readyz")).toBeNull();
    expect(forward("/v1/%2E%2E/admin/v1/leads")).toBeNull();
  });

  it("refuses dot segments, encoded dots and slashes, backslashes and empty segments under /v1/", () => {
    for (const raw of [
      "/v1/x/../leads",
      "/v1/x/%2e%2e/leads",
      "/v1/./leads",
      "/v1/a%2fb",
      "/v1/a%2Fb",
      "/v1/a%5cb",
      "/v1\\leads",
      "/v1//leads",
      "/v1/leads%00",
    ]) {
      expect(forward(raw), raw).toEqual({ refused: true });
    }
  });

  it("reads dots in the query string as data, not as path segments", () => {
    expect(forward("/v1/leads?next=/../x")).toEqual({
      refused: false,
      path: "/v1/leads?next=/../x",
    });
  });
});
