import { afterEach, describe, expect, it, vi } from "vitest";
import { DataroomApiError } from "./dataroom-api-error";
import { dataroomRequest } from "./dataroom-request";

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

describe("a data-room call", () => {
  it("goes to the same origin with the cookies and the CSRF token of a state-changing call", async () => {
    const fetchMock = answer(200, { code: "K7QM-3XHP-9TRW-C4NV" });
    await dataroomRequest("/admin/requests/r1/approve", {
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
    const error = await dataroomRequest("/session", { method: "POST", body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DataroomApiError);
    expect(error).toMatchObject({ status: 429, code: "locked", retryAfterSeconds: 840 });

    answer(400, { error: { code: "invalid_request", fields: { firm: "too_short" } } });
    await expect(dataroomRequest("/requests", { method: "POST", body: {} })).rejects.toMatchObject({
      code: "invalid_request",
      fields: { firm: "too_short" },
    });
  });

  it("reports an unreachable API as a network failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(dataroomRequest("/catalog")).rejects.toMatchObject({ status: 0, code: "network" });
  });

  it("answers undefined for 204 No Content", async () => {
    answer(204, undefined);
    await expect(dataroomRequest("/logout", { method: "POST", csrfToken: "t" })).resolves.toBe(
      undefined,
    );
  });
});
