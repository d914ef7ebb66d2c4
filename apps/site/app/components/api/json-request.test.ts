import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { jsonRequest } from "./json-request";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => body,
  }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("a lead API call", () => {
  it("goes to the same origin with the cookies and the CSRF token of a state-changing call", async () => {
    const fetchMock = answer(200, { code: "K7QM-3XHP-9TRW-C4NV" });
    await jsonRequest("/v1/dataroom/admin/requests/r1/approve", {
      method: "POST",
      body: { days: 30 },
      csrfToken: "token-1",
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/v1/dataroom/admin/requests/r1/approve");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({
      "X-CSRF-Token": "token-1",
      "Content-Type": "application/json",
    });
    expect(init.body).toBe('{"days":30}');
  });

  it("turns an error answer into its code, field codes and Retry-After", async () => {
    answer(
      429,
      { error: { code: "locked", message: "Too many failed attempts." } },
      { "Retry-After": "840" },
    );
    const error = await jsonRequest("/v1/dataroom/session", { method: "POST", body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "locked", retryAfterSeconds: 840 });

    answer(400, { error: { code: "invalid_request", fields: { firm: "too_short" } } });
    await expect(
      jsonRequest("/v1/dataroom/requests", { method: "POST", body: {} }),
    ).rejects.toMatchObject({
      code: "invalid_request",
      fields: { firm: "too_short" },
    });
  });

  it("keeps the rest of an error body, such as the current lead of a version conflict", async () => {
    answer(409, {
      error: { code: "version_conflict", message: "x", lead: { id: "l1", version: 3 } },
    });
    const error = (await jsonRequest("/v1/desk/leads/l1", { method: "PATCH", body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe("version_conflict");
    expect(error.details).toEqual({ lead: { id: "l1", version: 3 } });
  });

  it("reports an unreachable API as a network failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(jsonRequest("/v1/dataroom/catalog")).rejects.toMatchObject({
      status: 0,
      code: "network",
    });
  });

  it("answers undefined for 204 No Content", async () => {
    answer(204, undefined);
    await expect(
      jsonRequest("/v1/dataroom/logout", { method: "POST", csrfToken: "t" }),
    ).resolves.toBe(undefined);
  });
});
