import { describe, expect, it } from "vitest";
import { createSearchQueryClient } from "./search-query-client";

describe("given the search query cache", () => {
  it("keeps data fresh 5 minutes and unused data 10 minutes (spec section 7)", () => {
    const queries = createSearchQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(600_000);
  });
});
