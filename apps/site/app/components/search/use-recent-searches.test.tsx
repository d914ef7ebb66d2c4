// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RECENT_SEARCHES_KEY, useRecentSearches } from "./use-recent-searches";

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const stored = () => JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? "null");

describe("given the recent searches", () => {
  it("keeps the five newest, newest first, once each whatever the case", () => {
    const { result } = renderHook(() => useRecentSearches());
    for (const query of ["rag", "mlops", "zero trust", "soc", "governance", "RAG", "llm"]) {
      act(() => result.current.remember(query));
    }
    expect(result.current.queries).toEqual(["llm", "RAG", "governance", "soc", "zero trust"]);
    expect(stored()).toEqual(["llm", "RAG", "governance", "soc", "zero trust"]);
  });

  it("reads what an earlier visit stored, and clears it", () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(["private llm", 7]));
    const { result } = renderHook(() => useRecentSearches());
    expect(result.current.queries).toEqual(["private llm"]);
    act(() => result.current.clear());
    expect(result.current.queries).toEqual([]);
    expect(stored()).toBeNull();
  });

  it("works without storage when the browser refuses it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    const { result } = renderHook(() => useRecentSearches());
    act(() => result.current.remember("data mesh"));
    expect(result.current.queries).toEqual(["data mesh"]);
    expect(stored()).toBeNull();
  });
});
