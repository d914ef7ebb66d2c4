import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { createDataroomQueryClient, SESSION_QUERY_OPTIONS } from "./dataroom-query-client";

describe("the data room's query cache", () => {
  it("keeps data fresh 5 minutes and unused data 10 minutes (spec section 7)", () => {
    const queries = createDataroomQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(600_000);
  });

  it("never serves session-bound reads from the cache, so a revoked investor is refused at once", () => {
    expect(SESSION_QUERY_OPTIONS).toEqual({ staleTime: 0, gcTime: 0 });
  });

  it("retries a network failure once but never a 4xx answer", () => {
    const retry = createDataroomQueryClient().getDefaultOptions().queries?.retry as (
      failures: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, new ApiError(0, "network"))).toBe(true);
    expect(retry(1, new ApiError(0, "network"))).toBe(false);
    expect(retry(0, new ApiError(401, "no_session"))).toBe(false);
  });
});
